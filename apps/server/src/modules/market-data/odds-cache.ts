// The in-memory odds cache: every open fixture with its markets and latest prices, indexed by sport,
// category and tournament. It is the source of truth for pricing bets (O(1) by match, market line and
// outcome); the feed ingestion writes it, the sports API and the bets module read it.
import { MARKET_STATUS, type FixtureStatus, type MarketStatus } from '@slipstream/domain';
import type { SportEventStatus } from './event-status.ts';
import { PRODUCER, type ProducerId } from './producers.ts';

export interface Named {
  id: number;
  name: string;
}

export interface CachedCategory extends Named {
  countryCode: string | null;
}

export interface CachedCompetitor extends Named {
  abbreviation: string | null;
}

export interface CachedOutcome {
  id: string;
  /** The last price; kept when the outcome is inactive, for reference. */
  odds: number;
  /** The feed's own flag; what a bettor can do also depends on the market and producer (see quote). */
  active: 0 | 1;
}

export interface CachedMarket {
  readonly fixtureId: number;
  readonly marketId: number;
  readonly specifier: string;
  /** The feed's status code (MARKET_STATUS), before any producer-down overlay. */
  status: MarketStatus;
  /** The producer whose odds the line carries now (the live producer takes lines over at kick-off). */
  producer: ProducerId;
  /** Feed time of the last change applied to the line. */
  ts: number;
  outcomes: CachedOutcome[];
}

export interface CachedFixture {
  readonly id: number;
  sport: Named;
  category: CachedCategory;
  tournament: Named;
  home: CachedCompetitor;
  away: CachedCompetitor;
  startTime: number;
  status: FixtureStatus;
  /** Feed time of the message that set the status. */
  statusTs: number;
  /** Score, clock and periods while live (and once ended). */
  eventStatus: SportEventStatus | null;
  /** Feed time of the newest message applied to the fixture. */
  lastMessageAt: number;
  /** Feed time of the last fixture_change applied. */
  fixtureTs: number;
  /** Feed time of the last odds_change or bet_stop applied, per producer (stale ones are dropped). */
  oddsTs: Record<ProducerId, number>;
  /** Lines by `marketKey(marketId, specifier)`. */
  markets: Map<string, CachedMarket>;
}

/** Why a selection cannot be bet right now. */
export type QuoteRefusal =
  'unknown_selection' | 'match_not_open' | 'market_not_active' | 'outcome_not_active' | 'producer_down';

export interface SelectionRef {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

export interface SelectionQuote extends SelectionRef {
  /** The current price (the last one when not bettable); null for an unknown selection. */
  odds: number | null;
  /** True when the selection can be bet now: the price is current and offered. */
  open: boolean;
  reason: QuoteRefusal | null;
  live: boolean;
  /** The producer of the price (1 live, 3 pre-match); null for an unknown selection. */
  producerId: ProducerId | null;
  /** Feed time of the price. */
  priceTs: number | null;
}

/** The key of a market line inside a fixture: `18|total=2.5`. */
export function marketKey(marketId: number, specifier: string): string {
  return `${marketId}|${specifier}`;
}

/** Fixtures a bettor can bet on (and the listings show): not started or in play. */
export function isOpenFixture(fixture: CachedFixture): boolean {
  return fixture.status === 'not_started' || fixture.status === 'live';
}

export function isLive(fixture: CachedFixture): boolean {
  return fixture.status === 'live';
}

/** The producer whose odds a fixture shows: live in play, pre-match otherwise. */
export function fixtureProducer(fixture: CachedFixture): ProducerId {
  return fixture.status === 'live' ? PRODUCER.live : PRODUCER.prematch;
}

function addTo<K>(index: Map<K, Set<CachedFixture>>, key: K, fixture: CachedFixture): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(fixture);
}

function removeFrom<K>(index: Map<K, Set<CachedFixture>>, key: K, fixture: CachedFixture): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(fixture);
  if (set.size === 0) index.delete(key);
}

const EMPTY: ReadonlySet<CachedFixture> = new Set();

export class OddsCache {
  private readonly byId = new Map<number, CachedFixture>();
  private readonly bySport = new Map<number, Set<CachedFixture>>();
  private readonly byCategory = new Map<number, Set<CachedFixture>>();
  private readonly byTournament = new Map<number, Set<CachedFixture>>();
  /** Where each indexed fixture was filed, so a moved fixture is re-filed correctly. */
  private readonly filed = new Map<number, { sport: number; category: number; tournament: number }>();
  private readonly down = new Set<ProducerId>();
  private feedNow = 0;
  private structureVersion = 0;

  /**
   * Bumped whenever the set of fixtures, their status, start time or names change (not on price
   * changes), so readers can keep sorted listings until it moves.
   */
  get version(): number {
    return this.structureVersion;
  }

  get size(): number {
    return this.byId.size;
  }

  /** The newest feed time seen (heartbeats keep it fresh); the clock for "today" and "next hours". */
  feedTime(): number {
    return this.feedNow;
  }

  advanceFeedTime(ts: number): void {
    if (ts > this.feedNow) this.feedNow = ts;
  }

