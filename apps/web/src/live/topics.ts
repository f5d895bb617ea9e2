// Live feed topics (SPEC.md §7, DESIGN.md "Live feed"): feeds/{prematch|live}/odds_change/{matchId}
// and feeds/{prematch|live}/bet_stop/{matchId}, built and read in one place.

export type FeedType = 'prematch' | 'live';
export type FeedKind = 'odds_change' | 'bet_stop';

export interface FeedTopic {
  feed: FeedType;
  kind: FeedKind;
  matchId: number;
}

export function feedTopic(feed: FeedType, kind: FeedKind, matchId: number | string): string {
  return `feeds/${feed}/${kind}/${matchId}`;
}

/** Both topics of one match: its odds changes and its bet stops. */
export function matchTopics(feed: FeedType, matchId: number | string): [string, string] {
  return [feedTopic(feed, 'odds_change', matchId), feedTopic(feed, 'bet_stop', matchId)];
}

const TOPIC = /^feeds\/(prematch|live)\/(odds_change|bet_stop)\/(\d+)$/;

/** The parts of a feed topic, or null for any other topic. */
export function parseFeedTopic(topic: string): FeedTopic | null {
  const m = TOPIC.exec(topic);
  if (!m) return null;
  const matchId = Number(m[3]);
  if (!Number.isSafeInteger(matchId)) return null;
  return { feed: m[1] as FeedType, kind: m[2] as FeedKind, matchId };
}
