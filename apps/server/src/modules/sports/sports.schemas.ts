// zod schemas of the sports API: path and query parameters (a bad id is a 400) and every answer's
// shape (README.md beside this file describes them for the web app).
import { z } from 'zod';

const MAX_INT = 2_147_483_647;

/**
 * A positive id in a path or query: digits only, within an int. Messages leave the field's name to
 * the error envelope, which starts with it (`id: must be …`).
 */
export const idParam = (what: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `must be a positive whole number (a ${what})`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `must be a positive whole number (a ${what})`)
        .max(MAX_INT, `is too large for a ${what}`),
    );

/** 0 or a positive id (sports/highlight/live/0 means every sport). */
const zeroOrId = (what: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `must be 0 (every sport) or a ${what}`)
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_INT, `is too large for a ${what}`));

/** A query parameter sent empty (`?sportID&marketID=1`) counts as not sent. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 0, 1, true or false' })
  .transform((v) => v === '1' || v === 'true');

/** Minutes, UTC minus local, as Date#getTimezoneOffset gives them (Lagos: -60). */
const timeoffset = blankAsMissing(
  z
    .string()
    .regex(/^-?\d{1,4}$/, 'must be whole minutes (UTC minus local)')
    .transform(Number)
    .pipe(z.number().int().min(-840, 'must be within ±840 minutes').max(840, 'must be within ±840 minutes'))
    .default(0),
);

export const sportIdParams = z.object({ id: idParam('sport id') });
export const categoryIdParams = z.object({ id: idParam('category id') });
export const tournamentIdParams = z.object({ id: idParam('tournament id') });
export const matchIdParams = z.object({ id: idParam('match id') });
export const liveParams = z.object({ id: zeroOrId('sport id') });
export const clientIdParams = z.object({ clientId: z.string().max(64) });

export const menuQuery = z.object({ timeoffset });

export const prematchQuery = z.object({
  today: blankAsMissing(flag.default(false)),
  upcoming: blankAsMissing(flag.default(false)),
  hours: blankAsMissing(
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number of hours from 1 to 168')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be at least 1').max(168, 'must be at most 168 (a week)'))
      .optional(),
  ),
  page: blankAsMissing(
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a page number from 1')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be a page number from 1'))
      .default(1),
  ),
  perPage: blankAsMissing(
    z
      .enum(['50', '30'], { error: 'must be 50 or 30' })
      .transform((v) => (v === '30' ? 30 : 50) as 30 | 50)
      .default(50),
  ),
  timeoffset,
});

export const liveQuery = z.object({
  source: z
    .string()
    .max(20)
    .regex(/^[a-z]*$/i, 'source must be a word')
    .optional(),
  markets: blankAsMissing(flag.default(true)),
});

export const fixturesQuery = z.object({
  sportID: blankAsMissing(idParam('sport id').optional()),
  marketID: blankAsMissing(idParam('market id').optional()),
});

const idLike = z.union([z.int().min(1).max(MAX_INT), z.string().regex(/^\d{1,10}$/)]).transform(Number);

export const oddsRefreshBody = z.object({
  events: z
    .array(
      z.object({
        matchId: idLike.pipe(z.number().int().min(1).max(MAX_INT)),
        marketId: z.union([z.int().min(1).max(MAX_INT).transform(String), z.string().regex(/^\d{1,10}$/)]),
        outcomeId: z.union([z.int().min(0).transform(String), z.string().trim().min(1).max(50)]),
        specifier: z
          .string()
          .max(200)
          .nullish()
          .transform((v) => v ?? ''),
      }),
    )
    .max(200, 'must hold at most 200 selections'),
});

// Answers

const named = z.object({ id: z.number(), name: z.string() });
const counts = { total: z.number(), live: z.number(), prematch: z.number() };

export const menuResponse = z.object({
  sports: z.array(z.object({ sportID: z.number(), sportName: z.string(), ...counts, today: z.number() })),
});

export const categoriesResponse = z.object({
  sport: named,
  categories: z.array(named.extend({ countryCode: z.string().nullable(), ...counts })),
});

const category = named.extend({ countryCode: z.string().nullable() });

export const tournamentsResponse = z.object({
  sport: named,
  category,
  tournaments: z.array(named.extend({ top: z.boolean(), ...counts })),
});

const outcome = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  odds: z.number(),
  active: z.literal([0, 1]),
});

const market = z.object({
  id: z.number(),
  name: z.string(),
  specifier: z.string(),
  status: z.number(),
  groups: z.array(z.string()),
  outcomes: z.array(outcome),
});

const marketHeader = z.object({
  id: z.number(),
  name: z.string(),
  outcomes: z.array(z.object({ id: z.string(), label: z.string() })),
});

const liveStatus = z.object({
  period: z.number(),
  periodName: z.string(),
  matchTime: z.number().nullable(),
  stoppageTime: z.number().nullable(),
  remainingTimeInPeriod: z.number().nullable(),
  homeScore: z.number(),
  awayScore: z.number(),
  periodScores: z.array(
    z.object({
      number: z.number(),
      type: z.enum(['regular', 'overtime', 'penalties']),
      home: z.number(),
      away: z.number(),
    }),
  ),
  pointScore: z.object({ home: z.string(), away: z.string() }).nullable(),
  server: z.enum(['home', 'away']).nullable(),
});

export const fixtureSummarySchema = z.object({
  matchId: z.number(),
  gameId: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  date: z.string(),
  sport: z.string(),
  sportId: z.number(),
  category: z.string(),
  categoryId: z.number(),
  countryCode: z.string().nullable(),
  tournament: z.string(),
  tournamentId: z.number(),
  producerId: z.literal([1, 3]),
  status: z.enum(['not_started', 'live', 'ended', 'closed', 'cancelled']),
  live: z.boolean(),
  type: z.enum(['live', 'prematch']),
  combinability: z.number(),
  score: z.string(),
  inPlayTime: z.string(),
  liveStatus: liveStatus.nullable(),
  marketCount: z.number(),
});

export const fixtureSchema = fixtureSummarySchema.extend({ markets: z.array(market) });

export const prematchResponse = z.object({
  sport: named,
  market: marketHeader,
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
  totalPages: z.number(),
  fixtures: z.array(fixtureSchema),
});

export const liveResponse = z.object({
  total: z.number(),
  sports: z.array(
    named.extend({ market: marketHeader.nullable(), total: z.number(), fixtures: z.array(fixtureSchema) }),
  ),
});

export const fixturesResponse = z.object({
  sport: named,
  category,
  tournament: named,
  market: marketHeader,
  fixtures: z.array(fixtureSchema),
});

export const matchResponse = z.object({
  fixture: fixtureSummarySchema,
  groups: z.array(z.object({ id: z.string(), name: z.string(), markets: z.array(market) })),
});

export const topBetsResponse = z.object({ fixtures: z.array(fixtureSchema) });

export const oddsRefreshResponse = z.object({
  success: z.literal(true),
  data: z.record(
    z.string(),
    z.object({
      matchId: z.number(),
      marketId: z.string(),
      outcomeId: z.string(),
      specifier: z.string(),
      odds: z.number().nullable(),
      active: z.literal([0, 1]),
    }),
  ),
});
