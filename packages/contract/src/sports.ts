// The sports catalogue: menu, categories, tournaments, highlights, fixtures, a match, top bets and the
// betslip's odds refresh (SPEC.md §7 "Sports"). Every read is public and answered from the odds
// cache; apps/server/src/modules/sports/README.md shows each answer with an example.
import { FIXTURE_STATUSES, LIST_MARKET_KEYS, MARKET_GROUPS, MARKET_STATUS } from '@slipstream/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const MAX_INT = 2_147_483_647;

// ---- Parameters

/**
 * A positive id in a path or query: digits only, within an int. Messages leave the field's name to
 * the error envelope, which starts with it (`id: must be …`).
 */
const idParam = (what: string) =>
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

/** The operator's client id in a path (SPEC.md §7 `{clientId}`); another one than ours is a 404. */
export const clientIdParams = z.object({ clientId: z.string().max(64) });

const sportIdParams = z.object({ id: idParam('sport id') });
const categoryIdParams = z.object({ id: idParam('category id') });
const tournamentIdParams = z.object({ id: idParam('tournament id') });
const matchIdParams = z.object({ id: idParam('match id') });
const liveParams = z.object({ id: zeroOrId('sport id') });

const menuQuery = z.object({ timeoffset });

/**
 * A list market (packages/domain list-markets.ts: `1x2`, `ou2.5`, `hcp`…) for the odds columns of a
 * list; whether the list's sport switches to it is checked with the sport (a 400 names its choices).
 */
const listMarketKey = z.enum(LIST_MARKET_KEYS as [string, ...string[]], {
  error: `must be a list market (${LIST_MARKET_KEYS.join(', ')})`,
});

const LIVE_CHOICE = String.raw`(?:\d{1,10}:)?[a-z0-9.-]{1,16}`;

/**
 * The list markets of a live list, each after its sport's id (`1:ou2.5,2:total`); a list of one
 * sport also takes the key alone (`ou2.5`). Sports not named show their default market.
 */
const liveListMarkets = z
  .string()
  .max(400, 'must be at most 400 characters')
  .regex(
    new RegExp(`^${LIVE_CHOICE}(?:,${LIVE_CHOICE}){0,19}$`),
    'must be list markets, each after its sport id (1:ou2.5,2:total)',
  )
  .transform((value) =>
    value.split(',').map((choice) => {
      const colon = choice.indexOf(':');
      return colon === -1
        ? { sportId: null, key: choice }
        : { sportId: Number(choice.slice(0, colon)), key: choice.slice(colon + 1) };
    }),
  )
  .pipe(
    z.array(
      z.object({
        sportId: z.number().int().min(1, 'must name sports by their id').max(MAX_INT).nullable(),
        key: listMarketKey,
      }),
    ),
  );

const prematchQuery = z.object({
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
  market: blankAsMissing(listMarketKey.optional()),
});

const liveQuery = z.object({
  source: z
    .string()
    .max(20)
    .regex(/^[a-z]*$/i, 'source must be a word')
    .optional(),
  markets: blankAsMissing(flag.default(true)),
  market: blankAsMissing(liveListMarkets.optional()),
});

const fixturesQuery = z.object({
  sportID: blankAsMissing(idParam('sport id').optional()),
  marketID: blankAsMissing(idParam('market id').optional()),
  market: blankAsMissing(listMarketKey.optional()),
});

const idLike = z.union([z.int().min(1).max(MAX_INT), z.string().regex(/^\d{1,10}$/)]).transform(Number);

/** The selections of a slip whose prices are asked for; the market id is a string (SPEC.md §7). */
const oddsRefreshBody = z.object({
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

// ---- Answers: the views of packages/domain/src/sports-views.ts

/** 1 when it can be bet now; 0 keeps its last price for reference. */
const active = z.literal([0, 1]);
const named = z.object({ id: z.number(), name: z.string() });
const counts = { total: z.number(), live: z.number(), prematch: z.number() };
const category = named.extend({ countryCode: z.string().nullable() });

const outcomeView = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  odds: z.number(),
  active,
});

export const marketView = z.object({
  id: z.number(),
  name: z.string(),
  specifier: z.string(),
  status: z.literal(Object.values(MARKET_STATUS)),
  groups: z.array(z.enum(MARKET_GROUPS)),
  outcomes: z.array(outcomeView),
});

/**
 * A market as a list column header: `1X2` with `1`, `X`, `2`; a fixed line names it (`Over 2.5`,
 * `Under 2.5`); on each fixture's main line the columns leave it out (`Over`, `Home`) and every
 * row's buttons show their own (`Home -1`).
 */
export const marketHeader = z.object({
  id: z.number(),
  name: z.string(),
  /** The list market shown (`ou2.5`), or null for a market asked for by `marketID`. */
  key: z.string().nullable(),
  /** The fixed line every row shows (2.5), or null: no lines, or each fixture's main line. */
  line: z.number().nullable(),
  outcomes: z.array(z.object({ id: z.string(), label: z.string() })),
});

/** One period's score: a half, quarter or set (games or points per set), overtime and penalties too. */
export const periodScoreView = z.object({
  number: z.number(),
  type: z.enum(['regular', 'overtime', 'penalties']),
  home: z.number(),
  away: z.number(),
});

