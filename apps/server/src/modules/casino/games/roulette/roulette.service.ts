// Roulette rounds: every bet checked against the layout and the table limits, one spin, one credit
// of everything the winning bets return.
import type { RouletteResult } from '@slipstream/contract/casino';
import { AppError, toMajor, type Minor } from '@slipstream/domain';
import { coveredNumbers } from '@slipstream/domain/casino/roulette-bets';
import {
  roulettePayout,
  spinRoulette,
  type RouletteBet,
  type RouletteOutcome,
} from '@slipstream/domain/casino/roulette-spin';
import type { RoundContext, RoundEngine } from '../../provider/round-engine.ts';
import type { RoundRow } from '../../provider/rounds.repo.ts';
import { checkStake } from '../../provider/stake.ts';

export const ROULETTE_GAME = 'european-roulette';
export const MAX_ROULETTE_BETS = 50;

export const present = (row: RoundRow): RouletteResult => {
  const outcome = row.outcome as RouletteOutcome;
  const bets = (row.params as { bets: RouletteBet[] }).bets;
  return {
    number: outcome.number,
    color: outcome.color,
    bets: bets.map((b) => {
      const covered = coveredNumbers(b) as number[];
      return {
        type: b.type,
        numbers: b.numbers ?? [],
        amount: toMajor(b.amount),
        payout: toMajor(roulettePayout(b, covered, outcome.number)),
      };
    }),
  };
};

export function createRouletteGame(engine: RoundEngine) {
  return {
    spin(ctx: RoundContext, clientKey: string, bets: RouletteBet[]) {
      if (bets.length === 0 || bets.length > MAX_ROULETTE_BETS) {
        throw new AppError('BAD_REQUEST', `Place between 1 and ${MAX_ROULETTE_BETS} bets.`);
      }
      const covered = bets.map((bet, i) => {
        const numbers = coveredNumbers(bet);
        if (typeof numbers === 'string') throw new AppError('BAD_REQUEST', `Bet ${i + 1}: ${numbers}`);
        checkStake(ctx.game, bet.amount, `Bet ${i + 1}`);
        return numbers;
      });
      const total: Minor = bets.reduce((sum, b) => sum + b.amount, 0);
      if (total > ctx.game.max_bet) checkStake(ctx.game, total, 'Your total stake');
      return engine.play({
        ctx,
        clientKey,
        bet: total,
        params: { bets },
        create: (source) => {
          const outcome = spinRoulette(source);
          const payout = bets.reduce((sum, b, i) => sum + roulettePayout(b, covered[i]!, outcome.number), 0);
          return { outcome, state: {}, payout };
        },
        present,
      });
    },
  };
}
