// The latest live odds of every outcome of the matches on screen, from the feed (SPEC.md §7): price,
// whether it can be bet (outcome active, market open, no bet stop since the last odds_change), and
// whether it moved up or down in the last 5 seconds (CHANGED_ODDS_HIGHLIGHT_MS). Keyed per match,
// then per outcome, so one update replaces only the entries it touched and each odds cell's selector
// sees a new object only when its own outcome changed.
import { CHANGED_ODDS_HIGHLIGHT_MS, parseOdds, selectionKey, toOutcomeId } from '@slipstream/domain';
import { create } from 'zustand';
import { isMarketOpen, type FeedMessage, type OddsChangePayload } from './feed-messages.ts';
import type { LiveClient } from './live-client.ts';
import { feedTopic, parseFeedTopic } from './topics.ts';

export type OddsDirection = 'up' | 'down';

export interface LiveOutcome {
  odds: number | null;
  /** Outcome active and its market open. */
  active: boolean;
  /** Set for CHANGED_ODDS_HIGHLIGHT_MS after the price moved, then null. */
  direction: OddsDirection | null;
}

export interface LiveMatch {
  /** A bet_stop arrived and no odds_change since: nothing of the match can be bet. */
  stopped: boolean;
  outcomes: Readonly<Record<string, LiveOutcome>>;
  /** What else the latest odds_change carried (score, match time, …). */
  info: Readonly<Record<string, unknown>>;
}

interface LiveOddsState {
  matches: Readonly<Record<number, LiveMatch>>;
}

export const useLiveOddsStore = create<LiveOddsState>()(() => ({ matches: {} }));

/**
 * The key of an outcome: the betslip's selection key over normalised ids (numbers for match and
 * market, the engine's outcome id), so the slip, the feed and the odds cells agree on identity.
 */
export function outcomeKey(ref: {
  matchId: number | string;
  marketId: number | string;
  specifier?: string | null;
  outcomeId: number | string;
}): string {
  return selectionKey({
    matchId: Number(ref.matchId),
    marketId: Number(ref.marketId),
    specifier: ref.specifier ?? '',
    outcomeId: toOutcomeId(ref.outcomeId),
  });
}

const EMPTY_MATCH: LiveMatch = { stopped: false, outcomes: {}, info: {} };

/** Outcomes whose direction is showing, by "matchId key" → when it stops showing. */
const moving = new Map<string, { matchId: number; key: string; until: number }>();
let sweepTimer: ReturnType<typeof setTimeout> | null = null;

const isActive = (active: boolean | number) => active === true || active === 1;

