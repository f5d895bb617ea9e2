// The casino: lobby, categories, favourites, game sessions, the house games' rounds and fairness checks.
// SPEC.md §7 "Casino" gives the lobby's paths; the play and fairness calls are ours (docs/decisions.md
// "Casino"). Calls marked `signed` take a player's token when there is one: demo play needs no login.
import { hasAtMostTwoDecimals } from '@slipstream/domain';
import { CLIENT_SEED_PATTERN } from '@slipstream/domain/casino/client-seed';
import { z } from 'zod';
import {
  blackjackResult,
  casinoBalanceType,
  crashBetResult,
  crashRoundView,
  diceDirection,
  diceResult,
  fairOutcome,
  anyRoundResult,
  minesResult,
  openRoundResult,
  rouletteBetType,
  rouletteResult,
  roundAnswerOf,
  seedPair,
  slotResult,
} from './casino-rounds.ts';
import { endpoint } from './endpoint.ts';

export * from './casino-rounds.ts';

// ---- Fields

/** The largest value of a PostgreSQL `integer` column: a larger id is not there, so it is refused at the edge. */
const INT4_MAX = 2_147_483_647;
/** A catalog id (game, provider, category) sent as a JSON number. */
const catalogId = () => z.number().int().positive().max(INT4_MAX);
/** The same id sent as text (a path parameter or a querystring value). */
const catalogIdText = () => z.coerce.number().int().positive().max(INT4_MAX);

/** The app's client id in the path (SPEC.md §7 `games/12/…`). */
const clientIdParams = z.object({ clientId: z.coerce.number().int() });

/** A stake in major units with at most 2 decimals. */
export const stakeAmount = z
  .number()
  .positive('must be above 0')
  .max(1_000_000_000)
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals');

const sessionId = z.string().min(8).max(64);
const roundId = z.string().min(8).max(64);

// ---- Catalog views

const named = z.object({ id: z.number(), slug: z.string(), name: z.string() });

/** A game card; amounts in major units, `rtp` in percent. */
export const gameView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  provider: named,
  category: named,
  thumbnail: z.string(),
  /** Published return to player, percent. */
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  demo: z.boolean(),
  tags: z.array(z.string()),
  minBet: z.number(),
  maxBet: z.number(),
});
export type GameView = z.output<typeof gameView>;

export const recentGameView = gameView.extend({ playedAt: z.string() });
export type RecentGameView = z.output<typeof recentGameView>;

export const providerView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  gameCount: z.number(),
});
export type ProviderView = z.output<typeof providerView>;

export const categoryView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** Set for categories that gather games by tag (New, Popular) rather than holding them. */
  tag: z.string().nullable(),
  gameCount: z.number(),
});
export type CategoryView = z.output<typeof categoryView>;

export const promotionView = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  game: gameView.nullable(),
});
export type PromotionView = z.output<typeof promotionView>;

const games = z.object({ data: z.array(gameView) });

// ---- Catalog

export const searchGames = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/:clientId/game-list',
  summary: 'Every game whose name contains `gameName` (every game when it is empty).',
  auth: 'public',
  params: clientIdParams,
  query: z.object({ gameName: z.string().max(100).optional() }),
  responses: { 200: games },
});

export const listGames = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/:clientId/list',
  summary: "A provider's or a category's games; a tag category (New, Popular) gathers games by tag.",
  auth: 'public',
  params: clientIdParams,
  query: z.object({ providerId: catalogIdText().optional(), categoryId: catalogIdText().optional() }),
  responses: { 200: games },
});

export const listProviders = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/provider',
  summary: 'The game providers with their logos and game counts.',
  auth: 'public',
  responses: { 200: z.object({ data: z.array(providerView) }) },
});

export const listCategories = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/categories',
  summary: 'The lobby categories. POST as SPEC.md §7 lists it; it only reads, so any body is ignored.',
  auth: 'signed',
  responses: { 200: z.object({ data: z.array(categoryView) }) },
});

export const listPromotions = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/promotions',
  summary: "The casino's promotions, each with the game it features (if any).",
  auth: 'public',
  responses: { 200: z.object({ data: z.array(promotionView) }) },
});

export const listFavourites = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/favourites',
  summary: "The player's favourite games.",
  auth: 'player',
  responses: { 200: games },
});

export const addFavourite = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/favourites',
  summary: "Adds a favourite; answers the player's favourites after the change.",
  auth: 'player',
  body: z.object({ gameId: catalogId() }),
  responses: { 200: games },
  errors: ['NOT_FOUND'],
});

