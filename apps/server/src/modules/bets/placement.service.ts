// Placing a bet: the odds cache is the authority on every selection and price, live bets wait the
// configured delay and are checked again, the engine prices the slip at the accepted odds, and the
// stake leaves the player's balance in the transaction that stores the bet (once per idempotency key).
import {
  AppError,
  assertStakeForPlacing,
  calculateCouponMinor,
  formatOdds,
  toMajor,
  type CouponConfig,
  type CouponFigures,
} from '@slipstream/domain';
import type { Transaction } from '../../db/executor.ts';
import { countingPlacements } from '../../metrics/metrics.ts';
import type { IdempotentAnswer } from '../idempotency/idempotency.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { house, player } from '../ledger/ledger.types.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import {
  assertDailyPayout,
  assertSelectionCount,
  assertStakeAndPayout,
  type BetLimitConfig,
} from './bet-limits.ts';
import { newBookingCode } from './booking-code.ts';
import type { BonusBalances } from './bet-money.ts';
import { storeBet } from './bets.repo.ts';
import type { CouponBody } from './bets.schemas.ts';
import type { BetEventPublisher } from './bets-topic.ts';
import { checkSelections, type AcceptedSelection } from './quote-check.ts';
import { selectionView } from './selection-view.ts';

export interface BonusWagers extends BonusBalances {
  recordWager(
    trx: Transaction,
    userId: number,
    wager: { amount: number; odds: number; source: 'available' | 'sport_bonus'; reference: string },
  ): Promise<unknown>;
}

export interface PlacementDeps {
  ledger: Ledger;
  cache: OddsCache;
  config: BetLimitConfig & { BET_LIVE_DELAY_MS: number };
  couponConfig: () => Promise<CouponConfig>;
  assertMayGamble: (userId: number) => Promise<void>;
  publish: BetEventPublisher;
  now: () => Date;
  sleep?: (ms: number) => Promise<void>;
  bonus?: BonusWagers;
}

