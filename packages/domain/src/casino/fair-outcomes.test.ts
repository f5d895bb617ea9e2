// The verifier's outcomes are the games' own draws from the same stream, and it refuses what it
// cannot recompute.
import { describe, expect, it } from 'vitest';
import { cardView, shuffleShoe } from './blackjack-cards.ts';
import { crashPoint } from './crash-point.ts';
import { rollDice } from './dice-roll.ts';
import { deriveOutcome, VERIFIABLE_GAMES } from './fair-outcomes.ts';
import { simulationSource } from './fair-source.ts';
import { placeMines } from './mines-board.ts';
import { spinRoulette } from './roulette-spin.ts';
import { playSlot } from './slot-spin.ts';

describe('fair outcomes', () => {
  it('draws each game exactly as play does', () => {
    const same = (game: string, play: (seed: number) => unknown, params = {}) =>
      expect(deriveOutcome(game, simulationSource(7), params)).toEqual(play(7));
    same('dice', (s) => rollDice(simulationSource(s)));
    same('european-roulette', (s) => spinRoulette(simulationSource(s)));
    same('starlight-reels', (s) => playSlot(simulationSource(s)));
    same('crash', (s) => ({ crashPoint: crashPoint(simulationSource(s)) / 100 }));
    same('blackjack', (s) => ({ shoe: shuffleShoe(simulationSource(s)).map(cardView) }));
    same('mines', (s) => placeMines(simulationSource(s), 5), { mines: 5 });
    expect(VERIFIABLE_GAMES).toHaveLength(6);
  });

  it('refuses an unknown game and a board without its mine count', () => {
    expect(() => deriveOutcome('poker', simulationSource(1), {})).toThrow(/Unknown game/);
    expect(() => deriveOutcome('toString', simulationSource(1), {})).toThrow(/Unknown game/);
    expect(() => deriveOutcome('mines', simulationSource(1), {})).toThrow(/params.mines between 1 and 24/);
    expect(() => deriveOutcome('mines', simulationSource(1), { mines: 25 })).toThrow(/params.mines/);
  });
});
