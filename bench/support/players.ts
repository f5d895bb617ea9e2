// Bench players: users with a live session and a large available balance, made straight in the database.
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../apps/server/src/db/database.ts';
import { createLedger } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { house, player } from '../../apps/server/src/modules/ledger/ledger.types.ts';
import { createSessionService } from '../../apps/server/src/modules/sessions/sessions.service.ts';
import { insertTestUser } from '../../apps/server/src/test/users.ts';
import { config } from './server.ts';

export interface Player {
  id: number;
  token: string;
}

export async function makePlayers(handle: DatabaseHandle, count: number): Promise<Player[]> {
  const sessions = createSessionService({
    db: handle.db,
    now: () => new Date(),
    secret: config.TOKEN_SECRET,
    ttlHours: 24,
  });
  const ledger = createLedger({ db: handle.db });
  const players: Player[] = [];
  for (let i = 0; i < count; i += 32) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(32, count - i) }, async () => {
        const user = await insertTestUser(handle.db);
        const { token } = await sessions.start(user.id, { userAgent: 'bench' });
        await ledger.run((trx) =>
          ledger.move(trx, {
            from: house('adjustments'),
            to: player(user.id),
            amount: 1_000_000_000,
            kind: 'adjustment.bench',
            reference: randomUUID(),
          }),
        );
        return { id: user.id, token };
      }),
    );
    players.push(...batch);
  }
  return players;
}
