// The JSON a bettor's screens are built from (its types are shared with the web app in
// packages/domain/src/sports-views.ts), made from the odds cache: names as a bettor reads them
// (markets.ts templates), odds with 2 decimals, active 0/1.
import {
  formatSpecifier,
  MARKET_STATUS,
  renderMarketTemplate,
  type FixtureSummary,
  type FixtureView,
  type ListLine,
  type ListMarket,
  type LiveStatusView,
  type MarketHeader,
  type MarketStatus,
  type MarketView,
  type OutcomeView,
} from '@slipstream/domain';
import { formatInPlayTime, formatScore } from '../market-data/live-status.ts';
import { findMarket, MARKETS, marketName, outcomeName } from '../market-data/markets.ts';
import {
  fixtureProducer,
  isLive,
  isOpenFixture,
  marketKey,
  type CachedFixture,
  type CachedMarket,
  type OddsCache,
} from '../market-data/odds-cache.ts';

const CATALOGUE_ORDER = new Map(MARKETS.map((m, i) => [m.id, i]));

/** Lines a bettor sees: offered (active) or temporarily suspended; the rest are hidden. */
export function isShown(cache: OddsCache, line: CachedMarket): boolean {
  const status = cache.effectiveStatus(line);
  return status === MARKET_STATUS.active || status === MARKET_STATUS.suspended;
}

function liveStatus(fixture: CachedFixture): LiveStatusView | null {
  const s = fixture.eventStatus;
  if (!s || s.status === 'not_started') return null;
  return {
    period: s.period,
    periodName: s.period_name,
    matchTime: s.match_time ?? null,
    stoppageTime: s.stoppage_time ?? null,
    remainingTimeInPeriod: s.remaining_time_in_period ?? null,
    homeScore: s.home_score,
    awayScore: s.away_score,
    periodScores: s.period_scores,
    pointScore: s.point_score ?? null,
    server: s.server ?? null,
  };
}

export function fixtureSummary(cache: OddsCache, fixture: CachedFixture): FixtureSummary {
  let marketCount = 0;
  for (const line of fixture.markets.values()) if (isShown(cache, line)) marketCount++;
  const live = isLive(fixture);
  const started = fixture.eventStatus !== null && fixture.eventStatus.status !== 'not_started';
  return {
    matchId: fixture.id,
    gameId: fixture.id,
    eventId: fixture.id,
    eventName: `${fixture.home.name} - ${fixture.away.name}`,
    homeTeam: fixture.home.name,
    awayTeam: fixture.away.name,
    homeTeamId: fixture.home.id,
    awayTeamId: fixture.away.id,
    date: new Date(fixture.startTime).toISOString(),
    sport: fixture.sport.name,
    sportId: fixture.sport.id,
    category: fixture.category.name,
    categoryId: fixture.category.id,
    countryCode: fixture.category.countryCode,
    tournament: fixture.tournament.name,
    tournamentId: fixture.tournament.id,
    producerId: fixtureProducer(fixture),
    status: fixture.status,
    live,
    type: live ? 'live' : 'prematch',
    combinability: 0,
    score: started ? formatScore(fixture.eventStatus) : '',
    inPlayTime: started ? formatInPlayTime(fixture.eventStatus) : '',
    liveStatus: liveStatus(fixture),
    marketCount,
  };
}

interface Memo {
  outcomes: CachedMarket['outcomes'];
  status: MarketStatus;
  open: boolean;
  home: CachedFixture['home'];
  away: CachedFixture['away'];
  view: MarketView;
}

/**
 * Views of lines, kept while nothing they show changes: ingestion replaces a line's outcomes array
 * when a price moves, so an unchanged line (most of a list at any moment) is not named again.
 */
const views = new WeakMap<CachedMarket, Memo>();

export function marketView(cache: OddsCache, fixture: CachedFixture, line: CachedMarket): MarketView {
  const status = cache.effectiveStatus(line);
  const open = isOpenFixture(fixture);
  const memo = views.get(line);
  if (
    memo &&
    memo.outcomes === line.outcomes &&
    memo.status === status &&
    memo.open === open &&
    memo.home === fixture.home &&
    memo.away === fixture.away
  )
    return memo.view;
  const view = buildMarketView(cache, fixture, line);
  views.set(line, { outcomes: line.outcomes, status, open, home: fixture.home, away: fixture.away, view });
  return view;
}

function buildMarketView(cache: OddsCache, fixture: CachedFixture, line: CachedMarket): MarketView {
  const competitors = { home: fixture.home.name, away: fixture.away.name };
  const known = findMarket(line.marketId);
  return {
    id: line.marketId,
    name: known ? marketName(line.marketId, line.specifier, competitors) : `Market ${line.marketId}`,
    specifier: line.specifier,
    status: cache.effectiveStatus(line),
    groups: known ? [...known.groups] : [],
    outcomes: line.outcomes.map((o) => ({
      id: o.id,
      name: outcomeName(line.marketId, o.id, line.specifier, { style: 'name', competitors }) ?? o.id,
      label: outcomeName(line.marketId, o.id, line.specifier, { style: 'label', competitors }) ?? o.id,
      odds: o.odds,
      active: cache.effectiveActive(fixture, line, o),
    })),
  };
}

