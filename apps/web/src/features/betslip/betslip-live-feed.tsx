// Mounted once in the layout: puts the betslip on the live feed (its topics, bet stops, changed odds
// and the refresh on each connect; see betslip-feed.ts).
import { useEffect } from 'react';
import { liveClient } from '../../live/app-live-client.ts';
import type { LiveClient } from '../../live/live-client.ts';
import { startBetslipFeed } from './betslip-feed.ts';

export function BetslipLiveFeed({ client = liveClient }: { client?: LiveClient }) {
  useEffect(() => startBetslipFeed(client), [client]);
  return null;
}
