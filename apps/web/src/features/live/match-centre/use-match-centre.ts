// A match's centre for a component: read over HTTP, then followed on its broker topic for as long as
// the component is mounted (several components showing one match share the read and the topic).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchCentreQuery } from '../../../api/match-centre.ts';
import { liveClient } from '../../../live/app-live-client.ts';
import type { LiveClient } from '../../../live/live-client.ts';
import { followMatchCentre } from './follow-centre.ts';

export function useMatchCentre(matchId: number, client: LiveClient = liveClient) {
  const queryClient = useQueryClient();
  useEffect(() => followMatchCentre(client, queryClient, matchId), [client, queryClient, matchId]);
  return useQuery(matchCentreQuery(matchId));
}
