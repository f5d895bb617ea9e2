// The seamless wallet: the one place casino money moves. Real and bonus sessions post through the
// ledger (player available or casino_bonus ↔ house casino_wagers); demo sessions move play money on
// the session row. Each provider transaction id is recorded once: a repeat answers the first answer,
// the same id with other data is refused, and a rollback that beats its debit leaves a refused row so
// the late debit can never take money.
import { AppError, assertMinor, type Minor } from '@slipstream/domain';
import type { Db } from '../../../db/database.ts';
import { isUniqueViolation, type Transaction } from '../../../db/executor.ts';
import type { CasinoBalanceType } from '../../../db/schema.ts';
import { hashRequest } from '../../idempotency/idempotency.service.ts';
import type { Ledger } from '../../ledger/ledger.service.ts';
import { house, player } from '../../ledger/ledger.types.ts';
import {
  changeDemoBalance,
  findProvider,
  findSession,
  findTransaction,
  insertTransaction,
  lockTransaction,
  roundHasCredit,
  setTransactionOutcome,
  setTransactionStatus,
  standingDebits,
  type WalletTransactionRow,
} from './wallet.repo.ts';
import type { CasinoWagerHook, SeamlessWallet, WalletAnswer, WalletCall } from './wallet.types.ts';

export interface SeamlessWalletDeps {
  db: Db;
  ledger: Ledger;
  /** The bonus module: bonus-balance stakes count towards wagering, and wins follow a closed bonus. */
  wagers?: CasinoWagerHook | undefined;
}

type Session = NonNullable<Awaited<ReturnType<typeof findSession>>>;

const ledgerBalance = (type: CasinoBalanceType) => (type === 'bonus' ? 'casino_bonus' : 'available');

function replay(
  row: WalletTransactionRow,
  kind: WalletTransactionRow['kind'],
  requestHash: string,
): WalletAnswer {
  if (row.status === 'refused') {
    throw new AppError(
      'CONFLICT',
      'This bet was cancelled (rolled back) before it arrived, so it is refused.',
      {
        reason: 'ROLLED_BACK_BEFORE_DEBIT',
        transactionId: row.transaction_id,
      },
    );
  }
  if (row.kind !== kind || row.request_hash !== requestHash || row.response == null) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This transaction id was already used with other data.', {
      transactionId: row.transaction_id,
    });
  }
  return row.response as WalletAnswer;
}

