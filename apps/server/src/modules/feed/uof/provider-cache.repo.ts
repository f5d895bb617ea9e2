// The provider's answers kept in PostgreSQL (migration 0014): each match's fixture and the market
// descriptions. What is read back is checked again (a row from an older version, or edited by hand,
// is treated as missing and read from the API again): the cache saves API calls, it never decides.
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { fixtureSchema, type Fixture } from '../messages.ts';
import type { ProviderMarketDescription } from './market-descriptions-xml.ts';

/** A fixture as read from the provider, and when (feed time, ms). */
export interface StoredFixture {
  fixture: Fixture;
  fetchedAt: number;
}

const descriptionSchema = z.object({
  groups: z.array(z.string()),
  outcomes: z.array(z.object({ id: z.string().min(1), name: z.string() })),
  specifiers: z.array(z.object({ name: z.string().min(1), type: z.string() })),
});

/** Rows a statement writes at most: well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1_000;

export class ProviderCache {
  constructor(private readonly db: Db) {}

  /** The stored fixtures of these matches, one statement; a match without a usable row is absent. */
  async fixtures(matchIds: readonly number[]): Promise<Map<number, StoredFixture>> {
    const found = new Map<number, StoredFixture>();
    if (matchIds.length === 0) return found;
    const rows = await this.db
      .selectFrom('uof_fixtures')
      .select(['match_id', 'fixture', 'fetched_at'])
      .where('match_id', 'in', [...matchIds])
      .execute();
    for (const row of rows) {
      const fixture = fixtureSchema.safeParse(row.fixture);
      if (fixture.success && fixture.data.id === row.match_id)
        found.set(row.match_id, { fixture: fixture.data, fetchedAt: row.fetched_at.getTime() });
    }
    return found;
  }

  /** Stores fixtures just read from the API, replacing older copies: one statement for a batch. */
  async storeFixtures(fixtures: readonly StoredFixture[]): Promise<void> {
    // One row per match: a statement may not update the same row twice.
    const unique = [...new Map(fixtures.map((f) => [f.fixture.id, f])).values()];
    for (let i = 0; i < unique.length; i += ROWS_PER_STATEMENT) {
      const rows = unique.slice(i, i + ROWS_PER_STATEMENT).map((f) => ({
        match_id: f.fixture.id,
        fixture: JSON.stringify(f.fixture),
        fetched_at: new Date(f.fetchedAt),
      }));
      await this.db
        .insertInto('uof_fixtures')
        .values(rows)
        .onConflict((oc) =>
          oc.column('match_id').doUpdateSet((eb) => ({
            fixture: eb.ref('excluded.fixture'),
            fetched_at: eb.ref('excluded.fetched_at'),
          })),
        )
        .execute();
    }
  }

  /** The stored market descriptions (empty when the provider has never answered them). */
  async marketDescriptions(): Promise<{ markets: ProviderMarketDescription[]; fetchedAt: Date | null }> {
    const rows = await this.db
      .selectFrom('uof_market_descriptions')
      .select(['market_id', 'variant', 'name', 'description', 'fetched_at'])
      .orderBy('market_id')
      .orderBy('variant')
      .execute();
    const markets: ProviderMarketDescription[] = [];
    let fetchedAt: Date | null = null;
    for (const row of rows) {
      const description = descriptionSchema.safeParse(row.description);
      if (!description.success) continue;
      markets.push({ id: row.market_id, variant: row.variant, name: row.name, ...description.data });
      if (!fetchedAt || row.fetched_at < fetchedAt) fetchedAt = row.fetched_at;
    }
    return { markets, fetchedAt };
  }

  /** Replaces the stored descriptions with the provider's latest list, in one transaction. */
  async replaceMarketDescriptions(
    markets: readonly ProviderMarketDescription[],
    fetchedAt: number,
  ): Promise<void> {
    // The provider may list a market twice (its answer is not ours to trust): the last one is kept.
    const unique = new Map(markets.map((m) => [`${m.id}\u0000${m.variant}`, m]));
    const rows = [...unique.values()].map((m) => ({
      market_id: m.id,
      variant: m.variant,
      name: m.name,
      description: JSON.stringify({ groups: m.groups, outcomes: m.outcomes, specifiers: m.specifiers }),
      fetched_at: new Date(fetchedAt),
    }));
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('uof_market_descriptions').execute();
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
        await tx
          .insertInto('uof_market_descriptions')
          .values(rows.slice(i, i + ROWS_PER_STATEMENT))
          .execute();
    });
  }
}
