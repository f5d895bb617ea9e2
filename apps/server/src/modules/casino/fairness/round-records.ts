// A player's record of one round for checking it: stakes, result, and its seed pair (the server
// seed once revealed by a rotation). Only the player's own rounds.
import type { AnyRoundResult } from '@slipstream/contract/casino';
import { AppError, toMajor } from '@slipstream/domain';
import type { Db } from '../../../db/database.ts';
import { findRound, type RoundRow } from '../provider/rounds.repo.ts';
import { findSeed } from './fairness.repo.ts';

export function createRoundRecords(deps: {
  db: Db;
  presenters: Record<string, (row: RoundRow) => AnyRoundResult>;
}) {
  return {
    async record(userId: number, id: string) {
      const row = await findRound(deps.db, id);
      if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', 'No such round.');
      const seed = await findSeed(deps.db, row.seed_id);
      if (!seed) throw new Error('casino: round without its seed');
      const present = deps.presenters[row.game];
      const settled = row.status === 'settled';
      return {
        id: row.id,
        game: row.game,
        status: row.status,
        balanceType: row.balance_type,
        bet: toMajor(row.bet),
        payout: settled && row.payout !== null ? toMajor(row.payout) : null,
        createdAt: new Date(row.created_at).toISOString(),
        settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
        params: row.params,
        result: present ? present(row) : null,
        fairness: {
          serverSeedHash: seed.server_seed_hash,
          serverSeed: seed.active ? null : seed.server_seed,
          clientSeed: seed.client_seed,
          nonce: row.nonce,
        },
      };
    },
  };
}

export type RoundRecords = ReturnType<typeof createRoundRecords>;
