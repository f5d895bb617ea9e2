// Blackjack rules as pure state transitions: six decks, dealer stands on soft 17 and peeks for
// blackjack, blackjack pays 3:2, double on any first two cards (also after a split), one split,
// split aces take one card each, insurance (2:1) offered when the dealer shows an ace.
import { AppError } from '../errors.ts';
import type { Minor } from '../money.ts';
import { cardValue, handTotal, isBlackjack, type Card } from './blackjack-cards.ts';

export const BLACKJACK_MOVES = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'] as const;
export type BlackjackAction = (typeof BLACKJACK_MOVES)[number];

export interface BlackjackHand {
  cards: Card[];
  bet: Minor;
  done: boolean;
  fromSplit: boolean;
}

export interface BlackjackState {
  /** Next unused card of the shoe. */
  next: number;
  dealer: Card[];
  hands: BlackjackHand[];
  active: number;
  insurance: Minor;
  phase: 'insurance' | 'player' | 'done';
  /** Moves made, so a repeated move can be told from a new one. */
  moves: number;
}

export interface BlackjackResult {
  state: BlackjackState;
  /** Set when the round is over: everything it returns (stakes included). */
  payout?: Minor;
}

const draw = (shoe: Card[], state: BlackjackState): Card => {
  const card = shoe[state.next];
  if (card === undefined) throw new Error('blackjack: the shoe prefix ran out');
  state.next += 1;
  return card;
};

const clone = (s: BlackjackState): BlackjackState => ({
  ...s,
  dealer: [...s.dealer],
  hands: s.hands.map((h) => ({ ...h, cards: [...h.cards] })),
});

/** Deals two cards each (player, dealer, player, dealer-hole). */
export function deal(shoe: Card[], bet: Minor): BlackjackResult {
  const state: BlackjackState = {
    next: 0,
    dealer: [],
    hands: [],
    active: 0,
    insurance: 0,
    phase: 'player',
    moves: 0,
  };
  const p1 = draw(shoe, state);
  const d1 = draw(shoe, state);
  const p2 = draw(shoe, state);
  const d2 = draw(shoe, state);
  state.hands = [{ cards: [p1, p2], bet, done: false, fromSplit: false }];
  state.dealer = [d1, d2];
  if (d1 % 13 === 0) {
    state.phase = 'insurance';
    return { state };
  }
  return afterPeek(shoe, state);
}

/** The dealer checks for blackjack; naturals end the round at once. */
function afterPeek(shoe: Card[], state: BlackjackState): BlackjackResult {
  const hand = state.hands[0]!;
  if (isBlackjack(state.dealer) || isBlackjack(hand.cards)) {
    hand.done = true;
    return finish(shoe, state);
  }
  state.phase = 'player';
  return { state };
}

/** What a move costs on top of the stakes already down (double, split, insurance), or an error. */
export function moveCost(state: BlackjackState, action: BlackjackAction): Minor {
  if (state.phase === 'done') throw new AppError('CONFLICT', 'This hand is over.');
  if (state.phase === 'insurance') {
    if (action === 'insurance') return Math.floor(state.hands[0]!.bet / 2);
    if (action === 'no-insurance') return 0;
    throw new AppError('BAD_REQUEST', 'The dealer shows an ace: take or decline insurance first.');
  }
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'hit':
    case 'stand':
      return 0;
    case 'double':
      if (hand.cards.length !== 2)
        throw new AppError('BAD_REQUEST', 'You can double only on your first two cards.');
      return hand.bet;
    case 'split':
      if (state.hands.length > 1) throw new AppError('BAD_REQUEST', 'A hand can be split only once.');
      if (hand.cards.length !== 2 || cardValue(hand.cards[0]!) !== cardValue(hand.cards[1]!)) {
        throw new AppError('BAD_REQUEST', 'You can split only two cards of the same value.');
      }
      return hand.bet;
    default:
      throw new AppError(
        'BAD_REQUEST',
        'Insurance is offered only when the dealer shows an ace, before any other move.',
      );
  }
}

/** Applies a legal move (check moveCost first). */
export function applyMove(shoe: Card[], current: BlackjackState, action: BlackjackAction): BlackjackResult {
  moveCost(current, action);
  const state = clone(current);
  state.moves += 1;
  if (state.phase === 'insurance') {
    if (action === 'insurance') state.insurance = Math.floor(state.hands[0]!.bet / 2);
    return afterPeek(shoe, state);
  }
  const hand = state.hands[state.active]!;
  if (action === 'hit') {
    hand.cards.push(draw(shoe, state));
    if (handTotal(hand.cards).total >= 21) hand.done = true;
  } else if (action === 'stand') {
    hand.done = true;
  } else if (action === 'double') {
    hand.bet *= 2;
    hand.cards.push(draw(shoe, state));
    hand.done = true;
  } else if (action === 'split') {
    const [a, b] = hand.cards as [Card, Card];
    const aces = a % 13 === 0;
    state.hands = [
      { cards: [a, draw(shoe, state)], bet: hand.bet, done: aces, fromSplit: true },
      { cards: [b], bet: hand.bet, done: aces, fromSplit: true },
    ];
    state.hands[1]!.cards.push(draw(shoe, state));
    for (const h of state.hands) if (handTotal(h.cards).total === 21) h.done = true;
  }
  while (state.active < state.hands.length && state.hands[state.active]!.done) state.active += 1;
  if (state.active < state.hands.length) return { state };
  return finish(shoe, state);
}

/** The dealer plays (unless every hand is bust or the round ended on naturals), then every hand is paid. */
function finish(shoe: Card[], state: BlackjackState): BlackjackResult {
  state.phase = 'done';
  state.active = state.hands.length;
  const dealerNatural = isBlackjack(state.dealer);
  const natural = state.hands.length === 1 && isBlackjack(state.hands[0]!.cards);
  const live = state.hands.some((h) => handTotal(h.cards).total <= 21);
  if (!dealerNatural && !natural && live) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(draw(shoe, state));
  }
  const dealer = handTotal(state.dealer).total;
  let payout = dealerNatural ? state.insurance * 3 : 0;
  for (const hand of state.hands) {
    const total = handTotal(hand.cards).total;
    const handNatural = !hand.fromSplit && isBlackjack(hand.cards);
    if (handNatural && dealerNatural) payout += hand.bet;
    else if (handNatural) payout += hand.bet + Math.floor((hand.bet * 3) / 2);
    else if (dealerNatural || total > 21) continue;
    else if (dealer > 21 || total > dealer) payout += hand.bet * 2;
    else if (total === dealer) payout += hand.bet;
  }
  return { state, payout };
}

/** Everything staked so far: the hands and the insurance. */
export const totalStaked = (state: BlackjackState): Minor =>
  state.hands.reduce((sum, h) => sum + h.bet, 0) + state.insurance;
