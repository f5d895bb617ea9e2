// Provably fair seeds: each owner (a player, or a visitor's demo session) has one active pair — a
// secret server seed committed by its SHA-256 hash, the player's client seed and a nonce counting
// rounds. Rotating reveals the old server seed, so every round played on it can be checked.
import type { RevealedSeedPair, SeedPair } from '@slipstream/contract/casino';
import { AppError } from '@slipstream/domain';
import { CLIENT_SEED_PATTERN } from '@slipstream/domain/casino/client-seed';
import type { FairSource } from '@slipstream/domain/casino/fair-source';
import type { Db } from '../../../db/database.ts';
import type { Executor, Transaction } from '../../../db/executor.ts';
import { hmacSource } from './fair-source.ts';
import {
  activeSeed,
  bumpNonce,
  insertSeed,
  lockActiveSeed,
  openRoundsOnSeed,
  retireSeed,
} from './fairness.repo.ts';
import { hashServerSeed, newClientSeed, newServerSeed } from './seed.ts';

export interface Draw {
  seedId: number;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  source: FairSource;
}

export interface FairnessService {
  /** The owner's active pair; its nonce is the one the next round will use. */
  current(owner: string): Promise<SeedPair>;
  /** Takes the next nonce of the owner's pair inside `trx` (the round row commits with it). */
  draw(trx: Transaction, owner: string): Promise<Draw>;
  rotate(owner: string, clientSeed?: string): Promise<{ previous: RevealedSeedPair; current: SeedPair }>;
}

const newPair = (owner: string, clientSeed = newClientSeed()) => {
  const serverSeed = newServerSeed();
  return {
    owner,
    server_seed: serverSeed,
    server_seed_hash: hashServerSeed(serverSeed),
    client_seed: clientSeed,
  };
};

export function createFairnessService(deps: { db: Db; now: () => Date }): FairnessService {
  const { db } = deps;

  async function ensure(executor: Executor, owner: string) {
    const found = await activeSeed(executor, owner);
    if (found) return found;
    await insertSeed(executor, newPair(owner));
    const row = await activeSeed(executor, owner);
    if (!row) throw new Error('casino: could not open a seed pair');
    return row;
  }

  return {
    async current(owner) {
      const row = await ensure(db, owner);
      return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
    },

    async draw(trx, owner) {
      await ensure(trx, owner);
      const row = await lockActiveSeed(trx, owner);
      if (!row) throw new Error('casino: seed pair vanished');
      await bumpNonce(trx, row.id);
      return {
        seedId: row.id,
        nonce: row.nonce,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        source: hmacSource(row.server_seed, row.client_seed, row.nonce),
      };
    },

    async rotate(owner, clientSeed) {
      if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) {
        throw new AppError('BAD_REQUEST', 'A client seed is 1 to 64 visible characters.');
      }
      return db.transaction().execute(async (trx) => {
        await ensure(trx, owner);
        const old = await lockActiveSeed(trx, owner);
        if (!old) throw new Error('casino: seed pair vanished');
        // Revealing the seed of an unfinished round would reveal its future (a mines board).
        if ((await openRoundsOnSeed(trx, old.id)) > 0) {
          throw new AppError('CONFLICT', 'Finish your game in progress before changing seeds.');
        }
        await retireSeed(trx, old.id, deps.now());
        const fresh = newPair(owner, clientSeed);
        await insertSeed(trx, fresh);
        return {
          previous: {
            serverSeed: old.server_seed,
            serverSeedHash: old.server_seed_hash,
            clientSeed: old.client_seed,
            nonce: old.nonce,
          },
          current: { serverSeedHash: fresh.server_seed_hash, clientSeed: fresh.client_seed, nonce: 0 },
        };
      });
    },
  };
}
