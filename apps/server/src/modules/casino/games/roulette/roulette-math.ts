// European roulette: one zero, 37 pockets, the spin and what a bet returns (its stake plus stake ×
// pays). The bets themselves, the numbers each covers and what it pays are the domain's rules, which
// the web table offers from too.
import { RED_NUMBERS, ROULETTE_PAYS, type RouletteBetType } from '@slipstream/domain/casino/roulette-bets';
import type { FairSource } from '../../fairness/fair-source.ts';
import { intBelow } from '../../fairness/fair-source.ts';

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
export {
  coveredNumbers,
  ROULETTE_BET_TYPES,
  type RouletteBetType,
} from '@slipstream/domain/casino/roulette-bets';

export interface RouletteBet {
  type: RouletteBetType;
  /** Inside bets: the numbers covered. dozen and column: [1], [2] or [3]. Even-money bets: none. */
  numbers?: number[];
  amount: number;
}

export interface RouletteOutcome {
  number: number;
  color: 'green' | 'red' | 'black';
}

export function spinRoulette(source: FairSource): RouletteOutcome {
  const number = intBelow(source, ROULETTE_POCKETS);
  const color =
    number === 0 ? 'green' : (RED_NUMBERS as readonly number[]).includes(number) ? 'red' : 'black';
  return { number, color };
}

/** What one bet returns on this number (stake included), minor units. */
export function roulettePayout(bet: RouletteBet, covered: number[], number: number): number {
  return covered.includes(number) ? bet.amount * (ROULETTE_PAYS[bet.type] + 1) : 0;
}
