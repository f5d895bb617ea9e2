// Blackjack calls: deal with a bet, then moves on the round (hit, stand, double, split, and taking or
// declining insurance when the dealer shows an ace). The answer lists the moves that are legal now.
import type { BodyOf, casino } from '@slipstream/contract';
import type { BlackjackMove } from '@slipstream/contract/casino';
import { callEndpoint } from '../../../../api/endpoint-call.ts';

export type {
  BlackjackHandView,
  BlackjackMove,
  BlackjackResult,
  CardView,
} from '@slipstream/contract/casino';

export const dealBlackjack = (input: BodyOf<typeof casino.dealBlackjack>, idempotencyKey: string) =>
  callEndpoint<typeof casino.dealBlackjack>(
    { method: 'POST', base: 'sports', path: '/games/play/blackjack/deal' },
    { body: input, idempotencyKey },
  );

export function moveBlackjack(sessionId: string, roundId: string, move: BlackjackMove) {
  // Declining insurance is the insurance call with take: false.
  const insurance = move === 'insurance' || move === 'no-insurance';
  return callEndpoint<typeof casino.moveBlackjack>(
    { method: 'POST', base: 'sports', path: '/games/play/blackjack/:move' },
    {
      params: { move: insurance ? 'insurance' : move },
      body: { sessionId, roundId, ...(insurance ? { take: move === 'insurance' } : {}) },
    },
  );
}
