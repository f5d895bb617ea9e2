// A player's bets: the paged history with each bet's figures, what it was on (its matches and first
// pick) and cash-out offer, and one bet in full (every selection with its odds, result and score —
// the final one kept on the bet once the match ended — and the lines). Only the player's own bets are ever read:
// another player's bet id answers 404, the same as one that does not exist.
import { AppError, formatOdds, toMajor } from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import type { BetStatus } from '../../db/schema.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import {
  findBet,
  linesOf,
  listBets,
  selectionsOf,
  type BetLineRow,
  type BetRow,
  type BetSelectionRow,
} from './bets.repo.ts';
import { maxBonusOfBet } from './bet-facts.ts';
import { firstPickOf, matchesOf } from './bet-matches.ts';
import type { CashoutService } from './cashout.service.ts';
import { legScoreOf } from './final-score.ts';

export interface HistoryDeps {
  db: Db;
  cache: OddsCache;
  cashout: CashoutService;
}

export type LegResultLabel = 'open' | 'won' | 'lost' | 'void' | 'half-won' | 'half-lost';

export function legResultLabel(s: Pick<BetSelectionRow, 'result' | 'void_factor'>): LegResultLabel {
  if (s.result === null) return 'open';
  const vf = Number(s.void_factor ?? 0);
  if (vf === 1) return 'void';
  if (vf === 0.5) return Number(s.result) === 1 ? 'half-won' : 'half-lost';
  return Number(s.result) === 1 ? 'won' : 'lost';
}

/** A bare date is a whole UTC day; `to` is inclusive of its day. */
function parseDate(value: string | undefined, end: boolean): Date | null {
  if (!value) return null;
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(bare ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime()))
    throw new AppError('VALIDATION_FAILED', `${end ? 'to' : 'from'} must be a date`);
  return bare && end ? new Date(d.getTime() + 86_400_000) : d;
}

export function createHistoryService(deps: HistoryDeps) {
  function summary(bet: BetRow, selections: BetSelectionRow[], lines: BetLineRow[]) {
    const own = selections.filter((s) => Number(s.bet_id) === bet.id);
    const ownLines = lines.filter((l) => Number(l.bet_id) === bet.id);
    const offer = deps.cashout.offerOf(bet, own, ownLines);
    return {
      id: bet.id,
      betslipId: bet.booking_code,
      placedAt: bet.placed_at.toISOString(),
      settledAt: bet.settled_at ? bet.settled_at.toISOString() : null,
      bet_type: bet.bet_type,
      stake: toMajor(bet.stake),
      possibleWin: toMajor(bet.possible_win),
      // The multi-bet bonus as the slip and the bet-placed dialog showed it.
      bonus: toMajor(maxBonusOfBet(bet, own, ownLines)),
      status: bet.status,
      payout: toMajor(bet.payout),
      totalOdds: Number(bet.total_odds),
      selectionCount: own.length,
      matches: matchesOf(own),
      firstPick: firstPickOf(own),
      live: bet.live,
      useBonus: bet.stake_source === 'sport_bonus',
      cashoutOffer: offer === null ? null : toMajor(offer),
    };
  }

  async function list(
    userId: number,
    filter: {
      status: BetStatus | 'all';
      from?: string | undefined;
      to?: string | undefined;
      perPage: number;
    },
    page: number,
  ) {
    const { rows, total } = await listBets(deps.db, {
      userId,
      status: filter.status,
      from: parseDate(filter.from, false),
      to: parseDate(filter.to, true),
      limit: filter.perPage,
      offset: (page - 1) * filter.perPage,
    });
    const ids = rows.map((r) => r.id);
    const [selections, lines] = await Promise.all([selectionsOf(deps.db, ids), linesOf(deps.db, ids)]);
    return { data: rows.map((b) => summary(b, selections, lines)), total, page, perPage: filter.perPage };
  }

  async function detail(userId: number, betId: number) {
    const bet = await findBet(deps.db, betId);
    if (!bet || bet.user_id !== userId) throw new AppError('NOT_FOUND', 'No such bet.');
    const [selections, lines] = await Promise.all([
      selectionsOf(deps.db, [betId]),
      linesOf(deps.db, [betId]),
    ]);
    return {
      data: {
        ...summary(bet, selections, lines),
        // What settlement paid of the bonus (0 while open; below `bonus` when a leg was void).
        bonusPaid: toMajor(bet.bonus),
        wthTax: toMajor(bet.wth_tax),
        selections: selections.map((s) => ({
          ...(s.display as Record<string, unknown>),
          matchId: s.match_id,
          marketId: s.market_id,
          specifier: s.specifier,
          outcomeId: s.outcome_id,
          odds: formatOdds(Number(s.odds)),
          fixed: s.fixed,
          type: s.type,
          result: legResultLabel(s),
          voidFactor: s.void_factor === null ? null : Number(s.void_factor),
          deadHeatFactor: s.dead_heat_factor === null ? null : Number(s.dead_heat_factor),
          score: legScoreOf(deps.cache, s),
          finalScore: s.final_score,
        })),
        lines: lines.map((l) => ({
          grouping: l.grouping,
          combinations: l.combinations,
          stakePerLine: toMajor(l.stake_per_line),
          totalStake: toMajor(l.stake_per_line * l.combinations),
        })),
      },
    };
  }

  return { list, detail };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
