// SQL of the casino catalog: games with their provider and category, providers, categories,
// promotions, favourites and recently played.
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';

export interface GameRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  demo: boolean;
  tags: string[];
  min_bet: number;
  max_bet: number;
  provider_id: number;
  provider_slug: string;
  provider_name: string;
  provider_kind: 'built-in' | 'aggregator';
  category_id: number;
  category_slug: string;
  category_name: string;
}

function gamesQuery(db: Executor) {
  return db
    .selectFrom('casino_games as g')
    .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
    .innerJoin('casino_categories as c', 'c.id', 'g.category_id')
    .where('g.active', '=', true)
    .select([
      'g.id',
      'g.slug',
      'g.name',
      'g.description',
      'g.rtp',
      'g.volatility',
      'g.demo',
      'g.tags',
      'g.min_bet',
      'g.max_bet',
      'p.id as provider_id',
      'p.slug as provider_slug',
      'p.name as provider_name',
      'p.kind as provider_kind',
      'c.id as category_id',
      'c.slug as category_slug',
      'c.name as category_name',
    ]);
}

export async function listGames(
  db: Executor,
  filter: { providerId?: number; categoryId?: number; tag?: string; search?: string; ids?: number[] },
): Promise<GameRow[]> {
  let q = gamesQuery(db);
  if (filter.providerId !== undefined) q = q.where('g.provider_id', '=', filter.providerId);
  if (filter.categoryId !== undefined) q = q.where('g.category_id', '=', filter.categoryId);
  if (filter.tag !== undefined) q = q.where(sql<boolean>`g.tags ? ${filter.tag}`);
  if (filter.search) {
    const escaped = filter.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where('g.name', 'ilike', `%${escaped}%`);
  }
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) return [];
    q = q.where('g.id', 'in', filter.ids);
  }
  return (await q.orderBy('g.sort').orderBy('g.name').execute()) as GameRow[];
}

export async function findGame(db: Executor, id: number): Promise<GameRow | undefined> {
  return (await gamesQuery(db).where('g.id', '=', id).executeTakeFirst()) as GameRow | undefined;
}

export async function findGameBySlug(db: Executor, slug: string): Promise<GameRow | undefined> {
  return (await gamesQuery(db).where('g.slug', '=', slug).executeTakeFirst()) as GameRow | undefined;
}

export async function findCategory(db: Executor, id: number) {
  return db.selectFrom('casino_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listProviders(db: Executor) {
  return db
    .selectFrom('casino_providers as p')
    .leftJoin('casino_games as g', (j) => j.onRef('g.provider_id', '=', 'p.id').on('g.active', '=', true))
    .select(['p.id', 'p.slug', 'p.name', (eb) => eb.fn.count<number>('g.id').as('game_count')])
    .groupBy(['p.id', 'p.slug', 'p.name', 'p.sort'])
    .orderBy('p.sort')
    .orderBy('p.name')
    .execute();
}

export async function listCategories(db: Executor) {
  return db
    .selectFrom('casino_categories as c')
    .select([
      'c.id',
      'c.slug',
      'c.name',
      'c.tag',
      sql<number>`(select count(*) from casino_games g where g.active and (g.category_id = c.id or (c.tag is not null and g.tags ? c.tag)))`.as(
        'game_count',
      ),
    ])
    .orderBy('c.sort')
    .execute();
}

export async function listPromotions(db: Executor) {
  return db.selectFrom('casino_promotions').selectAll().orderBy('sort').execute();
}

export async function favouriteIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('casino_favourites')
    .select('game_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.game_id);
}

export async function addFavourite(db: Executor, userId: number, gameId: number): Promise<void> {
  await db
    .insertInto('casino_favourites')
    .values({ user_id: userId, game_id: gameId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeFavourite(db: Executor, userId: number, gameId: number): Promise<void> {
  await db
    .deleteFrom('casino_favourites')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .execute();
}

export async function recentGames(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('casino_recent')
    .select(['game_id', 'played_at'])
    .where('user_id', '=', userId)
    .orderBy('played_at', 'desc')
    .limit(limit)
    .execute();
}

export async function touchRecent(db: Executor, userId: number, gameId: number, at: Date): Promise<void> {
  await db
    .insertInto('casino_recent')
    .values({ user_id: userId, game_id: gameId, played_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ played_at: at }))
    .execute();
}
