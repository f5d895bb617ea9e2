// The most the bettor may stake on this slip (SPEC.md §5 "The maximum allowed stake is floored to 2
// decimals"): the lowest of what the balance the stake comes from allows, the operator's maximum
// stake and the operator's maximum payout divided by what the slip returns per unit of stake. Each is
// the domain's `maxAllowedStake`, so it is floored to the cent and never rounded up past a limit.
import { maxAllowedStake, setStake, type CouponConfig } from '@slipstream/domain';
import { useMemo } from 'react';
import type { CurrentUser } from '../../api/auth.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { readBetLimits } from '../../stores/global-variables.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { moneyText } from '../../ui/money.tsx';
import { couponConfigFor } from './betslip-config.ts';
import { selectCouponConfig, useBetslipStore, type StakeTarget } from './betslip-store.ts';
import type { Coupon } from './coupon.ts';

export type StakeLimitReason = 'balance' | 'bonus-balance' | 'max-stake' | 'max-payout';

export interface StakeLimit {
  /** The largest stake for the stake box (per selection for singles), floored to the cent. */
  max: number;
  /** Which limit binds, and its amount (the balance, the maximum stake or the maximum payout). */
  reason: StakeLimitReason;
  amount: number;
  /** The stake box holds a stake for each selection (Single with several selections). */
  perSelection: boolean;
}

export interface StakeLimitInputs {
  coupon: Coupon;
  config: CouponConfig;
  target: StakeTarget;
  /** The balance the stake comes from (sport bonus when betting with it); null for a visitor. */
  balance: number | null;
  maxStake: number | null;
  maxPayout: number | null;
}

/**
 * The slip is priced at this stake to learn what one unit of stake costs and returns: large enough
 * to clear a system bet's line floors and make the 0.1 line rounding negligible.
 */
const REFERENCE_STAKE = 10_000;

const cents = (major: number) => Math.round(major * 100);
/** A bound on stepping up past an estimate that fits, should a stake ever cost nothing more. */
const MAX_STEP_CENTS = 2 ** 40;

/** The engine's figures at a stake; a bonus table with a gap prices without the bonus, as the store does. */
function priceAt(coupon: Coupon, stake: number, target: StakeTarget, config: CouponConfig): Coupon | null {
  try {
    return setStake(coupon, stake, target, config);
  } catch {
    try {
      return setStake(coupon, stake, target, { ...config, bonusTable: [] });
    } catch {
      return null;
    }
  }
}

interface Cap {
  reason: StakeLimitReason;
  amount: number;
  /** What the cap bounds: the total staked or the most the slip can win. */
  bounds: 'stake' | 'win';
}

export function stakeLimitOf(input: StakeLimitInputs): StakeLimit | null {
  const { coupon, config, target } = input;
  const caps: Cap[] = [];
  if (input.balance !== null) {
    caps.push({
      reason: coupon.useBonus ? 'bonus-balance' : 'balance',
      amount: Math.max(0, input.balance),
      bounds: 'stake',
    });
  }
  if (input.maxStake !== null) caps.push({ reason: 'max-stake', amount: input.maxStake, bounds: 'stake' });
  if (input.maxPayout !== null) caps.push({ reason: 'max-payout', amount: input.maxPayout, bounds: 'win' });
  if (caps.length === 0) return null;

  const reference = priceAt(coupon, REFERENCE_STAKE, target, config);
  if (!reference || reference.totalStake <= 0) return null;
  let limit = tightest(caps, reference, REFERENCE_STAKE, target);
  if (!limit) return null;
  // A system bet's line floors can make the reference stake cost more per unit than a large stake
  // does (12 picks in 2,583 lines: 12,485 staked for 10,000), which would understate the limit by a
  // fifth. Priced again near the answer, the per-unit figures are those of the stake found.
  if (limit.max > 0) {
    const near = priceAt(coupon, limit.max, target, config);
    if (near && near.totalStake > 0) limit = tightest(caps, near, limit.max, target) ?? limit;
  }

  // The per-unit figures are exact for a single or an accumulator; a system bet's line stake is
  // rounded to 0.1 with a floor, so the engine has the last word on the stake found.
  const fits = (stake: number) => {
    const priced = priceAt(coupon, stake, target, config);
    return (
      priced !== null &&
      caps.every((c) => cents(c.bounds === 'stake' ? priced.totalStake : priced.maxWin) <= cents(c.amount))
    );
  };
  // What a stake costs and returns only grows with it, so the largest fitting cent lies between one
  // that fits (low) and one that does not (high): from the estimate, stepping up while it fits (a
  // single step when the estimate is exact), then halving.
  let low = 0;
  let high = cents(limit.max);
  if (fits(limit.max)) {
    low = high;
    let step = 1;
    while (step < MAX_STEP_CENTS && fits((low + step) / 100)) {
      low += step;
      step *= 2;
    }
    high = low + step;
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid / 100)) low = mid;
    else high = mid;
  }
  return { ...limit, max: low / 100 };
}