const liveStatusView = z.object({
  period: z.number(),
  periodName: z.string(),
  matchTime: z.number().nullable(),
  stoppageTime: z.number().nullable(),
  remainingTimeInPeriod: z.number().nullable(),
  homeScore: z.number(),
  awayScore: z.number(),
  periodScores: z.array(periodScoreView),
  pointScore: z.object({ home: z.string(), away: z.string() }).nullable(),
  server: z.enum(['home', 'away']).nullable(),
});

/** A fixture with everything a betslip selection (SPEC.md §3) is built from. */
export const fixtureSummary = z.object({
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
  /** 1 live, 3 pre-match: the producer of the prices shown. */
  producerId: z.literal([1, 3]),
  status: z.enum(FIXTURE_STATUSES),
  live: z.boolean(),
  type: z.enum(['live', 'prematch']),
  combinability: z.number(),
  score: z.string(),
  inPlayTime: z.string(),
  liveStatus: liveStatusView.nullable(),
  marketCount: z.number(),
});

/** A fixture in a list: in lists, `markets` holds the main line of the list's market only. */
export const fixtureView = fixtureSummary.extend({ markets: z.array(marketView) });

export const menuAnswer = z.object({
  sports: z.array(z.object({ sportID: z.number(), sportName: z.string(), ...counts, today: z.number() })),
});

export const categoriesAnswer = z.object({
  sport: named,
  categories: z.array(category.extend(counts)),
});

export const tournamentsAnswer = z.object({
  sport: named,
  category,
  tournaments: z.array(named.extend({ top: z.boolean(), ...counts })),
});

export const prematchAnswer = z.object({
  sport: named,
  market: marketHeader,
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
  totalPages: z.number(),
  fixtures: z.array(fixtureView),
});

export const liveAnswer = z.object({
  total: z.number(),
  sports: z.array(
    named.extend({ market: marketHeader.nullable(), total: z.number(), fixtures: z.array(fixtureView) }),
  ),
});

export const fixturesAnswer = z.object({
  sport: named,
  category,
  tournament: named,
  market: marketHeader,
  fixtures: z.array(fixtureView),
});

export const matchAnswer = z.object({
  fixture: fixtureSummary,
  /** Tabs: `all` first, then each market group that has lines; a line is under each of its groups. */
  groups: z.array(
    z.object({ id: z.enum(['all', ...MARKET_GROUPS]), name: z.string(), markets: z.array(marketView) }),
  ),
});

export const topBetsAnswer = z.object({ fixtures: z.array(fixtureView) });

export const oddsRefreshAnswer = z.object({
  success: z.literal(true),
  /** By `matchId:marketId:specifier:outcomeId`; a selection that no longer exists: odds null, active 0. */
  data: z.record(
    z.string(),
    z.object({
      matchId: z.number(),
      marketId: z.string(),
      outcomeId: z.string(),
      specifier: z.string(),
      odds: z.number().nullable(),
      active,
    }),
  ),
});

// ---- Endpoints

export const menu = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/menu',
  summary: "Sports with open fixtures, soccer first; `today` counts in the player's time zone.",
  auth: 'public',
  query: menuQuery,
  responses: { 200: menuAnswer },
});

export const categories = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/categories/:id',
  summary: "A sport's categories with open fixtures, alphabetical.",
  auth: 'public',
  params: sportIdParams,
  responses: { 200: categoriesAnswer },
  errors: ['NOT_FOUND'],
});

export const tournaments = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/tournaments/:id',
  summary: "A category's tournaments with open fixtures, top tournaments first.",
  auth: 'public',
  params: categoryIdParams,
  responses: { 200: tournamentsAnswer },
  errors: ['NOT_FOUND'],
});

export const prematchHighlight = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/highlight/prematch/:id',
  summary:
    "A sport's pre-match fixtures, paged, each with a line of the list market asked for (else the sport's default).",
  auth: 'public',
  params: sportIdParams,
  query: prematchQuery,
  responses: { 200: prematchAnswer },
  errors: ['NOT_FOUND'],
});

export const liveHighlight = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/highlight/live/:id',
  summary: "Live fixtures of every sport (0) or one, grouped by sport, each with its sport's list market.",
  auth: 'public',
  params: liveParams,
  query: liveQuery,
  responses: { 200: liveAnswer },
  errors: ['NOT_FOUND'],
});

export const tournamentFixtures = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/get-fixtures/:id',
  summary: "A tournament's open fixtures (live first) with a line of the list market or market asked for.",
  auth: 'public',
  params: tournamentIdParams,
  query: fixturesQuery,
  responses: { 200: fixturesAnswer },
  errors: ['NOT_FOUND'],
});

export const match = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/match/:id',
  summary: 'One open fixture with every line open or suspended, grouped for tabs.',
  auth: 'public',
  params: matchIdParams,
  responses: { 200: matchAnswer },
  errors: ['NOT_FOUND'],
});

export const topBets = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/sports/:clientId/top-bets',
  summary: 'Up to 20 pre-match fixtures of the top tournaments starting in the next 48 hours.',
  auth: 'public',
  params: clientIdParams,
  responses: { 200: topBetsAnswer },
  errors: ['NOT_FOUND'],
});

export const oddsRefresh = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/sports/odds-refresh',
  summary: "The current price and state of each of a slip's selections (it reads only, so it is public).",
  auth: 'public',
  body: oddsRefreshBody,
  responses: { 200: oddsRefreshAnswer },
});
