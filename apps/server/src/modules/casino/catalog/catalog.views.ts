// A catalog row as the lobby's game card (the contract's GameView): amounts in major units, the
// thumbnail drawn at /casino-art.
import type { GameView } from '@slipstream/contract/casino';
import { toMajor } from '@slipstream/domain';
import type { GameRow } from './catalog.repo.ts';

export const artPath = (slug: string): string => `/casino-art/${slug}.svg`;

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
