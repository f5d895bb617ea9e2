import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { insertTestUser } from '../../test/users.ts';
import { createLedger } from './ledger.service.ts';
import { house, player } from './ledger.types.ts';

const root = resolve(import.meta.dirname, '../../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runCheck() {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/scripts/ledger-check.ts'], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function withDatabase(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const handle = await openDatabase({ dataDir });
  try {
    await fn(handle);
  } finally {
    await handle.close();
  }
}

describe('npm run ledger:check', () => {
  it('passes on a sound ledger and fails, naming the breach, on a tampered one', async () => {
    await withDatabase(async (handle) => {
      await migrate(handle);
      const u = await insertTestUser(handle.db);
      const ledger = createLedger({ db: handle.db });
      await ledger.run((trx) =>
        ledger.move(trx, {
          from: house('adjustments'),
          to: player(u.id),
          amount: 12_345,
          kind: 'adjustment.test',
          reference: 'a',
        }),
      );
    });
    const sound = runCheck();
    expect(sound.stderr).toBe('');
    expect(sound.stdout).toMatch(/1 transactions, 2 entries/);
    expect(sound.stdout).toMatch(/^OK: /m);
    expect(sound.status).toBe(0);

    await withDatabase(async (handle) => {
      await sql`update ledger_accounts set balance = balance + 1 where user_id is not null and kind = 'available'`.execute(
        handle.db,
      );
    });
    const breached = runCheck();
    expect(breached.status).toBe(1);
    expect(breached.stderr).toMatch(/BREACHED: 1 problem/);
    expect(breached.stderr).toMatch(/has balance 12346 but its entries sum to 12345/);
  }, 90_000);
});
