// The multi-bet bonus a settled system or split bet earns: the engine's per-line rule at placement
// (betslip/system.ts, priceSystem) applied to the legs as they really ended. Exact, rounded once.

import { BonusTable, minBonusOddsH } from '../betslip/bonus.ts';
import { addExact, exact, payoutMinor, roundMoneyHalfUp, type Exact } from '../betslip/exact-decimal.ts';
import { buildSlots, type Slot, type SlotPick } from '../betslip/slots.ts';
import type { BonusRow, CouponSelection } from '../betslip/types.ts';
import type { Minor } from '../money.ts';
import { systemReturn, type LegOutcome, type PlacedGrouping, type SettlementLeg } from './settle.ts';

export interface BonusSettings {
  minBonusOdd: number;
  bonusTable: readonly BonusRow[];
}

const lostOutright = (o: LegOutcome) => o.result === 0 && (o.voidFactor ?? 0) === 0;
const wonOutright = (o: LegOutcome) =>
  o.result === 1 && (o.voidFactor ?? 0) === 0 && (o.deadHeatFactor ?? 1) === 1;

/** Every way to pick `k` of `items`, in order. */
function* choose<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++)
    for (const rest of choose(items, k - 1, i + 1)) yield [items[i] as T, ...rest];
}

/** Every line over these slots: one pick of each. */
function* linesOver(slots: readonly Slot[]): Generator<SlotPick[]> {
  if (slots.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = slots as [Slot, ...Slot[]];
  for (const tail of linesOver(rest)) for (const pick of first.picks) yield [pick, ...tail];
}

/**
 * The bonus, exact. Each line that did not lose (no leg of it lost outright) earns the table's
 * percentage for its count of qualifying legs (won outright, no dead heat, odds at least
 * MinBonusOdd) on its stake × the product of those legs' odds. Lines are listed, which is bounded by
 * the operator's MaxCouponCombinations at placement. A length the table has no row for earns nothing
 * here: the engine refused such slips at placement, so only a table changed since could get there.
 */
export function systemBonus(
  legs: readonly SettlementLeg[],
  groupings: readonly PlacedGrouping[],
  settings: BonusSettings,
): Exact {
  const table = new BonusTable(settings.bonusTable);
  const threshold = minBonusOddsH(settings.minBonusOdd);
  const outcomeOf = new Map<CouponSelection, LegOutcome>(legs.map((l) => [l, l]));
  const slots = buildSlots(legs);
  const bankers = slots.filter((s) => s.banker);
  const free = slots.filter((s) => !s.banker);
  const longest = Math.max(0, ...groupings.map((g) => g.grouping));
  // Σ stake × millionths × Π odds-hundredths × 100^(longest − q), over 1e6 × 100^longest.
  let numerator = 0n;
  for (const g of groupings) {
    const k = g.grouping - bankers.length;
    if (k < 0 || k > free.length) continue;
    for (const chosen of choose(free, k)) {
      for (const line of linesOver([...bankers, ...chosen])) {
        const outcomes = line.map((p) => outcomeOf.get(p.selection) as LegOutcome);
        if (outcomes.some(lostOutright)) continue;
        const qualifying = line.filter((p, i) => wonOutright(outcomes[i]!) && p.oddsH >= threshold);
        if (qualifying.length === 0 || !table.inRange(qualifying.length)) continue;
        let rate: bigint;
        try {
          rate = table.millionths(qualifying.length);
        } catch {
          continue;
        }
        const odds = qualifying.reduce((acc, p) => acc * BigInt(p.oddsH), 1n);
        numerator += BigInt(g.stakePerLine) * rate * odds * 100n ** BigInt(longest - qualifying.length);
      }
    }
  }
  // The denominator 1e6 × 100^longest is a power of ten: the numerator is exact at that scale.
  return exact(numerator, 6 + 2 * longest);
}

/** The bonus alone (`systemBonus`), rounded once. */
export function settleSystemBonus(
  legs: readonly SettlementLeg[],
  groupings: readonly PlacedGrouping[],
  settings: BonusSettings,
): Minor {
  return payoutMinor(roundMoneyHalfUp(systemBonus(legs, groupings, settings)));
}

/**
 * What a settled system or split bet pays before tax, and the bonus in it: its lines' exact return
 * and its exact bonus added and rounded once, as the engine rounds its potential win, so a bet whose
 * matches all end as in the engine's best case pays its max win to the minor unit (rounding the two
 * apart can miss it by one). The bonus is rounded once on its own, as the engine shows it.
 */
export function settleSystemWithBonus(
  legs: readonly SettlementLeg[],
  groupings: readonly PlacedGrouping[],
  settings: BonusSettings,
): { payout: Minor; bonus: Minor } {
  const bonus = systemBonus(legs, groupings, settings);
  const total = addExact(systemReturn(legs, groupings).total, bonus);
  return { payout: payoutMinor(roundMoneyHalfUp(total)), bonus: payoutMinor(roundMoneyHalfUp(bonus)) };
}
