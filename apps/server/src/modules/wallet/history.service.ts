// The transactions page: every movement of a player's money (one line per ledger entry on one of
// their balances), newest first, with the balance after it and the business reference.
import type { TransactionsAnswer } from '@slipstream/contract/wallet';
import { toMajor } from '@slipstream/domain';
import { categoryOf, type BalanceKind } from '@slipstream/domain/wallet';
import { rangeEnd, rangeStart, type TransactionsRequest } from '@slipstream/domain/wallet-schema';
import type { Executor } from '../../db/executor.ts';
import { historyPage, houseLines } from './wallet.repo.ts';

const DESCRIPTIONS: Record<string, string> = {
  'deposit.online': 'Deposit',
  'deposit.shop': 'Shop deposit',
  'withdrawal.request': 'Withdrawal to bank',
  'withdrawal.reversal': 'Withdrawal rejected, funds returned',
  'withdrawal.shop_hold': 'Shop withdrawal',
  'withdrawal.shop_expiry': 'Shop withdrawal code expired, funds returned',
  'bet.stake': 'Bet stake',
  'bet.win': 'Bet winnings',
  'bet.refund': 'Bet refund',
  'bet.cashout': 'Bet cashed out',
  'casino.debit': 'Casino bet',
  'casino.credit': 'Casino win',
  'casino.rollback': 'Casino refund',
  'bonus.award': 'Bonus awarded',
  'bonus.convert': 'Bonus converted',
  'bonus.expire': 'Bonus expired',
};

/** The one kind the bets module posts for every settlement, whatever the result. */
const BET_SETTLE = 'bet.settle';

/**
 * A bet settlement named by what it did to the player, read off its own posting (not the bet as it
 * is now, which a later rollback may have changed): the house paying winnings is a win; money back
 * without winnings is a refund (a void bet, or the unlost part of a half-lost line); money taken
 * back is a correction (a rollback or a re-settlement).
 */
function describeSettlement(amount: number, winningsPaid: boolean): string {
  if (amount < 0) return 'Bet settlement corrected';
  return winningsPaid ? 'Bet won' : 'Bet refunded';
}

/** "bet.cash_out" → "Bet cash out" for kinds other modules add later. */
function describe(kind: string): string {
  const known = DESCRIPTIONS[kind];
  if (known) return known;
  const text = kind.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export async function transactionHistory(
  db: Executor,
  userId: number,
  q: TransactionsRequest,
): Promise<TransactionsAnswer> {
  const { rows, total } = await historyPage(db, {
    userId,
    category: q.type === 'all' ? null : q.type,
    from: q.from ? rangeStart(q.from) : null,
    to: q.to ? rangeEnd(q.to) : null,
    limit: q.perPage,
    offset: (q.page - 1) * q.perPage,
  });
  const settlements = rows.filter((r) => r.kind === BET_SETTLE).map((r) => r.transaction_id);
  const winnings = new Set(
    (await houseLines(db, settlements))
      .filter((l) => l.kind === 'winnings_paid' && Number(l.amount) < 0)
      .map((l) => l.transaction_id),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      date: r.created_at.toISOString(),
      type: r.kind,
      category: categoryOf(r.kind),
      description:
        r.kind === BET_SETTLE
          ? describeSettlement(Number(r.amount), winnings.has(r.transaction_id))
          : describe(r.kind),
      balanceType: r.balance_kind as BalanceKind,
      amount: toMajor(r.amount),
      balanceAfter: toMajor(r.balance_after ?? 0),
      reference: r.reference,
    })),
    total,
    page: q.page,
    perPage: q.perPage,
  };
}
