// Dice's one call: a roll under or over a target (docs/decisions.md "Casino").
import type { BodyOf, casino } from '@slipstream/contract';
import { callEndpoint } from '../../../../api/endpoint-call.ts';

export type { DiceResult } from '@slipstream/contract/casino';

export function rollDice(input: BodyOf<typeof casino.rollDice>, idempotencyKey: string) {
  return callEndpoint<typeof casino.rollDice>(
    { method: 'POST', base: 'sports', path: '/games/play/dice/roll' },
    { body: input, idempotencyKey },
  );
}