export const removeFavourite = endpoint({
  method: 'DELETE',
  base: 'sports',
  path: '/games/favourites/:gameId',
  summary: "Removes a favourite; answers the player's favourites after the change.",
  auth: 'player',
  params: z.object({ gameId: catalogIdText() }),
  responses: { 200: games },
});

export const listRecentlyPlayed = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/recent',
  summary: 'The games the player opened lately, newest first, with when.',
  auth: 'player',
  responses: { 200: z.object({ data: z.array(recentGameView) }) },
});

// ---- Game sessions

export const casinoSession = z.object({
  sessionId: z.string(),
  gameId: z.number(),
  /** The game's slug: starlight-reels, european-roulette, blackjack, crash, dice, mines. */
  game: z.string(),
  provider: z.string(),
  /** Set by third-party providers: their game runs in a sandboxed iframe at this address. */
  gameUrl: z.string().optional(),
  balanceType: casinoBalanceType,
  balance: z.number(),
  currency: z.string(),
  minBet: z.number(),
  maxBet: z.number(),
  fairness: seedPair,
});
export type CasinoSession = z.output<typeof casinoSession>;

export const startGame = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/:clientId/start',
  summary:
    'Opens a game session on the balance the player chose: real and bonus need a login, demo is open to visitors.',
  auth: 'signed',
  params: clientIdParams,
  body: z.object({ gameId: catalogId(), balanceType: casinoBalanceType }),
  responses: { 200: casinoSession },
  errors: ['NOT_FOUND', 'UNAUTHORIZED', 'UNPROCESSABLE', 'UNAVAILABLE'],
});

// ---- Provably fair

export const revealedSeedPair = seedPair.extend({ serverSeed: z.string() });
export type RevealedSeedPair = z.output<typeof revealedSeedPair>;

export const currentSeedPair = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/fairness',
  summary: "The player's active seed pair, or a visitor's demo session's (named by `sessionId`).",
  auth: 'signed',
  query: z.object({ sessionId: sessionId.optional() }),
  responses: { 200: seedPair },
  errors: ['UNAUTHORIZED', 'NOT_FOUND'],
});

export const rotateSeedPair = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/fairness/rotate',
  summary: 'Starts a new seed pair (with the client seed given, if any) and reveals the old server seed.',
  auth: 'signed',
  body: z.object({
    sessionId: sessionId.optional(),
    clientSeed: z.string().regex(CLIENT_SEED_PATTERN).optional(),
  }),
  responses: { 200: z.object({ previous: revealedSeedPair, current: seedPair }) },
  errors: ['UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT'],
});

export const verifyRound = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/fairness/verify',
  summary: "Recomputes a game's outcome from a server seed, a client seed and a nonce, as play drew it.",
  auth: 'public',
  body: z.object({
    serverSeed: z.string().min(1).max(128),
    clientSeed: z.string().min(1).max(64),
    nonce: z.number().int().min(0),
    game: z.string().min(1).max(60),
    /** Mines: `{ mines }`, the board's mine count. */
    params: z.record(z.string(), z.unknown()).optional(),
  }),
  responses: { 200: z.object({ serverSeedHash: z.string(), outcome: fairOutcome }) },
  errors: ['BAD_REQUEST'],
});

export const roundRecord = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/rounds/:id',
  summary: "One of the player's rounds for checking it: stakes, result and seed pair.",
  auth: 'player',
  params: z.object({ id: z.string().min(1).max(64) }),
  responses: {
    200: z.object({
      id: z.string(),
      game: z.string(),
      status: z.enum(['pending', 'open', 'cashing', 'settled']),
      balanceType: casinoBalanceType,
      bet: z.number(),
      payout: z.number().nullable(),
      createdAt: z.string(),
      settledAt: z.string().nullable(),
      /** What the round was played with, as the game keeps it. */
      params: z.unknown(),
      result: anyRoundResult.nullable(),
      fairness: z.object({
        serverSeedHash: z.string(),
        /** Shown once the pair has been rotated; until then the player has the hash only. */
        serverSeed: z.string().nullable(),
        clientSeed: z.string(),
        nonce: z.number(),
      }),
    }),
  },
  errors: ['NOT_FOUND'],
});

// ---- The built-in games' play calls: a bet carries an Idempotency-Key, moves name their round

const PLAY_ERRORS = [
  'NOT_FOUND',
  'UNAUTHORIZED',
  'BAD_REQUEST',
  'UNPROCESSABLE',
  'CONFLICT',
  'WALLET_INSUFFICIENT_FUNDS',
] as const;
const BET_ERRORS = [...PLAY_ERRORS, 'IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED'] as const;