  fixture(matchId: number): CachedFixture | undefined {
    return this.byId.get(matchId);
  }

  market(matchId: number, marketId: number, specifier: string): CachedMarket | undefined {
    return this.byId.get(matchId)?.markets.get(marketKey(marketId, specifier));
  }

  outcome(
    matchId: number,
    marketId: number,
    specifier: string,
    outcomeId: string,
  ): CachedOutcome | undefined {
    return this.market(matchId, marketId, specifier)?.outcomes.find((o) => o.id === outcomeId);
  }

  fixtures(): IterableIterator<CachedFixture> {
    return this.byId.values();
  }

  ofSport(sportId: number): ReadonlySet<CachedFixture> {
    return this.bySport.get(sportId) ?? EMPTY;
  }

  ofCategory(categoryId: number): ReadonlySet<CachedFixture> {
    return this.byCategory.get(categoryId) ?? EMPTY;
  }

  ofTournament(tournamentId: number): ReadonlySet<CachedFixture> {
    return this.byTournament.get(tournamentId) ?? EMPTY;
  }

  sportIds(): number[] {
    return [...this.bySport.keys()];
  }

  /** Adds a fixture or files it again after its sport, category, tournament, status or start time changed. */
  put(fixture: CachedFixture): void {
    const before = this.filed.get(fixture.id);
    const now = { sport: fixture.sport.id, category: fixture.category.id, tournament: fixture.tournament.id };
    if (this.byId.get(fixture.id) !== fixture) {
      const old = this.byId.get(fixture.id);
      if (old) this.remove(old.id);
      this.byId.set(fixture.id, fixture);
    } else if (before) {
      removeFrom(this.bySport, before.sport, fixture);
      removeFrom(this.byCategory, before.category, fixture);
      removeFrom(this.byTournament, before.tournament, fixture);
    }
    addTo(this.bySport, now.sport, fixture);
    addTo(this.byCategory, now.category, fixture);
    addTo(this.byTournament, now.tournament, fixture);
    this.filed.set(fixture.id, now);
    this.structureVersion++;
  }

  /** Forgets a fixture (closed or cancelled: nothing about it can be bet any more). */
  remove(matchId: number): void {
    const fixture = this.byId.get(matchId);
    const at = this.filed.get(matchId);
    if (!fixture) return;
    this.byId.delete(matchId);
    this.filed.delete(matchId);
    if (at) {
      removeFrom(this.bySport, at.sport, fixture);
      removeFrom(this.byCategory, at.category, fixture);
      removeFrom(this.byTournament, at.tournament, fixture);
    }
    this.structureVersion++;
  }

  /** Marks a change that reorders listings without moving the fixture (status, start time). */
  touch(): void {
    this.structureVersion++;
  }

  isProducerDown(producer: ProducerId): boolean {
    return this.down.has(producer);
  }

  downProducers(): ProducerId[] {
    return [...this.down];
  }

  /** Returns whether the state changed. */
  setProducerDown(producer: ProducerId, down: boolean): boolean {
    if (down === this.down.has(producer)) return false;
    if (down) this.down.add(producer);
    else this.down.delete(producer);
    return true;
  }

  /** The status a bettor sees: an active line of a producer that is down shows as suspended. */
  effectiveStatus(market: CachedMarket): MarketStatus {
    if (market.status === MARKET_STATUS.active && this.down.has(market.producer))
      return MARKET_STATUS.suspended;
    return market.status;
  }

  /** 1 when the outcome can be bet now (fixture open, line active, producer up, outcome active). */
  effectiveActive(fixture: CachedFixture, market: CachedMarket, outcome: CachedOutcome): 0 | 1 {
    return outcome.active === 1 &&
      isOpenFixture(fixture) &&
      this.effectiveStatus(market) === MARKET_STATUS.active
      ? 1
      : 0;
  }

  /**
   * What a selection is priced at and whether it can be bet now: the bets module calls this for every
   * selection of a slip at placement (and the odds refresh call for the web app's betslip).
   */
  quote(ref: SelectionRef): SelectionQuote {
    const fixture = this.byId.get(ref.matchId);
    const market = fixture?.markets.get(marketKey(ref.marketId, ref.specifier));
    const outcome = market?.outcomes.find((o) => o.id === ref.outcomeId);
    const base = {
      matchId: ref.matchId,
      marketId: ref.marketId,
      specifier: ref.specifier,
      outcomeId: ref.outcomeId,
    };
    if (!fixture || !market || !outcome) {
      return {
        ...base,
        odds: null,
        open: false,
        reason: 'unknown_selection',
        live: false,
        producerId: null,
        priceTs: null,
      };
    }
    let reason: QuoteRefusal | null = null;
    if (!isOpenFixture(fixture)) reason = 'match_not_open';
    else if (market.status !== MARKET_STATUS.active) reason = 'market_not_active';
    else if (this.down.has(market.producer)) reason = 'producer_down';
    else if (outcome.active !== 1) reason = 'outcome_not_active';
    return {
      ...base,
      odds: outcome.odds,
      open: reason === null,
      reason,
      live: isLive(fixture),
      producerId: market.producer,
      priceTs: market.ts,
    };
  }
}
