// The catalog's JSON for the lobby: what a game card, a provider and a category look like on the wire.
import { toMajor } from '@slipstream/domain';
import { z } from 'zod';
import type { GameRow } from './catalog.repo.ts';

export const artPath = (slug: string): string => `/casino-art/${slug}.svg`;

export const gameView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  provider: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  category: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  thumbnail: z.string(),
  /** Published return to player, percent. */
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  demo: z.boolean(),
  tags: z.array(z.string()),
  minBet: z.number(),
  maxBet: z.number(),
});
export type GameView = z.infer<typeof gameView>;

export const gamesAnswer = z.object({ data: z.array(gameView) });
export const recentAnswer = z.object({ data: z.array(gameView.extend({ playedAt: z.string() })) });
export const providersAnswer = z.object({
  data: z.array(
    z.object({ id: z.number(), slug: z.string(), name: z.string(), logo: z.string(), gameCount: z.number() }),
  ),
});
export const categoriesAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      tag: z.string().nullable(),
      gameCount: z.number(),
    }),
  ),
});
export const promotionsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      title: z.string(),
      summary: z.string(),
      game: gameView.nullable(),
    }),
  ),
});

export function toGameView(row: GameRow): GameView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    provider: { id: row.provider_id, slug: row.provider_slug, name: row.provider_name },
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
    thumbnail: artPath(row.slug),
    rtp: Number(row.rtp),
    volatility: row.volatility,
    demo: row.demo,
    tags: row.tags,
    minBet: toMajor(Number(row.min_bet)),
    maxBet: toMajor(Number(row.max_bet)),
  };
}
