// Booking and sharing a slip: stored under a booking code without moving money (visitors may book);
// the lookup answers the selections still open at their current odds, re-priced (SPEC.md §3 "Shared
// betslip response"); the validation call gives the odds cache's view of any list of selections.
import {
  AppError,
  calculateCouponMinor,
  formatOdds,
  toMajor,
  type BetslipSelection,
  type BetType,
  type CouponConfig,
} from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import type { OddsCache, SelectionRef } from '../market-data/odds-cache.ts';
import { newBookingCode, normaliseBookingCode } from './booking-code.ts';
import { findBookedSlip, insertBookedSlip } from './bets.repo.ts';
import type { CouponBody } from './bets.schemas.ts';
import { priceSlip, refsOf } from './placement.service.ts';
import { checkSelections } from './quote-check.ts';
import { selectionView } from './selection-view.ts';

export interface BookingDeps {
  db: Db;
  cache: OddsCache;
  couponConfig: () => Promise<CouponConfig>;
  now: () => Date;
}

interface StoredSlip {
  bet_type: BetType;
  stake: number;
  Groupings: { Grouping: number }[];
  selections: (SelectionRef & { odds: number; fixed: boolean; combinability: number })[];
}

export interface SharedSlip {
  selections: BetslipSelection[];
  totalOdd: number;
  stake: number;
  possibleWin: number;
  /** The engine's multi-bet bonus (a system bet's: its most). */
  bonus: number;
  bet_type: BetType;
}

export function createBookingService(deps: BookingDeps) {
  /** Prices what is left of a slip; a shape the engine refuses (a Combo lost its grouping) prices at 0. */
  async function price(slip: StoredSlip, open: StoredSlip['selections']) {
    const betType: BetType =
      open.length === 1
        ? 'Single'
        : slip.bet_type === 'Single' || slip.bet_type === 'Multiple'
          ? 'Multiple'
          : slip.bet_type;
    try {
      const f = calculateCouponMinor({
        selections: open,
        bet_type: betType,
        stake: slip.stake,
        Groupings: slip.Groupings.filter((g) => g.Grouping <= open.length),
        config: await deps.couponConfig(),
      });
      return { betType, totalOdd: f.totalOdds, possibleWin: toMajor(f.maxWin), bonus: toMajor(f.maxBonus) };
    } catch {
      return { betType, totalOdd: 0, possibleWin: 0, bonus: 0 };
    }
  }

  async function book(userId: number | null, body: CouponBody) {
    // Nothing is at stake, so moved prices are simply taken; closed selections still refuse.
    const accepted = checkSelections(deps.cache, refsOf(body), 'any');
    const stake = body.stake ?? 0;
    const slip: StoredSlip = {
      bet_type: body.bet_type,
      stake,
      Groupings: body.Groupings?.map((g) => ({ Grouping: g.Grouping })) ?? [],
      selections: accepted.map((s, i) => ({
        matchId: s.matchId,
        marketId: s.marketId,
        specifier: s.specifier,
        outcomeId: s.outcomeId,
        odds: s.odds,
        fixed: body.selections[i]!.fixed,
        combinability: body.selections[i]!.combinability,
      })),
    };
    const figures = priceSlip(body, accepted, await deps.couponConfig(), stake);
    let code = newBookingCode();
    while (!(await insertBookedSlip(deps.db, { code, userId, slip, now: deps.now() })))
      code = newBookingCode();
    return {
      success: true as const,
      betslipId: code,
      selections: accepted.map((s) => selectionView(deps.cache, s)).filter((s) => s !== null),
      totalOdd: figures.totalOdds,
      stake: toMajor(figures.totalStake),
      possibleWin: toMajor(figures.maxWin),
      bonus: toMajor(figures.maxBonus),
    };
  }

  async function find(rawCode: string): Promise<{ success: true; data: SharedSlip }> {
    const stored = (await findBookedSlip(deps.db, normaliseBookingCode(rawCode))) as StoredSlip | undefined;
    if (!stored) throw new AppError('NOT_FOUND', 'No betslip was found for this booking code.');
    const open = stored.selections
      .map((s) => ({ stored: s, quote: deps.cache.quote(s) }))
      .filter((x) => x.quote.open && x.quote.odds !== null)
      .map((x) => ({ ...x.stored, odds: x.quote.odds as number }));
    if (open.length === 0) {
      return {
        success: true,
        data: {
          selections: [],
          totalOdd: 0,
          stake: stored.stake,
          possibleWin: 0,
          bonus: 0,
          bet_type: stored.bet_type,
        },
      };
    }
    const priced = await price(stored, open);
    const selections = open
      .map((s) => {
        const view = selectionView(deps.cache, s);
        return view
          ? { ...view, fixed: s.fixed, combinability: s.combinability, odds: formatOdds(s.odds) }
          : null;
      })
      .filter((s) => s !== null);
    return {
      success: true,
      data: {
        selections,
        totalOdd: priced.totalOdd,
        stake: stored.stake,
        possibleWin: priced.possibleWin,
        bonus: priced.bonus,
        bet_type: priced.betType,
      },
    };
  }

  function validate(refs: SelectionRef[]) {
    return {
      success: true as const,
      data: refs.map((r) => {
        const q = deps.cache.quote(r);
        return {
          matchId: r.matchId,
          marketId: r.marketId,
          specifier: r.specifier,
          outcomeId: r.outcomeId,
          odds: q.odds,
          active: q.open ? (1 as const) : (0 as const),
          open: q.open,
          reason: q.reason,
          live: q.live,
        };
      }),
    };
  }

  return { book, find, validate };
}

export type BookingService = ReturnType<typeof createBookingService>;
