// Bank withdrawals: a request holds the funds at once (available → withdrawals_pending); an operator
// approves, then marks it paid (the money leaves through the payment provider), or rejects it and the
// funds go back to the player. Saved bank accounts and the account-name enquiry live here too.
import type { OperatorWithdrawalView } from '@slipstream/contract/operator';
import type {
  BankAccountView,
  SavedBankAccount,
  WithdrawAnswer,
  WithdrawalView,
} from '@slipstream/contract/wallet';
import { AppError, toMajor, type Minor } from '@slipstream/domain';
import type { Db } from '../../../db/database.ts';
import type { WithdrawalStatus } from '../../../db/schema.ts';
import type { IdempotentAnswer } from '../../idempotency/idempotency.service.ts';
import type { Ledger } from '../../ledger/ledger.service.ts';
import { house, player } from '../../ledger/ledger.types.ts';
import { describeAmount } from '../money-format.ts';
import { newReference } from '../references.ts';
import type { WalletLimits } from '../wallet-limits.ts';
import { assertAmountInRange, assertWithdrawalCount } from '../wallet-rules.ts';
import type { BankDirectory } from './bank-directory.ts';
import { BANKS, bankByCode, type Bank } from './banks.ts';
import { targetStatus, transition, type OperatorAction } from './withdrawal-status.ts';
import {
  bankAccountOf,
  bankAccountsOf,
  insertWithdrawal,
  listWithdrawals,
  lockWithdrawal,
  saveBankAccount,
  touchBankAccount,
  updateWithdrawal,
  withdrawalOf,
  withdrawalsOf,
  type WithdrawalRow,
} from './withdrawals.repo.ts';

export type WithdrawInput = { amount: Minor } & (
  { bankAccountId: number } | { bankCode: string; accountNumber: string }
);

export interface WithdrawalService {
  banks(): readonly Bank[];
  bankAccounts(userId: number): Promise<SavedBankAccount[]>;
  verifyBankAccount(bankCode: string, accountNumber: string): Promise<BankAccountView>;
  withdraw(userId: number, input: WithdrawInput, key: string): Promise<IdempotentAnswer<WithdrawAnswer>>;
  /** A player's own withdrawals, newest first. */
  mine(
    userId: number,
    page: number,
    perPage: number,
  ): Promise<{ data: WithdrawalView[]; total: number; page: number; perPage: number }>;
  /** One of the player's own withdrawals; another player's id is answered as unknown. */
  mineById(userId: number, id: number): Promise<WithdrawalView>;
  list(filter: { status: WithdrawalStatus | null; page: number; perPage: number }): Promise<{
    data: OperatorWithdrawalView[];
    total: number;
    page: number;
    perPage: number;
  }>;
  act(
    id: number,
    action: OperatorAction,
    details: { reason?: string | undefined; payoutReference?: string | undefined },
    key: string,
  ): Promise<IdempotentAnswer<WithdrawalView>>;
}

export interface WithdrawalDeps {
  db: Db;
  ledger: Ledger;
  directory: BankDirectory;
  limits: WalletLimits;
  now: () => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWithdrawalView(w: WithdrawalRow): WithdrawalView {
  return {
    id: w.id,
    reference: w.reference,
    status: w.status,
    amount: toMajor(w.amount),
    bank_code: w.bank_code,
    bank_name: w.bank_name,
    account_number: w.account_number,
    account_name: w.account_name,
    reason: w.reason,
    payout_reference: w.payout_reference,
    created_at: w.created_at.toISOString(),
    approved_at: iso(w.approved_at),
    paid_at: iso(w.paid_at),
    rejected_at: iso(w.rejected_at),
  };
}

const PAST: Record<OperatorAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  'mark-paid': 'marked paid',
};

