// The operator's back office (the x-operator-key header): withdrawals to approve, content, casino
// bonuses and settings. Money-moving calls need an Idempotency-Key; money is in major units.
import { amountSchema } from '@slipstream/domain/wallet-schema';
import { z } from 'zod';
import { bonusView } from './bonus.ts';
import {
  bannerInput,
  bannerPatch,
  mediaInput,
  operatorBannerView,
  operatorPageView,
  operatorPromotionView,
  orderInput,
  pageInput,
  promotionInput,
  promotionPatch,
  slugSchema,
  uploadedMedia,
} from './content.ts';
import { endpoint } from './endpoint.ts';
import { WITHDRAWAL_STATUSES, withdrawalView } from './wallet.ts';

const IDEMPOTENT = ['IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED'] as const;

// Withdrawals.

/** What an operator may do to a withdrawal: pending → approved → paid, or rejected on the way. */
export const WITHDRAWAL_ACTIONS = ['approve', 'reject', 'mark-paid'] as const;

export const operatorWithdrawalView = withdrawalView.extend({ user_id: z.number(), phone: z.string() });
export type OperatorWithdrawalView = z.output<typeof operatorWithdrawalView>;

export const withdrawals = endpoint({
  method: 'GET',
  base: 'operator',
  path: '/withdrawals',
  summary: 'Withdrawals by status (pending unless asked), oldest first, with the player behind each.',
  auth: 'operator',
  query: z.object({
    status: z.enum([...WITHDRAWAL_STATUSES, 'all']).default('pending'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(200).default(50),
  }),
  responses: {
    200: z.object({
      data: z.array(operatorWithdrawalView),
      total: z.number(),
      page: z.number(),
      perPage: z.number(),
    }),
  },
});

export const actOnWithdrawal = endpoint({
  method: 'POST',
  base: 'operator',
  path: '/withdrawals/:id/:action',
  summary:
    'Approves, rejects (the funds go back to the player) or marks paid a withdrawal; asking for the status it already has changes nothing.',
  auth: 'operator',
  params: z.object({
    id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER),
    action: z.enum(WITHDRAWAL_ACTIONS, { error: 'action must be approve, reject or mark-paid' }),
  }),
  // approve needs no body; an empty POST arrives as null.
  body: z.preprocess(
    (b: { reason?: string | undefined; payoutReference?: string | undefined } | null | undefined) => b ?? {},
    z.object({
      reason: z.string().trim().min(1).max(300).optional(),
      payoutReference: z.string().trim().min(1).max(200).optional(),
    }),
  ),
  responses: { 200: withdrawalView },
  errors: [...IDEMPOTENT, 'NOT_FOUND', 'WALLET_STATUS_CONFLICT'],
});

// Content.

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const publishAction = z.enum(['publish', 'unpublish']);
const publishParams = idParams.extend({ action: publishAction });

export const uploadMedia = endpoint({
  method: 'POST',
  base: 'operator',
  path: '/content/media',
  summary:
    'Uploads an image (base64); its type is read from the bytes, and an SVG that could run anything is refused.',
  auth: 'operator',
  body: mediaInput,
  responses: { 201: uploadedMedia },
  errors: ['PAYLOAD_TOO_LARGE'],
});

export const banners = endpoint({
  method: 'GET',
  base: 'operator',
  path: '/content/banners',
  summary: 'Every banner, published or not.',
  auth: 'operator',
  responses: { 200: z.object({ data: z.array(operatorBannerView) }) },
});

export const createBanner = endpoint({
  method: 'POST',
  base: 'operator',
  path: '/content/banners',
  summary: 'Creates a banner (unpublished unless asked).',
  auth: 'operator',
  body: bannerInput,
  responses: { 201: operatorBannerView },
});

export const orderBanners = endpoint({
  method: 'PUT',
  base: 'operator',
  path: '/content/banners/order',
  summary: 'Orders the banners as the ids are listed.',
  auth: 'operator',
  body: orderInput,
  responses: { 200: z.object({ ordered: z.number() }) },
  errors: ['NOT_FOUND'],
});