export interface BetPlacedAnswer {
  success: true;
  betId: number;
  /** SPEC.md §3 "Bet placed response": the booking code. */
  betslipId: string;
  stake: number;
  possibleWin: number;
  /** The engine's multi-bet bonus: an accumulator's (in possibleWin); a system bet's most ("Max bonus"). */
  bonus: number;
  totalOdds: number;
  status: 'open';
  balance: { availableBalance: number; sportBonusBalance: number };
  /** The prices the bet was taken at (they may differ from the slip's under acceptChanges). */
  selections: { matchId: number; marketId: number; specifier: string; outcomeId: string; odds: string }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The engine's figures for a slip at the given odds (what placing, booking and simulation share). */
export function priceSlip(
  body: CouponBody,
  accepted: readonly { odds: number }[],
  config: CouponConfig,
  stake: number,
): CouponFigures {
  return calculateCouponMinor({
    selections: body.selections.map((s, i) => ({
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      odds: accepted[i]?.odds ?? s.odds,
      fixed: s.fixed,
      combinability: s.combinability,
    })),
    bet_type: body.bet_type,
    stake,
    ...(body.Groupings ? { Groupings: body.Groupings } : {}),
    config,
  });
}

export const refsOf = (body: CouponBody) =>
  body.selections.map((s) => ({
    matchId: s.matchId,
    marketId: s.marketId,
    specifier: s.specifier,
    outcomeId: s.outcomeId,
    odds: s.odds,
  }));

export function createPlacementService(deps: PlacementDeps) {
  const sleep = deps.sleep ?? defaultSleep;

  /** The selections at the prices the bet is taken at; live slips wait the delay and are checked again. */
  async function accept(body: CouponBody): Promise<AcceptedSelection[]> {
    const asked = refsOf(body);
    const first = checkSelections(deps.cache, asked, body.acceptChanges);
    if (!first.some((s) => s.live) || deps.config.BET_LIVE_DELAY_MS === 0) return first;
    await sleep(deps.config.BET_LIVE_DELAY_MS);
    return checkSelections(deps.cache, asked, body.acceptChanges);
  }

  /** What the slip costs and can win at the prices it is taken at; refusals happen here, before any write. */
  async function price(userId: number, body: CouponBody) {
    assertStakeForPlacing(body.stake ?? 0);
    assertSelectionCount(deps.config, body.selections.length);
    await deps.assertMayGamble(userId);
    const accepted = await accept(body);
    const couponConfig = await deps.couponConfig();
    const figures = priceSlip(body, accepted, couponConfig, body.stake ?? 0);
    if (figures.groupings.length === 0 || figures.totalStake <= 0) {
      throw new AppError('VALIDATION_FAILED', 'This betslip has no line that can be placed.');
    }
    assertStakeAndPayout(deps.config, figures.totalStake, figures.maxWin);
    return { accepted, couponConfig, figures };
  }

  async function place(
    userId: number,
    body: CouponBody,
    key: string,
  ): Promise<IdempotentAnswer<BetPlacedAnswer>> {
    const request = { scope: `bet:user:${userId}`, key, body };
    let priced: Awaited<ReturnType<typeof price>>;
    try {
      priced = await price(userId, body);
    } catch (err) {
      // A retry of a bet that was placed answers as the first time, even if its prices have moved
      // or its matches closed since.
      const earlier =
        err instanceof AppError ? await deps.ledger.earlierAnswer<BetPlacedAnswer>(request) : undefined;
      if (earlier) return earlier;
      throw err;
    }
    const { accepted, couponConfig, figures } = priced;
    const source = body.useBonus ? ('sport_bonus' as const) : ('available' as const);
    const placedAt = deps.now();
    let openBets: number | undefined;

    const answer = await deps.ledger.runIdempotent<BetPlacedAnswer>(request, async (trx) => {
      const balances = await deps.ledger.lockBalances(trx, userId);
      const selections = accepted.map((s, i) => {
        const sent = body.selections[i]!;
        const view = selectionView(deps.cache, s);
        return {
          position: i,
          match_id: s.matchId,
          market_id: s.marketId,
          specifier: s.specifier,
          outcome_id: s.outcomeId,
          odds: s.odds,
          fixed: sent.fixed,
          combinability: sent.combinability,
          type: s.live ? ('live' as const) : ('prematch' as const),
          display: view ? { ...view, odds: formatOdds(s.odds) } : { ...sent, odds: formatOdds(s.odds) },
        };
      });
      const slip = {
        bet_type: body.bet_type,
        stake: toMajor(figures.totalStake),
        Groupings: body.Groupings ?? [],
        selections: accepted.map((s, i) => ({
          ...s,
          fixed: body.selections[i]!.fixed,
          combinability: body.selections[i]!.combinability,
        })),
      };
      const bet = {
        user_id: userId,
        bet_type: body.bet_type,
        stake_source: source,
        stake: figures.totalStake,
        possible_win: figures.maxWin,
        max_bonus: figures.maxBonus,
        total_odds: figures.totalOdds,
        config: JSON.stringify({
          minBonusOdd: couponConfig.minBonusOdd,
          bonusTable: couponConfig.bonusTable,
          wthTaxRate: couponConfig.wthTaxRate,
          exciseDutyRate: couponConfig.exciseDutyRate,
        }),
        live: accepted.some((s) => s.live),
        placed_at: placedAt,
        placed_feed_at: Math.round(deps.cache.feedTime()),
      };
      const lines = figures.groupings.map((g) => ({
        grouping: g.grouping,
        combinations: g.combinations,
        stake_per_line: g.stake,
        net_stake_per_line: g.netStake,
      }));
      const since = new Date(placedAt.getTime() - DAY_MS);
      let code = newBookingCode();
      let stored = await storeBet(trx, { bet, code, slip, since, selections, lines });
      while (stored.betId === null) {
        code = newBookingCode();
        stored = await storeBet(trx, { bet, code, slip, since, selections, lines });
      }
      const betId = stored.betId;
      openBets = stored.openBets;
      // Refusing here rolls the stored bet back with the rest of the transaction.
      assertDailyPayout(deps.config, stored.priorPotential, figures.maxWin);
      await deps.ledger.move(trx, {
        from: player(userId, source),
        to: house('stakes_held'),
        amount: figures.totalStake,
        kind: 'bet.stake',
        reference: `bet:${betId}`,
      });
      if (source === 'sport_bonus' && deps.bonus) {
        await deps.bonus.recordWager(trx, userId, {
          amount: figures.totalStake,
          odds: figures.totalOdds,
          source,
          reference: `bet:${betId}`,
        });
      }
      const after = { ...balances, [source]: balances[source] - figures.totalStake };
      return {
        body: {
          success: true as const,
          betId,
          betslipId: code,
          stake: toMajor(figures.totalStake),
          possibleWin: toMajor(figures.maxWin),
          bonus: toMajor(figures.maxBonus),
          totalOdds: figures.totalOdds,
          status: 'open' as const,
          balance: {
            availableBalance: toMajor(after.available),
            sportBonusBalance: toMajor(after.sport_bonus),
          },
          selections: accepted.map((s) => ({
            matchId: s.matchId,
            marketId: s.marketId,
            specifier: s.specifier,
            outcomeId: s.outcomeId,
            odds: formatOdds(s.odds),
          })),
        },
      };
    });
    if (!answer.replayed) await deps.publish(userId, answer.body.betId, 'open', openBets);
    return answer;
  }

  return { place: countingPlacements(place), accept };
}

export type PlacementService = ReturnType<typeof createPlacementService>;
