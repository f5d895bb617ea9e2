// The one query the readiness check needs.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function checkDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
