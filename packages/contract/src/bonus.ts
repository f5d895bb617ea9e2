// The player's bonuses: the first-deposit bonus (check and claim), the active bonuses with their
// wagering progress, and the weekly cashback (SPEC.md §7). All need a logged-in player. Money in
// major units.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const isoTime = z.iso.datetime();

export const bonusView = z.object({
  id: z.number(),
  kind: z.enum(['first_deposit', 'casino']),
  name: z.string(),
  /** The balance it lives in. */
  wallet: z.enum(['sport_bonus', 'casino_bonus']),
  status: z.enum(['active', 'completed', 'expired']),
  amount: z.number(),
  wagered: z.number(),
  required: z.number(),
  /** 0–100, rounded down so 100 means really done. */
  progress: z.number(),
  /** Only bets at these total odds or more count; null for a casino bonus (casino stakes have no odds). */
  minOdds: z.number().nullable(),
  expiresAt: isoTime,
  awardedAt: isoTime,
});
export type BonusView = z.output<typeof bonusView>;

export const bonusTerms = z.object({
  percent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  rollover: z.number(),
  minOdds: z.number(),
  validDays: z.number(),
  claimWithinDays: z.number(),
});
export type BonusTerms = z.output<typeof bonusTerms>;

export const depositBonusCheck = z.object({
  /** True when the player can claim the bonus now. */
  qualifies: z.boolean(),
  status: z.enum(['disabled', 'deposit-first', 'claimable', 'claimed', 'claim-expired', 'deposit-too-small']),
  message: z.string(),
  /** The bonus the player would get now, when claimable. */
  bonusAmount: z.number().nullable(),
  /** The latest time to claim it, when claimable. */
  claimBy: isoTime.nullable(),
  terms: bonusTerms,
});
export type DepositBonusCheck = z.output<typeof depositBonusCheck>;

export const cashbackView = z.object({
  enabled: z.boolean(),
  percent: z.number(),
  maxAmount: z.number(),
  minNetLoss: z.number(),
  /** The week in progress: net loss so far and the cashback it would earn. */
  currentPeriod: z.object({ start: isoTime, end: isoTime, netLoss: z.number(), projected: z.number() }),
  /** The last cashback credited, if any. */
  lastCredit: z.object({ periodStart: isoTime, amount: z.number(), creditedAt: isoTime }).nullable(),
});
export type CashbackView = z.output<typeof cashbackView>;

export const checkDepositBonus = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/bonus/user/check-deposit-bonus',
  summary: 'Whether the player can claim the first-deposit bonus now, why not otherwise, and its terms.',
  auth: 'player',
  responses: { 200: z.object({ data: depositBonusCheck }) },
});

export const awardBonus = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/bonus/user/award',
  summary: 'Claims the first-deposit bonus into the sport bonus balance (needs an Idempotency-Key).',
  auth: 'player',
  // The only bonus a player can claim today; the field leaves room for more. An empty POST claims it.
  body: z.preprocess(
    (b: { bonus?: 'first_deposit' | undefined } | null | undefined) => b ?? {},
    z.object({ bonus: z.literal('first_deposit').default('first_deposit') }),
  ),
  responses: { 201: z.object({ data: bonusView }) },
  errors: ['IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED', 'CONFLICT', 'UNPROCESSABLE'],
});

export const activeBonuses = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/bonus/get-active-bonus',
  summary: "The player's active bonuses with their wagering progress.",
  auth: 'player',
  responses: { 200: z.object({ data: z.array(bonusView) }) },
});

export const checkCashbackBonus = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/bonus/user/check-cashback-bonus',
  summary:
    "The weekly cashback: this week's projection and the last credit (last week's is credited first when due).",
  auth: 'player',
  responses: { 200: z.object({ data: cashbackView }) },
});
