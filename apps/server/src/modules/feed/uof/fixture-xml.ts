// A fixture as the provider's HTTP API answers it (GET /v1/sports/{lang}/sport_events/{urn}/fixture.xml):
// the match, its sport, category, tournament and competitors, each named by URN. The feed's own
// fixture_change carries none of this; the adapter reads it here, and the simulator serves it.
import { z } from 'zod';
import type { Fixture } from '../messages.ts';
import { fixtureSchema } from '../messages.ts';
import { idOfUrn, urnOf } from './urn.ts';
import { readXml, writeXml } from './xml.ts';

const named = z.object({ id: z.string(), name: z.string() });

const fixtureXmlSchema = z.object({
  fixture: z
    .array(
      z.object({
        id: z.string(),
        start_time: z.string(),
        /** Not in every provider answer: without it the match is taken as not started. */
        status: z.string().optional(),
        tournament: named.extend({
          sport: named,
          category: named.extend({ country_code: z.string().optional() }),
        }),
        competitors: z.object({
          competitor: z
            .array(named.extend({ qualifier: z.enum(['home', 'away']), abbreviation: z.string().optional() }))
            .length(2),
        }),
      }),
    )
    .length(1),
});

export function fixtureXml(fixture: Fixture, generatedAt: number): string {
  const competitor = (qualifier: 'home' | 'away') => {
    const c = fixture.competitors[qualifier];
    return { qualifier, id: urnOf('competitor', c.id), name: c.name, abbreviation: c.abbreviation };
  };
  const startTime = new Date(fixture.start_time).toISOString();
  return writeXml('fixtures_fixture', {
    generated_at: new Date(generatedAt).toISOString(),
    fixture: {
      id: urnOf('match', fixture.id),
      scheduled: startTime,
      start_time: startTime,
      start_time_confirmed: 'true',
      liveodds: 'booked',
      status: fixture.status,
      tournament: {
        id: urnOf('tournament', fixture.tournament.id),
        name: fixture.tournament.name,
        sport: { id: urnOf('sport', fixture.sport.id), name: fixture.sport.name },
        category: {
          id: urnOf('category', fixture.category.id),
          name: fixture.category.name,
          country_code: fixture.category.country_code,
        },
      },
      competitors: { competitor: [competitor('home'), competitor('away')] },
    },
  });
}

/** The provider's statuses as the product's (see decode.ts for the event status codes). */
const STATUS: Record<string, Fixture['status']> = {
  not_started: 'not_started',
  delayed: 'not_started',
  postponed: 'not_started',
  live: 'live',
  suspended: 'live',
  interrupted: 'live',
  ended: 'ended',
  closed: 'closed',
  cancelled: 'cancelled',
  abandoned: 'cancelled',
};

/** Reads a fixture answer; throws when it lacks what the product needs. */
export function parseFixtureXml(text: string): Fixture {
  const { root, node } = readXml(text);
  if (root !== 'fixtures_fixture') throw new Error(`expected fixtures_fixture, got ${root}`);
  const f = fixtureXmlSchema.parse(node).fixture[0]!;
  const id = (urn: string, type: string) => {
    const n = idOfUrn(urn, type);
    if (n === null) throw new Error(`${urn} is not a ${type}`);
    return n;
  };
  const side = (q: 'home' | 'away') => {
    const c = f.competitors.competitor.find((x) => x.qualifier === q)!;
    return {
      id: id(c.id, 'competitor'),
      name: c.name,
      ...(c.abbreviation ? { abbreviation: c.abbreviation } : {}),
    };
  };
  const status = STATUS[f.status ?? 'not_started'] ?? 'not_started';
  const { category } = f.tournament;
  return fixtureSchema.parse({
    id: id(f.id, 'match'),
    sport: { id: id(f.tournament.sport.id, 'sport'), name: f.tournament.sport.name },
    category: {
      id: id(category.id, 'category'),
      name: category.name,
      ...(category.country_code ? { country_code: category.country_code } : {}),
    },
    tournament: { id: id(f.tournament.id, 'tournament'), name: f.tournament.name },
    competitors: { home: side('home'), away: side('away') },
    start_time: Date.parse(f.start_time),
    status,
    live: status === 'live',
  });
}