export const updateBanner = endpoint({
  method: 'PUT',
  base: 'operator',
  path: '/content/banners/:id',
  summary: 'Changes the fields given of a banner.',
  auth: 'operator',
  params: idParams,
  body: bannerPatch,
  responses: { 200: operatorBannerView },
  errors: ['NOT_FOUND'],
});

export const publishBanner = endpoint({
  method: 'POST',
  base: 'operator',
  path: '/content/banners/:id/:action',
  summary: 'Publishes or unpublishes a banner.',
  auth: 'operator',
  params: publishParams,
  responses: { 200: operatorBannerView },
  errors: ['NOT_FOUND'],
});

export const pages = endpoint({
  method: 'GET',
  base: 'operator',
  path: '/content/pages',
  summary: 'Every CMS page, published or not.',
  auth: 'operator',
  responses: { 200: z.object({ data: z.array(operatorPageView) }) },
});

export const putPage = endpoint({
  method: 'PUT',
  base: 'operator',
  path: '/content/pages/:slug',
  summary: 'Creates or replaces a CMS page; its HTML is sanitised before it is stored.',
  auth: 'operator',
  params: z.object({ slug: slugSchema }),
  body: pageInput,
  responses: { 200: operatorPageView },
});

export const publishPage = endpoint({
  method: 'POST',
  base: 'operator',
  path: '/content/pages/:slug/:action',
  summary: 'Publishes or unpublishes a CMS page.',
  auth: 'operator',
  params: z.object({ slug: slugSchema, action: publishAction }),
  responses: { 200: operatorPageView },
  errors: ['NOT_FOUND'],
});

export const promotions = endpoint({
  method: 'GET',
  base: 'operator',
  path: '/content/promotions',
  summary: 'Every promotion, published or not.',
  auth: 'operator',
  responses: { 200: z.object({ data: z.array(operatorPromotionView) }) },
});

export const createPromotion = endpoint({
  method: 'POST',
  base: 'operator',
  path: '/content/promotions',
  summary: 'Creates a promotion (unpublished unless asked); its HTML is sanitised before it is stored.',
  auth: 'operator',
  body: promotionInput,
  responses: { 201: operatorPromotionView },
  errors: ['CONFLICT'],
});

export const orderPromotions = endpoint({
  method: 'PUT',
  base: 'operator',
  path: '/content/promotions/order',
  summary: 'Orders the promotions as the ids are listed.',
  auth: 'operator',
  body: orderInput,
  responses: { 200: z.object({ ordered: z.number() }) },
  errors: ['NOT_FOUND'],
});

export const updatePromotion = endpoint({
  method: 'PUT',
  base: 'operator',
  path: '/content/promotions/:id',
  summary: 'Changes the fields given of a promotion.',
  auth: 'operator',
  params: idParams,
  body: promotionPatch,
  responses: { 200: operatorPromotionView },
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const publishPromotion = endpoint({
  method: 'POST',
  base: 'operator',
  path: '/content/promotions/:id/:action',
  summary: 'Publishes or unpublishes a promotion.',
  auth: 'operator',
  params: publishParams,
  responses: { 200: operatorPromotionView },
  errors: ['NOT_FOUND'],
});

// Bonuses and settings.

export const awardCasinoBonus = endpoint({
  method: 'POST',
  base: 'operator',
  path: '/bonuses/casino',
  summary:
    'Awards a player a casino bonus (a CRM gesture or a campaign prize); rollover and validity default to the casino bonus settings.',
  auth: 'operator',
  body: z.strictObject({
    userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    amount: amountSchema,
    rollover: z.number().min(0).max(100).optional(),
    validDays: z.number().int().min(1).max(365).optional(),
  }),
  responses: { 201: z.object({ data: bonusView }) },
  errors: [...IDEMPOTENT, 'CONFLICT'],
});

export const putSetting = endpoint({
  method: 'PUT',
  base: 'operator',
  path: '/settings/:key',
  summary:
    'Replaces one setting the product reads (global variables, the multi-bet bonus table, the first-deposit, cashback and casino bonuses), checked against its own schema.',
  auth: 'operator',
  params: z.object({ key: z.string().max(64) }),
  // Each setting has its own shape, checked by the server once the key is known.
  body: z.unknown(),
  responses: { 200: z.object({ key: z.string(), value: z.unknown() }) },
  errors: ['NOT_FOUND'],
});