export const spinSlot = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/slot/spin',
  summary: 'One paid spin of Starlight Reels and every free spin it triggers.',
  auth: 'signed',
  body: z.object({ sessionId, bet: stakeAmount }),
  responses: { 200: roundAnswerOf(slotResult) },
  errors: BET_ERRORS,
});

export const spinRoulette = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/roulette/spin',
  summary: 'One spin of European roulette with up to 50 bets.',
  auth: 'signed',
  body: z.object({
    sessionId,
    bets: z
      .array(
        z.object({
          type: rouletteBetType,
          /** Inside bets: the numbers covered. dozen and column: [1], [2] or [3]. Even-money bets: none. */
          numbers: z.array(z.number().int().min(0).max(36)).max(12).optional(),
          amount: stakeAmount,
        }),
      )
      .min(1)
      .max(50),
  }),
  responses: { 200: roundAnswerOf(rouletteResult) },
  errors: BET_ERRORS,
});

export const rollDice = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/dice/roll',
  summary: 'One roll under or over a target.',
  auth: 'signed',
  body: z.object({
    sessionId,
    bet: stakeAmount,
    target: z.number().min(0).max(100),
    direction: diceDirection,
  }),
  responses: { 200: roundAnswerOf(diceResult) },
  errors: BET_ERRORS,
});

export const startMines = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/mines/start',
  summary: 'A new board with the chosen number of mines.',
  auth: 'signed',
  body: z.object({ sessionId, bet: stakeAmount, mines: z.number().int() }),
  responses: { 200: roundAnswerOf(minesResult) },
  errors: BET_ERRORS,
});

export const revealMinesTile = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/mines/reveal',
  summary: 'Reveals a tile: a mine ends the round, the last safe tile cashes it out.',
  auth: 'signed',
  body: z.object({ sessionId, roundId, tile: z.number().int() }),
  responses: { 200: roundAnswerOf(minesResult) },
  errors: PLAY_ERRORS,
});

export const cashOutMines = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/mines/cashout',
  summary: 'Cashes out the board at its current multiplier.',
  auth: 'signed',
  body: z.object({ sessionId, roundId }),
  responses: { 200: roundAnswerOf(minesResult) },
  errors: PLAY_ERRORS,
});

export const dealBlackjack = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/blackjack/deal',
  summary: 'Deals a blackjack hand; naturals settle at once.',
  auth: 'signed',
  body: z.object({ sessionId, bet: stakeAmount }),
  responses: { 200: roundAnswerOf(blackjackResult) },
  errors: BET_ERRORS,
});

export const moveBlackjack = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/blackjack/:move',
  summary: 'A move on the hand; doubles, splits and insurance stake more. Insurance: take (true) or decline.',
  auth: 'signed',
  params: z.object({ move: z.enum(['hit', 'stand', 'double', 'split', 'insurance']) }),
  body: z.object({ sessionId, roundId, take: z.boolean().optional() }),
  responses: { 200: roundAnswerOf(blackjackResult) },
  errors: PLAY_ERRORS,
});

export const betCrash = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/crash/bet',
  summary: "A bet on the crash table's round in its betting phase, with an optional auto-cash-out.",
  auth: 'signed',
  body: z.object({ sessionId, bet: stakeAmount, autoCashout: z.number().nullable().optional() }),
  responses: { 200: roundAnswerOf(crashBetResult) },
  errors: [...BET_ERRORS, 'UNAVAILABLE'],
});

export const cashOutCrash = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/games/play/crash/cashout',
  summary: 'Cashes out a crash bet while the round runs; after the crash it answers the settled bet.',
  auth: 'signed',
  body: z.object({ sessionId, roundId }),
  responses: { 200: roundAnswerOf(crashBetResult) },
  errors: [...PLAY_ERRORS, 'UNAVAILABLE'],
});

export const crashTable = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/play/crash/table',
  summary:
    'The crash table as it stands, for a screen that just opened (then MQTT casino/crash/round and /tick).',
  auth: 'public',
  responses: { 200: z.object({ table: crashRoundView.nullable() }) },
  errors: ['UNAVAILABLE'],
});

export const openRound = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/games/play/:game/state',
  summary:
    "The session's unfinished round of a game (a board, a hand, a crash bet) after a reload; null when none.",
  auth: 'signed',
  params: z.object({ game: z.enum(['slot', 'roulette', 'dice', 'mines', 'blackjack', 'crash']) }),
  query: z.object({ sessionId }),
  responses: { 200: z.object({ round: roundAnswerOf(openRoundResult).nullable() }) },
  errors: ['NOT_FOUND', 'UNAUTHORIZED', 'BAD_REQUEST'],
});
