// A player's favourites: a star on a match, a team or a league, at most FAVOURITES_LIMIT of them.
// Adding is idempotent (a second star on the same thing is the same star), merging a visitor's
// device list at login is a union, and a star on a match lasts while the match is open. Every call
// acts on the calling player's own favourites only.
import { AppError } from '@slipstream/domain';
import { FAVOURITES_LIMIT, type favouritesAnswer } from '@slipstream/contract/favourites';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import { openMatches } from '../search/open-matches.ts';
import { favouriteViews, type FavouriteViews } from './favourite-views.ts';
import {
  deleteFavourite,
  insertFavourites,
  leaguesByIds,
  listFavourites,
  lockPlayer,
  openMatchIds,
  removeFinishedMatches,
  storedKeys,
  teamsByIds,
  type Favourite,
} from './favourites.repo.ts';

export type FavouritesAnswer = z.output<typeof favouritesAnswer>;

const keyOf = (f: Favourite) => `${f.kind}:${f.id}`;

function distinct(items: readonly Favourite[]): Favourite[] {
  const seen = new Map<string, Favourite>();
  for (const f of items) if (!seen.has(keyOf(f))) seen.set(keyOf(f), { kind: f.kind, id: f.id });
  return [...seen.values()];
}

function limitReached(): AppError {
  return new AppError(
    'UNPROCESSABLE',
    `You can keep at most ${FAVOURITES_LIMIT} favourites. Remove some to add others.`,
    { limit: FAVOURITES_LIMIT },
  );
}

function notFound(f: Favourite): AppError {
  const message = {
    match: `Match ${f.id} was not found or is no longer open for betting.`,
    team: `Team ${f.id} was not found.`,
    league: `League ${f.id} was not found.`,
  }[f.kind];
  return new AppError('NOT_FOUND', message);
}

/** Those of `items` that exist: open matches, known teams and leagues. */
async function existing(db: Executor, items: readonly Favourite[]): Promise<Set<string>> {
  const ids = (kind: Favourite['kind']) => items.filter((f) => f.kind === kind).map((f) => f.id);
  const [matches, teams, leagues] = await Promise.all([
    openMatchIds(db, ids('match')),
    teamsByIds(db, ids('team')),
    leaguesByIds(db, ids('league')),
  ]);
  return new Set([
    ...[...matches].map((id) => `match:${id}`),
    ...teams.map((t) => `team:${t.id}`),
    ...leagues.map((l) => `league:${l.id}`),
  ]);
}

export function createFavouritesService({ db, cache }: { db: Db; cache: OddsCache }) {
  const open = openMatches(cache);

  async function answer(userId: number): Promise<FavouritesAnswer> {
    const stored = await listFavourites(db, userId);
    return {
      ...(await favouriteViews(db, open, stored)),
      limit: FAVOURITES_LIMIT,
      favourites: stored.map((f) => ({ kind: f.kind, id: f.id, addedAt: f.addedAt.toISOString() })),
    };
  }

  /**
   * Adds the stars `change` picks, given the player's current ones, and answers how many. The
   * player's row is held meanwhile, so two changes of theirs queue and the limit holds; stars on
   * finished matches are cleared first, so they never count against it.
   */
  async function adding(userId: number, change: (stored: Set<string>) => Favourite[]): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await lockPlayer(trx, userId);
      await removeFinishedMatches(trx, userId);
      const stored = await storedKeys(trx, userId);
      const added = change(new Set(stored.map(keyOf)));
      if (stored.length + added.length > FAVOURITES_LIMIT) throw limitReached();
      await insertFavourites(trx, userId, added);
      return added.length;
    });
  }

  return {
    list: answer,

    async add(userId: number, item: Favourite): Promise<FavouritesAnswer & { added: boolean }> {
      if (!(await existing(db, [item])).has(keyOf(item))) throw notFound(item);
      const added = await adding(userId, (stored) => (stored.has(keyOf(item)) ? [] : [item]));
      return { ...(await answer(userId)), added: added > 0 };
    },

    async remove(userId: number, item: Favourite): Promise<FavouritesAnswer & { removed: boolean }> {
      const removed = await deleteFavourite(db, userId, item);
      return { ...(await answer(userId)), removed };
    },

    /** A visitor's list, at login: stars on what is gone or over are skipped and named. */
    async merge(
      userId: number,
      items: readonly Favourite[],
    ): Promise<FavouritesAnswer & { added: number; skipped: Favourite[] }> {
      const wanted = distinct(items);
      const found = await existing(db, wanted);
      const skipped = wanted.filter((f) => !found.has(keyOf(f)));
      const added = await adding(userId, (stored) =>
        wanted.filter((f) => found.has(keyOf(f)) && !stored.has(keyOf(f))),
      );
      return { ...(await answer(userId)), added, skipped };
    },

    /** What a visitor's favourites show (no player: the list comes from the device). */
    async views(items: readonly Favourite[]): Promise<FavouriteViews> {
      return favouriteViews(db, open, distinct(items));
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
