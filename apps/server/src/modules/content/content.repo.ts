// SQL of content: media, banners, CMS pages and promotions. Only this file knows the tables.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { BannersTable, CmsPagesTable, PromotionsTable } from '../../db/schema.ts';
import type { MediaType } from './media.ts';

export type BannerRow = Selectable<BannersTable>;
export type PageRow = Selectable<CmsPagesTable>;
export type PromotionRow = Selectable<PromotionsTable>;

export async function insertMedia(db: Executor, id: string, contentType: MediaType, bytes: Uint8Array) {
  await db.insertInto('content_media').values({ id, content_type: contentType, bytes }).execute();
}

export function findMedia(db: Executor, id: string) {
  return db
    .selectFrom('content_media')
    .select(['content_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listBanners(db: Executor, publishedOnly: boolean): Promise<BannerRow[]> {
  let q = db.selectFrom('banners').selectAll();
  if (publishedOnly) q = q.where('published', '=', true);
  return q.orderBy('position').orderBy('sort_order').orderBy('id').execute();
}

export function insertBanner(db: Executor, row: Insertable<BannersTable>): Promise<BannerRow> {
  return db.insertInto('banners').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateBanner(db: Executor, id: number, patch: Updateable<BannersTable>) {
  return db.updateTable('banners').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

export function listPages(db: Executor): Promise<PageRow[]> {
  return db.selectFrom('cms_pages').selectAll().orderBy('slug').execute();
}

export function findPage(db: Executor, slug: string): Promise<PageRow | undefined> {
  return db.selectFrom('cms_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function upsertPage(db: Executor, row: Insertable<CmsPagesTable>): Promise<PageRow> {
  const { slug: _slug, ...patch } = row;
  return db
    .insertInto('cms_pages')
    .values(row)
    .onConflict((oc) => oc.column('slug').doUpdateSet(patch))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updatePage(db: Executor, slug: string, patch: Updateable<CmsPagesTable>) {
  return db.updateTable('cms_pages').set(patch).where('slug', '=', slug).returningAll().executeTakeFirst();
}

export function listPromotions(db: Executor, publishedOnly: boolean): Promise<PromotionRow[]> {
  let q = db.selectFrom('promotions').selectAll();
  if (publishedOnly) q = q.where('published', '=', true);
  return q.orderBy('sort_order').orderBy('id').execute();
}

export function insertPromotion(db: Executor, row: Insertable<PromotionsTable>): Promise<PromotionRow> {
  return db.insertInto('promotions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updatePromotion(db: Executor, id: number, patch: Updateable<PromotionsTable>) {
  return db.updateTable('promotions').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Sets sort_order to each id's position in `ids` (0, 1, 2 …). */
export async function reorder(db: Executor, table: 'banners' | 'promotions', ids: number[]): Promise<number> {
  let changed = 0;
  for (const [index, id] of ids.entries()) {
    const res = await db
      .updateTable(table)
      .set({ sort_order: index })
      .where('id', '=', id)
      .executeTakeFirst();
    changed += Number(res.numUpdatedRows);
  }
  return changed;
}
