// European roulette: one zero, 37 pockets, the spin and what a bet returns (its stake plus stake ×
// pays). The bets themselves, the numbers each covers and what it pays are in roulette-bets.ts, which
// the web table offers from too.
import { intBelow, type FairSource } from './fair-source.ts';
import { RED_NUMBERS, ROULETTE_PAYS, type RouletteBetType } from './roulette-bets.ts';

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;

export interface RouletteBet {
  type: RouletteBetType;
  /** Inside bets: the numbers covered. dozen and column: [1], [2] or [3]. Even-money bets: none. */
  numbers?: number[];
  amount: number;
}

export type RouletteColor = 'green' | 'red' | 'black';

export interface RouletteOutcome {
  number: number;
  color: RouletteColor;
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
