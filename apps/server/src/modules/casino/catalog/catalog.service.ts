// The casino catalog as the lobby reads it, and each player's favourites and recently played games.
import type { GameView } from '@slipstream/contract/casino';
import { AppError } from '@slipstream/domain';
import type { Db } from '../../../db/database.ts';
import {
  addFavourite,
  favouriteIds,
  findCategory,
  findGame,
  listCategories,
  listGames,
  listPromotions,
  listProviders,
  recentGames,
  removeFavourite,
} from './catalog.repo.ts';
import { artPath, toGameView } from './catalog.views.ts';

export const RECENT_LIMIT = 20;

export function createCatalogService(deps: { db: Db }) {
  const { db } = deps;

  async function gamesByIds(ids: number[]): Promise<GameView[]> {
    const rows = await listGames(db, { ids });
    const byId = new Map(rows.map((r) => [r.id, toGameView(r)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    async search(gameName: string | undefined): Promise<GameView[]> {
      return (await listGames(db, { search: gameName?.trim() ?? '' })).map(toGameView);
    },

    async list(filter: {
      providerId?: number | undefined;
      categoryId?: number | undefined;
    }): Promise<GameView[]> {
      let tag: string | undefined;
      let categoryId = filter.categoryId;
      if (categoryId !== undefined) {
        const category = await findCategory(db, categoryId);
        if (!category) return [];
        // A tag category (New, Popular) gathers games by tag rather than holding them.
        if (category.tag) {
          tag = category.tag;
          categoryId = undefined;
        }
      }
      return (
        await listGames(db, {
          ...(filter.providerId !== undefined ? { providerId: filter.providerId } : {}),
          ...(categoryId !== undefined ? { categoryId } : {}),
          ...(tag !== undefined ? { tag } : {}),
        })
      ).map(toGameView);
    },

    async providers() {
      return (await listProviders(db)).map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        logo: artPath(`provider-${p.slug}`),
        gameCount: Number(p.game_count),
      }));
    },

    async categories() {
      return (await listCategories(db)).map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        tag: c.tag,
        gameCount: Number(c.game_count),
      }));
    },

    async promotions() {
      const rows = await listPromotions(db);
      const games = new Map((await listGames(db, {})).map((g) => [g.slug, toGameView(g)]));
      return rows.map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        game: (p.game_slug && games.get(p.game_slug)) || null,
      }));
    },

    async favourites(userId: number): Promise<GameView[]> {
      return gamesByIds(await favouriteIds(db, userId));
    },

    async addFavourite(userId: number, gameId: number): Promise<GameView[]> {
      if (!(await findGame(db, gameId))) throw new AppError('NOT_FOUND', 'No such game.');
      await addFavourite(db, userId, gameId);
      return gamesByIds(await favouriteIds(db, userId));
    },

    async removeFavourite(userId: number, gameId: number): Promise<GameView[]> {
      await removeFavourite(db, userId, gameId);
      return gamesByIds(await favouriteIds(db, userId));
    },

    async recent(userId: number) {
      const rows = await recentGames(db, userId, RECENT_LIMIT);
      const games = await gamesByIds(rows.map((r) => r.game_id));
      const playedAt = new Map(rows.map((r) => [r.game_id, new Date(r.played_at).toISOString()]));
      return games.map((g) => ({ ...g, playedAt: playedAt.get(g.id)! }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
