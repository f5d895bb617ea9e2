// The live broker's topics (SPEC.md §7 "Live feed"): every topic the server publishes on, built here,
// and the one rule of who may read and who may publish. The embedded broker checks each subscription
// and delivery with it, the external broker's roles (Mosquitto's dynamic security) are written from
// it, and the web's live client subscribes to the names it builds. Plain strings only: no schema code,
// so a browser may take it as it is.
//
// The rule, as topic trees (a tree is its root topic and everything under it):
// - everyone, a visitor as well as a logged-in player, reads the public trees: feeds and the crash table;
// - a player also reads their own tree, users/{their id}, and no other player's;
// - only the server publishes, and only inside these trees; browsers never publish.

/** The trees anyone may read: the odds feeds and the shared crash table. */
export const PUBLIC_TOPIC_TREES = ['feeds', 'casino/crash'] as const;

/** The root of the players' own trees: users/{id}. */
export const PLAYER_TOPICS_ROOT = 'users';

/** Every tree the server publishes in; a topic outside them is nobody's to publish on. */
export const PUBLISHED_TOPIC_TREES = [...PUBLIC_TOPIC_TREES, PLAYER_TOPICS_ROOT] as const;

/** One player's tree, as the id appears in topics. */
export function playerTopicTree(userId: number | string): string {
  return `${PLAYER_TOPICS_ROOT}/${userId}`;
}

// ---- Feeds: feeds/{prematch|live}/{odds_change|bet_stop}/{matchId} ----

/** Which producer's lines a feed topic carries: live (producer 1) or pre-match (producer 3). */
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

const FEED_TOPIC = /^feeds\/(prematch|live)\/(odds_change|bet_stop)\/(\d+)$/;

/** The parts of a feed topic, or null for any other topic. */
export function parseFeedTopic(topic: string): FeedTopic | null {
  const m = FEED_TOPIC.exec(topic);
  if (!m) return null;
  const matchId = Number(m[3]);
  if (!Number.isSafeInteger(matchId)) return null;
  return { feed: m[1] as FeedType, kind: m[2] as FeedKind, matchId };
}

// ---- A match's centre: feeds/live/match_centre/{matchId} ----

/**
 * A match's centre updates (match-centre.ts matchCentreUpdate): its score, clock and statistics, and
 * the new entries of its timeline. Inside the feeds tree, so public like every feed: a visitor
 * following a match reads it too.
 */
export function matchCentreTopic(matchId: number | string): string {
  return `feeds/live/match_centre/${matchId}`;
}

// ---- A player's own topics: users/{id}/… ----

/** The player's five balances after every committed movement of their money. */
export function balanceTopic(userId: number | string): string {
  return `${playerTopicTree(userId)}/balance`;
}

/** The player's bet events: `{ betId, status, openBets }` after every status change. */
export function betsTopic(userId: number | string): string {
  return `${playerTopicTree(userId)}/bets`;
}

// ---- The crash table: casino/crash/… ----

/** The shared crash table's rounds (each phase) and its multiplier ticks while a round runs. */
export const CRASH_TOPICS = { round: 'casino/crash/round', tick: 'casino/crash/tick' } as const;

// ---- Who may read and publish ----

/** Whether a topic or topic filter lies inside a tree (so a subscription to it reads nothing else). */
function inTree(topic: string, tree: string): boolean {
  return topic.startsWith(tree) && (topic.length === tree.length || topic.charCodeAt(tree.length) === 47); // '/'
}

/**
 * Whether a connection of `userId` (null: a visitor) may subscribe to `topic`, a filter or a concrete
 * topic. A wildcard that reaches outside the readable trees ("users/+/bets", "#") is refused.
 */
export function maySubscribe(topic: string, userId: string | null): boolean {
  // Also asked of each concrete topic a message is delivered on, so it must stay this cheap.
  for (const tree of PUBLIC_TOPIC_TREES) if (inTree(topic, tree)) return true;
  return userId !== null && inTree(topic, playerTopicTree(userId));
}

/** Who publishes: the server itself, or a browser's connection (a visitor's or a player's). */
export type Publisher = 'server' | 'browser';

/** Whether `publisher` may publish on `topic`: the server inside its trees, a browser never. */
export function mayPublish(topic: string, publisher: Publisher): boolean {
  return publisher === 'server' && PUBLISHED_TOPIC_TREES.some((tree) => inTree(topic, tree));
}
