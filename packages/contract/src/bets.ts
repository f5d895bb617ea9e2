// Placing, booking, simulating, finding and cashing out bets, and the bet history (SPEC.md §7 "Bets").
// Placing and cashing out move money and need an Idempotency-Key; booking is open to visitors;
// find-bet and validate-selections are public reads. Money is major units with at most 2 decimals.
import {
  BET_TYPES,
  couponSelectionSchema,
  hasAtMostTwoDecimals,
  MAX_COUPON_SELECTIONS,
  moneyField,
} from '@slipstream/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { clientIdParams } from './sports.ts';

export const ACCEPT_CHANGES = ['none', 'higher', 'any'] as const;
export type AcceptChanges = (typeof ACCEPT_CHANGES)[number];

export const BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** How one leg ended; half-won and half-lost are a void factor of 0.5 (an Asian line). */
export const LEG_RESULTS = ['open', 'won', 'lost', 'void', 'half-won', 'half-lost'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

/** Why a selection cannot be bet now (the odds cache's word). */
export const QUOTE_REFUSALS = [
  'unknown_selection',
  'match_not_open',
  'market_not_active',
  'outcome_not_active',
  'producer_down',
] as const;

// ---- Requests

const selection = couponSelectionSchema
  .extend({
    type: z.enum(['prematch', 'live']).default('prematch'),
    outcomeId: z.union([z.number().int(), z.string().trim().min(1)]).transform(String),
  })
  .strip();

const truthy = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/**
 * The coupon of place-bet, book-bet and simulate (SPEC.md §3). The web app sends its whole betslip,
 * so unknown fields are dropped (`.strip()`).
 */
export const couponBody = z
  .object({
    selections: z
      .array(selection, { error: 'selections must be a list' })
      .min(1, 'a coupon needs at least one selection')
      .max(MAX_COUPON_SELECTIONS, `a coupon holds at most ${MAX_COUPON_SELECTIONS} selections`),
    bet_type: z.enum(BET_TYPES, { error: 'unknown bet type' }),
    // Optional and not refined here: a stake of 0 or none is refused with SPEC.md's own text.
    stake: z
      .union([
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/)
          .transform(Number),
      ])
      .nullish()
      .refine((s) => s == null || s >= 0, 'stake cannot be negative')
      .refine((s) => s == null || s <= 1e11, 'stake is too large')
      .refine((s) => s == null || hasAtMostTwoDecimals(s), 'stake must have at most 2 decimals'),
    Groupings: z
      .array(z.object({ Grouping: z.number().int().min(1) }).strip())
      .max(MAX_COUPON_SELECTIONS)
      .optional(),
    acceptChanges: z
      .union([z.enum(ACCEPT_CHANGES), z.boolean(), z.number(), z.null()])
      .optional()
      // Older clients send a boolean or 0/1: true means accept any change.
      .transform((v): AcceptChanges => (v === true || v === 1 ? 'any' : typeof v === 'string' ? v : 'none')),
    useBonus: truthy.optional().default(false),
    /** SPEC.md §4: 0 places, 1 books, 2 simulates (place-bet only; the other calls ignore it). */
    isBooking: z.coerce.number().int().min(0).max(2).optional().default(0),
    // Simulate only: replays a simulation the player saw before; placing and booking ignore it.
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strip();
export type CouponBody = z.output<typeof couponBody>;
export type CouponBodySelection = CouponBody['selections'][number];

/** SPEC.md §7's open-bets payload; none of it is read: a player only ever counts their own bets. */
const openBetsBody = z
  .object({
    clientId: z.unknown().optional(),
    date: z.unknown().optional(),
    status: z.unknown().optional(),
    userId: z.unknown().optional(),
  })
  .strip();

const findBetBody = z
  .object({ betslipId: z.string().trim().min(1).max(32), clientId: z.unknown().optional() })
  .strip();

const validateSelectionsBody = z
  .object({
    selections: z
      .array(
        z
          .object({
            matchId: z.coerce.number().int(),
            marketId: z.coerce.number().int(),
            specifier: z
              .string()
              .nullish()
              .transform((s) => s ?? ''),
            outcomeId: z.union([z.number(), z.string()]).transform(String),
          })
          .strip(),
      )
      .max(MAX_COUPON_SELECTIONS),
  })
  .strip();

export const historyBody = z
  .object({
    status: z.enum([...BET_STATUSES, 'all']).default('all'),
    /** A bare date is a whole UTC day; `to` includes its day. */
    from: z.string().trim().optional(),
    to: z.string().trim().optional(),
    perPage: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strip();

const historyQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

const betIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

const cashoutBody = z.object({
  betId: z.coerce.number().int().min(1),
  /** The offer the player accepted. */
  amount: moneyField({ allowZero: true }),
});

// ---- Answers

/** A betslip selection with every field of SPEC.md §3 "Betslip selection", as the odds cache shows it now. */
export const betslipSelection = z.object({
  matchId: z.number(),
  eventId: z.number(),
  event_id: z.number(),
  eventName: z.string(),
  marketId: z.number(),
  marketName: z.string(),
  specifier: z.string(),
  outcomeName: z.string(),
  displayName: z.string(),
  outcomeId: z.union([z.number(), z.string()]),
  /** Decimal string with 2 places. */
  odds: z.string(),
  eventDate: z.string(),
  tournament: z.string(),
  category: z.string(),
  sport: z.string(),
  sportId: z.number(),
  type: z.enum(['prematch', 'live']),
  fixed: z.boolean(),
  combinability: z.number(),
  selectionId: z.number(),
  element_id: z.number(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  producerId: z.number(),
  stake: z.number(),
  suspended: z.boolean(),
  unavailable: z.boolean(),
  changed: z.boolean(),
  /** Live selections only: the event clock and the score. */
  inPlayTime: z.string().optional(),
  score: z.string().optional(),
});

/** SPEC.md §3 "Bet placed response": the booking code is the betslipId. */
export const betPlacedAnswer = z.object({
  success: z.literal(true),
  betId: z.number(),
  betslipId: z.string(),
  stake: z.number(),
  possibleWin: z.number(),
  /** The engine's multi-bet bonus: an accumulator's (in possibleWin); a system bet's most ("Max bonus"). */
  bonus: z.number(),
  totalOdds: z.number(),
  status: z.literal('open'),
  balance: z.object({ availableBalance: z.number(), sportBonusBalance: z.number() }),
  /** The prices the bet was taken at (they may differ from the slip's under acceptChanges). */
  selections: z.array(
    z.object({
      matchId: z.number(),
      marketId: z.number(),
      specifier: z.string(),
      outcomeId: z.string(),
      odds: z.string(),
    }),
  ),
});

/** A booked slip: its code to share and its selections at the prices taken (nothing is staked). */
export const bookedAnswer = z.object({
  success: z.literal(true),
  betslipId: z.string(),
  selections: z.array(betslipSelection),
  totalOdd: z.number(),
  stake: z.number(),
  possibleWin: z.number(),
  bonus: z.number(),
});

/** The slip played out by the simulator with play money: each match's score and each pick's result. */
export const simulationAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    /** Sent back as `seed`, it replays the same simulation. */
    seed: z.number(),
    stake: z.number(),
    possibleWin: z.number(),
    bonus: z.number(),
    status: z.enum(['won', 'lost', 'void']),
    totalReturn: z.number(),
    matches: z.array(
      z.object({
        matchId: z.number(),
        eventName: z.string(),
        /** `home:away`. */
        score: z.string(),
        selections: z.array(
          z.object({
            marketId: z.number(),
            specifier: z.string(),
            outcomeId: z.string(),
            odds: z.string(),
            result: z.enum(LEG_RESULTS),
          }),
        ),
      }),
    ),
  }),
});

/** SPEC.md §3 "Shared betslip response": the selections still open, at their current odds, re-priced. */
export const sharedSlipAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    selections: z.array(betslipSelection),
    totalOdd: z.number(),
    stake: z.number(),
    possibleWin: z.number(),
    /** The engine's multi-bet bonus (a system bet's: its most). */
    bonus: z.number(),
    bet_type: z.enum(BET_TYPES),
  }),
});