function sameInfo(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

function applyOddsChange(match: LiveMatch, matchId: number, data: OddsChangePayload, now: number): LiveMatch {
  let outcomes: Record<string, LiveOutcome> | null = null;
  for (const market of data.markets) {
    const open = isMarketOpen(market);
    for (const outcome of market.outcomes) {
      const key = outcomeKey({
        matchId,
        marketId: market.id,
        specifier: market.specifier,
        outcomeId: outcome.id,
      });
      const prev = match.outcomes[key];
      const odds = parseOdds(outcome.odds) ?? prev?.odds ?? null;
      const active = open && isActive(outcome.active);
      const moved = prev?.odds != null && odds !== null && odds !== prev.odds;
      const direction: OddsDirection | null = moved
        ? odds > (prev.odds as number)
          ? 'up'
          : 'down'
        : (prev?.direction ?? null);
      if (prev && prev.odds === odds && prev.active === active && prev.direction === direction) continue;
      outcomes ??= { ...match.outcomes };
      outcomes[key] = { odds, active, direction };
      if (moved) moving.set(`${matchId} ${key}`, { matchId, key, until: now + CHANGED_ODDS_HIGHLIGHT_MS });
    }
  }
  const { markets: _markets, ...rest } = data;
  const info = sameInfo(match.info, rest) ? match.info : rest;
  if (!outcomes && !match.stopped && info === match.info) return match;
  return { stopped: false, outcomes: outcomes ?? match.outcomes, info };
}

function sweep() {
  sweepTimer = null;
  const now = Date.now();
  const due = [...moving.entries()].filter(([, m]) => m.until <= now);
  if (due.length > 0) {
    useLiveOddsStore.setState((state) => {
      const matches = { ...state.matches };
      for (const [id, { matchId, key }] of due) {
        moving.delete(id);
        const match = matches[matchId];
        const outcome = match?.outcomes[key];
        if (!match || !outcome || outcome.direction === null) continue;
        matches[matchId] = {
          ...match,
          outcomes: { ...match.outcomes, [key]: { ...outcome, direction: null } },
        };
      }
      return { matches };
    });
  }
  scheduleSweep();
}

// One timer for all highlighted cells, set for the earliest to end, rather than one per cell.
function scheduleSweep() {
  if (sweepTimer !== null || moving.size === 0) return;
  const next = Math.min(...[...moving.values()].map((m) => m.until));
  sweepTimer = setTimeout(sweep, Math.max(0, next - Date.now()));
}

/** Applies one delivery of feed messages in a single store update. */
export function applyLiveBatch(messages: readonly FeedMessage[], now = Date.now()): void {
  const state = useLiveOddsStore.getState();
  let matches: Record<number, LiveMatch> | null = null;
  for (const message of messages) {
    const current = (matches ?? state.matches)[message.matchId] ?? EMPTY_MATCH;
    const next =
      message.kind === 'bet_stop'
        ? current.stopped
          ? current
          : { ...current, stopped: true }
        : applyOddsChange(current, message.matchId, message.data, now);
    if (next === current && state.matches[message.matchId]) continue;
    matches ??= { ...state.matches };
    matches[message.matchId] = next;
  }
  if (matches) useLiveOddsStore.setState({ matches });
  scheduleSweep();
}

/** The prices a screen loaded over HTTP for one match (its markets as the sports API answers them). */
export interface SeedMatch {
  matchId: number;
  markets: readonly {
    id: number | string;
    specifier?: string | null;
    outcomes: readonly { id: number | string; odds: unknown; active?: boolean | number }[];
  }[];
}

/** The match with the outcomes the feed has not spoken about yet added, or the same match. */
function seedMatch(match: LiveMatch, { matchId, markets }: SeedMatch): LiveMatch {
  let outcomes: Record<string, LiveOutcome> | null = null;
  for (const market of markets) {
    for (const outcome of market.outcomes) {
      const key = outcomeKey({
        matchId,
        marketId: market.id,
        specifier: market.specifier,
        outcomeId: outcome.id,
      });
      if (match.outcomes[key]) continue;
      outcomes ??= { ...match.outcomes };
      outcomes[key] = {
        odds: parseOdds(outcome.odds),
        active: outcome.active === undefined || isActive(outcome.active),
        direction: null,
      };
    }
  }
  return outcomes ? { ...match, outcomes } : match;
}

/**
 * Fills in the prices screens loaded over HTTP for outcomes the feed has not spoken about yet, so
 * the feed's first change of them shows its direction. Entries the feed already set are kept. All
 * the matches go in one store update: a list scrolling several rows into view re-renders once.
 */
export function seedLiveOddsMany(seeds: readonly SeedMatch[]): void {
  const state = useLiveOddsStore.getState();
  let matches: Record<number, LiveMatch> | null = null;
  for (const seed of seeds) {
    const current = (matches ?? state.matches)[seed.matchId] ?? EMPTY_MATCH;
    const next = seedMatch(current, seed);
    if (next === current) continue;
    matches ??= { ...state.matches };
    matches[seed.matchId] = next;
  }
  if (matches) useLiveOddsStore.setState({ matches });
}

/** seedLiveOddsMany for one match. */
export function seedLiveOdds(matchId: number, markets: SeedMatch['markets']): void {
  seedLiveOddsMany([{ matchId, markets }]);
}

/** Forgets matches nobody shows any more (both of their odds topics released), in one update. */
function forgetMatches(matchIds: ReadonlySet<number>): void {
  const state = useLiveOddsStore.getState();
  const gone = [...matchIds].filter((id) => state.matches[id]);
  if (gone.length === 0) return;
  for (const [id, m] of moving) if (matchIds.has(m.matchId)) moving.delete(id);
  const matches = { ...state.matches };
  for (const id of gone) delete matches[id];
  useLiveOddsStore.setState({ matches });
}

/** Feeds the store from a live client; returns the function that detaches it. */
export function attachLiveOdds(client: LiveClient): () => void {
  const offBatch = client.onBatch((messages) => applyLiveBatch(messages));
  // A list scrolling on releases rows' topics one by one in the same tick: forget them together.
  const released = new Set<number>();
  const offRelease = client.onRelease((topic) => {
    const parsed = parseFeedTopic(topic);
    if (!parsed || parsed.kind !== 'odds_change') return;
    if (released.size === 0) {
      queueMicrotask(() => {
        const ids = new Set(
          [...released].filter(
            (id) =>
              !(['prematch', 'live'] as const).some(
                (feed) => client.refCount(feedTopic(feed, 'odds_change', id)) > 0,
              ),
          ),
        );
        released.clear();
        forgetMatches(ids);
      });
    }
    released.add(parsed.matchId);
  });
  return () => {
    offBatch();
    offRelease();
  };
}

/** Back to nothing known (tests, or a new connection that will resend everything). */
export function resetLiveOdds(): void {
  moving.clear();
  if (sweepTimer !== null) clearTimeout(sweepTimer);
  sweepTimer = null;
  useLiveOddsStore.setState({ matches: {} });
}
