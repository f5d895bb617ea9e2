// Runs the fuzzer against a world: phase B sends plausible requests (noise only; they may succeed and
// write), phase A sends requests with one or two certain defects and checks each answer and the
// rows it wrote. Every route is walked in turn; the ledger is checked after each phase.
import fc from 'fast-check';
import { sql } from 'kysely';
import { OPENAPI_DOCS_PATH } from '../../http/openapi.ts';
import type { CatalogRoute } from '../../http/route-catalog.ts';
import { checkLedger } from '../../modules/ledger/ledger-check.ts';
import { withDefects, type DefectContext } from './defects.ts';
import { plausibleDraft, type Draft } from './draft.ts';
import { judge, type FindingKind } from './judge.ts';
import { withNoise } from './noise.ts';
import { send } from './send.ts';
import type { Pools } from './values.ts';
import { installWriteRecorder, takeWrites, type Write } from './writes.ts';
import type { World } from './world.ts';

export interface FuzzOptions {
  /** Requests in all, both phases. */
  count: number;
  seed: number;
  /** The share of plausible requests (phase B), 0 to 1. */
  plausibleShare?: number;
  /** Called now and then with the number of requests sent. */
  progress?: (sent: number, total: number) => void;
}

export interface Finding {
  kind: FindingKind;
  phase: 'A' | 'B';
  route: string;
  url: string;
  status: number;
  defects: string[];
  noise: string[];
  payload: string;
  response: string;
  writes: Write[];
}

export interface FuzzReport {
  seed: number;
  sent: { A: number; B: number };
  routes: number;
  byRoute: Record<string, number>;
  byDefect: Record<string, number>;
  byNoise: Record<string, number>;
  byStatus: Record<string, number>;
  findings: Finding[];
  ledgerBreaches: unknown[];
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const RENEW_EVERY = 40;
const EXCERPT = 300;

const bump = (map: Record<string, number>, key: string) => {
  map[key] = (map[key] ?? 0) + 1;
};

function poolsOf(world: World): Pools {
  const both = [world.me, world.other];
  return {
    betIds: both.flatMap((h) => h.betIds),
    bookingCodes: both.flatMap((h) => h.bookingCodes),
    casinoSessions: both.flatMap((h) => h.casinoSessions),
    roundIds: both.flatMap((h) => h.roundIds),
    matchIds: world.matchIds,
    gameIds: world.gameIds,
    userIds: both.map((h) => h.player.id),
    phones: [...both.map((h) => h.player.phone), '08031234567'],
    aggregatorSessionId: world.aggregatorSessionId,
  };
}

/** The routes to walk, in an order fixed by the seed. */
function routesOf(world: World, seed: number): CatalogRoute[] {
  // The API's published documents (OpenAPI and its reading page) are static files, not calls.
  const routes = world.t.app.routeCatalog.filter(
    (r) => METHODS.has(r.method) && !r.url.startsWith(OPENAPI_DOCS_PATH),
  );
  return fc.sample(fc.shuffledSubarray(routes, { minLength: routes.length }), { seed, numRuns: 1 })[0]!;
}

/** Waits until the crash table has settled every bet phase B placed, so none lands in phase A. */
async function crashSettled(world: World): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const open = await sql<{ n: number }>`
      select count(*)::int as n from casino_rounds where game = 'crash' and status in ('open', 'cashing')`.execute(
      world.t.db,
    );
    if (open.rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function runFuzz(world: World, options: FuzzOptions): Promise<FuzzReport> {
  const { count, seed } = options;
  const plausibleCount = Math.round(count * (options.plausibleShare ?? 0.2));
  const routes = routesOf(world, seed);
  const ctx: DefectContext = {
    loggedIn: (route) => route.onRequest.includes(world.t.app.requireUser),
    deadTokens: world.deadTokens,
  };
  const report: FuzzReport = {
    seed,
    sent: { A: 0, B: 0 },
    routes: routes.length,
    byRoute: {},
    byDefect: {},
    byNoise: {},
    byStatus: {},
    findings: [],
    ledgerBreaches: [],
  };
  const pools = poolsOf(world);
  const arbitraries = new Map<string, fc.Arbitrary<Draft>>();
  const draftFor = (i: number, defective: boolean): Draft => {
    const route = routes[i % routes.length]!;
    const key = `${defective ? 'A' : 'B'} ${route.method} ${route.url}`;
    let arb = arbitraries.get(key);
    if (!arb) {
      const noisy = plausibleDraft(route, pools).chain((d) => fc.nat(2).chain((n) => withNoise(d, n)));
      arb = defective
        ? noisy.chain((d) => fc.integer({ min: 1, max: 2 }).chain((n) => withDefects(d, ctx, n)))
        : noisy;
      arbitraries.set(key, arb);
    }
    return fc.sample(arb, { seed: seed + i, numRuns: 1 })[0]!;
  };

  async function one(i: number, phase: 'A' | 'B'): Promise<void> {
    const draft = draftFor(i, phase === 'A');
    const routeName = `${draft.route.method} ${draft.route.url}`;
    const { url, payload, response } = await send(draft, world);
    const writes = phase === 'A' ? await takeWrites(world.t.db) : [];
    report.sent[phase] += 1;
    bump(report.byRoute, routeName);
    bump(report.byStatus, String(response.statusCode));
    for (const d of draft.defects) bump(report.byDefect, d);
    for (const n of draft.noise) bump(report.byNoise, n);
    for (const kind of judge(draft, response, writes)) {
      report.findings.push({
        kind,
        phase,
        route: routeName,
        url: url.slice(0, EXCERPT),
        status: response.statusCode,
        defects: draft.defects,
        noise: draft.noise,
        payload: (payload ?? '').slice(0, EXCERPT),
        response: response.body.slice(0, EXCERPT),
        writes,
      });
    }
    options.progress?.(report.sent.A + report.sent.B, count);
  }

  await installWriteRecorder(world.t.db);
  for (let i = 0; i < plausibleCount; i++) {
    if (i % RENEW_EVERY === 0) await world.renewMe();
    await one(i, 'B');
  }
  report.ledgerBreaches.push(...(await checkLedger(world.t.db)).breaches);
  await crashSettled(world);
  await world.renewMe();
  await takeWrites(world.t.db);
  for (let i = plausibleCount; i < count; i++) await one(i, 'A');
  report.ledgerBreaches.push(...(await checkLedger(world.t.db)).breaches);
  return report;
}
