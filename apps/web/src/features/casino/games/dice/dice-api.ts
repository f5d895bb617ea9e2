// Dice's one call: a roll under or over a target (docs/decisions.md "Casino").
import type { DiceDirection } from '@slipstream/domain';
import { playCall } from '../shared/play-api.ts';

export interface DiceResult {
  roll: number;
  target: number;
  direction: DiceDirection;
  chance: number;
  multiplier: number;
  win: boolean;
}

export function rollDice(
  input: { sessionId: string; bet: number; target: number; direction: DiceDirection },
  idempotencyKey: string,
) {
  return playCall<DiceResult>('dice/roll', { ...input }, idempotencyKey);
}