/** The cap that allows the least stake at `priced`'s cost and return per unit of `stake`. */
function tightest(caps: Cap[], priced: Coupon, stake: number, target: StakeTarget): StakeLimit | null {
  const perUnit = { stake: priced.totalStake / stake, win: priced.maxWin / stake };
  let limit: StakeLimit | null = null;
  for (const cap of caps) {
    if (perUnit[cap.bounds] <= 0) continue;
    const max = maxAllowedStake(cap.amount, perUnit[cap.bounds]);
    if (!limit || max < limit.max) {
      limit = { max, reason: cap.reason, amount: cap.amount, perSelection: target === 'all' };
    }
  }
  return limit;
}

/** Whether the stake in the box is more than the limit allows. */
export const isOverLimit = (stake: number, limit: StakeLimit | null): boolean =>
  limit !== null && stake > limit.max;

const number = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** The balance a bet is staked from: the sport bonus when betting with it, else the available balance. */
function balanceFor(authenticated: boolean, user: CurrentUser | null, useBonus: boolean): number | null {
  if (!authenticated || !user) return null;
  return number(useBonus ? user.sportBonusBalance : user.availableBalance);
}

/** The limit for the slip as it is now, outside React (Place Bet). */
export function currentStakeLimit(): StakeLimit | null {
  const betslip = useBetslipStore.getState();
  return stakeLimitOf({
    coupon: betslip.coupon,
    config: selectCouponConfig(betslip),
    target: betslip.stakeTarget,
    balance: balanceFor(
      selectIsAuthenticated(useAuthStore.getState()),
      useUserStore.getState().currentUser,
      betslip.coupon.useBonus,
    ),
    ...readBetLimits(betslip.SportsbookGlobalVariable),
  });
}

/** The limit for the slip as it is now, recomputed when the slip, the balances or the settings change. */
export function useStakeLimit(): StakeLimit | null {
  const coupon = useBetslipStore((s) => s.coupon);
  const target = useBetslipStore((s) => s.stakeTarget);
  const variables = useBetslipStore((s) => s.SportsbookGlobalVariable);
  const bonusList = useBetslipStore((s) => s.sportsbookBonusList);
  const authenticated = useAuthStore(selectIsAuthenticated);
  const user = useUserStore((s) => s.currentUser);
  return useMemo(
    () =>
      stakeLimitOf({
        coupon,
        config: couponConfigFor(variables, bonusList),
        target,
        balance: balanceFor(authenticated, user, coupon.useBonus),
        ...readBetLimits(variables),
      }),
    [coupon, target, variables, bonusList, authenticated, user],
  );
}

const REASONS: Record<StakeLimitReason, (money: string) => string> = {
  balance: (money) => `your available balance is ${money}`,
  'bonus-balance': (money) => `your sport bonus balance is ${money}`,
  'max-stake': (money) => `the maximum stake is ${money}`,
  'max-payout': (money) => `a bet can win at most ${money}`,
};

/** The message beside the stake box (and at Place Bet) for a stake over the limit. */
export function stakeLimitMessage(limit: StakeLimit, currencyCode: string): string {
  const money = (amount: number) => moneyText(amount, currencyCode);
  const where = limit.perSelection ? 'per selection' : 'on this slip';
  return `The most you can stake ${where} is ${money(limit.max)}: ${REASONS[limit.reason](money(limit.amount))}.`;
}
