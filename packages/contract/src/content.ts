// Banners, pages, promotions and uploaded media (SPEC.md §7 "Content management"): what the public
// reads, and the shapes the operator writes (checked here, so a bad link or image never reaches the
// database; the operator's endpoints are in operator.ts).
import { CLIENT_ID, isFollowableLink } from '@slipstream/domain';
import { isOwnMedia } from '@slipstream/domain/media';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * A banner or call-to-action link: a followable URL (SPEC.md §5: http, https or ftp, no spaces) or an
 * app path starting with a single "/" (the web app navigates to it without leaving the page).
 */
export function isBannerLink(link: string): boolean {
  return isFollowableLink(link) || /^\/(?!\/)[^\s\\]{0,300}$/.test(link);
}

const link = z.string().trim().max(500).refine(isBannerLink, {
  message: 'link must be an http(s)/ftp URL without spaces or an app path starting with /',
});
/** An image: one uploaded to /media/{id}, or a followable URL (an external CDN an operator uses). */
const image = z
  .string()
  .trim()
  .max(500)
  .refine((v) => isOwnMedia(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: 'image must be /media/{id} from an upload, or an https URL',
  });
const word = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z_]{1,20}$/, 'must be a short lowercase word');
/** A banner's target: letters only, as the banners table's check has it (a position may hold "_"). */
const target = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{1,20}$/, 'target must be a short lowercase word of letters');
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'slug must be lowercase letters, digits and dashes');

const isoTime = z.iso.datetime();

export const bannerView = z.object({
  id: z.number(),
  title: z.string(),
  /** `web` for this site; other targets belong to other apps. */
  target: z.string(),
  /** Where it shows: `popup` is the start-up image popup (SPEC.md §4), others are carousels. */
  position: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  /** Position within its slot; lower first. */
  order: z.number(),
});
export type BannerView = z.output<typeof bannerView>;
export const operatorBannerView = bannerView.extend({ published: z.boolean(), updatedAt: isoTime });

const order = z.number().int().min(0).max(10_000);
// Patches are built from the fields without defaults: zod applies a default even inside an
// optional, so a patch of only the title would otherwise unpublish and reorder the item.
const bannerFields = z.strictObject({
  title: z.string().trim().min(1).max(120),
  target,
  position: word,
  image,
  link: link.nullable(),
  order,
  published: z.boolean(),
});
export const bannerInput = bannerFields.extend({
  target: target.default('web'),
  link: link.nullable().default(null),
  order: order.default(0),
  published: z.boolean().default(false),
});
export const bannerPatch = bannerFields.partial();

export const pageView = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised by the server on every write: no script, handlers, frames or styles. */
  html: z.string(),
  updatedAt: isoTime,
});
export type PageView = z.output<typeof pageView>;
export const operatorPageView = pageView.extend({ published: z.boolean() });
export const pageInput = z.strictObject({
  title: z.string().trim().min(1).max(120),
  html: z.string().max(200_000),
  published: z.boolean().default(false),
});

export const promotionView = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  termsHtml: z.string(),
  image: z.string(),
  cta: z.object({ label: z.string(), link: z.string() }),
  order: z.number(),
});
export type PromotionView = z.output<typeof promotionView>;
export const operatorPromotionView = promotionView.extend({ published: z.boolean(), updatedAt: isoTime });
const promotionFields = z.strictObject({
  slug: slugSchema,
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().min(1).max(300),
  html: z.string().max(100_000),
  termsHtml: z.string().max(100_000),
  image,
  ctaLabel: z.string().trim().min(1).max(40),
  ctaLink: link,
  order,
  published: z.boolean(),
});
export const promotionInput = promotionFields.extend({
  order: order.default(0),
  published: z.boolean().default(false),
});
export const promotionPatch = promotionFields.partial();

export const orderInput = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(500),
});

/** The image types an upload may be; the type is read from the bytes, never trusted from the caller. */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export const mediaInput = z.strictObject({
  contentType: z.enum(MEDIA_TYPES).optional(),
  /** The image bytes, base64 (a data: URL prefix is accepted). */
  data: z.string().min(1),
});
export const uploadedMedia = z.object({
  id: z.string(),
  /** Where it is served: the value a banner's or promotion's `image` takes. */
  url: z.string(),
  contentType: z.enum(MEDIA_TYPES),
  size: z.number(),
});

export type BannerInput = z.output<typeof bannerInput>;
export type PageInput = z.output<typeof pageInput>;
export type PromotionInput = z.output<typeof promotionInput>;

export const banners = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/content-management/banner',
  summary: 'Published banners grouped by position (a data map), each position in its order.',
  auth: 'public',
  query: z.object({
    clientId: z.coerce.number().int().default(CLIENT_ID),
    target: z
      .string()
      .regex(/^[a-z]{1,20}$/)
      .optional(),
  }),
  responses: { 200: z.object({ data: z.record(z.string(), z.array(bannerView)) }) },
  errors: ['NOT_FOUND'],
});

export const page = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/content-management/page',
  summary: 'A published CMS page by slug (the terms page also answers to tandc).',
  auth: 'public',
  query: z.object({
    slug: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'slug is not valid'),
  }),
  responses: { 200: z.object({ data: pageView }) },
  errors: ['NOT_FOUND'],
});

export const promotions = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/content-management/promotions',
  summary: 'The published promotions in their order.',
  auth: 'public',
  responses: { 200: z.object({ data: z.array(promotionView) }) },
});

export const media = endpoint({
  method: 'GET',
  base: 'root',
  path: '/media/:id',
  summary:
    'An uploaded image, immutable and unable to run script; `w` (a width of MEDIA_WIDTHS) asks for a copy at that width, in AVIF or WebP when accepted.',
  auth: 'public',
  params: z.object({ id: z.string().regex(/^[a-z0-9-]{8,64}$/, 'not an image id') }),
  query: z.object({ w: z.coerce.number().int().positive().max(4096).optional() }),
  responses: {},
  errors: ['NOT_FOUND'],
  produces: 'image/*',
});
