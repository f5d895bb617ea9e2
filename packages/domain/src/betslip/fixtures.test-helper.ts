// Test-only builders for selections, slips and settings, so each test states only what it is about.
import { DEFAULT_COUPON_CONFIG } from './config.ts';
import { buildSelection } from './selection.ts';
import type { BetslipSelection, CouponCalculationInput, CouponConfig, CouponSelection } from './types.ts';

let nextOutcome = 1;

/** A calculation pick on `matchId` at `odds`. */
export function pick(
  matchId: number,
  odds: number | string,
  extra: Partial<CouponSelection> = {},
): CouponSelection {
  return {
    matchId,
    marketId: 1,
    outcomeId: nextOutcome++,
    specifier: '',
    odds,
    fixed: false,
    combinability: 0,
    ...extra,
  };
}

/** A full betslip selection on `matchId` (outcome `outcomeId`) at `odds`. */
export function selection(
  matchId: number,
  odds: number | string,
  extra: Partial<BetslipSelection> & { outcomeId?: number } = {},
): BetslipSelection {
  const built = buildSelection(
    {
      matchId,
      gameId: 5000 + matchId,
      eventName: `Home ${matchId} - Away ${matchId}`,
      date: '2030-01-01T15:00:00Z',
      tournament: extra.tournament ?? 'Premier League',
      category: extra.category ?? 'England',
      sport: 'Soccer',
      sportId: 1,
    },
    { id: 1, name: '1X2' },
    { id: extra.outcomeId ?? 1, name: 'Home', odds },
  );
  if (!built) throw new Error('test selection needs a price');
  return { ...built, ...extra };
}

export function config(overrides: Partial<CouponConfig> = {}): CouponConfig {
  return { ...DEFAULT_COUPON_CONFIG, ...overrides };
}

/** A calculation input with default settings. */
export function coupon(
  bet_type: CouponCalculationInput['bet_type'],
  selections: CouponSelection[],
  stake: number,
  groupings: number[] = [],
  settings: Partial<CouponConfig> = {},
): CouponCalculationInput {
  return {
    selections,
    bet_type,
    stake,
    Groupings: groupings.map((g) => ({ Grouping: g })),
    config: config(settings),
  };
}
