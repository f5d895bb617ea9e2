// Cards and hand totals for blackjack: a six-deck shoe shuffled per round from the fair stream;
// aces count 11 while that keeps a hand at 21 or under (a "soft" hand).
import { intBelow, type FairSource } from './fair-source.ts';

export const DECKS = 6;
const SHOE_SIZE = DECKS * 52;
/** Cards of the shuffled shoe a round can use: two split hands and the dealer never need more. */
export const SHOE_PREFIX = 40;

/** A card is 0–51: rank = card % 13 (0 ace, 1–8 two to nine, 9–12 ten to king), suit = card / 13. */
export type Card = number;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export const cardValue = (card: Card): number => Math.min((card % 13) + 1, 10);

/** Six decks in order (position i holds card i % 52); each shuffle swaps in it, then puts it back. */
const SCRATCH = Uint8Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);

/** The first SHOE_PREFIX cards of a Fisher–Yates shuffle of six decks. */
export function shuffleShoe(source: FairSource): Card[] {
  const prefix: Card[] = [];
  const touched: number[] = [];
  for (let i = 0; i < SHOE_PREFIX; i++) {
    const j = i + intBelow(source, SHOE_SIZE - i);
    prefix.push(SCRATCH[j]!);
    // Position i is never read again (later draws pick from i + 1 on), so only j needs the swap.
    SCRATCH[j] = SCRATCH[i]!;
    touched.push(j);
  }
  // Synchronous, so no other shuffle can see the scratch shoe before it is restored.
  for (const k of touched) SCRATCH[k] = k % 52;
  return prefix;
}

export function handTotal(cards: Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += cardValue(c);
    if (c % 13 === 0) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export const isBlackjack = (cards: Card[]): boolean => cards.length === 2 && handTotal(cards).total === 21;

export const cardView = (card: Card) => ({ rank: RANKS[card % 13]!, suit: SUITS[Math.floor(card / 13)]! });
