// The player's bonus API under /api/v2 (SPEC.md §7): the first-deposit bonus check and award, the
// active bonuses with their wagering progress, and the weekly cashback. All need a logged-in player.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../http/auth.ts';
import { idempotencyKeyOf, sendIdempotent } from '../wallet/idempotency-key.ts';
import type { BonusService } from './bonus.service.ts';
import type { CashbackService } from './cashback.service.ts';

export const bonusView = z.object({
  id: z.number(),
  kind: z.enum(['first_deposit', 'casino']),
  name: z.string(),
  wallet: z.enum(['sport_bonus', 'casino_bonus']),
  status: z.enum(['active', 'completed', 'expired']),
  amount: z.number(),
  wagered: z.number(),
  required: z.number(),
  progress: z.number(),
  minOdds: z.number().nullable(),
  expiresAt: z.string(),
  awardedAt: z.string(),
});

const terms = z.object({
  percent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  rollover: z.number(),
  minOdds: z.number(),
  validDays: z.number(),
  claimWithinDays: z.number(),
});

const depositCheck = z.object({
  qualifies: z.boolean(),
  status: z.enum(['disabled', 'deposit-first', 'claimable', 'claimed', 'claim-expired', 'deposit-too-small']),
  message: z.string(),
  bonusAmount: z.number().nullable(),
  claimBy: z.string().nullable(),
  terms,
});

const cashback = z.object({
  enabled: z.boolean(),
  percent: z.number(),
  maxAmount: z.number(),
  minNetLoss: z.number(),
  currentPeriod: z.object({ start: z.string(), end: z.string(), netLoss: z.number(), projected: z.number() }),
  lastCredit: z.object({ periodStart: z.string(), amount: z.number(), creditedAt: z.string() }).nullable(),
});

export async function bonusRoutes(
  app: FastifyInstance,
  deps: { bonus: BonusService; cashback: CashbackService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  r.get(
    '/bonus/user/check-deposit-bonus',
    { ...auth, schema: { response: { 200: z.object({ data: depositCheck }) } } },
    async (request) => ({
      data: await deps.bonus.checkDepositBonus(userOf(request).id),
    }),
  );

  r.post(
    '/bonus/user/award',
    {
      ...auth,
      schema: {
        // The only bonus a player can claim today; the field leaves room for more.
        body: z.preprocess(
          (b) => b ?? {},
          z.object({ bonus: z.literal('first_deposit').default('first_deposit') }),
        ),
        response: { 201: z.object({ data: bonusView }) },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const answer = await deps.bonus.award(userOf(request).id, key);
      return sendIdempotent(reply, { ...answer, body: { data: answer.body } });
    },
  );

  r.get(
    '/bonus/get-active-bonus',
    { ...auth, schema: { response: { 200: z.object({ data: z.array(bonusView) }) } } },
    async (request) => ({
      data: await deps.bonus.activeBonuses(userOf(request).id),
    }),
  );

  r.get(
    '/bonus/user/check-cashback-bonus',
    { ...auth, schema: { response: { 200: z.object({ data: cashback }) } } },
    async (request) => ({
      data: await deps.cashback.check(userOf(request).id),
    }),
  );
}
