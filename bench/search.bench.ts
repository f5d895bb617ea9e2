// `npm run bench search`: the sports search box (GET sports/search) through HTTP on the real
// PostgreSQL, with the catalogue at the simulator's size. The app runs as deployed on loopback: the
// feed simulator in a process of its own (ROLE=feed) filling the catalogue, and an API process
// (ROLE=api) answering; 32 clients search at once, each sending its next query as soon as its last
// one is answered, with what bettors type: a word's first letters, whole names without their
// accents, names with a letter dropped, swapped or doubled, and a few that match nothing. Prints
// p50 and p99 latency and requests per second, the CPU each search costs the API process and
// PostgreSQL (what sets the latency when the two cores are shared by everything), and the PostgreSQL
// lookup alone (the name query on one connection, one at a time). Goal: p99 well under 50 ms.
// BENCH_SECONDS (default 20) sets the measured time; about 40 s with the start-up.
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { findNames } from '../apps/server/src/modules/search/search.repo.ts';
import { CANDIDATES } from '../apps/server/src/modules/search/search.service.ts';
import { processCpuSeconds } from './support/cpu.ts';
import { failureText, percentile } from './support/http.ts';
import { DATABASE_URL, withAppInOwnSchema } from './support/server.ts';

const CONCURRENCY = 32;
const WARMUP_MS = 2_000;
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 20) * 1_000;
const QUERIES = 2_000;
const GOAL_P99_MS = 50;
const NO_RESULTS = '"live":[],"upcoming":[],"leagues":[],"teams":[]}';

