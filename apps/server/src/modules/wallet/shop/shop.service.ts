// Shop (retail) transactions: a player takes a code to any shop. A deposit code is credited when an
// agent completes it (cash taken over the counter); a withdraw code holds the funds at once and is
// paid out in cash when an agent completes it. A code completes exactly once; an expired withdraw
// code returns its funds, lazily when it is looked up and by a periodic sweep.
import type { ShopCodeView } from '@slipstream/contract/shop';
import type { ShopTransactionAnswer } from '@slipstream/contract/wallet';
import { AppError, maskAccountNumber, toMajor, type Minor } from '@slipstream/domain';
import type { ShopTransactionType } from '@slipstream/domain/wallet';
import type { Db } from '../../../db/database.ts';
import type { Transaction } from '../../../db/executor.ts';
import type { IdempotentAnswer } from '../../idempotency/idempotency.service.ts';
import type { Ledger } from '../../ledger/ledger.service.ts';
import { house, player } from '../../ledger/ledger.types.ts';
import type { ResponsibleGamblingService } from '../../responsible-gambling/responsible-gambling.service.ts';
import { newShopCode } from '../references.ts';
import type { DepositCreditedHook } from '../deposit-hook.ts';
import type { WalletLimits } from '../wallet-limits.ts';
import { assertAmountInRange, assertWithdrawalCount, assertWithinDepositLimits } from '../wallet-rules.ts';
import {
  insertShopTransaction,
  lockExpiredCodes,
  lockShopByCode,
  shopByCode,
  updateShopTransaction,
  type ShopRow,
} from './shop.repo.ts';

export interface ShopService {
  create(
    userId: number,
    request: { type: ShopTransactionType; amount: Minor },
    key: string,
  ): Promise<IdempotentAnswer<ShopTransactionAnswer>>;
  lookup(code: string): Promise<ShopCodeView>;
  complete(code: string, shopId: string, key: string): Promise<IdempotentAnswer<ShopCodeView>>;
  /** Expires every pending code past its time; answers how many. */
  sweep(): Promise<number>;
}

export interface ShopDeps {
  db: Db;
  ledger: Ledger;
  responsibleGambling: Pick<ResponsibleGamblingService, 'getLimits' | 'assertMayGamble'>;
  limits: WalletLimits;
  now: () => Date;
  onDepositCredited?: DepositCreditedHook;
}

const MESSAGES: Record<ShopTransactionType, string> = {
  deposit: 'Shop deposit code created',
  withdraw: 'Shop withdrawal code created',
};

function view(row: ShopRow, phone: string): ShopCodeView {
  return {
    code: row.code,
    type: row.type,
    amount: toMajor(row.amount),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    shopId: row.shop_id,
    customer: maskAccountNumber(phone),
  };
}

