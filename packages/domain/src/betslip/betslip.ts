// The betslip (coupon) object of SPEC.md §3: its defaults, the bet type its selections imply, and the
// totals recomputed from its selections after every change.

import { CLIENT_ID, DEFAULT_STAKE } from '../constants.ts';
import { toMajor, type Minor } from '../money.ts';
import { calculateCouponMinor, type CouponFigures } from './calculate.ts';
import { DEFAULT_COUPON_CONFIG } from './config.ts';
import { groupByMatch, groupByTournament } from './display-groups.ts';
import { isCounted } from './slots.ts';
import type { Betslip, BetslipSelection, BetType, CalculatedGrouping, CouponConfig } from './types.ts';

/** A fresh betslip with SPEC.md's defaults (source mobile, stake 100, client id 12). */
export function createBetslip(overrides: Partial<Betslip> = {}): Betslip {
  return {
    acceptChanges: false,
    betslip_type: 'Single',
    bet_type: 'Single',
    selections: [],
    combos: [],
    totalOdds: 0,
    maxBonus: 0,
    minBonus: 0,
    grossWin: 0,
    maxWin: 0,
    minWin: 0,
    stake: DEFAULT_STAKE,
    totalStake: 0,
    minOdds: 0,
    maxOdds: 0,
    wthTax: 0,
    exciseDuty: 0,
    bonusId: null,
    useBonus: false,
    useCashback: false,
    source: 'mobile',
    hasLive: false,
    tournaments: [],
    grouped: [],
    isBooking: 0,
    userId: null,
    username: null,
    userRole: null,
    clientId: CLIENT_ID,
    ...overrides,
  };
}

/**
 * SPEC.md §4: removing the last selection resets the betslip to its defaults. Who the player is
 * (user id, name, role, client) and the accept-changes preference are not part of a slip's content,
 * so they survive the reset.
 */
export function resetBetslip(slip: Betslip): Betslip {
  const { userId, username, userRole, clientId, acceptChanges } = slip;
  return createBetslip({ userId, username, userRole, clientId, acceptChanges });
}

/**
 * The bet type the selections imply (SPEC.md §3/§4): Single with one selection; Combo when the player
 * ticked system groupings; Split when a match holds more than one selection (a loaded shared or
 * booked slip); otherwise Multiple, an accumulator of distinct matches.
 */
export function deriveBetType(selections: readonly BetslipSelection[], combos: readonly unknown[]): BetType {
  if (selections.length <= 1) return 'Single';
  if (combos.length > 0) return 'Combo';
  return new Set(selections.map((s) => s.matchId)).size < selections.length ? 'Split' : 'Multiple';
}

/** True when one stake is applied per selection (a stake of `all`): every selection is a single. */
function stakedPerSelection(slip: Betslip): boolean {
  return slip.selections.some((s) => s.stake > 0);
}

/** Each counted selection priced as a single on its own stake, summed (a stake of `all`). */
function singlesFigures(slip: Betslip, config: CouponConfig): CouponFigures {
  const figures = slip.selections
    .filter((s) => isCounted(s) && s.stake > 0)
    .map((s) => calculateCouponMinor({ selections: [s], bet_type: 'Single', stake: s.stake, config }));
  const sum = (f: (x: CouponFigures) => number) => figures.reduce((acc, x) => acc + f(x), 0);
  const cheapest = figures.reduce<CouponFigures | null>(
    (m, x) => (m === null || x.minWin < m.minWin ? x : m),
    null,
  );
  const maxOdds = Number(sum((x) => x.maxOdds).toFixed(10));
  return {
    noOfCombos: figures.length,
    totalStake: sum((x) => x.totalStake),
    exciseDuty: sum((x) => x.exciseDuty),
    grossWin: sum((x) => x.grossWin),
    wthTax: sum((x) => x.wthTax),
    maxWin: sum((x) => x.maxWin),
    minWin: cheapest?.minWin ?? 0,
    maxBonus: sum((x) => x.maxBonus),
    minBonus: cheapest?.minBonus ?? 0,
    // Singles have no combined odds; the slip shows what 1 on every single returns when all win.
    totalOdds: maxOdds,
    minOdds: cheapest?.minOdds ?? 0,
    maxOdds,
    groupings: [],
  };
}

/**
 * Recomputes everything derived from the selections (SPEC.md §5): betslip_type, live flag, display
 * groups and the totals of the current bet type, leaving suspended, unavailable and unpriced
 * selections out. The bet type itself is kept: it is derived on add and remove, and chosen by the
 * player otherwise.
 */
export function recalculateBetslip(slip: Betslip, config: CouponConfig = DEFAULT_COUPON_CONFIG): Betslip {
  const { selections } = slip;
  const figures = stakedPerSelection(slip)
    ? singlesFigures(slip, config)
    : calculateCouponMinor({
        selections,
        bet_type: slip.bet_type,
        stake: slip.stake,
        Groupings: slip.bet_type === 'Combo' ? slip.combos.map((c) => ({ Grouping: c.Grouping })) : [],
        config,
      });
  const major = (m: Minor) => toMajor(m);
  const combos: CalculatedGrouping[] =
    slip.bet_type === 'Combo'
      ? figures.groupings.map((g) => ({
          Grouping: g.grouping,
          Combinations: g.combinations,
          Stake: major(g.stake),
          minWin: major(g.minWin),
          maxWin: major(g.maxWin),
          MinBonus: major(g.minBonus),
          MaxBonus: major(g.maxBonus),
          MinPercentageBonus: g.minPercentageBonus,
          MaxPercentageBonus: g.maxPercentageBonus,
          NetStake: major(g.netStake),
        }))
      : [];
  return {
    ...slip,
    betslip_type: selections.length > 1 ? 'Multiple' : 'Single',
    combos,
    totalOdds: figures.totalOdds,
    maxBonus: major(figures.maxBonus),
    minBonus: major(figures.minBonus),
    grossWin: major(figures.grossWin),
    maxWin: major(figures.maxWin),
    minWin: major(figures.minWin),
    totalStake: major(figures.totalStake),
    minOdds: figures.minOdds,
    maxOdds: figures.maxOdds,
    wthTax: major(figures.wthTax),
    exciseDuty: major(figures.exciseDuty),
    hasLive: selections.some((s) => s.type === 'live'),
    tournaments: groupByTournament(selections),
    grouped: groupByMatch(selections),
  };
}
