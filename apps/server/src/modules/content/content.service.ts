// Content rules: public reads of published banners, pages and promotions; operator writes that
// sanitise HTML, check links and images, publish, unpublish and order.
import { randomUUID } from 'node:crypto';
import type { BannerInput, PageInput, PromotionInput } from '@slipstream/contract/content';
import { AppError } from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import {
  findMedia,
  findPage,
  insertBanner,
  insertMedia,
  insertPromotion,
  listBanners,
  listPages,
  listPromotions,
  reorder,
  updateBanner,
  updatePage,
  updatePromotion,
  upsertPage,
  type BannerRow,
  type PageRow,
  type PromotionRow,
} from './content.repo.ts';
import { checkImage, type MediaType } from './media.ts';
import { sanitizeContentHtml } from './sanitize.ts';

export const bannerOf = (r: BannerRow) => ({
  id: r.id,
  title: r.title,
  target: r.target,
  position: r.position,
  image: r.image,
  link: r.link,
  order: r.sort_order,
});
const operatorBannerOf = (r: BannerRow) => ({
  ...bannerOf(r),
  published: r.published,
  updatedAt: r.updated_at.toISOString(),
});

const pageOf = (r: PageRow) => ({
  slug: r.slug,
  title: r.title,
  html: r.body_html,
  updatedAt: r.updated_at.toISOString(),
});
const operatorPageOf = (r: PageRow) => ({ ...pageOf(r), published: r.published });

const promotionOf = (r: PromotionRow) => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  html: r.body_html,
  termsHtml: r.terms_html,
  image: r.image,
  cta: { label: r.cta_label, link: r.cta_link },
  order: r.sort_order,
});
const operatorPromotionOf = (r: PromotionRow) => ({
  ...promotionOf(r),
  published: r.published,
  updatedAt: r.updated_at.toISOString(),
});

/** Some CMS addresses have a second name (the terms page is /CMS/TandC in SPEC.md §2). */
const PAGE_ALIASES: Record<string, string> = {
  tandc: 'terms',
  'terms-and-conditions': 'terms',
  privacy: 'privacy-policy',
};

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    /** Published banners grouped by position ("reads a data map"), each position in its order. */
    async bannerMap(target?: string) {
      const map: Record<string, ReturnType<typeof bannerOf>[]> = {};
      for (const row of await listBanners(db, true)) {
        if (target && row.target !== target) continue;
        (map[row.position] ??= []).push(bannerOf(row));
      }
      return map;
    },
    async page(slug: string) {
      const key = PAGE_ALIASES[slug.toLowerCase()] ?? slug.toLowerCase();
      const row = await findPage(db, key);
      if (!row || !row.published) throw notFound('This page');
      return pageOf(row);
    },
    async promotions() {
      return (await listPromotions(db, true)).map(promotionOf);
    },
    async media(id: string) {
      const row = await findMedia(db, id);
      if (!row) throw notFound('This image');
      return { contentType: row.content_type as MediaType, bytes: Buffer.from(row.bytes) };
    },

    // Operator side.
    async uploadMedia(bytes: Uint8Array, declared?: string) {
      const type = checkImage(bytes, declared);
      const id = randomUUID();
      await insertMedia(db, id, type, bytes);
      return { id, url: `/media/${id}`, contentType: type, size: bytes.length };
    },
    allBanners: async () => (await listBanners(db, false)).map(operatorBannerOf),
    async createBanner(input: BannerInput) {
      const { order, ...rest } = input;
      return operatorBannerOf(
        await insertBanner(db, { ...rest, sort_order: order, created_at: now(), updated_at: now() }),
      );
    },
    async updateBanner(id: number, patch: Partial<BannerInput>) {
      const { order, ...rest } = patch;
      const row = await updateBanner(db, id, {
        ...rest,
        ...(order !== undefined ? { sort_order: order } : {}),
        updated_at: now(),
      });
      if (!row) throw notFound('This banner');
      return operatorBannerOf(row);
    },
    allPages: async () => (await listPages(db)).map(operatorPageOf),
    async putPage(slug: string, input: PageInput) {
      return operatorPageOf(
        await upsertPage(db, {
          slug,
          title: input.title,
          body_html: sanitizeContentHtml(input.html),
          published: input.published,
          updated_at: now(),
        }),
      );
    },
    async publishPage(slug: string, published: boolean) {
      const row = await updatePage(db, slug, { published, updated_at: now() });
      if (!row) throw notFound('This page');
      return operatorPageOf(row);
    },
    allPromotions: async () => (await listPromotions(db, false)).map(operatorPromotionOf),
    async createPromotion(input: PromotionInput) {
      try {
        return operatorPromotionOf(await insertPromotion(db, promotionRow(input, now())));
      } catch (err) {
        if ((err as { code?: string }).code === '23505') {
          throw new AppError('CONFLICT', `A promotion with slug ${input.slug} already exists.`);
        }
        throw err;
      }
    },
    async updatePromotion(id: number, patch: Partial<PromotionInput>) {
      let row: Awaited<ReturnType<typeof updatePromotion>>;
      try {
        row = await updatePromotion(db, id, promotionPatchRow(patch, now()));
      } catch (err) {
        // Renaming to another promotion's slug, as creating one under it.
        if ((err as { code?: string }).code === '23505') {
          throw new AppError('CONFLICT', `A promotion with slug ${patch.slug} already exists.`);
        }
        throw err;
      }
      if (!row) throw notFound('This promotion');
      return operatorPromotionOf(row);
    },
    async order(table: 'banners' | 'promotions', ids: number[]) {
      if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION_FAILED', 'ids must not repeat.');
      const changed = await reorder(db, table, ids);
      if (changed !== ids.length) throw notFound(`One of these ${table}`);
      return { ordered: changed };
    },
  };
}

function promotionRow(input: PromotionInput, at: Date) {
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    body_html: sanitizeContentHtml(input.html),
    terms_html: sanitizeContentHtml(input.termsHtml),
    image: input.image,
    cta_label: input.ctaLabel,
    cta_link: input.ctaLink,
    sort_order: input.order,
    published: input.published,
    updated_at: at,
  };
}

function promotionPatchRow(p: Partial<PromotionInput>, at: Date) {
  return {
    ...(p.slug !== undefined ? { slug: p.slug } : {}),
    ...(p.title !== undefined ? { title: p.title } : {}),
    ...(p.summary !== undefined ? { summary: p.summary } : {}),
    ...(p.html !== undefined ? { body_html: sanitizeContentHtml(p.html) } : {}),
    ...(p.termsHtml !== undefined ? { terms_html: sanitizeContentHtml(p.termsHtml) } : {}),
    ...(p.image !== undefined ? { image: p.image } : {}),
    ...(p.ctaLabel !== undefined ? { cta_label: p.ctaLabel } : {}),
    ...(p.ctaLink !== undefined ? { cta_link: p.ctaLink } : {}),
    ...(p.order !== undefined ? { sort_order: p.order } : {}),
    ...(p.published !== undefined ? { published: p.published } : {}),
    updated_at: at,
  };
}