function lineValue(specifier: string): number {
  const n = Number(specifier.slice(specifier.indexOf('=') + 1));
  return Number.isFinite(n) ? n : 0;
}

/** Catalogue order, then by line (`total=1.5` before `total=2.5`). */
export function compareLines(a: CachedMarket, b: CachedMarket): number {
  const byMarket =
    (CATALOGUE_ORDER.get(a.marketId) ?? 1e6 + a.marketId) -
    (CATALOGUE_ORDER.get(b.marketId) ?? 1e6 + b.marketId);
  if (byMarket !== 0) return byMarket;
  const byLine = lineValue(a.specifier) - lineValue(b.specifier);
  return byLine !== 0 ? byLine : a.specifier.localeCompare(b.specifier);
}

/** Every shown line of the fixture, in catalogue order. */
export function shownLines(cache: OddsCache, fixture: CachedFixture): CachedMarket[] {
  return [...fixture.markets.values()].filter((line) => isShown(cache, line)).sort(compareLines);
}

/**
 * The line of a market that a list shows: the only one, or for lines with a specifier (totals,
 * handicaps) the most balanced active one (the main line), so every row shows its fairest price.
 */
export function mainLine(
  cache: OddsCache,
  fixture: CachedFixture,
  marketId: number,
): CachedMarket | undefined {
  let best: CachedMarket | undefined;
  let bestScore = Infinity;
  for (const line of fixture.markets.values()) {
    if (line.marketId !== marketId || !isShown(cache, line)) continue;
    const implied = line.outcomes.map((o) => 1 / o.odds);
    const spread = implied.length > 1 ? Math.max(...implied) - Math.min(...implied) : 0;
    // Active lines before suspended ones, then the most balanced.
    const score = (cache.effectiveStatus(line) === MARKET_STATUS.active ? 0 : 10) + spread;
    if (score < bestScore || (score === bestScore && best && compareLines(line, best) < 0)) {
      best = line;
      bestScore = score;
    }
  }
  return best;
}

/** The specifier of a market's fixed line (`total=2.5`), or null for a market without lines. */
function fixedLineSpecifier(marketId: number, line: number): string | null {
  const key = findMarket(marketId)?.specifier;
  return key ? formatSpecifier({ [key]: line }) : null;
}

/** The line a list shows: the fixed one when it is shown now, else (`main`) the most balanced one. */
export function listLine(
  cache: OddsCache,
  fixture: CachedFixture,
  marketId: number,
  line: ListLine = 'main',
): CachedMarket | undefined {
  if (line === 'main') return mainLine(cache, fixture, marketId);
  const specifier = fixedLineSpecifier(marketId, line);
  if (specifier === null) return mainLine(cache, fixture, marketId);
  const fixed = fixture.markets.get(marketKey(marketId, specifier));
  return fixed && isShown(cache, fixed) ? fixed : undefined;
}

/**
 * A fixture for a list: its summary and one line of one market (none when not offered now): the
 * main line, or the fixed line asked for (`line: 2.5`).
 */
export function listedFixture(
  cache: OddsCache,
  fixture: CachedFixture,
  marketId: number | null,
  line: ListLine = 'main',
): FixtureView {
  const shown = marketId === null ? undefined : listLine(cache, fixture, marketId, line);
  return { ...fixtureSummary(cache, fixture), markets: shown ? [marketView(cache, fixture, shown)] : [] };
}

/**
 * A list's column header. With a fixed line (`choice.line: 2.5`) the columns name it (`Over 2.5`);
 * otherwise lines are left out (`Over`, `Home`), each row's buttons showing its own.
 */
export function marketHeader(marketId: number, choice?: ListMarket): MarketHeader {
  const key = choice?.key ?? null;
  const fixed = typeof choice?.line === 'number' ? choice.line : null;
  const market = findMarket(marketId);
  if (!market) return { id: marketId, name: `Market ${marketId}`, key, line: null, outcomes: [] };
  const specifier = fixed === null ? null : fixedLineSpecifier(marketId, fixed);
  const strip = (template: string) =>
    renderMarketTemplate(template, specifier ?? '')
      .replace(/\s*\([^)]*\{[^}]*\}[^)]*\)|\s*\{[^}]*\}/g, '')
      .trim();
  return {
    id: market.id,
    name: strip(market.name) || market.name,
    key,
    line: specifier === null ? null : fixed,
    outcomes: market.outcomes.map((o) => ({ id: o.id, label: strip(o.label) })),
  };
}

export type { FixtureSummary, FixtureView, LiveStatusView, MarketHeader, MarketView, OutcomeView };
