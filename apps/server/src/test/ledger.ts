// Ledger assertions for tests: run after each scenario, they fail with the breaches the check found.
import { expect } from 'vitest';
import type { Executor } from '../db/executor.ts';
import { checkLedger } from '../modules/ledger/ledger-check.ts';

export async function expectLedgerSound(db: Executor): Promise<void> {
  const report = await checkLedger(db);
  expect(report.breaches).toEqual([]);
  expect(report.ok).toBe(true);
}
