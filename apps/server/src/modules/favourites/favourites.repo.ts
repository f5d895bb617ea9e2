// SQL of the players' favourites (sports_favourites) and of what a star may be on: an open match, a
// team or a league of the catalogue. Every statement on favourites names its player.
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { FavouriteKind } from '../../db/schema.ts';

export interface Favourite {
  kind: FavouriteKind;
  id: number;
}

export interface StoredFavourite extends Favourite {
  addedAt: Date;
}

const OPEN = ['not_started', 'live'] as const;

/** The player's favourites, newest first; a star on a match that is over is left out. */
export async function listFavourites(db: Executor, userId: number): Promise<StoredFavourite[]> {
  const rows = await db
    .selectFrom('sports_favourites as s')
    .select(['s.kind', 's.target_id', 's.created_at'])
    .where('s.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('s.kind', '!=', 'match'),
        eb.exists(
          eb
            .selectFrom('fixtures as f')
            .select(sql.lit(1).as('one'))
            .whereRef('f.id', '=', 's.target_id')
            .where('f.status', 'in', OPEN),
        ),
      ]),
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.kind')
    .orderBy('s.target_id')
    .execute();
  return rows.map((r) => ({ kind: r.kind, id: r.target_id, addedAt: r.created_at }));
}

/**
 * Holds the player's row until the transaction ends, so two changes of one player's favourites run
 * one after the other and the limit holds. (No key update: bets and payments that refer to the
 * player are not held up.)
 */
export async function lockPlayer(trx: Executor, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/** Takes away the player's stars on matches that are over: they follow nothing any more. */
export async function removeFinishedMatches(trx: Executor, userId: number): Promise<void> {
  await trx
    .deleteFrom('sports_favourites as s')
    .where('s.user_id', '=', userId)
    .where('s.kind', '=', 'match')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('fixtures as f')
            .select(sql.lit(1).as('one'))
            .whereRef('f.id', '=', 's.target_id')
            .where('f.status', 'in', OPEN),
        ),
      ),
    )
    .execute();
}

export async function storedKeys(trx: Executor, userId: number): Promise<Favourite[]> {
  const rows = await trx
    .selectFrom('sports_favourites')
    .select(['kind', 'target_id'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => ({ kind: r.kind, id: r.target_id }));
}

export async function insertFavourites(trx: Executor, userId: number, items: Favourite[]): Promise<void> {
  if (items.length === 0) return;
  await trx
    .insertInto('sports_favourites')
    .values(items.map((f) => ({ user_id: userId, kind: f.kind, target_id: f.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Returns whether there was such a star. */
export async function deleteFavourite(db: Executor, userId: number, item: Favourite): Promise<boolean> {
  const result = await db
    .deleteFrom('sports_favourites')
    .where('user_id', '=', userId)
    .where('kind', '=', item.kind)
    .where('target_id', '=', item.id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Of these match ids, those of matches not started or in play. */
export async function openMatchIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('fixtures')
    .select('id')
    .where('id', 'in', ids)
    .where('status', 'in', OPEN)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export interface TeamRow {
  id: number;
  name: string;
}

export async function teamsByIds(db: Executor, ids: number[]): Promise<TeamRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('competitors').select(['id', 'name']).where('id', 'in', ids).execute();
}

export interface LeagueRow {
  id: number;
  name: string;
  sport_id: number;
  sport_name: string;
  category_id: number;
  category_name: string;
  country_code: string | null;
}

export async function leaguesByIds(db: Executor, ids: number[]): Promise<LeagueRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('tournaments as t')
    .innerJoin('sports as s', 's.id', 't.sport_id')
    .innerJoin('categories as c', 'c.id', 't.category_id')
    .select([
      't.id',
      't.name',
      't.sport_id',
      's.name as sport_name',
      't.category_id',
      'c.name as category_name',
      'c.country_code',
    ])
    .where('t.id', 'in', ids)
    .execute();
}
