// Content calls (SPEC.md §7 "Content, banners and bonuses"): banners (a data map by position), CMS
// pages (HTML sanitised by the server) and promotions. All are public GETs.
import { CLIENT_ID } from '@slipstream/domain';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from './client.ts';
import { dataOf, parseRows, rowsOf } from './envelope.ts';

export const bannerSchema = z.object({
  id: z.optional(z.union([z.string(), z.number()])),
  /** `web` for this site; other targets belong to other apps. */
  target: z.optional(z.string()),
  /** Where it shows: `popup` is the start-up image popup (SPEC.md §4), others are carousels. */
  position: z.optional(z.string()),
  image: z.string(),
  link: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(z.string())),
  /** Position within its slot; lower first. */
  order: z.optional(z.number()),
});

export type Banner = z.infer<typeof bannerSchema>;

export async function fetchBanners(client: ApiClient = api): Promise<Banner[]> {
  const body = await client.get('sports', 'content-management/banner', {
    public: true,
    query: { clientId: CLIENT_ID },
  });
  const rows = parseRows(bannerSchema, rowsOf(dataOf(body)));
  return rows.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** Only banners that target the web are kept (SPEC.md §4 "Startup"). */
export function keepWebBanners(banners: Banner[]): Banner[] {
  return banners.filter((banner) => banner.target?.toLowerCase() === 'web');
}

export const bannersQuery = () =>
  queryOptions({ queryKey: ['content', 'banners'], queryFn: () => fetchBanners() });

export const cmsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised by the server on every write: no script, handlers, frames or styles. */
  html: z.string(),
  updatedAt: z.optional(z.string()),
});
export type CmsPageContent = z.infer<typeof cmsPageSchema>;

export async function fetchCmsPage(slug: string, client: ApiClient = api): Promise<CmsPageContent> {
  const body = await client.get('sports', 'content-management/page', { public: true, query: { slug } });
  return cmsPageSchema.parse(dataOf(body));
}

export const cmsPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: () => fetchCmsPage(slug),
    staleTime: 5 * 60_000,
    // An unknown page is a 404; asking again will not change that.
    retry: false,
  });

export const promotionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  termsHtml: z.string(),
  image: z.string(),
  cta: z.object({ label: z.string(), link: z.string() }),
});
export type Promotion = z.infer<typeof promotionSchema>;

export async function fetchPromotions(client: ApiClient = api): Promise<Promotion[]> {
  const body = await client.get('sports', 'content-management/promotions', { public: true });
  return parseRows(promotionSchema, rowsOf(dataOf(body)));
}

export const promotionsQuery = () =>
  queryOptions({
    queryKey: ['content', 'promotions'],
    queryFn: () => fetchPromotions(),
    staleTime: 5 * 60_000,
  });
