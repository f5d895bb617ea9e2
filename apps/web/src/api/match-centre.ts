// A match's centre (`GET {sports}/sports/match/:id/centre`, public), typed from its endpoint in the
// contract (packages/contract/src/match-centre.ts): the score by period, each side's statistics and
// the timeline. Its updates come over the broker (features/live/match-centre/use-match-centre.ts).
import { queryOptions } from '@tanstack/react-query';
import type { AnswerOf, matchCentre } from '@slipstream/contract';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

export type MatchCentre = AnswerOf<typeof matchCentre.matchCentre>;
export type MatchCentreState = matchCentre.MatchCentreState;
/** What the match's centre topic carries. */
export type MatchCentreUpdate = matchCentre.MatchCentreUpdate;
export type TimelineEntry = matchCentre.TimelineEntryView;
export type TimelineEventType = matchCentre.TimelineEventType;
export type StatisticView = matchCentre.StatisticView;
export type MatchStatistic = matchCentre.MatchStatistic;

export function fetchMatchCentre(matchId: number, client: ApiClient = api): Promise<MatchCentre> {
  return callEndpoint<typeof matchCentre.matchCentre>(
    { method: 'GET', base: 'sports', path: '/sports/match/:id/centre' },
    { public: true, params: { id: String(matchId) } },
    client,
  );
}

export const matchCentreQuery = (matchId: number) =>
  queryOptions({
    queryKey: ['sports', 'match-centre', matchId],
    queryFn: () => fetchMatchCentre(matchId),
    // The broker keeps it current only while it is on screen: shown again, it is read again.
    staleTime: 0,
  });
