// Bets placed per second through the HTTP API on the real PostgreSQL, beside pgbench's TPC-B in the
// same run. The app runs as deployed on loopback: the feed simulator in a process of its own
// (ROLE=feed) and an API process (ROLE=api) whose odds cache follows the database; 64 concurrent players place 3-selection accumulators (POST bets/place-bet/12: signing,
// session, idempotency key, every selection priced against the cache, the engine's calculation, the
// player's accounts locked, 24-hour payout rule, bet + selections + lines + booking code stored, one
// ledger transfer). Goal: ≥ 0.3 of pgbench's tps with p99 < 100 ms. Loopback only; about 60 s.
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger-check.ts';
import { closedLoop, failureText } from './support/http.ts';
import { pgbench } from './support/pgbench.ts';
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

export default async function run(): Promise<void> {
  // As deployed: the feed simulator in its own process, the players' calls on an API process.
  const feed = { FEED: 'simulator', BONUS_SWEEP_INTERVAL_SECONDS: '0' };
  const env = { FEED: 'off', BET_LIVE_DELAY_MS: '0', BONUS_SWEEP_INTERVAL_SECONDS: '0' };
  const measured = await withAppInOwnSchema(
    'bets',
    { env, feed, poolSize: 8 },
    async ({ port, handle, stopApp }) => {
      const players = await makePlayers(handle, PLAYERS);
      const fixtures = await picks(handle);
      if (fixtures.length < 10) throw new Error(`only ${fixtures.length} fixtures to bet on`);
      const http = await closedLoop({
        port,
        concurrency: CONCURRENCY,
        warmupMs: WARMUP_MS,
        measureMs: MEASURE_MS,
        next: (i) => ({
          path: '/api/v2/bets/place-bet/12',
          headers: {
            authorization: `Bearer ${players[i % players.length]!.token}`,
            'idempotency-key': randomUUID(),
          },
          body: slip(fixtures, i),
        }),
      });
      await stopApp();
      const report = await checkLedger(handle.db);
      const bets = await handle.db
        .selectFrom('bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return { http, report, bets: bets.n, fixtures: fixtures.length };
    },
  );
  const { http, report } = measured;
  const tpcb = pgbench(CONCURRENCY, PGBENCH_SECONDS);

  console.log(
    `PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} · ${CONCURRENCY} concurrent · ${PLAYERS} players · ${measured.fixtures} fixtures`,
  );
  console.log(
    `bets placed via HTTP (3-leg accumulators, POST bets/place-bet/12): ${http.tps.toFixed(0)}/s  ` +
      `(${http.ok} in ${MEASURE_MS / 1000} s, p50 ${http.p50.toFixed(1)} ms, p99 ${http.p99.toFixed(1)} ms, failures: ${failureText(http.failures)})`,
  );
  console.log(
    `pgbench TPC-B (scale 1, -c ${CONCURRENCY} -j 2 -T ${PGBENCH_SECONDS}): ${tpcb.toFixed(0)} tps`,
  );
  console.log(`ratio bets / pgbench: ${(http.tps / tpcb).toFixed(2)} (goal ≥ 0.30, p99 < 100 ms)`);
  console.log(
    `ledger check after the run: ${report.ok ? 'sound' : `BREACHED\n  ${report.breaches.join('\n  ')}`} (${report.counts.transactions} transactions, ${measured.bets} bets)`,
  );
}
