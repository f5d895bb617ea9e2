// Dice rounds: validate the target, then one instant round through the engine.
import type { DiceResult } from '@slipstream/contract/casino';
import {
  AppError,
  diceChance,
  diceMultiplier,
  diceTargetProblem,
  type DiceDirection,
  type Minor,
} from '@slipstream/domain';
import { dicePayout, diceWins, rollDice, type DiceOutcome } from '@slipstream/domain/casino/dice-roll';
import type { RoundContext, RoundEngine } from '../../provider/round-engine.ts';
import type { RoundRow } from '../../provider/rounds.repo.ts';
import { checkStake } from '../../provider/stake.ts';

export const DICE_GAME = 'dice';

interface DiceParams {
  target: number;
  direction: DiceDirection;
}

export const present = (row: RoundRow): DiceResult => {
  const { target, direction } = row.params as DiceParams;
  const outcome = row.outcome as DiceOutcome;
  return {
    roll: outcome.roll,
    target,
    direction,
    chance: diceChance(target, direction),
    multiplier: diceMultiplier(target, direction),
    win: diceWins(outcome, target, direction),
  };
};

export function createDiceGame(engine: RoundEngine) {
  return {
    roll(ctx: RoundContext, clientKey: string, bet: Minor, params: DiceParams) {
      const problem = diceTargetProblem(params.target, params.direction);
      if (problem) throw new AppError('BAD_REQUEST', problem);
      checkStake(ctx.game, bet);
      return engine.play({
        ctx,
        clientKey,
        bet,
        params,
        create: (source) => {
          const outcome = rollDice(source);
          return { outcome, state: {}, payout: dicePayout(bet, outcome, params.target, params.direction) };
        },
        present,
      });
    },
  };
}
