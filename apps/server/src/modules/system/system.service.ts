// Readiness: the database answers and migrations have run.
import type { Db } from '../../db/database.ts';
import { checkDatabase } from './system.repo.ts';

export async function isDatabaseReady(db: Db, isMigrated: () => boolean): Promise<boolean> {
  return isMigrated() && (await checkDatabase(db));
}
