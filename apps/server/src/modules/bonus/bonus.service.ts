// Player bonuses. The first-deposit bonus: the wallet's deposit hook records a player's first
// deposit, the player claims the bonus (bonus_cost → sport_bonus through the ledger). The casino
// bonus: the operator awards it (bonus_cost → casino_bonus). Stakes from a bonus balance count
// towards that bonus's wagering requirement (recordWager, called by the bets module and the casino
// wallet inside their own transactions); when met, what is left of that bonus balance converts to
// available; when the bonus expires, it is removed. Expiry is checked lazily on every read and by a
// periodic sweep.
import type { BonusTerms, BonusView, DepositBonusCheck } from '@slipstream/contract/bonus';
import { AppError, toMajor, toMinor, type Minor } from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import type { IdempotentAnswer } from '../idempotency/idempotency.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { house, player } from '../ledger/ledger.types.ts';
import {
  readCasinoBonusConfig,
  readFirstDepositConfig,
  type FirstDepositBonusConfig,
} from './bonus-config.ts';
import {
  activeBonuses,
  addWagered,
  closeBonus,
  findFirstDeposit,
  findFirstDepositBonus,
  insertBonus,
  insertWager,
  lockActiveBonus,
  lockBonus,
  lockLatestBonus,
  lockDueBonuses,
  recordFirstDeposit,
  userExists,
  type PlayerBonusRow,
} from './bonus.repo.ts';
import type { PlayerBonusWallet } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/** What the bets module or the casino wallet tells the bonus module about a stake it has just taken. */
export type WagerInput = {
  /** The stake in minor units. */
  amount: Minor;
  /** The stake's own reference (e.g. `bet:123`): it counts at most once, so a retried call is harmless. */
  reference: string;
} & (
  | {
      /** The balance the stake was taken from: only `sport_bonus` stakes count towards a sport bonus. */
      source: 'available' | 'sport_bonus';
      /** The bet's total odds (an accumulator's product), decimal. */
      odds: number;
    }
  | { source: 'casino_bonus'; odds: null }
);

export interface WagerResult {
  counted: boolean;
  /** Minor units moved from the bonus balance to available when this wager completed the requirement. */
  converted: Minor | null;
}

/** An operator's casino bonus award; rollover and validity default to the casino bonus settings. */
export interface CasinoBonusAward {
  userId: number;
  amount: Minor;
  rollover?: number;
  validDays?: number;
}

/** The deposit hook's argument: a credited deposit, inside the transaction that credited it. */
export interface CreditedDeposit {
  userId: number;
  amount: Minor;
  reference: string;
}

const BONUS_NAMES: Record<PlayerBonusRow['kind'], string> = {
  first_deposit: 'First deposit bonus',
  casino: 'Casino bonus',
};

export function bonusView(row: PlayerBonusRow): BonusView {
  const required = row.wagering_required;
  const progress = required === 0 ? 100 : Math.min(100, Math.floor((row.wagered * 100) / required));
  return {
    id: row.id,
    kind: row.kind,
    name: BONUS_NAMES[row.kind],
    wallet: row.wallet,
    status: row.status,
    amount: toMajor(row.amount),
    wagered: toMajor(Math.min(row.wagered, required)),
    required: toMajor(required),
    progress,
    minOdds: row.min_odds === null ? null : Number(row.min_odds),
    expiresAt: row.expires_at.toISOString(),
    awardedAt: row.created_at.toISOString(),
  };
}

const termsOf = (c: FirstDepositBonusConfig): BonusTerms => ({
  percent: c.percent,
  maxBonus: c.maxBonus,
  minDeposit: c.minDeposit,
  rollover: c.rollover,
  minOdds: c.minOdds,
  validDays: c.validDays,
  claimWithinDays: c.claimWithinDays,
});

/** The bonus for a deposit: percent of it, rounded down to the kobo, capped. */
export function bonusFor(deposit: Minor, c: FirstDepositBonusConfig): Minor {
  return Math.min(Math.floor((deposit * c.percent) / 100), toMinor(c.maxBonus));
}

export type BonusService = ReturnType<typeof createBonusService>;

