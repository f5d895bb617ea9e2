// Shapes at the content edges: what the public reads (banners, pages, promotions) and what the
// operator may write. Links are checked here so a bad one never reaches the database.
import { isFollowableLink } from '@slipstream/domain';
import { z } from 'zod';

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
  .refine((v) => /^\/media\/[a-z0-9-]{8,64}$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
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

export const bannerView = z.object({
  id: z.number(),
  title: z.string(),
  target: z.string(),
  position: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  order: z.number(),
});
export const operatorBannerView = bannerView.extend({ published: z.boolean(), updatedAt: z.string() });

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
  html: z.string(),
  updatedAt: z.string(),
});
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
export const operatorPromotionView = promotionView.extend({ published: z.boolean(), updatedAt: z.string() });
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

export type BannerView = z.infer<typeof bannerView>;
export type BannerInput = z.infer<typeof bannerInput>;
export type PageInput = z.infer<typeof pageInput>;
export type PromotionInput = z.infer<typeof promotionInput>;
