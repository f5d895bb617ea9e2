// Test-only fixtures for betslip tests: fixtures, markets and outcomes as the sports screens hand them
// to the store, and a quick way to put picks on the slip.
import type { FixtureInput, MarketInput, OutcomeInput } from '@slipstream/domain';
import type { SelectionCheck } from '../../api/bets.ts';
import { useBetslipStore } from './betslip-store.ts';

export const market1x2: MarketInput = { id: 1, name: '1X2' };

export function fixture(matchId: number, extra: Partial<FixtureInput> = {}): FixtureInput {
  return {
    matchId,
    eventName: `Home ${matchId} - Away ${matchId}`,
    date: '2030-01-01T15:00:00Z',
    tournament: 'Premier League',
    category: 'England',
    sport: 'Soccer',
    sportId: 1,
    ...extra,
  };
}

export function outcome(
  id: number,
  odds: number | string | null,
  name = id === 1 ? 'Home' : id === 2 ? 'Draw' : 'Away',
): OutcomeInput {
  return { id, name, odds };
}

/**
 * The server's word on match `matchId`'s 1X2 home pick (`bets/validate-selections`): open at `odds`
 * when there is no `reason`, closed for it otherwise.
 */
export function selectionCheck(
  matchId: number,
  odds: number | null,
  reason: string | null = null,
): SelectionCheck {
  return {
    matchId,
    marketId: 1,
    specifier: '',
    outcomeId: '1',
    odds,
    active: reason === null ? 1 : 0,
    reason,
  };
}

/** Puts one home pick per match on the slip, at the given odds, in order (match ids 1, 2, …). */
export function pickAll(...odds: number[]): void {
  odds.forEach((o, i) =>
    useBetslipStore.getState().toggleSelection(fixture(i + 1), market1x2, outcome(1, o)),
  );
}

/** The settings the server ships: MinBonusOdd 1.2 and a bonus from 3 legs (3%), 4 legs (5%) … */
export function serverSettings(): void {
  const store = useBetslipStore.getState();
  store.setSportsbookGlobalVariable({
    CurrencyCode: 'NGN',
    BetCouponGlobalVariable: { MinBonusOdd: 1.2, MaxCouponCombinations: 100000 },
  });
  store.setSportsbookBonusList([
    { ticket_length: 3, bonus: 3 },
    { ticket_length: 4, bonus: 5 },
    { ticket_length: 5, bonus: 8 },
  ]);
}
