// Test-only reference for settlement: lists every line of every grouping and multiplies its legs'
// factors as plain rationals. Independent of the engine except for the shared input types.
import type { PlacedGrouping, SettlementLeg } from './settle.ts';

interface Q {
  n: bigint;
  d: bigint;
}

function factor(leg: SettlementLeg): Q {
  // f = vf + (1 − vf) × result × odds × dhf, with each input read as the decimal it is.
  const vf: Q = { n: BigInt(Math.round((leg.voidFactor ?? 0) * 10)), d: 10n };
  const odds: Q = { n: BigInt(Math.round(Number(leg.odds) * 100)), d: 100n };
  const dhf: Q = { n: BigInt(Math.round((leg.deadHeatFactor ?? 1) * 1e10)), d: 10n ** 10n };
  const won: Q = { n: odds.n * dhf.n * BigInt(leg.result), d: odds.d * dhf.d };
  const rest: Q = { n: (vf.d - vf.n) * won.n, d: vf.d * won.d };
  return { n: vf.n * rest.d + rest.n * vf.d, d: vf.d * rest.d };
}

/** Every line's stake × product of factors, summed, as a fraction n/d of minor units. */
export function bruteForceReturn(
  legs: readonly SettlementLeg[],
  groupings: readonly PlacedGrouping[],
): { n: bigint; d: bigint } {
  const counted = legs.filter((l) => Number(l.odds) > 1);
  if (counted.length > 0 && counted.every((l) => l.fixed)) counted[0] = { ...counted[0]!, fixed: false };
  const ids = [...new Set(counted.map((l) => l.matchId))];
  const slots = ids.map((id) => counted.filter((l) => l.matchId === id));
  const bankers = slots.filter((s) => s.every((l) => l.fixed));
  const free = slots.filter((s) => !s.every((l) => l.fixed));
  let total: Q = { n: 0n, d: 1n };
  for (const g of groupings) {
    const k = g.grouping - bankers.length;
    const walk = (start: number, chosen: SettlementLeg[][]) => {
      if (chosen.length === k) {
        const cross = (i: number, acc: Q, all: SettlementLeg[][]) => {
          if (i === all.length) {
            const line = { n: acc.n * BigInt(g.stakePerLine), d: acc.d };
            total = { n: total.n * line.d + line.n * total.d, d: total.d * line.d };
            return;
          }
          for (const leg of all[i]!) {
            const f = factor(leg);
            cross(i + 1, { n: acc.n * f.n, d: acc.d * f.d }, all);
          }
        };
        cross(0, { n: 1n, d: 1n }, [...bankers, ...chosen]);
        return;
      }
      for (let i = start; i < free.length; i++) walk(i + 1, [...chosen, free[i]!]);
    };
    if (k >= 1) walk(0, []);
  }
  return total;
}

/** `bruteForceReturn` half away from zero to the minor unit. */
export function bruteForceSettle(
  legs: readonly SettlementLeg[],
  groupings: readonly PlacedGrouping[],
): number {
  const total = bruteForceReturn(legs, groupings);
  return Number((2n * total.n + total.d) / (2n * total.d));
}
