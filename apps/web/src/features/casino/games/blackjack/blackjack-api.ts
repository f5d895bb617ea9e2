// Blackjack calls: deal with a bet, then moves on the round (hit, stand, double, split, and taking or
// declining insurance when the dealer shows an ace). The answer lists the moves that are legal now.
import { playCall } from '../shared/play-api.ts';

export type BlackjackMove = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';

export interface CardView {
  rank: string;
  suit: 'spades' | 'hearts' | 'diamonds' | 'clubs';
}

export interface BlackjackHandView {
  cards: CardView[];
  total: number;
  soft: boolean;
  bet: number;
  active: boolean;
}

export interface BlackjackResult {
  phase: 'insurance' | 'player' | 'done';
  /** The dealer's shown cards; `hidden` face-down cards follow until the round is over. */
  dealer: { cards: CardView[]; total: number; hidden: number };
  hands: BlackjackHandView[];
  insurance: number;
  moves: BlackjackMove[];
}

export const dealBlackjack = (input: { sessionId: string; bet: number }, idempotencyKey: string) =>
  playCall<BlackjackResult>('blackjack/deal', { ...input }, idempotencyKey);

export function moveBlackjack(sessionId: string, roundId: string, move: BlackjackMove) {
  // Declining insurance is the insurance call with take: false.
  if (move === 'insurance' || move === 'no-insurance') {
    return playCall<BlackjackResult>('blackjack/insurance', {
      sessionId,
      roundId,
      take: move === 'insurance',
    });
  }
  return playCall<BlackjackResult>(`blackjack/${move}`, { sessionId, roundId });
}
