// Seeds the content a new installation starts with (artwork, banners, pages, promotions), once per
// database: a settings row marks it done in the same transaction, so restarts and several processes
// never seed twice, and an operator who removes seeded items does not see them come back.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { checkImage } from '../media.ts';
import { sanitizeContentHtml } from '../sanitize.ts';
import { SEED_ART, type SeedArt } from './seed-images.ts';
import { SEED_PAGES } from './seed-pages.ts';
import { SEED_PROMOTIONS } from './seed-promotions.ts';

const MARK = 'content_seed';

export async function seedContent(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('settings')
      .values({ key: MARK, value: JSON.stringify({ version: 1 }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!marked) return false;

    const urls = {} as Record<SeedArt, string>;
    for (const [name, svg] of Object.entries(SEED_ART) as [SeedArt, string][]) {
      const bytes = new TextEncoder().encode(svg);
      const type = checkImage(bytes);
      const id = randomUUID();
      await trx.insertInto('content_media').values({ id, content_type: type, bytes }).execute();
      urls[name] = `/media/${id}`;
    }
    const banners = [
      {
        title: '100% first deposit bonus up to NGN 50,000',
        position: 'carousel',
        image: urls.welcome,
        link: '/Promotions',
      },
      { title: 'Live odds, every minute', position: 'carousel', image: urls.live, link: '/Sport/LiveList' },
      {
        title: 'Multi-bet bonus up to 100% on accumulators',
        position: 'carousel',
        image: urls.accumulator,
        link: '/Promotions',
      },
      { title: 'Double your first deposit', position: 'popup', image: urls.popup, link: '/Promotions' },
    ];
    await trx
      .insertInto('banners')
      .values(banners.map((b, i) => ({ ...b, target: 'web', sort_order: i, published: true })))
      .execute();
    await trx
      .insertInto('cms_pages')
      .values(
        SEED_PAGES.map((p) => ({
          slug: p.slug,
          title: p.title,
          body_html: sanitizeContentHtml(p.html),
          published: true,
        })),
      )
      .execute();
    await trx
      .insertInto('promotions')
      .values(
        SEED_PROMOTIONS.map((p, i) => ({
          slug: p.slug,
          title: p.title,
          summary: p.summary,
          body_html: sanitizeContentHtml(p.html),
          terms_html: sanitizeContentHtml(p.terms),
          image: urls[p.art],
          cta_label: p.ctaLabel,
          cta_link: p.ctaLink,
          sort_order: i,
          published: true,
        })),
      )
      .execute();
    return true;
  });
}
