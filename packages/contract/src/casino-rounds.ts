// The built-in games' rounds on the wire: every play call answers one round (amounts in major units)
// whose `result` is the game's own view of it; the verifier answers a game's raw outcome. Each game's
// shapes are written here once, for the server's answers and the web's screens alike.
import { RANKS, SUITS } from '@slipstream/domain/casino/blackjack-cards';
import { BLACKJACK_MOVES } from '@slipstream/domain/casino/blackjack-rules';
import { ROULETTE_BET_TYPES } from '@slipstream/domain/casino/roulette-bets';
import { SLOT_SYMBOLS } from '@slipstream/domain/casino/slot-paytable';
import { z } from 'zod';

/** The balance a game session plays with (SPEC.md §4 "Casino balance choice"). */
export const casinoBalanceType = z.enum(['real', 'bonus', 'demo']);
export type CasinoBalanceType = z.output<typeof casinoBalanceType>;

/** A provably fair seed pair as the player sees it: the server seed only by its hash. */
export const seedPair = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the round (in a round answer), or the one the next round will use. */
  nonce: z.number(),
});
export type SeedPair = z.output<typeof seedPair>;

const roundFields = {
  roundId: z.string(),
  /** The game's slug. */
  game: z.string(),
  status: z.enum(['open', 'settled']),
  bet: z.number(),
  /** Everything the round returned (stakes included), once settled. */
  payout: z.number().nullable(),
  multiplier: z.number().nullable(),
  /** The session's balance after the call. */
  balance: z.number(),
  balanceType: casinoBalanceType,
  currency: z.string(),
};

/** One round as a play call answers it, with `result` the game's view of the round. */
export const roundAnswerOf = <Result extends z.ZodType>(result: Result) =>
  z.object({ ...roundFields, result, fairness: seedPair });

export type RoundAnswer<Result = unknown> = z.output<z.ZodObject<typeof roundFields>> & {
  result: Result;
  fairness: SeedPair;
};

// ---- Dice

export const diceDirection = z.enum(['under', 'over']);

export const diceResult = z.object({
  /** 0.00–99.99. */
  roll: z.number(),
  target: z.number(),
  direction: diceDirection,
  /** Win chance in percent. */
  chance: z.number(),
  multiplier: z.number(),
  win: z.boolean(),
});
export type DiceResult = z.output<typeof diceResult>;

// ---- European roulette

export const rouletteBetType = z.enum(ROULETTE_BET_TYPES);
export const rouletteColor = z.enum(['green', 'red', 'black']);

export const rouletteResult = z.object({
  number: z.number(),
  color: rouletteColor,
  bets: z.array(
    z.object({
      type: rouletteBetType,
      numbers: z.array(z.number()),
      amount: z.number(),
      /** What the bet returned, stake included (0 for a losing bet). */
      payout: z.number(),
    }),
  ),
});
export type RouletteResult = z.output<typeof rouletteResult>;

// ---- Starlight Reels

const slotSymbol = z.enum(SLOT_SYMBOLS);

export const slotSpinView = z.object({
  /** The visible screen: grid[reel][row]. */
  grid: z.array(z.array(slotSymbol)),
  /** Stop position per reel. */
  stops: z.array(z.number()),
  lineWins: z.array(
    z.object({
      /** Index into the published paylines. */
      line: z.number(),
      symbol: slotSymbol,
      count: z.number(),
      amount: z.number(),
    }),
  ),
  scatters: z.number(),
  /** Free spins this spin awarded. */
  freeSpinsWon: z.number(),
  win: z.number(),
});
export type SlotSpinView = z.output<typeof slotSpinView>;
export type SlotLineWin = SlotSpinView['lineWins'][number];

export const slotResult = z.object({
  base: slotSpinView,
  freeSpins: z.array(slotSpinView),
  totalWin: z.number(),
});
export type SlotResult = z.output<typeof slotResult>;

// ---- Mines

export const minesResult = z.object({
  mines: z.number(),
  /** Safe tiles found, in the order they were revealed (0–24, row by row). */
  revealed: z.array(z.number()),
  /** The mine the player hit, ending the round. */
  hit: z.number().nullable(),
  multiplier: z.number(),
  /** What the next safe tile would make it; null when every safe tile is found. */
  nextMultiplier: z.number().nullable(),
  /** Shown once the round is over. */
  minePositions: z.array(z.number()).nullable(),
});
export type MinesResult = z.output<typeof minesResult>;

// ---- Blackjack