export function createWithdrawalService(deps: WithdrawalDeps): WithdrawalService {
  const { db, ledger, limits } = deps;

  function knownBank(code: string): Bank {
    const bank = bankByCode(code);
    if (!bank) throw new AppError('VALIDATION_FAILED', 'bankCode: we do not pay out to this bank.');
    return bank;
  }

  async function lookUp(bankCode: string, accountNumber: string): Promise<BankAccountView> {
    const bank = knownBank(bankCode);
    const name = await deps.directory.accountName(bank.code, accountNumber);
    if (!name) {
      throw new AppError(
        'BANK_ACCOUNT_NOT_FOUND',
        `We could not find account ${accountNumber} at ${bank.name}. Check the number and the bank.`,
      );
    }
    return { bank_code: bank.code, bank_name: bank.name, account_number: accountNumber, account_name: name };
  }

  return {
    banks: () => BANKS,

    async bankAccounts(userId) {
      const rows = await bankAccountsOf(db, userId);
      return rows.map((r) => ({
        id: r.id,
        bank_code: r.bank_code,
        bank_name: bankByCode(r.bank_code)?.name ?? r.bank_code,
        account_number: r.account_number,
        account_name: r.account_name,
        last_used_at: r.last_used_at.toISOString(),
      }));
    },

    verifyBankAccount: lookUp,

    async withdraw(userId, input, key) {
      assertAmountInRange(input.amount, limits.withdrawMin, limits.withdrawMax, 'withdrawal');
      // The destination is resolved before the transaction: a real account-name enquiry is a network call.
      let savedId: number | null = null;
      let target: BankAccountView;
      if ('bankAccountId' in input) {
        const saved = await bankAccountOf(db, userId, input.bankAccountId);
        if (!saved) throw new AppError('NOT_FOUND', 'We could not find this bank account.');
        savedId = saved.id;
        target = {
          bank_code: saved.bank_code,
          bank_name: knownBank(saved.bank_code).name,
          account_number: saved.account_number,
          account_name: saved.account_name,
        };
      } else {
        target = await lookUp(input.bankCode, input.accountNumber);
      }

      return ledger.runIdempotent({ scope: `wallet.withdraw:${userId}`, key, body: input }, async (trx) => {
        const now = deps.now();
        // The player's accounts stay locked to the end: the count check and the hold cannot interleave
        // with another request of theirs.
        await ledger.lockBalances(trx, userId);
        await assertWithdrawalCount(trx, userId, limits.withdrawDailyCount, now);
        const account =
          savedId !== null
            ? (await touchBankAccount(trx, savedId, now), savedId)
            : (
                await saveBankAccount(trx, {
                  user_id: userId,
                  bank_code: target.bank_code,
                  account_number: target.account_number,
                  account_name: target.account_name,
                  created_at: now,
                  last_used_at: now,
                })
              ).id;
        const withdrawal = await insertWithdrawal(trx, {
          reference: newReference('WDR'),
          user_id: userId,
          bank_account_id: account,
          ...target,
          amount: input.amount,
          created_at: now,
          updated_at: now,
        });
        const posted = await ledger.move(trx, {
          from: player(userId),
          to: house('withdrawals_pending'),
          amount: input.amount,
          kind: 'withdrawal.request',
          reference: withdrawal.reference,
        });
        const available = posted.entries.find((e) => 'userId' in e.account)?.balanceAfter ?? 0;
        return {
          body: {
            ...toWithdrawalView(withdrawal),
            message: `Your withdrawal of ${describeAmount(input.amount)} to ${target.bank_name} is being processed.`,
            availableBalance: toMajor(available),
          },
        };
      });
    },

    async mine(userId, page, perPage) {
      const { rows, total } = await withdrawalsOf(db, userId, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: rows.map(toWithdrawalView), total, page, perPage };
    },

    async mineById(userId, id) {
      const row = await withdrawalOf(db, userId, id);
      if (!row) throw new AppError('NOT_FOUND', 'We could not find this withdrawal.');
      return toWithdrawalView(row);
    },

    async list({ status, page, perPage }) {
      const { rows, total } = await listWithdrawals(db, {
        status,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        data: rows.map((r) => ({ ...toWithdrawalView(r), user_id: r.user_id, phone: r.phone })),
        total,
        page,
        perPage,
      };
    },

    act(id, action, details, key) {
      return ledger.runIdempotent(
        { scope: `operator.withdrawal:${id}`, key, body: { action, ...details } },
        async (trx) => {
          const w = await lockWithdrawal(trx, id);
          if (!w) throw new AppError('NOT_FOUND', `There is no withdrawal ${id}.`);
          const step = transition(w.status, action);
          if (step === 'already') return { body: toWithdrawalView(w) };
          if (step === 'refused') {
            throw new AppError(
              'WALLET_STATUS_CONFLICT',
              `A ${w.status} withdrawal cannot be ${PAST[action]}.`,
              { status: w.status },
            );
          }
          const now = deps.now();
          const status = targetStatus(action);
          if (action === 'approve') {
            return {
              body: toWithdrawalView(
                await updateWithdrawal(trx, id, { status, approved_at: now, updated_at: now }),
              ),
            };
          }
          if (action === 'reject') {
            await ledger.move(trx, {
              from: house('withdrawals_pending'),
              to: player(w.user_id),
              amount: w.amount,
              kind: 'withdrawal.reversal',
              reference: w.reference,
            });
            const reason = details.reason ?? 'Rejected by the operator.';
            return {
              body: toWithdrawalView(
                await updateWithdrawal(trx, id, { status, reason, rejected_at: now, updated_at: now }),
              ),
            };
          }
          // Paid: the money left through the payment provider, which settles it against our clearing account.
          await ledger.move(trx, {
            from: house('withdrawals_pending'),
            to: house('payment_provider_clearing'),
            amount: w.amount,
            kind: 'withdrawal.payout',
            reference: w.reference,
            userId: w.user_id,
          });
          return {
            body: toWithdrawalView(
              await updateWithdrawal(trx, id, {
                status,
                payout_reference: details.payoutReference ?? null,
                paid_at: now,
                updated_at: now,
              }),
            ),
          };
        },
      );
    },
  };
}
