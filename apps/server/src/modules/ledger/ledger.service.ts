// The ledger: the only code that changes a balance. Every movement is one ledger transaction of
// entries summing to zero, written inside the caller's database transaction beside its business
// record; player balances never go below zero. Bets, casino and bonuses call it the same way the
// wallet does. Balance events go out after commit.
import { AppError, type Minor } from '@slipstream/domain';
import { BALANCE_KINDS, type Balances, type BalanceKind } from '@slipstream/domain/wallet';
import type { Db } from '../../db/database.ts';
import {
  isRetryableConflict,
  isUniqueViolation,
  type Executor,
  type Transaction,
} from '../../db/executor.ts';
import { ledgerTransfers } from '../../metrics/metrics.ts';
import {
  earlierAnswer,
  withIdempotency,
  type IdempotentAnswer,
  type IdempotentRequest,
} from '../idempotency/idempotency.service.ts';
import { playerBalances, toBalances } from './balances.ts';
import { createBalanceEvents, type BalanceListener } from './ledger-events.ts';
import { accountKey, movementToPosting, netPosting, postingUser } from './ledger-posting.ts';
import {
  applyToBalance,
  findAccounts,
  houseBalance,
  insertHouseAccount,
  insertPlayerAccounts,
  insertPosting,
  lockPlayerAccounts,
  postWithPlayerLine,
  readBalances,
  type AccountRow,
} from './ledger.repo.ts';
import type { HouseAccount, Movement, Posting, PostedEntry, PostedTransaction } from './ledger.types.ts';

export interface Ledger {
  /** Posts balanced lines inside the caller's transaction; throws WALLET_INSUFFICIENT_FUNDS when a player balance would go below zero. */
  transfer(trx: Transaction, posting: Posting): Promise<PostedTransaction>;
  /** Moves `amount` from one account to another (a two-line transfer). */
  move(trx: Transaction, movement: Movement): Promise<PostedTransaction>;
  /** Runs `work` in a transaction, retrying serialization/deadlock failures, then publishes balance events. */
  run<T>(work: (trx: Transaction) => Promise<T>): Promise<T>;
  /** Like run, once per idempotency key: a retry with the same key and body answers the first result and moves nothing. */
  runIdempotent<T>(
    request: IdempotentRequest,
    work: (trx: Transaction) => Promise<{ statusCode?: number; body: T }>,
  ): Promise<IdempotentAnswer<T>>;
  /** The stored answer of an identical earlier runIdempotent call, if there was one. */
  earlierAnswer<T>(request: IdempotentRequest): Promise<IdempotentAnswer<T> | undefined>;
  /** A player's five balances (zeros before their first movement). */
  balances(userId: number, db?: Executor): Promise<Balances>;
  /** Locks a player's accounts for the rest of `trx` and answers their balances (read-decide-move under one lock). */
  lockBalances(trx: Transaction, userId: number): Promise<Balances>;
  /** Opens a player's five accounts (idempotent); transfers also do it on first use. */
  ensureAccounts(db: Executor, userId: number): Promise<void>;
  houseBalance(account: HouseAccount, db?: Executor): Promise<Minor>;
  onBalanceChanged(listener: BalanceListener): () => void;
  /** Publishes the current balances of these players (run/runIdempotent do it for you). */
  notifyBalanceChanged(userIds: Iterable<number>): Promise<void>;
}

export interface LedgerDeps {
  db: Db;
  log?: { warn(obj: object, msg: string): void };
  /** Attempts for a transaction that hits a serialization failure or deadlock. */
  maxAttempts?: number;
}

const BALANCE_LABELS: Record<BalanceKind, string> = {
  available: 'available',
  sport_bonus: 'sport bonus',
  casino_bonus: 'casino bonus',
  virtual_bonus: 'virtual bonus',
  trust: 'trust',
};

