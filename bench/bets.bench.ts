// Bets placed per second through the HTTP API on the real PostgreSQL, beside pgbench's TPC-B in the
// same run. The app runs as deployed on loopback: the feed simulator in a process of its own
// (ROLE=feed) and an API process (ROLE=api) whose odds cache follows the database; 64 concurrent
// players place 3-selection accumulators (POST bets/place-bet/12: signing, session, idempotency key, every selection priced against the cache, the engine's calculation, the
// player's accounts locked, 24-hour payout rule, bet + selections + lines + booking code stored, one
// ledger transfer). Goal: ≥ 0.3 of pgbench's best tps with p99 < 100 ms. Two phases: as fast as the
// players are answered (the rate), then the goal rate offered steadily (its latency). About 80 s.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger-check.ts';
import { cpuPerUnit, readCpu, type CpuReading } from './support/cpu.ts';
import { closedLoop, failureText, openLoop, type LoadResult } from './support/http.ts';
import { pgbenchBest } from './support/pgbench.ts';
import { makePlayers } from './support/players.ts';
import { DATABASE_URL, withAppInOwnSchema } from './support/server.ts';

const CONCURRENCY = 64;
const PLAYERS = 512;
const WARMUP_MS = 3_000;
const MEASURE_MS = 15_000;
const PGBENCH_SECONDS = 15;

interface Pick {
  matchId: number;
  outcomeId: string;
  odds: number;
}

/** Pre-match 1X2 prices of fixtures that start well after the run (so nothing closes mid-run). */
async function picks(handle: DatabaseHandle): Promise<Pick[][]> {
  const rows = await handle.db
    .selectFrom('outcomes as o')
    .innerJoin('markets as m', (j) =>
      j
        .onRef('m.fixture_id', '=', 'o.fixture_id')
        .onRef('m.market_id', '=', 'o.market_id')
        .onRef('m.specifier', '=', 'o.specifier'),
    )
    .innerJoin('fixtures as f', 'f.id', 'o.fixture_id')
    .select(['o.fixture_id', 'o.outcome_id', 'o.odds'])
    .where('o.market_id', '=', 1)
    .where('o.specifier', '=', '')
    .where('o.active', '=', true)
    .where('m.status', '=', 1)
    .where('f.status', '=', 'not_started')
    .where('f.start_time', '>', new Date(Date.now() + 60 * 60_000))
    .execute();
  const byFixture = new Map<number, Pick[]>();
  for (const r of rows) {
    const list = byFixture.get(r.fixture_id) ?? [];
    list.push({ matchId: r.fixture_id, outcomeId: r.outcome_id, odds: Number(r.odds) });
    byFixture.set(r.fixture_id, list);
  }
  return [...byFixture.values()];
}

function slip(fixtures: Pick[][], i: number): string {
  const legs = [0, 1, 2].map((k) => {
    const f = fixtures[(i * 3 + k * 7) % fixtures.length]!;
    return f[(i + k) % f.length]!;
  });
  // Distinct matches: an accumulator cannot hold two picks of one match.
  const unique = [...new Map(legs.map((l) => [l.matchId, l])).values()];
  return JSON.stringify({
    selections: unique.map((l) => ({
      matchId: l.matchId,
      marketId: 1,
      specifier: '',
      outcomeId: l.outcomeId,
      odds: l.odds,
      type: 'prematch',
    })),
    bet_type: unique.length === 1 ? 'Single' : 'Multiple',
    stake: 100,
    // Pre-match prices drift while the run goes on; the bench measures placement, not refusals.
    acceptChanges: 'any',
    isBooking: 0,
  });
}

const GOAL_RATIO = 0.3;

const readingAt = (ms: number, processes: { api: readonly number[]; feed?: number | undefined }) =>
  new Promise<CpuReading>((resolve) => setTimeout(() => resolve(readCpu(processes)), ms));

const loadLine = (r: LoadResult) =>
  `${r.tps.toFixed(0)}/s  (${r.ok} in ${MEASURE_MS / 1000} s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, failures: ${failureText(r.failures)})`;

