// Weekly cashback: a percentage of a player's net loss on bets placed with their available balance,
// per week (Monday 00:00 to Monday 00:00 West Africa Time, UTC+1 all year), capped, credited once per
// player and week to the available balance through the ledger (bonus_cost → available). Net loss is
// read from the ledger's `bet.*` movements, so it works whatever the bets module's tables look like.
import type { CashbackView } from '@slipstream/contract/bonus';
import { toMajor, toMinor, type Minor } from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { house, player } from '../ledger/ledger.types.ts';
import { readCashbackConfig, type CashbackConfig } from './bonus-config.ts';
import { betNetLoss, bettorsBetween, insertCashbackCredit, latestCashback } from './bonus.repo.ts';

const WEEK_MS = 7 * 86_400_000;
/** West Africa Time has no daylight saving: weeks start on Monday 00:00 at UTC+1, i.e. Sunday 23:00 UTC. */
const WAT_OFFSET_MS = 3_600_000;

/** The cashback week containing `at`: [start, end). */
export function cashbackPeriod(at: Date): { start: Date; end: Date } {
  const local = at.getTime() + WAT_OFFSET_MS;
  const day = new Date(local).getUTCDay(); // 0 Sunday … 6 Saturday, in WAT
  const sinceMonday = (day + 6) % 7;
  const midnight = local - (local % 86_400_000);
  const start = midnight - sinceMonday * 86_400_000 - WAT_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + WEEK_MS) };
}

/** Cashback on a net loss: percent of it, rounded down to the kobo, capped; nothing below the minimum. */
export function cashbackFor(netLoss: Minor, c: CashbackConfig): Minor {
  if (!c.enabled || netLoss <= 0 || netLoss < toMinor(c.minNetLoss)) return 0;
  return Math.min(Math.floor((netLoss * c.percent) / 100), toMinor(c.maxAmount));
}

export type CashbackService = ReturnType<typeof createCashbackService>;

export function createCashbackService(deps: { db: Db; ledger: Ledger; now?: () => Date }) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  let sweptPeriod = 0;

  /** Credits one player's cashback for a closed week; answers the amount credited now (0 if none or already). */
  async function credit(
    userId: number,
    period: { start: Date; end: Date },
    config: CashbackConfig,
  ): Promise<Minor> {
    const netLoss = await betNetLoss(db, userId, period.start, period.end);
    const amount = cashbackFor(netLoss, config);
    if (amount <= 0) return 0;
    return ledger.run(async (trx) => {
      const fresh = await insertCashbackCredit(trx, {
        user_id: userId,
        period_start: period.start,
        net_loss: netLoss,
        amount,
        created_at: now(),
      });
      if (!fresh) return 0;
      await ledger.move(trx, {
        from: house('bonus_cost'),
        to: player(userId, 'available'),
        amount,
        kind: 'bonus.cashback',
        reference: `cashback:${userId}:${period.start.toISOString()}`,
      });
      return amount;
    });
  }

  const previousPeriod = () => cashbackPeriod(new Date(cashbackPeriod(now()).start.getTime() - 1));

  return {
    credit,
    /** The player's cashback; last week's is credited first if it is due and was not yet (lazy). */
    async check(userId: number): Promise<CashbackView> {
      const config = await readCashbackConfig(db);
      if (config.enabled) await credit(userId, previousPeriod(), config);
      const current = cashbackPeriod(now());
      const netLoss = await betNetLoss(db, userId, current.start, current.end);
      const last = await latestCashback(db, userId);
      return {
        enabled: config.enabled,
        percent: config.percent,
        maxAmount: config.maxAmount,
        minNetLoss: config.minNetLoss,
        currentPeriod: {
          start: current.start.toISOString(),
          end: current.end.toISOString(),
          netLoss: toMajor(Math.max(0, netLoss)),
          projected: toMajor(cashbackFor(netLoss, config)),
        },
        lastCredit: last
          ? {
              periodStart: last.period_start.toISOString(),
              amount: toMajor(last.amount),
              creditedAt: last.created_at.toISOString(),
            }
          : null,
      };
    },
    /** Credits last week's cashback to every player due one; runs once per week per process. */
    async sweep(batch = 200): Promise<number> {
      const period = previousPeriod();
      if (sweptPeriod === period.start.getTime()) return 0;
      const config = await readCashbackConfig(db);
      if (!config.enabled) return 0;
      let credited = 0;
      let after = 0;
      for (;;) {
        const users = await bettorsBetween(db, period.start, period.end, after, batch);
        for (const u of users) if ((await credit(u, period, config)) > 0) credited += 1;
        if (users.length < batch) break;
        after = users[users.length - 1]!;
      }
      sweptPeriod = period.start.getTime();
      return credited;
    },
  };
}
