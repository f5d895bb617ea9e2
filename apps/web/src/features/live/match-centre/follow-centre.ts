// Keeps a match's centre in the query cache up to date from its broker topic while a screen shows
// it. The live client delivers the topic's latest message every 16 ms (SPEC.md §9's batching); each
// one is checked at the edge, merged (centre-updates.ts), and a gap or a reconnect reads the centre
// again. Updates that come before the first read are kept and applied once it is there.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { matchCentreTopic } from '@slipstream/contract/topics';
import { matchCentreQuery, type MatchCentre, type MatchCentreUpdate } from '../../../api/match-centre.ts';
import type { LiveClient } from '../../../live/live-client.ts';
import { applyCentreUpdate } from './centre-updates.ts';

/** Follows the match's centre topic; returns the function that stops following. */
export function followMatchCentre(client: LiveClient, queryClient: QueryClient, matchId: number): () => void {
  const { queryKey } = matchCentreQuery(matchId);
  const hash = hashKey(queryKey);
  const early: MatchCentreUpdate[] = [];
  let lastStateAt = 0;

  const reread = () => void queryClient.invalidateQueries({ queryKey });

  const apply = (update: MatchCentreUpdate) => {
    const current = queryClient.getQueryData<MatchCentre>(queryKey);
    if (!current) {
      early.push(update);
      return;
    }
    // A state older than one already shown (messages overtaking each other) says nothing new.
    const fresh = update.state && update.timestamp < lastStateAt ? { ...update, state: null } : update;
    if (fresh.state) lastStateAt = fresh.timestamp;
    const { centre, gap } = applyCentreUpdate(current, fresh);
    if (centre !== current) queryClient.setQueryData(queryKey, centre);
    if (gap) reread();
  };

  const offTopic = client.subscribe(matchCentreTopic(matchId), (payload) => {
    const update = client.checks().readMatchCentreUpdate(payload);
    if (update) apply(update);
  });
  const offConnect = client.onConnect(({ reconnect }) => {
    if (reconnect) reread();
  });
  // The first read has come: what arrived before it is applied on top (entries it has are skipped).
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    if (early.length === 0 || event.type !== 'updated' || event.query.queryHash !== hash) return;
    if (!queryClient.getQueryData(queryKey)) return;
    for (const update of early.splice(0)) apply(update);
  });
  return () => {
    offTopic();
    offConnect();
    offCache();
  };
}
