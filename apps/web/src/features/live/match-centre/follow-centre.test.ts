import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { matchCentreQuery, type MatchCentre, type MatchCentreUpdate } from '../../../api/match-centre.ts';
import type { LiveClient, TopicListener } from '../../../live/live-client.ts';
import * as checks from '../../../live/message-checks.ts';
import { applyCentreUpdate } from './centre-updates.ts';
import { entry, soccerCentre } from './centre-test-data.test-helper.ts';
import { followMatchCentre } from './follow-centre.ts';

/** The part of the live client the centre uses: topics with listeners, and connects. */
function fakeClient() {
  const listeners = new Map<string, TopicListener>();
  const connects = new Set<(info: { reconnect: boolean }) => void>();
  const client = {
    subscribe: (topic: string, listener?: TopicListener) => {
      if (listener) listeners.set(topic, listener);
      return () => void listeners.delete(topic);
    },
    onConnect: (listener: (info: { reconnect: boolean }) => void) => {
      connects.add(listener);
      return () => void connects.delete(listener);
    },
    checks: () => checks,
  } as unknown as LiveClient;
  return {
    client,
    deliver: (topic: string, payload: unknown) => listeners.get(topic)?.(payload, topic),
    reconnect: () => connects.forEach((l) => l({ reconnect: true })),
    topics: () => [...listeners.keys()],
  };
}

const TOPIC = 'feeds/live/match_centre/7';

const goal = (id: number, home: number, away: number): MatchCentreUpdate => ({
  matchId: 7,
  timestamp: 1_000 + id,
  state: { ...soccerCentre(7), homeScore: home, awayScore: away, inPlayTime: "31'" },
  events: [
    entry({ id, type: 'score_change', team: 'away', matchTime: 31, homeScore: home, awayScore: away }),
  ],
});

describe('a match centre followed on its topic', () => {
  it('adds a goal to the timeline and the score in one update; an entry already known is skipped', () => {
    const centre = soccerCentre(7);
    const { centre: next, gap } = applyCentreUpdate(centre, goal(6, 1, 1));
    expect(gap).toBe(false);
    expect(next).toMatchObject({ homeScore: 1, awayScore: 1, inPlayTime: "31'" });
    expect(next.timeline.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(applyCentreUpdate(next, { ...goal(6, 1, 1), state: null }).centre).toBe(next);
  });

  it('keeps the query’s centre live, reads it again after a gap or a reconnect, and stops when asked', () => {
    const queryClient = new QueryClient();
    const { queryKey } = matchCentreQuery(7);
    queryClient.setQueryData(queryKey, soccerCentre(7));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const live = fakeClient();
    const stop = followMatchCentre(live.client, queryClient, 7);
    expect(live.topics()).toEqual([TOPIC]);

    live.deliver(TOPIC, goal(6, 1, 1));
    expect(queryClient.getQueryData<MatchCentre>(queryKey)).toMatchObject({ awayScore: 1 });
    expect(invalidate).not.toHaveBeenCalled();

    // An older state than the one shown does not take the score back.
    live.deliver(TOPIC, { ...goal(6, 1, 0), timestamp: 1 });
    expect(queryClient.getQueryData<MatchCentre>(queryKey)).toMatchObject({ awayScore: 1 });

    live.deliver(TOPIC, goal(9, 1, 2));
    expect(invalidate).toHaveBeenCalledTimes(1);
    live.reconnect();
    expect(invalidate).toHaveBeenCalledTimes(2);

    live.deliver(TOPIC, { nonsense: true });
    stop();
    expect(live.topics()).toEqual([]);
  });

  it('applies what came before the first read on top of it', async () => {
    const queryClient = new QueryClient();
    const { queryKey } = matchCentreQuery(7);
    const live = fakeClient();
    followMatchCentre(live.client, queryClient, 7);
    live.deliver(TOPIC, goal(6, 1, 1));
    await queryClient.fetchQuery({ queryKey, queryFn: () => Promise.resolve(soccerCentre(7)) });
    expect(queryClient.getQueryData<MatchCentre>(queryKey)?.timeline.at(-1)).toMatchObject({
      id: 6,
      type: 'score_change',
    });
  });
});
