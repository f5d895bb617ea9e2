// Ledger throughput through the HTTP API on the real PostgreSQL, beside pgbench's TPC-B on the same
// server in the same run. The app runs as its own process (apps/server/src/main.ts) on loopback, in a
// schema of its own that is dropped afterwards; this process is the client: 64 concurrent keep-alive
// HTTP requests, each a money-moving POST (a shop withdraw code: signing and session checks,
// idempotency key, player lock, daily-count rule, business record, one ledger transfer, balance
// event). Then 64 concurrent ledger.move calls in-process (the ledger without HTTP), then pgbench
// at its best configuration (bench/support/pgbench.ts) in a database it creates and drops.
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger-check.ts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { house, player } from '../apps/server/src/modules/ledger/ledger.types.ts';
import { closedLoop, failureText } from './support/http.ts';
import { pgbenchBest } from './support/pgbench.ts';
import { makePlayers, type Player } from './support/players.ts';
import { DATABASE_URL, withAppInOwnSchema } from './support/server.ts';

const CONCURRENCY = 64;
const PLAYERS = 512;
const WARMUP_MS = 3_000;
const MEASURE_MS = 15_000;
const IN_PROCESS_MS = 10_000;
const PGBENCH_SECONDS = 15;

function httpRun(port: number, players: Player[]) {
  const body = JSON.stringify({ type: 'withdraw', amount: 1 });
  return closedLoop({
    port,
    concurrency: CONCURRENCY,
    warmupMs: WARMUP_MS,
    measureMs: MEASURE_MS,
    next: (i) => ({
      path: '/api/v2/user/wallet/shop-transaction',
      headers: {
        authorization: `Bearer ${players[i % players.length]!.token}`,
        'idempotency-key': randomUUID(),
      },
      body,
    }),
  });
}

async function inProcessRun(handle: DatabaseHandle, players: Player[]) {
  const ledger = createLedger({ db: handle.db });
  const end = Date.now() + IN_PROCESS_MS;
  let ok = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const p = players[next++ % players.length]!;
        await ledger.run((trx) =>
          ledger.move(trx, {
            from: player(p.id),
            to: house('stakes_held'),
            amount: 1,
            kind: 'bet.stake',
            reference: randomUUID(),
          }),
        );
        ok++;
      }
    }),
  );
  return ok / (IN_PROCESS_MS / 1000);
}

export default async function run(): Promise<void> {
  const env = { WITHDRAW_MIN: '1', WITHDRAW_DAILY_COUNT: '1000', SHOP_SWEEP_INTERVAL_SECONDS: '0' };
  const { http, inProcess, report } = await withAppInOwnSchema(
    'ledger',
    { env, poolSize: CONCURRENCY },
    async ({ port, handle, stopApp }) => {
      const players = await makePlayers(handle, PLAYERS);
      const http = await httpRun(port, players);
      await stopApp();
      const inProcess = await inProcessRun(handle, players);
      return { http, inProcess, report: await checkLedger(handle.db) };
    },
  );
  const baseline = pgbenchBest(PGBENCH_SECONDS);
  const tpcb = baseline.tps;

  const failures = failureText(http.failures);
  console.log(
    `PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} · ${CONCURRENCY} concurrent · ${PLAYERS} players`,
  );
  console.log(
    `ledger transfers via HTTP (POST user/wallet/shop-transaction, app pool 20): ${http.tps.toFixed(0)}/s  ` +
      `(${http.ok} in ${MEASURE_MS / 1000} s, p50 ${http.p50.toFixed(1)} ms, p99 ${http.p99.toFixed(1)} ms, failures: ${failures})`,
  );
  console.log(
    `ledger transfers in-process (ledger.move, pool ${CONCURRENCY}):                ${inProcess.toFixed(0)}/s`,
  );
  console.log(`pgbench ${baseline.description}`);
  console.log(
    `ratio HTTP ledger / pgbench: ${(http.tps / tpcb).toFixed(2)} · in-process ledger / pgbench: ${(inProcess / tpcb).toFixed(2)}`,
  );
  console.log(
    `ledger check after the run: ${report.ok ? 'sound' : `BREACHED\n  ${report.breaches.join('\n  ')}`} (${report.counts.transactions} transactions)`,
  );
}
