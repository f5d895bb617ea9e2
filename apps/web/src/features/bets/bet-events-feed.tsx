// Mounted once in the layout: keeps the player's bet events flowing into the open-bet count and the
// bets queries (see bet-events.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { betKeys } from '../../api/bet-history.ts';
import { liveClient } from '../../live/app-live-client.ts';
import type { LiveClient } from '../../live/live-client.ts';
import { startBetEvents } from './bet-events.ts';

export function BetEventsFeed({ client = liveClient }: { client?: LiveClient }) {
  const queryClient = useQueryClient();
  useEffect(
    () => startBetEvents(client, () => void queryClient.invalidateQueries({ queryKey: betKeys.all })),
    [client, queryClient],
  );
  return null;
}
