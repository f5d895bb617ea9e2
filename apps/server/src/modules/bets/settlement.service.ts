// Settles bets from the feed (the SettlementSink of feed ingestion). Each event writes the legs'
// results and marks their bets dirty in one transaction; then every dirty bet is brought to what its
// legs say now in a transaction of its own: the ledger moves the difference between what the player
// holds from the bet and what it should pay (nothing for a duplicate, the payout back for a rollback,
// the new payout for a later settlement). A crash between the two leaves bets dirty; sweep() on start
// finishes them. A cashed-out bet is final: later results change its legs, never its money. Each leg
// settled after the final whistle also keeps the match's final score, which the feed later forgets.
import { settleFacts } from '@slipstream/domain/settlement/bet-payout';
import type { Db } from '../../db/database.ts';
import type { Transaction } from '../../db/executor.ts';
import { betsSettled } from '../../metrics/metrics.ts';
import type {
  CancelEvent,
  RollbackCancelEvent,
  RollbackSettlementEvent,
  SettlementEvent,
  SettlementSink,
} from '../feed/ingestion/settlement-sink.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import { factsOf } from './bet-facts.ts';
import { moveBetMoney, type BonusBalances } from './bet-money.ts';
import {
  applyLineResults,
  dirtyBetIds,
  linesOf,
  lockBet,
  reopenCancelled,
  reopenSettled,
  selectionsOf,
  updateBet,
  voidLine,
} from './bets.repo.ts';
import type { BetEventPublisher } from './bets-topic.ts';
import { finalScoreOf } from './final-score.ts';

export interface SettlementServiceDeps {
  db: Db;
  ledger: Ledger;
  /** Where a match's final score is read when its lines settle, to keep it on the bets. */
  cache: OddsCache;
  now: () => Date;
  publish: BetEventPublisher;
  /** Wins staked from the sport bonus follow a bonus that closed meanwhile. */
  bonus?: BonusBalances;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface BetSettlement extends SettlementSink {
  /** Brings one bet to what its legs say (idempotent). */
  settleBet(betId: number): Promise<void>;
  /** Settles every bet left dirty (on start, and after each event). */
  sweep(): Promise<number>;
}

export function createSettlementService(deps: SettlementServiceDeps): BetSettlement {
  const { db, ledger, now } = deps;

  async function settleOne(betId: number): Promise<void> {
    const changed = await ledger.run(async (trx: Transaction) => {
      const bet = await lockBet(trx, betId);
      if (!bet || !bet.dirty) return null;
      const [selections, lines] = await Promise.all([selectionsOf(trx, [betId]), linesOf(trx, [betId])]);
      if (bet.status === 'cashed_out') {
        await updateBet(trx, betId, { dirty: false });
        return null;
      }
      const outcome = settleFacts(factsOf(bet, selections, lines));
      const from = { settled: bet.status !== 'open', payout: bet.payout };
      const to = outcome ? { settled: true, payout: outcome.payout } : { settled: false, payout: 0 };
      const version = bet.version + 1;
      const moves = from.settled !== to.settled || from.payout !== to.payout;
      if (moves) {
        await moveBetMoney(
          ledger,
          trx,
          { id: betId, userId: bet.user_id, source: bet.stake_source, stake: bet.stake },
          from,
          to,
          { kind: 'bet.settle', reference: `bet:${betId}:v${version}`, now: now() },
          deps.bonus,
        );
      }
      const status = outcome?.status ?? 'open';
      await updateBet(trx, betId, {
        dirty: false,
        status,
        payout: to.payout,
        bonus: outcome?.bonus ?? 0,
        wth_tax: outcome?.wthTax ?? 0,
        settled_at: outcome ? now() : null,
        ...(moves ? { version } : {}),
      });
      return status !== bet.status ? { userId: bet.user_id, status } : null;
    });
    if (changed) betsSettled.inc({ status: changed.status });
    if (changed) await deps.publish(changed.userId, betId, changed.status);
  }

  async function settleAll(ids: number[]): Promise<void> {
    for (const id of ids) {
      try {
        await settleOne(id);
      } catch (err) {
        // The bet stays dirty; the next event or the start sweep tries again.
        deps.log?.error({ err, betId: id }, 'bet settlement failed');
      }
    }
  }

  const service: BetSettlement = {
    settleBet: settleOne,

    async sweep() {
      const ids = await dirtyBetIds(db);
      await settleAll(ids);
      return ids.length;
    },

    async onSettlement(event: SettlementEvent) {
      const finalScore = finalScoreOf(deps.cache, event.fixtureId);
      const ids = await db.transaction().execute(async (trx) => {
        const all: number[] = [];
        for (const m of event.markets) {
          all.push(
            ...(await applyLineResults(
              trx,
              {
                matchId: event.fixtureId,
                marketId: m.marketId,
                specifier: m.specifier,
                settlementId: m.settlementId,
                finalScore,
              },
              m.outcomes.map((o) => ({
                outcomeId: o.outcomeId,
                result: o.result,
                voidFactor: o.voidFactor,
                deadHeatFactor: o.deadHeatFactor,
              })),
            )),
          );
        }
        return all;
      });
      await settleAll([...new Set(ids)]);
    },

    async onCancel(event: CancelEvent) {
      const ids = await db.transaction().execute(async (trx) => {
        const all: number[] = [];
        for (const m of event.markets) {
          all.push(
            ...(await voidLine(
              trx,
              {
                matchId: event.fixtureId,
                marketId: m.marketId,
                specifier: m.specifier,
                cancellationId: m.cancellationId,
              },
              { start: event.startTime, end: event.endTime },
            )),
          );
        }
        return all;
      });
      await settleAll([...new Set(ids)]);
    },

    async onRollbackSettlement(event: RollbackSettlementEvent) {
      const ids = await db.transaction().execute((trx) =>
        reopenSettled(
          trx,
          event.markets.map((m) => m.settlementId),
        ),
      );
      await settleAll(ids);
    },

    async onRollbackCancel(event: RollbackCancelEvent) {
      const ids = await db.transaction().execute((trx) =>
        reopenCancelled(
          trx,
          event.markets.map((m) => m.cancellationId),
        ),
      );
      await settleAll(ids);
    },
  };
  return service;
}