export function insufficientFunds(kind: BalanceKind): AppError {
  return new AppError(
    'WALLET_INSUFFICIENT_FUNDS',
    `Insufficient funds: your ${BALANCE_LABELS[kind]} balance is too low.`,
    {
      balance: kind,
    },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLedger(deps: LedgerDeps): Ledger {
  const { db } = deps;
  const maxAttempts = deps.maxAttempts ?? 5;
  const events = createBalanceEvents((err) => deps.log?.warn({ err }, 'balance listener failed'));
  // Players whose money a still-open transaction moved; read after commit to publish their balances.
  const touched = new WeakMap<Transaction, Set<number>>();

  async function retrying<T>(attempt: () => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (err) {
        if (!isRetryableConflict(err) || n >= maxAttempts) throw err;
        await sleep(Math.random() * 10 * n);
      }
    }
  }

  // Account ids never change once committed, so house ids are remembered for the life of the
  // process, and a player's ids for the transaction that locked them (lockBalances). A house id is
  // remembered only if no transaction of ours created it, so a rolled-back creation is never cached.
  const houseIds = new Map<string, number>();
  const playerIds = new WeakMap<Transaction, Map<string, number>>();
  // Balances of players whose accounts a transaction locked: exact until it commits (nobody else can
  // change locked rows), so their balance event needs no read after commit.
  const snapshots = new WeakMap<Transaction, Map<number, { balances: Balances; seq: number }>>();
  const createdHouse = new WeakSet<Transaction>();

  const keyOf = (r: AccountRow) => (r.user_id === null ? `h:${r.kind}` : `u:${r.user_id}:${r.kind}`);

  async function resolveAccounts(trx: Transaction, userIds: number[], houseKinds: HouseAccount[]) {
    const ids = new Map<string, number>();
    const known = playerIds.get(trx);
    const users = userIds.filter((u) => !known?.has(`u:${u}:available`));
    for (const u of userIds.filter((x) => !users.includes(x))) {
      for (const [k, id] of known!) if (k.startsWith(`u:${u}:`)) ids.set(k, id);
    }
    const houses = houseKinds.filter((k) => {
      const id = houseIds.get(`h:${k}`);
      if (id !== undefined) ids.set(`h:${k}`, id);
      return id === undefined;
    });
    if (users.length + houses.length === 0) return ids;
    let rows = await findAccounts(trx, users, houses);
    const found = new Set(rows.map(keyOf));
    const missingUsers = users.filter((u) => !found.has(`u:${u}:available`));
    const missingHouse = houses.filter((k) => !found.has(`h:${k}`));
    if (missingUsers.length + missingHouse.length > 0) {
      for (const u of missingUsers) await insertPlayerAccounts(trx, u);
      for (const k of missingHouse) await insertHouseAccount(trx, k);
      if (missingHouse.length > 0) createdHouse.add(trx);
      rows = await findAccounts(trx, users, houses);
    }
    for (const r of rows) {
      ids.set(keyOf(r), r.id);
      if (r.user_id === null && !createdHouse.has(trx)) houseIds.set(keyOf(r), r.id);
    }
    return ids;
  }

  type Moved = { users: Set<number>; known: Map<number, { balances: Balances; seq: number }> };
  const newMoved = (): Moved => ({ users: new Set(), known: new Map() });

  /** Notes, at the end of a transaction's work, whose money it moved and what it knows of their balances. */
  function collect(trx: Transaction, moved: Moved): void {
    for (const u of touched.get(trx) ?? []) {
      moved.users.add(u);
      const snapshot = snapshots.get(trx)?.get(u);
      if (snapshot) moved.known.set(u, snapshot);
    }
  }

  async function publish(moved: Moved): Promise<void> {
    for (const [userId, { balances, seq }] of moved.known) {
      await events.emit({ userId, balances: { ...balances }, seq });
    }
    await ledger.notifyBalanceChanged([...moved.users].filter((u) => !moved.known.has(u)));
  }

  type PlayerEntry = PostedEntry & { account: { userId: number; balance: BalanceKind } };
  const isPlayerEntry = (e: PostedEntry): e is PlayerEntry => 'userId' in e.account;

  /**
   * Applies the player lines of a posting that has several, one guarded update each. Rows are locked
   * in ascending id order, the one order every transfer uses, so two transfers over the same
   * accounts queue instead of deadlocking.
   */
  async function applyPlayerLines(trx: Transaction, playerEntries: PlayerEntry[]): Promise<void> {
    const applied: PlayerEntry[] = [];
    for (const entry of [...playerEntries].sort((a, b) => a.accountId - b.accountId)) {
      const after = await applyToBalance(trx, entry.accountId, entry.amount);
      if (!after) {
        // A refused update raises no database error, so a caller that caught this and committed
        // would keep the lines already applied without their entries: take them back first.
        for (const done of applied.reverse()) await applyToBalance(trx, done.accountId, -done.amount);
        throw insufficientFunds(entry.account.balance);
      }
      entry.balanceAfter = after.balance;
      applied.push(entry);
    }
  }

  const ledger: Ledger = {
    async transfer(trx, posting) {
      if (!trx.isTransaction) throw new Error('ledger: transfer must run inside a database transaction');
      const lines = netPosting(posting);
      const userIds = [...new Set(lines.flatMap((l) => ('userId' in l.account ? [l.account.userId] : [])))];
      const houseKinds = [...new Set(lines.flatMap((l) => ('house' in l.account ? [l.account.house] : [])))];
      const ids = await resolveAccounts(trx, userIds, houseKinds);
      const userId = postingUser(posting, lines);

      const entries: PostedEntry[] = lines.map((l) => {
        const id = ids.get(accountKey(l.account));
        if (id === undefined) throw new Error(`ledger: account ${accountKey(l.account)} could not be opened`);
        return { accountId: id, account: l.account, amount: l.amount, balanceAfter: null };
      });
      const playerEntries = entries.filter(isPlayerEntry);
      const header = { kind: posting.kind, reference: posting.reference, user_id: userId };
      let transactionId: number;
      try {
        if (playerEntries.length === 1) {
          // The usual posting (one player line): guarded update and entries in one statement.
          const only = playerEntries[0]!;
          const posted = await postWithPlayerLine(
            trx,
            header,
            { account_id: only.accountId, amount: only.amount },
            entries.map((e) => ({ account_id: e.accountId, amount: e.amount })),
          );
          if (!posted) throw insufficientFunds(only.account.balance);
          only.balanceAfter = posted.balance;
          transactionId = posted.transactionId;
        } else {
          await applyPlayerLines(trx, playerEntries);
          transactionId = await insertPosting(
            trx,
            header,
            entries.map((e) => ({
              account_id: e.accountId,
              amount: e.amount,
              balance_after: e.balanceAfter,
            })),
          );
        }
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new AppError('CONFLICT', 'This money movement has already been recorded.', {
            kind: posting.kind,
            reference: posting.reference,
          });
        }
        throw err;
      }
      for (const entry of playerEntries) {
        const snapshot = snapshots.get(trx)?.get(entry.account.userId);
        if (snapshot) {
          snapshot.balances[entry.account.balance] = entry.balanceAfter ?? 0;
          snapshot.seq += 1;
        }
      }

      const set = touched.get(trx) ?? new Set<number>();
      for (const u of userIds) set.add(u);
      touched.set(trx, set);
      ledgerTransfers.inc({ kind: posting.kind });
      return { id: transactionId, kind: posting.kind, reference: posting.reference, userId, entries };
    },

    move(trx, movement) {
      return ledger.transfer(trx, movementToPosting(movement));
    },

    async run(work) {
      const { result, moved } = await retrying(async () => {
        const moved = newMoved();
        const result = await db.transaction().execute(async (trx) => {
          const out = await work(trx);
          collect(trx, moved);
          return out;
        });
        return { result, moved };
      });
      await publish(moved);
      return result;
    },

    async runIdempotent(request, work) {
      const { answer, moved } = await retrying(async () => {
        const moved = newMoved();
        const answer = await withIdempotency(db, request, async (trx) => {
          const out = await work(trx);
          collect(trx, moved);
          return out;
        });
        // A replayed answer moved nothing now, so there is nothing new to publish.
        return { answer, moved: answer.replayed ? newMoved() : moved };
      });
      await publish(moved);
      return answer;
    },

    earlierAnswer: (request) => earlierAnswer(db, request),

    balances: (userId, executor = db) => playerBalances(executor, userId),

    async lockBalances(trx, userId) {
      let rows = await lockPlayerAccounts(trx, userId);
      if (rows.length < BALANCE_KINDS.length) {
        await insertPlayerAccounts(trx, userId);
        rows = await lockPlayerAccounts(trx, userId);
      }
      const known = playerIds.get(trx) ?? new Map<string, number>();
      for (const r of rows) known.set(`u:${userId}:${r.kind}`, r.id);
      playerIds.set(trx, known);
      const snapshot = toBalances(rows);
      const byUser = snapshots.get(trx) ?? new Map<number, { balances: Balances; seq: number }>();
      byUser.set(userId, { balances: { ...snapshot.balances }, seq: snapshot.seq });
      snapshots.set(trx, byUser);
      return snapshot.balances;
    },

    ensureAccounts: (executor, userId) => insertPlayerAccounts(executor, userId),

    houseBalance: (account, executor = db) => houseBalance(executor, account),

    onBalanceChanged: (listener) => events.subscribe(listener),

    async notifyBalanceChanged(userIds) {
      for (const userId of new Set(userIds)) {
        try {
          const { balances, seq } = toBalances(await readBalances(db, userId));
          await events.emit({ userId, balances, seq });
        } catch (err) {
          deps.log?.warn({ err, userId }, 'could not publish balances');
        }
      }
    },
  };
  return ledger;
}