export default async function run(): Promise<void> {
  const loadAtStart = loadavg()[0] ?? 0;
  // pgbench first, on a quiet machine, at its best configuration: its rate sets the goal rate of the
  // second phase.
  const baseline = pgbenchBest(PGBENCH_SECONDS);
  const tpcb = baseline.tps;
  const goalRate = Math.ceil(tpcb * GOAL_RATIO);
  // As deployed: the feed simulator in its own process, the players' calls on an API process.
  const feed = { FEED: 'simulator', BONUS_SWEEP_INTERVAL_SECONDS: '0' };
  // BENCH_API_POOL_SIZE sets each API process's PostgreSQL pool (DATABASE_POOL_SIZE; default 20), and
  // BENCH_API_PROCESSES how many API processes share the players (default 1).
  const apiPool = process.env.BENCH_API_POOL_SIZE ?? '20';
  const apiProcesses = Number(process.env.BENCH_API_PROCESSES ?? 1);
  const env = {
    FEED: 'off',
    BET_LIVE_DELAY_MS: '0',
    BONUS_SWEEP_INTERVAL_SECONDS: '0',
    DATABASE_POOL_SIZE: apiPool,
  };
  const measured = await withAppInOwnSchema(
    'bets',
    { env, feed, poolSize: 8, apiProcesses },
    async ({ ports, handle, stopApp, processes }) => {
      const players = await makePlayers(handle, PLAYERS);
      const fixtures = await picks(handle);
      if (fixtures.length < 10) throw new Error(`only ${fixtures.length} fixtures to bet on`);
      const shape = {
        port: ports,
        concurrency: CONCURRENCY,
        warmupMs: WARMUP_MS,
        measureMs: MEASURE_MS,
        next: (i: number) => ({
          path: '/api/v2/bets/place-bet/12',
          headers: {
            authorization: `Bearer ${players[i % players.length]!.token}`,
            'idempotency-key': randomUUID(),
          },
          body: slip(fixtures, i),
        }),
      };
      // Phase 1: as fast as the 64 players get answers (the most the stack takes), with what each
      // bet cost each part of the stack in CPU over the measured window.
      const cpu = readingAt(WARMUP_MS, processes);
      const cpuEnd = readingAt(WARMUP_MS + MEASURE_MS, processes);
      const http = await closedLoop(shape);
      const cpuPerBet = cpuPerUnit(await cpu, await cpuEnd, http.ok, 'bet');
      // Phase 2: the goal rate offered steadily by the same 64 players (the latency at that load).
      const atGoal = await openLoop({ ...shape, perSecond: goalRate });
      await stopApp();
      const report = await checkLedger(handle.db);
      const bets = await handle.db
        .selectFrom('bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return { http, cpuPerBet, atGoal, report, bets: bets.n, fixtures: fixtures.length };
    },
  );
  const { http, atGoal, report } = measured;

  console.log(
    `PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} · ${CONCURRENCY} concurrent · ${PLAYERS} players · ${measured.fixtures} fixtures · ${apiProcesses} API process${apiProcesses === 1 ? '' : 'es'}, pool ${apiPool} each · load average ${loadAtStart.toFixed(1)} at the start`,
  );
  console.log(`pgbench ${baseline.description}`);
  console.log(
    `bets placed via HTTP (3-leg accumulators, POST bets/place-bet/12), closed loop: ${loadLine(http)}`,
  );
  console.log(measured.cpuPerBet);
  console.log(`ratio bets / pgbench: ${(http.tps / tpcb).toFixed(2)} (goal ≥ ${GOAL_RATIO.toFixed(2)})`);
  console.log(
    `bets offered at the goal rate (${GOAL_RATIO} × pgbench = ${goalRate}/s, open loop): ${loadLine(atGoal)} (goal p99 < 100 ms)`,
  );
  console.log(
    `ledger check after the run: ${report.ok ? 'sound' : `BREACHED\n  ${report.breaches.join('\n  ')}`} (${report.counts.transactions} transactions, ${measured.bets} bets)`,
  );
}
