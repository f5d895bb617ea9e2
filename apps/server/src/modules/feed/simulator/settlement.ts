// Settles a market from a match result: each outcome's result, void factor and dead-heat factor, as
// bet_settlement carries them. One rule per market kind of the catalogue; lines settle through lines.ts
// so pushes and quarter lines come out exactly as they were priced.
import { parseSpecifier } from '@slipstream/domain';
import { getMarket, type ScoreBasis } from '../../market-data/markets.ts';
import type { SettledOutcome } from '../messages.ts';
import { settleAgainstLine } from './lines.ts';

export interface Score {
  home: number;
  away: number;
}

/** What is known of a match's result; a part not yet decided is absent. */
export interface MatchResult {
  /** True once the match is over: a market on a part never played (a 3rd set after 2–0) is then void. */
  complete: boolean;
  regular_time?: Score;
  first_half?: Score;
  incl_overtime?: Score;
  sets?: Score;
  games?: Score;
  points?: Score;
  /** Each completed set's score (games in tennis, points in volleyball and table tennis). */
  set_scores?: Score[];
  /** Each regular period's score once regular time is over (quarters, hockey periods; no overtime). */
  period_scores?: Score[];
}

const won = (id: string): SettledOutcome => ({ id, result: 1, void_factor: 0, dead_heat_factor: 1 });
const lost = (id: string): SettledOutcome => ({ id, result: 0, void_factor: 0, dead_heat_factor: 1 });
const refunded = (id: string): SettledOutcome => ({ id, result: 0, void_factor: 1, dead_heat_factor: 1 });
const outcome = (id: string, wins: boolean): SettledOutcome => (wins ? won(id) : lost(id));

/**
 * Which period scored the most: outcome i is the (i+1)th period. Periods level on top share the win
 * by dead heat: each of k pays its odds on 1/k of the stake.
 */
function highestScoringPeriod(ids: readonly string[], periods: readonly Score[]): SettledOutcome[] {
  const totals = ids.map((_, i) => {
    const period = periods[i];
    if (!period) throw new Error(`Result lacks the score of period ${i + 1}`);
    return period.home + period.away;
  });
  const top = Math.max(...totals);
  const sharing = totals.filter((t) => t === top).length;
  return ids.map((id, i) => (totals[i] === top ? { ...won(id), dead_heat_factor: 1 / sharing } : lost(id)));
}

function scoreFor(basis: Exclude<ScoreBasis, 'set' | 'periods'>, result: MatchResult): Score | undefined {
  return result[basis];
}

function numberSpecifier(specifier: string, key: string): number {
  const raw = parseSpecifier(specifier)[key];
  const n = Number(raw);
  if (raw === undefined || !Number.isFinite(n))
    throw new Error(`Specifier "${specifier}" lacks a numeric ${key}`);
  return n;
}

/**
 * The settlement of one market, or null while the result does not decide it yet (a full-time market
 * at half-time). Throws for a market outside the catalogue or a malformed specifier.
 */
export function settleMarket(
  marketId: number,
  specifier: string,
  result: MatchResult,
): SettledOutcome[] | null {
  const market = getMarket(marketId);
  const ids = market.outcomes.map((o) => o.id);
  const [a = '', b = '', c = ''] = ids;

  if (market.kind === 'set_winner') {
    const setNumber = numberSpecifier(specifier, 'setnr');
    const set = result.set_scores?.[setNumber - 1];
    if (!set) return result.complete ? ids.map(refunded) : null;
    return [outcome(a, set.home > set.away), outcome(b, set.away > set.home)];
  }

  if (market.kind === 'highest_scoring_period') {
    if (result.period_scores) return highestScoringPeriod(ids, result.period_scores);
    if (result.complete) throw new Error(`Result lacks the period scores for market ${marketId}`);
    return null;
  }

  const score = scoreFor(market.basis as Exclude<ScoreBasis, 'set' | 'periods'>, result);
  if (!score) {
    if (result.complete) throw new Error(`Result lacks the ${market.basis} score for market ${marketId}`);
    return null;
  }
  const { home, away } = score;

  switch (market.kind) {
    case 'three_way':
      return [outcome(a, home > away), outcome(b, home === away), outcome(c, away > home)];
    case 'double_chance':
      return [outcome(a, home >= away), outcome(b, home !== away), outcome(c, away >= home)];
    case 'draw_no_bet':
    case 'winner':
      // A tie refunds: in draw no bet by definition; in a winner market it cannot happen, and if a
      // result ever says so, a refund is the only fair answer.
      if (home === away) return [refunded(a), refunded(b)];
      return [outcome(a, home > away), outcome(b, away > home)];
    case 'btts':
      return [outcome(a, home > 0 && away > 0), outcome(b, !(home > 0 && away > 0))];
    case 'total': {
      const line = numberSpecifier(specifier, 'total');
      const over = settleAgainstLine(home + away, line, 'above');
      const under = settleAgainstLine(home + away, line, 'below');
      return [
        { id: a, ...over, dead_heat_factor: 1 },
        { id: b, ...under, dead_heat_factor: 1 },
      ];
    }
    case 'handicap': {
      const hcp = numberSpecifier(specifier, 'hcp');
      // The home side covers when home + hcp > away; the away side holds the opposite line.
      const homeSide = settleAgainstLine(home - away, -hcp, 'above');
      const awaySide = settleAgainstLine(home - away, -hcp, 'below');
      return [
        { id: a, ...homeSide, dead_heat_factor: 1 },
        { id: b, ...awaySide, dead_heat_factor: 1 },
      ];
    }
  }
}