export function createShopService(deps: ShopDeps): ShopService {
  const { db, ledger, limits } = deps;

  /** Expires a pending code that is past its time (inside the caller's transaction, row locked). */
  async function expireLocked(trx: Transaction, row: ShopRow, now: Date): Promise<ShopRow> {
    if (row.type === 'withdraw') {
      await ledger.move(trx, {
        from: house('withdrawals_pending'),
        to: player(row.user_id),
        amount: row.amount,
        kind: 'withdrawal.shop_expiry',
        reference: row.code,
      });
    }
    return updateShopTransaction(trx, row.id, { status: 'expired', expired_at: now });
  }

  /** Commits the expiry of a code that is due, so a refusal that follows still returns the funds. */
  async function expireIfDue(code: string): Promise<void> {
    await ledger.run(async (trx) => {
      const row = await lockShopByCode(trx, code);
      const now = deps.now();
      if (row && row.status === 'pending' && row.expires_at.getTime() <= now.getTime())
        await expireLocked(trx, row, now);
    });
  }

  async function found(code: string) {
    const row = await shopByCode(db, code);
    if (!row) throw new AppError('NOT_FOUND', 'No shop transaction has this code.');
    return row;
  }

  return {
    async create(userId, { type, amount }, key) {
      if (type === 'deposit') {
        assertAmountInRange(amount, limits.depositMin, limits.depositMax, 'deposit');
        await deps.responsibleGambling.assertMayGamble(userId);
      } else {
        assertAmountInRange(amount, limits.withdrawMin, limits.withdrawMax, 'withdrawal');
      }
      const depositLimits =
        type === 'deposit' ? (await deps.responsibleGambling.getLimits(userId)).deposit : null;

      return ledger.runIdempotent(
        { scope: `wallet.shop:${userId}`, key, body: { type, amount } },
        async (trx) => {
          const now = deps.now();
          const locked = await ledger.lockBalances(trx, userId);
          if (depositLimits) await assertWithinDepositLimits(trx, userId, amount, depositLimits, now);
          else await assertWithdrawalCount(trx, userId, limits.withdrawDailyCount, now);
          let row: ShopRow | undefined;
          for (let attempt = 0; !row; attempt++) {
            if (attempt === 5) throw new Error('could not draw a free shop code');
            row = await insertShopTransaction(trx, {
              code: newShopCode(),
              user_id: userId,
              type,
              amount,
              expires_at: new Date(now.getTime() + limits.shopCodeTtlMs),
              created_at: now,
            });
          }
          let available = locked.available;
          if (type === 'withdraw') {
            const posted = await ledger.move(trx, {
              from: player(userId),
              to: house('withdrawals_pending'),
              amount,
              kind: 'withdrawal.shop_hold',
              reference: row.code,
            });
            available = posted.entries.find((e) => 'userId' in e.account)?.balanceAfter ?? available;
          }
          return {
            body: {
              message: MESSAGES[type],
              amount: toMajor(amount),
              transactionCode: row.code,
              type,
              status: 'pending' as const,
              expiresAt: row.expires_at.toISOString(),
              availableBalance: toMajor(available),
            },
          };
        },
      );
    },

    async lookup(code) {
      await expireIfDue(code);
      const row = await found(code);
      return view(row, row.phone);
    },

    async complete(code, shopId, key) {
      await expireIfDue(code);
      const { phone } = await found(code);
      return ledger.runIdempotent(
        { scope: `shop.complete:${code}`, key, body: { code, shopId } },
        async (trx) => {
          const row = await lockShopByCode(trx, code);
          if (!row) throw new AppError('NOT_FOUND', 'No shop transaction has this code.');
          const now = deps.now();
          if (row.status === 'completed') {
            throw new AppError('SHOP_CODE_USED', 'This code has already been used.', {
              completedAt: row.completed_at?.toISOString(),
            });
          }
          if (row.status === 'expired' || row.expires_at.getTime() <= now.getTime()) {
            throw new AppError(
              'SHOP_CODE_EXPIRED',
              'This code has expired. The player can create a new one.',
            );
          }
          if (row.type === 'deposit') {
            await ledger.move(trx, {
              from: house('shop_float'),
              to: player(row.user_id),
              amount: row.amount,
              kind: 'deposit.shop',
              reference: row.code,
            });
            await deps.onDepositCredited?.(trx, {
              userId: row.user_id,
              amount: row.amount,
              reference: row.code,
              channel: 'shop',
            });
          } else {
            await ledger.move(trx, {
              from: house('withdrawals_pending'),
              to: house('shop_float'),
              amount: row.amount,
              kind: 'withdrawal.shop_payout',
              reference: row.code,
              userId: row.user_id,
            });
          }
          const done = await updateShopTransaction(trx, row.id, {
            status: 'completed',
            completed_at: now,
            shop_id: shopId,
          });
          return { body: view(done, phone) };
        },
      );
    },

    async sweep() {
      let total = 0;
      for (;;) {
        const n = await ledger.run(async (trx) => {
          const now = deps.now();
          const due = await lockExpiredCodes(trx, now, 100);
          for (const row of due) await expireLocked(trx, row, now);
          return due.length;
        });
        total += n;
        if (n < 100) return total;
      }
    },
  };
}