/** A small deterministic generator, so two runs send the same queries. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** What a bettor types for a name: partial, unaccented or misspelt. */
function typed(name: string, random: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const words = plain(name)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
  const word = pick(words.length > 0 ? words : [plain(name)]);
  const at = (w: string) => 1 + Math.floor(random() * Math.max(1, w.length - 2));
  const kind = random();
  if (kind < 0.35) return word.slice(0, 2 + Math.floor(random() * Math.max(1, word.length - 1)));
  if (kind < 0.5) return plain(name);
  if (kind < 0.6) return name;
  if (word.length < 5) return word;
  const i = at(word);
  if (kind < 0.72) return word.slice(0, i) + word.slice(i + 1);
  if (kind < 0.84) return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

async function catalogueNames(handle: DatabaseHandle): Promise<{ teams: string[]; leagues: string[] }> {
  const { rows } = await sql<{ kind: 'team' | 'league'; name: string }>`
    select distinct 'team' as kind, c.name from competitors c
      join fixtures f on c.id in (f.home_competitor_id, f.away_competitor_id)
      where f.status in ('not_started', 'live')
    union
    select distinct 'league' as kind, t.name from tournaments t
      join fixtures f on f.tournament_id = t.id
      where f.status in ('not_started', 'live')
    order by kind, name`.execute(handle.db);
  return {
    teams: rows.filter((r) => r.kind === 'team').map((r) => r.name),
    leagues: rows.filter((r) => r.kind === 'league').map((r) => r.name),
  };
}

function makeQueries(names: { teams: string[]; leagues: string[] }): string[] {
  const random = rng(20_261_121);
  const nothing = ['zzqx', 'qwvbn', 'xylophone', 'kjhgf fc'];
  return Array.from({ length: QUERIES }, () => {
    const r = random();
    if (r < 0.05) return nothing[Math.floor(random() * nothing.length)] as string;
    const list = r < 0.8 ? names.teams : names.leagues;
    return typed(list[Math.floor(random() * list.length)] as string, random).slice(0, 64);
  }).map((q) => (q.trim().length >= 2 ? q : `${q}a`));
}

/** Waits until the feed process has written its snapshot (the open fixtures stop growing). */
async function catalogueSettled(handle: DatabaseHandle): Promise<number> {
  let last = -1;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from fixtures where status in ('not_started', 'live')`.execute(handle.db);
    const n = rows[0]?.n ?? 0;
    if (n > 0 && n === last) return n;
    if (Date.now() > deadline) throw new Error(`the catalogue did not settle (${n} open fixtures)`);
    last = n;
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

function get(agent: Agent, port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = request({ agent, host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** CPU seconds used so far: by the API process, and by the PostgreSQL backends that run its searches. */
interface CpuUse {
  api: number;
  /** Undefined when PostgreSQL is not on this machine (its processes cannot be read). */
  postgres: number | undefined;
}

/**
 * Reads what the searches cost: the API process reports its own CPU time on /metrics; PostgreSQL's
 * share is that of the backends whose last statement was the name lookup (pg_stat_activity keeps
 * the statement's start, which calls search_key), taken when first read: after the warm-up every
 * connection of the API's pool has searched, and the feed process's connections never do.
 */
function cpuMeter(port: number, handle: DatabaseHandle): () => Promise<CpuUse> {
  let backends: Promise<number[]> | undefined;
  const apiCpu = async () => {
    const text = (await get(new Agent(), port, '/metrics')).body;
    const line = /^process_cpu_seconds_total (\S+)$/m.exec(text);
    if (!line) throw new Error('the API process reports no process_cpu_seconds_total on /metrics');
    return Number(line[1]);
  };
  return async () => {
    backends ??= sql<{ pid: number }>`
      select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query like '%search_key(%'`
      .execute(handle.db)
      .then((r) => r.rows.map((row) => row.pid));
    const [api, pids] = await Promise.all([apiCpu(), backends]);
    const each = pids.map(processCpuSeconds);
    const postgres = each.every((c) => c !== undefined) ? each.reduce((a, b) => a + b, 0) : undefined;
    return { api, postgres: pids.length > 0 ? postgres : undefined };
  };
}

interface Load {
  rps: number;
  ok: number;
  withResults: number;
  failures: Map<number, number>;
  p50: number;
  p99: number;
  max: number;
  /** CPU milliseconds per search answered in the measured window. */
  cpuPerSearch: { api: number; postgres: number | undefined };
}

async function searchLoad(port: number, queries: string[], readCpu: () => Promise<CpuUse>): Promise<Load> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const start = performance.now();
  const measureFrom = start + WARMUP_MS;
  const end = measureFrom + MEASURE_MS;
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let ok = 0;
  let withResults = 0;
  let i = 0;
  const after = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const cpuAtStart = after(WARMUP_MS).then(readCpu);
  const cpuAtEnd = after(WARMUP_MS + MEASURE_MS).then(readCpu);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const q = queries[i++ % queries.length] as string;
        const sent = performance.now();
        const res = await get(agent, port, `/api/v2/sports/search?q=${encodeURIComponent(q)}`).catch(() => ({
          status: -1,
          body: '',
        }));
        const now = performance.now();
        if (sent < measureFrom || now > end) continue;
        latencies.push(now - sent);
        if (res.status !== 200) {
          failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
          continue;
        }
        ok++;
        // Read without parsing, so the bench's own work takes little of the shared cores.
        if (!res.body.endsWith(NO_RESULTS)) withResults++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const [from, to] = await Promise.all([cpuAtStart, cpuAtEnd]);
  const perSearch = (seconds: number) => (1000 * seconds) / Math.max(1, ok);
  return {
    rps: ok / (MEASURE_MS / 1000),
    ok,
    withResults,
    failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    cpuPerSearch: {
      api: perSearch(to.api - from.api),
      postgres:
        from.postgres === undefined || to.postgres === undefined
          ? undefined
          : perSearch(to.postgres - from.postgres),
    },
  };
}

/** The name lookup alone, as the API process sends it, one query at a time on the bench's connection. */
async function lookupAlone(handle: DatabaseHandle, queries: string[]): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (const q of queries.slice(0, 300)) {
    const t0 = performance.now();
    await findNames(handle.db, q, CANDIDATES);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export default async function run(): Promise<void> {
  const feed = { FEED: 'simulator', BONUS_SWEEP_INTERVAL_SECONDS: '0' };
  const env = { FEED: 'off', BONUS_SWEEP_INTERVAL_SECONDS: '0' };
  // Other work on the machine takes the same cores: a busy machine shows in the latency, not here.
  const loadAtStart = loadavg()[0] ?? 0;
  const result = await withAppInOwnSchema('search', { env, feed, poolSize: 2 }, async ({ port, handle }) => {
    const openFixtures = await catalogueSettled(handle);
    const names = await catalogueNames(handle);
    const queries = makeQueries(names);
    const alone = await lookupAlone(handle, queries);
    const load = await searchLoad(port, queries, cpuMeter(port, handle));
    return { openFixtures, names, queries, alone, load };
  });
  const { load, alone } = result;
  const sample = result.queries.slice(0, 8).map((q) => JSON.stringify(q));

  console.log(
    `PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} · catalogue of the simulator: ${result.openFixtures} open fixtures, ` +
      `${result.names.teams.length} teams and ${result.names.leagues.length} leagues with open matches`,
  );
  console.log(`${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at start`);
  console.log(`${result.queries.length} queries, e.g. ${sample.join(', ')}`);
  console.log(
    `name lookup alone (one connection, one at a time): p50 ${alone.p50.toFixed(2)} ms, p99 ${alone.p99.toFixed(2)} ms`,
  );
  console.log(
    `GET sports/search, ${CONCURRENCY} concurrent for ${MEASURE_MS / 1000} s: ${load.rps.toFixed(0)} requests/s ` +
      `(${load.ok} answered, ${Math.round((100 * load.withResults) / Math.max(1, load.ok))}% with results; failures: ${failureText(load.failures)})`,
  );
  console.log(
    `latency: p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, max ${load.max.toFixed(1)} ms (goal: p99 < ${GOAL_P99_MS} ms)`,
  );
  const { api, postgres } = load.cpuPerSearch;
  console.log(
    `CPU per search: API process ${api.toFixed(2)} ms, PostgreSQL ${postgres === undefined ? 'not measured (not on this machine)' : `${postgres.toFixed(2)} ms`}`,
  );
}