export const cardView = z.object({ rank: z.enum(RANKS), suit: z.enum(SUITS) });
export type CardView = z.output<typeof cardView>;

export const blackjackMove = z.enum(BLACKJACK_MOVES);
export type BlackjackMove = z.output<typeof blackjackMove>;

export const blackjackHandView = z.object({
  cards: z.array(cardView),
  total: z.number(),
  soft: z.boolean(),
  bet: z.number(),
  active: z.boolean(),
});
export type BlackjackHandView = z.output<typeof blackjackHandView>;

export const blackjackResult = z.object({
  phase: z.enum(['insurance', 'player', 'done']),
  /** The dealer's shown cards; `hidden` face-down cards follow until the round is over. */
  dealer: z.object({ cards: z.array(cardView), total: z.number(), hidden: z.number() }),
  hands: z.array(blackjackHandView),
  insurance: z.number(),
  /** The moves that are legal now. */
  moves: z.array(blackjackMove),
});
export type BlackjackResult = z.output<typeof blackjackResult>;

// ---- Crash

/** A player's bet on a round of the shared crash table; multipliers as decimals (1.5 = 1.50×). */
export const crashBetResult = z.object({
  crashRoundId: z.string(),
  autoCashout: z.number().nullable(),
  cashedOutAt: z.number().nullable(),
  /** Shown once the round has crashed. */
  crashPoint: z.number().nullable(),
});
export type CrashBetResult = z.output<typeof crashBetResult>;

/** One round of the shared table, also broadcast on casino/crash/round; the seed and the crash point once it has crashed. */
export const crashRoundView = z.object({
  roundId: z.string(),
  phase: z.enum(['betting', 'running', 'crashed']),
  serverSeedHash: z.string(),
  /** The round id: a crash round's seed pair is its own server seed, this client seed and nonce 0. */
  clientSeed: z.string(),
  nonce: z.number(),
  bettingEndsAt: z.string(),
  startedAt: z.string().nullable(),
  multiplier: z.number(),
  crashPoint: z.number().nullable(),
  serverSeed: z.string().nullable(),
});
export type CrashRoundView = z.output<typeof crashRoundView>;

/** The running multiplier, broadcast on casino/crash/tick. */
export const crashTick = z.object({ roundId: z.string(), multiplier: z.number() });
export type CrashTick = z.output<typeof crashTick>;

// ---- Every game

/** A round's result, whichever game it is of (each game's fields are its own, so one matches). */
export const anyRoundResult = z.union([
  diceResult,
  rouletteResult,
  slotResult,
  minesResult,
  blackjackResult,
  crashBetResult,
]);
export type AnyRoundResult = z.output<typeof anyRoundResult>;

/** The games whose rounds stay open between calls, and so can be picked up after a reload. */
export const OPEN_ROUND_GAMES = ['mines', 'blackjack', 'crash'] as const;
export type OpenRoundGame = (typeof OPEN_ROUND_GAMES)[number];
/** The result of an unfinished round by game, as the state call answers it. */
export interface OpenRoundResults {
  mines: MinesResult;
  blackjack: BlackjackResult;
  crash: CrashBetResult;
}
export const openRoundResult = z.union([minesResult, blackjackResult, crashBetResult]);

// ---- Outcomes as the verifier recomputes them (the game's raw draw, amounts in line bets)

const slotSpinOutcome = z.object({
  stops: z.array(z.number()),
  grid: z.array(z.array(slotSymbol)),
  lineWins: z.array(z.object({ line: z.number(), symbol: slotSymbol, count: z.number(), pays: z.number() })),
  scatters: z.number(),
  freeSpinsWon: z.number(),
  /** In line bets. */
  win: z.number(),
});

export const diceOutcome = z.object({ roll: z.number() });
export const rouletteOutcome = z.object({ number: z.number(), color: rouletteColor });
export const slotOutcome = z.object({
  base: slotSpinOutcome,
  freeSpins: z.array(slotSpinOutcome),
  totalWin: z.number(),
});
export const crashOutcome = z.object({ crashPoint: z.number() });
export const blackjackOutcome = z.object({ shoe: z.array(cardView) });
export const minesOutcome = z.object({ mines: z.array(z.number()) });

/** Any game's recomputed outcome (each game's fields are its own, so one matches). */
export const fairOutcome = z.union([
  diceOutcome,
  rouletteOutcome,
  slotOutcome,
  crashOutcome,
  blackjackOutcome,
  minesOutcome,
]);
export type FairOutcome = z.output<typeof fairOutcome>;
