// The provider's market descriptions (GET /v1/descriptions/{lang}/markets.xml?include_mappings=false):
// every market it can price, by the id its messages carry, with its name template, the groups a
// bet_stop may name, its outcomes and the specifiers that tell its lines apart:
//   <market_descriptions response_code="OK">
//     <market id="282" name="Innings 1 to 5th top - {$competitor1} total" groups="all|score|4.5_innings">
//       <outcomes><outcome id="13" name="under {total}"/><outcome id="12" name="over {total}"/></outcomes>
//       <specifiers><specifier name="total" type="decimal"/></specifiers>
//     </market>
//   </market_descriptions>
// A market whose outcomes depend on the match (players, free text) carries a `variant` and no fixed
// outcomes. The simulator, as the provider, describes the product's own catalogue.
import { z } from 'zod';
import { MARKETS, type MarketDescription } from '../../market-data/markets.ts';
import { readXml, writeXml } from './xml.ts';

export interface ProviderMarketDescription {
  id: number;
  /** The provider's variant, '' for a market without one. */
  variant: string;
  /** Name template in the provider's template language (`{!setnr} set - winner`). */
  name: string;
  groups: string[];
  outcomes: { id: string; name: string }[];
  specifiers: { name: string; type: string }[];
}

const marketSchema = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string().min(1),
  variant: z.string().default(''),
  groups: z.string().default(''),
  outcomes: z
    .object({
      outcome: z.array(z.object({ id: z.string().min(1), name: z.string().default('') })).default([]),
    })
    .optional(),
  specifiers: z
    .object({
      specifier: z
        .array(z.object({ name: z.string().min(1), type: z.string().default('string') }))
        .default([]),
    })
    .optional(),
});

/** A catalogue specifier's type in the provider's terms: lines are decimals, numbered periods integers. */
function specifierType(key: string): string {
  if (key === 'total' || key === 'hcp') return 'decimal';
  return key.endsWith('nr') ? 'integer' : 'string';
}

/** The catalogue as the provider describes it: the simulator serves this. */
export function catalogueMarketDescriptions(
  markets: readonly MarketDescription[] = MARKETS,
): ProviderMarketDescription[] {
  return markets.map((m) => ({
    id: m.id,
    variant: '',
    name: m.name,
    // `all` as the provider lists it on every market; the rest are the tabs bet_stop names.
    groups: ['all', ...m.groups],
    outcomes: m.outcomes.map((o) => ({ id: o.id, name: o.name })),
    specifiers: m.specifier ? [{ name: m.specifier, type: specifierType(m.specifier) }] : [],
  }));
}

export function marketDescriptionsXml(markets: readonly ProviderMarketDescription[]): string {
  return writeXml('market_descriptions', {
    response_code: 'OK',
    market: markets.map((m) => ({
      id: m.id,
      name: m.name,
      variant: m.variant === '' ? undefined : m.variant,
      groups: m.groups.join('|'),
      outcomes: m.outcomes.length > 0 ? { outcome: m.outcomes } : undefined,
      specifiers: m.specifiers.length > 0 ? { specifier: m.specifiers } : undefined,
    })),
  });
}

/**
 * Reads the market descriptions. A market that is not the expected shape is left out (and counted)
 * rather than failing the whole list: one odd description must not cost the adapter all the others.
 */
export function parseMarketDescriptionsXml(text: string): {
  markets: ProviderMarketDescription[];
  unreadable: number;
} {
  const { root, node } = readXml(text);
  if (root !== 'market_descriptions') throw new Error(`expected market_descriptions, got ${root}`);
  const listed = node.market;
  if (listed !== undefined && !Array.isArray(listed)) throw new Error('market is not a list of elements');
  const markets: ProviderMarketDescription[] = [];
  let unreadable = 0;
  for (const raw of (listed ?? []) as unknown[]) {
    const parsed = marketSchema.safeParse(raw);
    if (!parsed.success) {
      unreadable++;
      continue;
    }
    const m = parsed.data;
    markets.push({
      id: m.id,
      variant: m.variant,
      name: m.name,
      groups: m.groups.split('|').filter((g) => g !== ''),
      outcomes: m.outcomes?.outcome ?? [],
      specifiers: m.specifiers?.specifier ?? [],
    });
  }
  return { markets, unreadable };
}