export function createBonusService(deps: { db: Db; ledger: Ledger; now?: () => Date }) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  // Reads through `ex`: inside award it must be the open transaction (PGlite has one connection).
  async function check(userId: number, ex: Executor = db): Promise<DepositBonusCheck> {
    const config = await readFirstDepositConfig(ex);
    const terms = termsOf(config);
    const base = { qualifies: false, bonusAmount: null, claimBy: null, terms };
    if (await findFirstDepositBonus(ex, userId)) {
      return { ...base, status: 'claimed', message: 'You have already received your first deposit bonus.' };
    }
    if (!config.enabled)
      return { ...base, status: 'disabled', message: 'The first deposit bonus is not available right now.' };
    const first = await findFirstDeposit(ex, userId);
    if (!first) {
      return {
        ...base,
        status: 'deposit-first',
        message: `Make your first deposit of at least ${config.minDeposit} to claim a ${config.percent}% bonus up to ${config.maxBonus}.`,
      };
    }
    if (first.amount < toMinor(config.minDeposit)) {
      return {
        ...base,
        status: 'deposit-too-small',
        message: `Your first deposit was below the minimum of ${config.minDeposit} for this bonus.`,
      };
    }
    const claimBy = new Date(first.credited_at.getTime() + config.claimWithinDays * DAY_MS);
    if (claimBy.getTime() <= now().getTime()) {
      return {
        ...base,
        status: 'claim-expired',
        message: 'The time to claim your first deposit bonus has passed.',
      };
    }
    return {
      ...base,
      qualifies: true,
      status: 'claimable',
      message: 'Your first deposit bonus is ready to claim.',
      bonusAmount: toMajor(bonusFor(first.amount, config)),
      claimBy: claimBy.toISOString(),
    };
  }

  /** Removes what is left of an expired bonus (its bonus balance → bonus_cost) and closes it. */
  async function expireLocked(trx: Transaction, bonus: PlayerBonusRow): Promise<void> {
    const left = (await ledger.lockBalances(trx, bonus.user_id))[bonus.wallet];
    if (left > 0) {
      await ledger.move(trx, {
        from: player(bonus.user_id, bonus.wallet),
        to: house('bonus_cost'),
        amount: left,
        kind: 'bonus.expire',
        reference: `bonus:${bonus.id}`,
      });
    }
    await closeBonus(trx, bonus.id, 'expired', left, now());
  }

  async function expireDueFor(userId: number): Promise<void> {
    const due = (await activeBonuses(db, userId)).filter((b) => b.expires_at.getTime() <= now().getTime());
    for (const b of due) {
      await ledger.run(async (trx) => {
        const locked = await lockBonus(trx, b.id);
        if (locked?.status === 'active') await expireLocked(trx, locked);
      });
    }
  }

  return {
    /** The wallet's deposit-credited hook: remembers the first deposit (runs inside the crediting transaction). */
    async onDepositCredited(trx: Transaction, deposit: CreditedDeposit): Promise<void> {
      await recordFirstDeposit(trx, {
        user_id: deposit.userId,
        deposit_reference: deposit.reference,
        amount: deposit.amount,
        credited_at: now(),
      });
    },

    checkDepositBonus: (userId: number) => check(userId),

    /** Awards the first-deposit bonus once; a retry with the same key answers the same bonus. */
    async award(userId: number, key: string): Promise<IdempotentAnswer<BonusView>> {
      return ledger.runIdempotent<BonusView>(
        { scope: `bonus.award:${userId}`, key, body: { bonus: 'first_deposit' } },
        async (trx) => {
          await ledger.lockBalances(trx, userId);
          const state = await check(userId, trx);
          if (state.status === 'claimed') throw new AppError('CONFLICT', state.message);
          if (!state.qualifies) throw new AppError('UNPROCESSABLE', state.message, { status: state.status });
          const config = await readFirstDepositConfig(trx);
          const first = (await findFirstDeposit(trx, userId))!;
          const amount = bonusFor(first.amount, config);
          const at = now();
          const bonus = await insertBonus(trx, {
            user_id: userId,
            kind: 'first_deposit',
            amount,
            wagering_required: Math.ceil(amount * config.rollover),
            wallet: 'sport_bonus',
            min_odds: config.minOdds,
            expires_at: new Date(at.getTime() + config.validDays * DAY_MS),
            created_at: at,
          });
          await ledger.move(trx, {
            from: house('bonus_cost'),
            to: player(userId, 'sport_bonus'),
            amount,
            kind: 'bonus.award',
            reference: `bonus:${bonus.id}`,
          });
          return { statusCode: 201, body: bonusView(bonus) };
        },
      );
    },

    /**
     * The operator awards a casino bonus (bonus_cost → casino_bonus) with the configured rollover and
     * validity; one active casino bonus per player. A retry with the same key answers the same bonus.
     */
    async awardCasino(award: CasinoBonusAward, key: string): Promise<IdempotentAnswer<BonusView>> {
      const { userId, amount } = award;
      return ledger.runIdempotent<BonusView>(
        { scope: 'operator.bonus.casino', key, body: { ...award } },
        async (trx) => {
          if (!(await userExists(trx, userId))) throw new AppError('NOT_FOUND', `No player ${userId}.`);
          const config = await readCasinoBonusConfig(trx);
          if (amount > toMinor(config.maxAmount))
            throw new AppError('VALIDATION_FAILED', `amount must be at most ${config.maxAmount}.`);
          await ledger.lockBalances(trx, userId);
          if (await lockActiveBonus(trx, userId, 'casino_bonus'))
            throw new AppError('CONFLICT', 'This player already has an active casino bonus.');
          const at = now();
          const bonus = await insertBonus(trx, {
            user_id: userId,
            kind: 'casino',
            wallet: 'casino_bonus',
            amount,
            wagering_required: Math.ceil(amount * (award.rollover ?? config.rollover)),
            min_odds: null,
            expires_at: new Date(at.getTime() + (award.validDays ?? config.validDays) * DAY_MS),
            created_at: at,
          });
          await ledger.move(trx, {
            from: house('bonus_cost'),
            to: player(userId, 'casino_bonus'),
            amount,
            kind: 'bonus.award',
            reference: `bonus:${bonus.id}`,
          });
          return { statusCode: 201, body: bonusView(bonus) };
        },
      );
    },

    /**
     * Counts a stake towards the player's active bonus of the balance it came from. Call it inside
     * the stake's own transaction, after the stake has moved; a sport bet counts when it was staked
     * from sport_bonus at odds of at least the bonus's minimum, a casino bet when it was staked from
     * casino_bonus; both before the bonus expired. Completing the requirement converts what is left
     * of that bonus balance to available in the same transaction.
     */
    async recordWager(trx: Transaction, userId: number, wager: WagerInput): Promise<WagerResult> {
      if (!Number.isSafeInteger(wager.amount) || wager.amount <= 0)
        throw new Error('bonus: wager amount must be positive minor units');
      const none: WagerResult = { counted: false, converted: null };
      if (wager.source === 'available') return none;
      const bonus = await lockActiveBonus(trx, userId, wager.source);
      if (!bonus) return none;
      if (bonus.expires_at.getTime() <= now().getTime()) {
        await expireLocked(trx, bonus);
        return none;
      }
      if (wager.odds !== null && wager.odds < Number(bonus.min_odds)) return none;
      const fresh = await insertWager(trx, {
        bonus_id: bonus.id,
        reference: wager.reference,
        amount: wager.amount,
        odds: wager.odds,
        created_at: now(),
      });
      if (!fresh) return none;
      const updated = await addWagered(trx, bonus.id, wager.amount);
      if (updated.wagered < updated.wagering_required) return { counted: true, converted: null };
      const left = (await ledger.lockBalances(trx, userId))[bonus.wallet];
      if (left > 0) {
        await ledger.move(trx, {
          from: player(userId, bonus.wallet),
          to: player(userId, 'available'),
          amount: left,
          kind: 'bonus.convert',
          reference: `bonus:${bonus.id}`,
        });
      }
      await closeBonus(trx, bonus.id, 'completed', left, now());
      return { counted: true, converted: left };
    },

    /**
     * Call after a win or a refund landed in a bonus balance, inside that transaction. A round or bet
     * staked from a bonus can pay after the bonus closed (the wager that met the requirement, a bet
     * settled after expiry): with no active bonus of that balance, the money follows the last one —
     * converted to available when it was completed, removed when it expired — so no bonus money is
     * left without wagering terms.
     */
    async settleBonusBalance(
      trx: Transaction,
      userId: number,
      wallet: PlayerBonusWallet,
      /** The posting that paid (e.g. `bet:12:v2`): one follow-up move per payment. */
      cause: string,
    ): Promise<void> {
      const last = await lockLatestBonus(trx, userId, wallet);
      if (!last || last.status === 'active') return;
      const left = (await ledger.lockBalances(trx, userId))[wallet];
      if (left <= 0) return;
      const completed = last.status === 'completed';
      await ledger.move(trx, {
        from: player(userId, wallet),
        to: completed ? player(userId, 'available') : house('bonus_cost'),
        amount: left,
        kind: completed ? 'bonus.convert' : 'bonus.expire',
        reference: `bonus:${last.id}:${cause}`,
      });
    },

    /** The player's active bonuses with their progress (expired ones are closed first). */
    async activeBonuses(userId: number): Promise<BonusView[]> {
      await expireDueFor(userId);
      return (await activeBonuses(db, userId)).map(bonusView);
    },

    /** Closes every expired bonus (several processes may sweep: locked rows are skipped). */
    async sweepExpired(batch = 100): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await ledger.run(async (trx) => {
          const due = await lockDueBonuses(trx, now(), batch);
          for (const b of due) await expireLocked(trx, b);
          return due.length;
        });
        total += n;
        if (n < batch) return total;
      }
    },
  };
}
