// Content calls (SPEC.md §7 "Content, banners and bonuses"): banners (a data map by position), CMS
// pages (HTML sanitised by the server) and promotions. All are public GETs.
import type { content } from '@slipstream/contract';
import type { BannerView } from '@slipstream/contract/content';
import { CLIENT_ID } from '@slipstream/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from './client.ts';
import { callEndpoint } from './endpoint-call.ts';

export type { PageView as CmsPageContent, PromotionView as Promotion } from '@slipstream/contract/content';

/**
 * A banner as the stores and the popup keep it: the image is all a banner needs to show, so one held
 * there may carry only some of the fields the server sends.
 */
export type Banner = Pick<BannerView, 'image'> & Partial<BannerView>;

/** Every position's banners in one list, lower order first. */
export async function fetchBanners(client: ApiClient = api): Promise<BannerView[]> {
  const answer = await callEndpoint<typeof content.banners>(
    { method: 'GET', base: 'sports', path: '/content-management/banner' },
    { public: true, query: { clientId: CLIENT_ID } },
    client,
  );
  return Object.values(answer.data)
    .flat()
    .sort((a, b) => a.order - b.order);
}

/** Only banners that target the web are kept (SPEC.md §4 "Startup"). */
export function keepWebBanners(banners: Banner[]): Banner[] {
  return banners.filter((banner) => banner.target?.toLowerCase() === 'web');
}

export const bannersQuery = () =>
  queryOptions({ queryKey: ['content', 'banners'], queryFn: (): Promise<Banner[]> => fetchBanners() });

export async function fetchCmsPage(slug: string, client: ApiClient = api) {
  const answer = await callEndpoint<typeof content.page>(
    { method: 'GET', base: 'sports', path: '/content-management/page' },
    { public: true, query: { slug } },
    client,
  );
  return answer.data;
}

export const cmsPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: () => fetchCmsPage(slug),
    staleTime: 5 * 60_000,
    // An unknown page is a 404; asking again will not change that.
    retry: false,
  });

export async function fetchPromotions(client: ApiClient = api) {
  const answer = await callEndpoint<typeof content.promotions>(
    { method: 'GET', base: 'sports', path: '/content-management/promotions' },
    { public: true },
    client,
  );
  return answer.data;
}

export const promotionsQuery = () =>
  queryOptions({
    queryKey: ['content', 'promotions'],
    queryFn: () => fetchPromotions(),
    staleTime: 5 * 60_000,
  });
