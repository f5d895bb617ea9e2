// Blackjack rules: naturals, dealer on soft 17, doubles, splits and insurance, and the published RTP
// over a million hands played with basic strategy.
import { describe, expect, it } from 'vitest';
import { cardValue, handTotal, shuffleShoe, type Card } from './blackjack-cards.ts';
import {
  applyMove,
  deal,
  moveCost,
  totalStaked,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack-rules.ts';
import { simulationSource } from './fair-source.ts';

export const PUBLISHED_RTP = 0.996;

// Cards by rank: A=0, 2=1 … 9=8, 10=9, K=12 (spades).
const A = 0,
  TWO = 1,
  FIVE = 4,
  SIX = 5,
  SEVEN = 6,
  EIGHT = 7,
  NINE = 8,
  TEN = 9,
  K = 12;
/** A shoe in deal order: player, dealer, player, dealer-hole, then the draws. */
const shoe = (...cards: Card[]) => [...cards, ...Array.from({ length: 40 - cards.length }, () => TEN)];

/** Basic strategy for six decks, S17, double after split, no surrender; never insurance. */
function basicStrategy(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'no-insurance';
  const hand = state.hands[state.active]!;
  const up = cardValue(state.dealer[0]!) === 1 ? 11 : cardValue(state.dealer[0]!);
  const first = hand.cards.length === 2;
  const { total, soft } = handTotal(hand.cards);
  if (first && state.hands.length === 1 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!)) {
    const p = cardValue(hand.cards[0]!);
    const split =
      p === 1 ||
      p === 8 ||
      (p === 9 && up !== 7 && up <= 9) ||
      (p === 7 && up <= 7) ||
      (p === 6 && up <= 6) ||
      (p === 4 && (up === 5 || up === 6)) ||
      ((p === 2 || p === 3) && up <= 7);
    if (split) return 'split';
  }
  const double = (ok: boolean): BlackjackAction | null => (ok && first ? 'double' : null);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return double(up >= 3 && up <= 6) ?? (up <= 8 ? 'stand' : 'hit');
    if (total === 17) return double(up >= 3 && up <= 6) ?? 'hit';
    if (total >= 15) return double(up >= 4 && up <= 6) ?? 'hit';
    return double(up === 5 || up === 6) ?? 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return double(up <= 10) ?? 'hit';
  if (total === 10) return double(up <= 9) ?? 'hit';
  if (total === 9) return double(up >= 3 && up <= 6) ?? 'hit';
  return 'hit';
}

describe('blackjack rules', () => {
  it('pays a natural 3:2 at once', () => {
    const r = deal(shoe(A, NINE, K, SEVEN), 100);
    expect(r.state.phase).toBe('done');
    expect(r.payout).toBe(250);
  });

  it('lets the dealer stand on soft 17', () => {
    const r0 = deal(shoe(TEN, SIX, EIGHT, A), 100);
    const r = applyMove(shoe(TEN, SIX, EIGHT, A), r0.state, 'stand');
    expect(handTotal(r.state.dealer)).toEqual({ total: 17, soft: true });
    expect(r.state.dealer).toHaveLength(2);
    expect(r.payout).toBe(200);
  });

  it('doubles for one card at twice the stake', () => {
    const cards = shoe(FIVE, TEN, SIX, SEVEN, TEN);
    const r0 = deal(cards, 100);
    expect(moveCost(r0.state, 'double')).toBe(100);
    const r = applyMove(cards, r0.state, 'double');
    expect(r.state.hands[0]!.cards).toHaveLength(3);
    expect(totalStaked(r.state)).toBe(200);
    expect(r.payout).toBe(400); // 21 against the dealer's 17 (then 10 + 7 stands)
  });

  it('splits once into two hands', () => {
    const cards = shoe(EIGHT, TEN, EIGHT, SEVEN, TWO, TEN, NINE);
    const r0 = deal(cards, 100);
    const r1 = applyMove(cards, r0.state, 'split');
    expect(r1.state.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(() => moveCost(r1.state, 'split')).toThrow(/only once/);
    expect(totalStaked(r1.state)).toBe(200);
  });

  it('offers insurance against an ace and pays it 2:1 on a dealer natural', () => {
    const cards = shoe(TEN, A, NINE, K);
    const r0 = deal(cards, 100);
    expect(r0.state.phase).toBe('insurance');
    expect(() => moveCost(r0.state, 'hit')).toThrow(/insurance first/);
    expect(moveCost(r0.state, 'insurance')).toBe(50);
    const r = applyMove(cards, r0.state, 'insurance');
    expect(r.payout).toBe(150);
    expect(totalStaked(r.state)).toBe(150);
  });

  it('refuses moves after the hand is over', () => {
    const r = deal(shoe(A, NINE, K, SEVEN), 100);
    expect(() => moveCost(r.state, 'hit')).toThrow(/over/);
  });

  it('returns the published RTP over a million hands of basic strategy (within 1 point)', () => {
    const source = simulationSource(21);
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const cards = shuffleShoe(source);
      let r = deal(cards, 100);
      while (r.payout === undefined) r = applyMove(cards, r.state, basicStrategy(r.state));
      staked += totalStaked(r.state);
      paid += r.payout;
    }
    const rtp = paid / staked;
    expect(Math.abs(rtp - PUBLISHED_RTP)).toBeLessThan(0.01);
    console.info(`blackjack RTP over 1M hands (basic strategy): ${(rtp * 100).toFixed(2)}%`);
  }, 90_000); // ~6–12 s alone; generous only for a machine busy with the other suites
});