/** The odds cache's word on each selection asked about, in the order asked. */
export const selectionChecksAnswer = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      matchId: z.number(),
      marketId: z.number(),
      specifier: z.string(),
      outcomeId: z.string(),
      /** The current price; null for a selection the cache does not know. */
      odds: z.number().nullable(),
      /** 1 when it can be bet now. */
      active: z.literal([0, 1]),
      open: z.boolean(),
      /** Why it cannot be bet; null when open. */
      reason: z.enum(QUOTE_REFUSALS).nullable(),
      live: z.boolean(),
    }),
  ),
});

/** A match a bet is on, named as the player saw it, with its final score once it ended. */
const betMatch = z.object({
  matchId: z.number(),
  eventName: z.string().nullable(),
  homeTeam: z.string().nullable(),
  awayTeam: z.string().nullable(),
  /** `home:away` once the match ended; null before. */
  finalScore: z.string().nullable(),
});

/** A bet in the history: its figures, what it was on and its cash-out offer now. */
export const betSummary = z.object({
  id: z.number(),
  /** The booking code. */
  betslipId: z.string(),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  bet_type: z.enum(BET_TYPES),
  stake: z.number(),
  possibleWin: z.number(),
  /** The multi-bet bonus as the slip and the bet-placed dialog showed it (a system bet's: its most). */
  bonus: z.number(),
  status: z.enum(BET_STATUSES),
  payout: z.number(),
  totalOdds: z.number(),
  selectionCount: z.number(),
  /** Each match once, in the order picked. */
  matches: z.array(betMatch),
  /** The first leg's market and outcome as the player picked them; null for a bet without legs. */
  firstPick: z.object({ marketName: z.string().nullable(), outcomeName: z.string().nullable() }).nullable(),
  live: z.boolean(),
  useBonus: z.boolean(),
  /** The cash-out offer now; null when the bet has none. */
  cashoutOffer: z.number().nullable(),
});

