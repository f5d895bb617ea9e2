// Cash-out: an open bet whose unsettled selections can all be bet now is offered its fair value at
// current odds less the margin (CASHOUT_MARGIN); accepting settles it at that amount, atomically,
// or refuses with the new offer when the odds have moved.
import { AppError, toMajor, toMinor, type Minor } from '@slipstream/domain';
import { fairValue } from '@slipstream/domain/settlement/bet-payout';
import type { IdempotentAnswer } from '../idempotency/idempotency.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { OddsCache } from '../market-data/odds-cache.ts';
import { factsOf } from './bet-facts.ts';
import { moveBetMoney, type BonusBalances } from './bet-money.ts';
import {
  linesOf,
  lockBet,
  selectionsOf,
  updateBet,
  type BetLineRow,
  type BetRow,
  type BetSelectionRow,
} from './bets.repo.ts';
import type { BetEventPublisher } from './bets-topic.ts';

export interface CashoutDeps {
  ledger: Ledger;
  cache: OddsCache;
  marginPercent: number;
  publish: BetEventPublisher;
  /** Wins staked from the sport bonus follow a bonus that closed meanwhile. */
  bonus?: BonusBalances;
  now: () => Date;
}

export interface CashoutAnswer {
  success: true;
  betId: number;
  status: 'cashed_out';
  payout: number;
}

export function createCashoutService(deps: CashoutDeps) {
  /** The offer for a bet now, minor units; null when it has none. */
  function offerOf(bet: BetRow, selections: BetSelectionRow[], lines: BetLineRow[]): Minor | null {
    if (bet.status !== 'open') return null;
    const facts = factsOf(bet, selections, lines);
    if (!facts.legs.some((l) => l.result === null)) return null;
    const fair = fairValue(facts, (leg) => {
      const q = deps.cache.quote(leg);
      return q.open ? q.odds : null;
    });
    if (fair === null) return null;
    // Floored to the cent: the house never offers a cent above its margin.
    const offer = Math.floor((fair * (100 - deps.marginPercent)) / 100);
    return offer > 0 ? offer : null;
  }

  async function cashout(
    userId: number,
    betId: number,
    amount: number,
    key: string,
  ): Promise<IdempotentAnswer<CashoutAnswer>> {
    const answer = await deps.ledger.runIdempotent<CashoutAnswer>(
      { scope: `cashout:user:${userId}`, key, body: { betId, amount } },
      async (trx) => {
        const bet = await lockBet(trx, betId);
        if (!bet || bet.user_id !== userId) throw new AppError('NOT_FOUND', 'No such bet.');
        const [selections, lines] = await Promise.all([selectionsOf(trx, [betId]), linesOf(trx, [betId])]);
        const offer = offerOf(bet, selections, lines);
        if (offer === null || offer !== toMinor(amount)) {
          throw new AppError(
            'CASHOUT_OFFER_CHANGED',
            offer === null
              ? 'Cash-out is not available for this bet right now.'
              : 'The cash-out offer has changed. Please check the new offer.',
            { offer: offer === null ? null : toMajor(offer) },
          );
        }
        await moveBetMoney(
          deps.ledger,
          trx,
          { id: betId, userId, source: bet.stake_source, stake: bet.stake },
          { settled: false, payout: 0 },
          { settled: true, payout: offer },
          { kind: 'bet.cashout', reference: `bet:${betId}:cashout`, now: deps.now() },
          deps.bonus,
        );
        await updateBet(trx, betId, {
          status: 'cashed_out',
          payout: offer,
          settled_at: deps.now(),
          dirty: false,
        });
        return {
          body: { success: true as const, betId, status: 'cashed_out' as const, payout: toMajor(offer) },
        };
      },
    );
    if (!answer.replayed) await deps.publish(userId, betId, 'cashed_out');
    return answer;
  }

  return { offerOf, cashout };
}

export type CashoutService = ReturnType<typeof createCashoutService>;
