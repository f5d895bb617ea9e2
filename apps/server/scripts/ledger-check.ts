// `npm run ledger:check`: verifies the ledger's invariants on the database the server uses
// (DATABASE_URL, or PGlite under DATA_DIR — stop the server first, PGlite is single-process) and
// exits 1 on any breach, printing each one; 2 when the check could not run.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configSchema } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';

async function main(): Promise<number> {
  // Only the database settings matter here; the server's start-up rules (production secrets) do not.
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    return 2;
  }
  const { DATABASE_URL, DATA_DIR } = parsed.data;
  const where = DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(DATA_DIR)}`;
  // Opening PGlite creates a database where there is none; a check must not leave one behind.
  if (!DATABASE_URL && !existsSync(join(resolve(DATA_DIR), 'pglite', 'PG_VERSION'))) {
    console.error(`There is no database to check: ${where} does not exist. Set DATA_DIR or DATABASE_URL.`);
    return 2;
  }
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: resolve(DATA_DIR), poolSize: 2 });
    const started = Date.now();
    const report = await checkLedger(handle.db, 100);
    const { transactions, entries, accounts } = report.counts;
    console.log(
      `Ledger check on ${where}: ${transactions} transactions, ${entries} entries, ${accounts} accounts (${Date.now() - started} ms)`,
    );
    if (report.ok) {
      console.log(
        'OK: every transaction sums to zero, every balance equals its entries, no player balance is below zero.',
      );
      return 0;
    }
    console.error(`BREACHED: ${report.breaches.length} problem(s):`);
    for (const line of report.breaches) console.error(`  - ${line}`);
    return 1;
  } catch (err) {
    console.error(`The ledger check could not run on ${where}: ${(err as Error).message}`);
    return 2;
  } finally {
    await handle?.close();
  }
}

process.exitCode = await main();