/**
 * One leg of a bet in full: the selection as the slip showed it at placement (every field of the
 * betslip selection when the odds cache knew it then), the odds taken, and how it ended.
 */
const betLeg = betslipSelection.partial().extend({
  matchId: z.number(),
  marketId: z.number(),
  specifier: z.string(),
  outcomeId: z.string(),
  odds: z.string(),
  fixed: z.boolean(),
  type: z.enum(['prematch', 'live']),
  result: z.enum(LEG_RESULTS),
  voidFactor: z.number().nullable(),
  deadHeatFactor: z.number().nullable(),
  /** The final score kept on the bet once the match ended, else the live one while the feed has it. */
  score: z.string().nullable(),
  finalScore: z.string().nullable(),
});

export const betDetail = betSummary.extend({
  /** What settlement paid of the bonus: 0 while open, less than `bonus` when a leg was void. */
  bonusPaid: z.number(),
  wthTax: z.number(),
  selections: z.array(betLeg),
  lines: z.array(
    z.object({
      grouping: z.number(),
      combinations: z.number(),
      stakePerLine: z.number(),
      totalStake: z.number(),
    }),
  ),
});

export const cashoutAnswer = z.object({
  success: z.literal(true),
  betId: z.number(),
  status: z.literal('cashed_out'),
  /** What the bet paid: the offer accepted. */
  payout: z.number(),
});

// ---- Endpoints

export const placeBet = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/bets/place-bet/:clientId',
  summary:
    'Places the coupon (isBooking 0, with an Idempotency-Key); isBooking 1 books it and 2 simulates it instead.',
  auth: 'player',
  params: clientIdParams,
  body: couponBody,
  // Tried in this order: each answer lacks a field the one before requires.
  responses: { 200: z.union([betPlacedAnswer, bookedAnswer, simulationAnswer]) },
  errors: [
    'NOT_FOUND',
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
    'BETSLIP_SELECTION_CLOSED',
    'BETSLIP_ODDS_CHANGED',
    'BET_LIMIT',
    'WALLET_INSUFFICIENT_FUNDS',
    'ACCOUNT_LOCKED',
    'UNPROCESSABLE',
  ],
});

export const bookBet = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/bets/book-bet/:clientId',
  summary:
    "Stores the coupon under a booking code to share; visitors may book, a player's token records who.",
  auth: 'signed',
  params: clientIdParams,
  body: couponBody,
  responses: { 200: bookedAnswer },
  errors: ['NOT_FOUND', 'BETSLIP_SELECTION_CLOSED'],
});

export const findBet = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/bets/find-bet',
  summary: 'The shared betslip of a booking code: its selections still open, at their current odds.',
  auth: 'signed',
  body: findBetBody,
  responses: { 200: sharedSlipAnswer },
  errors: ['NOT_FOUND'],
});

export const validateSelections = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/bets/validate-selections',
  summary: 'Whether each selection can be bet now, with its current price.',
  auth: 'signed',
  body: validateSelectionsBody,
  responses: { 200: selectionChecksAnswer },
});

export const openBets = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/bets/open-bets',
  summary: "How many open bets the player has (the account menu's count).",
  auth: 'player',
  body: openBetsBody.optional(),
  responses: { 200: z.object({ bets: z.number() }) },
});

export const betHistory = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/bets/history',
  summary: "The player's bets, newest first, paged, filtered by status and placing date.",
  auth: 'player',
  query: historyQuery,
  body: historyBody.optional(),
  responses: {
    200: z.object({ data: z.array(betSummary), total: z.number(), page: z.number(), perPage: z.number() }),
  },
  errors: ['VALIDATION_FAILED'],
});

export const betDetails = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/bets/:id',
  summary: "One of the player's bets in full; another player's bet is not found.",
  auth: 'player',
  params: betIdParams,
  responses: { 200: z.object({ data: betDetail }) },
  errors: ['NOT_FOUND'],
});

export const cashout = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/bets/cashout',
  summary: 'Cashes an open bet out at the offer the player accepted (with an Idempotency-Key).',
  auth: 'player',
  body: cashoutBody,
  responses: { 200: cashoutAnswer },
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED', 'CASHOUT_OFFER_CHANGED'],
});

export const simulate = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/bets/simulate',
  summary: "Plays the coupon's matches out at once with play money; nothing is staked or stored.",
  auth: 'signed',
  body: couponBody,
  responses: { 200: simulationAnswer },
  errors: ['UNPROCESSABLE', 'BETSLIP_SELECTION_CLOSED'],
});