export function createSeamlessWallet(deps: SeamlessWalletDeps): SeamlessWallet {
  const { db, ledger } = deps;
  const providerIds = new Map<string, number>();

  async function providerId(slug: string): Promise<number> {
    const known = providerIds.get(slug);
    if (known !== undefined) return known;
    const row = await findProvider(db, slug);
    if (!row) throw new AppError('NOT_FOUND', 'Unknown game provider.');
    providerIds.set(slug, row.id);
    return row.id;
  }

  async function sessionOf(call: WalletCall, executor = db): Promise<{ pid: number; session: Session }> {
    const pid = await providerId(call.provider);
    const session = await findSession(executor, call.sessionId);
    if (!session || session.provider_id !== pid) throw new AppError('NOT_FOUND', 'Unknown game session.');
    return { pid, session };
  }

  async function balanceOf(session: Session, trx?: Transaction): Promise<Minor> {
    if (session.balance_type === 'demo') return session.demo_balance ?? 0;
    const balances = await ledger.balances(session.user_id!, trx);
    return balances[ledgerBalance(session.balance_type)];
  }

  const answer = (session: Session, balance: Minor, transactionId?: string): WalletAnswer => ({
    sessionId: session.id,
    balanceType: session.balance_type,
    balance,
    currency: session.currency,
    ...(transactionId !== undefined ? { transactionId } : {}),
  });

  /** Moves money for a session: negative `delta` takes (a bet), positive gives (a win or refund). */
  async function move(
    trx: Transaction,
    session: Session,
    delta: Minor,
    kind: string,
    reference: string,
  ): Promise<Minor> {
    if (session.balance_type === 'demo') {
      const after = await changeDemoBalance(trx, session.id, delta);
      if (after === null)
        throw new AppError('WALLET_INSUFFICIENT_FUNDS', 'Insufficient funds: your demo balance is too low.');
      return after;
    }
    if (delta === 0) return balanceOf(session, trx);
    const userId = session.user_id!;
    const mine = player(userId, ledgerBalance(session.balance_type));
    const posted = await ledger.move(trx, {
      from: delta < 0 ? mine : house('casino_wagers'),
      to: delta < 0 ? house('casino_wagers') : mine,
      amount: Math.abs(delta),
      kind,
      reference,
    });
    if (delta > 0 && session.balance_type === 'bonus' && deps.wagers) {
      await deps.wagers.settleBonusBalance(trx, userId, 'casino_bonus', `casino:${reference}`);
      return balanceOf(session, trx);
    }
    const entry = posted.entries.find((e) => 'userId' in e.account);
    return entry?.balanceAfter ?? balanceOf(session, trx);
  }

  /**
   * Runs one provider transaction exactly once. Its row is written first, so a concurrent twin
   * waits on it and then fails as a unique violation, whose stored answer is then ours; `work`
   * moves the money and says how much (`amount` is what the row starts with) and the balance after,
   * and the answer is stored for replays. A call that fails stores nothing, so it may be retried.
   */
  async function once(
    pid: number,
    session: Session,
    call: { transactionId: string; roundId: string; amount: Minor },
    kind: WalletTransactionRow['kind'],
    requestHash: string,
    work: (trx: Transaction) => Promise<{ amount: Minor; balance: Minor }>,
  ): Promise<WalletAnswer> {
    const earlier = await findTransaction(db, pid, call.transactionId);
    if (earlier) return replay(earlier, kind, requestHash);
    try {
      return await ledger.run(async (trx) => {
        const locked = await lockTransaction(trx, pid, call.transactionId);
        if (locked) return replay(locked, kind, requestHash);
        await insertTransaction(trx, {
          provider_id: pid,
          transaction_id: call.transactionId,
          kind,
          session_id: session.id,
          round_id: call.roundId,
          amount: call.amount,
          request_hash: requestHash,
          status: 'done',
        });
        const { amount, balance } = await work(trx);
        const result = answer(session, balance, call.transactionId);
        await setTransactionOutcome(trx, pid, call.transactionId, { amount, response: result });
        return result;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const stored = await findTransaction(db, pid, call.transactionId);
      if (!stored) throw err;
      return replay(stored, kind, requestHash);
    }
  }

  function checkAmount(amount: Minor, allowZero: boolean): void {
    assertMinor(amount);
    if (amount < 0 || (!allowZero && amount === 0)) {
      throw new AppError(
        'BAD_REQUEST',
        allowZero ? 'The amount cannot be negative.' : 'A bet must be above 0.',
      );
    }
  }

  return {
    async balance(call) {
      const { session } = await sessionOf(call);
      return answer(session, await balanceOf(session));
    },

    async debit(call) {
      checkAmount(call.amount, false);
      const { pid, session } = await sessionOf(call);
      const hash = hashRequest({
        kind: 'debit',
        sessionId: call.sessionId,
        roundId: call.roundId,
        amount: call.amount,
      });
      return once(pid, session, call, 'debit', hash, async (trx) => {
        const reference = `${call.provider}:${call.transactionId}`;
        const balance = await move(trx, session, -call.amount, 'casino.debit', reference);
        if (session.balance_type === 'bonus' && deps.wagers) {
          await deps.wagers.recordWager(trx, session.user_id!, {
            amount: call.amount,
            odds: null,
            source: 'casino_bonus',
            reference: `casino:${reference}`,
          });
        }
        return { amount: call.amount, balance };
      });
    },

    async credit(call) {
      checkAmount(call.amount, true);
      const { pid, session } = await sessionOf(call);
      const hash = hashRequest({
        kind: 'credit',
        sessionId: call.sessionId,
        roundId: call.roundId,
        amount: call.amount,
      });
      return once(pid, session, call, 'credit', hash, async (trx) => {
        const debits = await standingDebits(trx, pid, session.id, call.roundId);
        if (debits.length === 0)
          throw new AppError('NOT_FOUND', 'A win needs its round: no bet was placed in this round.');
        if (!debits.some((d) => d.status === 'done')) {
          throw new AppError('CONFLICT', "This round's bet was rolled back; it cannot be paid.");
        }
        const reference = `${call.provider}:${call.transactionId}`;
        return {
          amount: call.amount,
          balance: await move(trx, session, call.amount, 'casino.credit', reference),
        };
      });
    },

    async rollback(call) {
      const { pid, session } = await sessionOf(call);
      const hash = hashRequest({
        kind: 'rollback',
        sessionId: call.sessionId,
        roundId: call.roundId,
        rollbackTransactionId: call.rollbackTransactionId,
      });
      return once(pid, session, { ...call, amount: 0 }, 'rollback', hash, async (trx) => {
        const target = await lockTransaction(trx, pid, call.rollbackTransactionId);
        let refunded = 0;
        if (!target) {
          // The debit has not arrived (or never will): remember it as refused, so it cannot land later.
          await insertTransaction(trx, {
            provider_id: pid,
            transaction_id: call.rollbackTransactionId,
            kind: 'debit',
            session_id: session.id,
            round_id: call.roundId,
            amount: 0,
            request_hash: null,
            status: 'refused',
          });
        } else {
          if (target.kind !== 'debit' || target.session_id !== session.id) {
            throw new AppError('BAD_REQUEST', 'Only a bet (debit) of this session can be rolled back.');
          }
          if (target.status === 'done') {
            if (await roundHasCredit(trx, pid, session.id, target.round_id)) {
              throw new AppError('CONFLICT', 'This round was already paid; its bet cannot be rolled back.');
            }
            refunded = target.amount;
            await setTransactionStatus(trx, pid, target.transaction_id, 'rolled-back');
          }
        }
        const balance =
          refunded > 0
            ? await move(
                trx,
                session,
                refunded,
                'casino.rollback',
                `${call.provider}:${call.rollbackTransactionId}`,
              )
            : await balanceOf((await findSession(trx, session.id)) ?? session, trx);
        return { amount: refunded, balance };
      });
    },
  };
}
