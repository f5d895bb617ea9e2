// Blackjack rounds: the shoe is shuffled at the deal (from the fair stream) and kept with the round;
// each move is a transition of the stored state, so a hand survives a reload. Doubles, splits and
// insurance are further debits of the same round; the dealer's hole card stays hidden until the end.
import { AppError, toMajor, type Minor } from '@slipstream/domain';
import type { RoundContext, RoundEngine } from '../../provider/round-engine.ts';
import type { RoundRow } from '../../provider/rounds.repo.ts';
import { checkStake } from '../../provider/stake.ts';
import type { BlackjackResult } from '@slipstream/contract/casino';
import { cardView, handTotal, shuffleShoe, type Card } from '@slipstream/domain/casino/blackjack-cards';
import {
  applyMove,
  BLACKJACK_MOVES,
  deal,
  moveCost,
  type BlackjackAction,
  type BlackjackState,
} from '@slipstream/domain/casino/blackjack-rules';

export const BLACKJACK_GAME = 'blackjack';

interface BlackjackOutcome {
  /** The shuffled shoe's first cards, in dealing order. */
  shoe: Card[];
}

function legalMoves(state: BlackjackState): BlackjackAction[] {
  return BLACKJACK_MOVES.filter((m) => {
    try {
      moveCost(state, m);
      return true;
    } catch {
      return false;
    }
  });
}

export const present = (row: RoundRow): BlackjackResult => {
  const state = row.state as BlackjackState;
  const over = state.phase === 'done';
  const dealer = over ? state.dealer : state.dealer.slice(0, 1);
  return {
    phase: state.phase,
    dealer: {
      cards: dealer.map(cardView),
      total: handTotal(dealer).total,
      hidden: over ? 0 : state.dealer.length - 1,
    },
    hands: state.hands.map((h, i) => ({
      cards: h.cards.map(cardView),
      total: handTotal(h.cards).total,
      soft: handTotal(h.cards).soft,
      bet: toMajor(h.bet),
      active: !over && i === state.active,
    })),
    insurance: toMajor(state.insurance),
    moves: over ? [] : legalMoves(state),
  };
};

export function createBlackjackGame(engine: RoundEngine) {
  return {
    present,

    deal(ctx: RoundContext, clientKey: string, bet: Minor) {
      checkStake(ctx.game, bet);
      // Doubles and splits pay half-units of a cent otherwise: a bet in whole even cents keeps 3:2 and insurance exact.
      if (bet % 2 !== 0)
        throw new AppError('BAD_REQUEST', 'A blackjack bet is a whole number of 0.02 units.');
      return engine.play({
        ctx,
        clientKey,
        bet,
        params: {},
        create: (source) => {
          const shoe = shuffleShoe(source);
          const dealt = deal(shoe, bet);
          return {
            outcome: { shoe } satisfies BlackjackOutcome,
            state: dealt.state,
            payout: dealt.payout ?? null,
          };
        },
        present,
      });
    },

    move(ctx: RoundContext, roundId: string, action: BlackjackAction) {
      return engine.act({
        ctx,
        roundId,
        present,
        move: action,
        cost: (row) => moveCost(row.state as BlackjackState, action),
        step: (row) => {
          const result = applyMove(
            (row.outcome as BlackjackOutcome).shoe,
            row.state as BlackjackState,
            action,
          );
          return { state: result.state, ...(result.payout !== undefined ? { payout: result.payout } : {}) };
        },
      });
    },
  };
}
