// The hand-over of settlements and cancellations to the bets module. Ingestion stores each one first
// (market_settlements / outcome_results / cancellations), then calls the sink with what is new, in
// feed order, and marks the rows handled once the sink resolves; a sink that throws leaves them
// unhandled (handled_at null) for the bets module to pick up again from the database.
import type { ProducerId } from '../messages.ts';

export interface OutcomeResult {
  outcomeId: string;
  /** 1 won, 0 lost (before the void factor). */
  result: 0 | 1;
  /** 0, 0.5 or 1: the share of the stake refunded. */
  voidFactor: number;
  /** 1 unless a dead heat shares the win. */
  deadHeatFactor: number;
}

export interface SettledMarket {
  settlementId: number;
  marketId: number;
  specifier: string;
  outcomes: OutcomeResult[];
  /** A confirmed settlement (certainty 2) with the same results as this live-scouted one. */
  confirmsSettlementId: number | null;
}

export interface SettlementEvent {
  fixtureId: number;
  producer: ProducerId;
  /** 1 live-scouted (may still be rolled back), 2 confirmed. */
  certainty: 1 | 2;
  timestamp: number;
  markets: SettledMarket[];
}

export interface CancelledMarket {
  cancellationId: number;
  marketId: number;
  specifier: string;
}

export interface CancelEvent {
  fixtureId: number;
  producer: ProducerId;
  timestamp: number;
  /** Only bets placed inside [startTime, endTime] are void; null ends are open. */
  startTime: number | null;
  endTime: number | null;
  markets: CancelledMarket[];
}

export interface RollbackSettlementEvent {
  fixtureId: number;
  producer: ProducerId;
  timestamp: number;
  /** rollback: rollback_bet_settlement; replaced: a new settlement of the same certainty changed the result. */
  reason: 'rollback' | 'replaced';
  markets: { settlementId: number; marketId: number; specifier: string; certainty: 1 | 2 }[];
}

export interface RollbackCancelEvent {
  fixtureId: number;
  producer: ProducerId;
  timestamp: number;
  markets: CancelledMarket[];
}

/**
 * What the bets module implements to settle bets from the feed. Each call carries only what changed
 * (a re-sent identical settlement never reaches it); calls arrive one at a time, in feed order.
 */
export interface SettlementSink {
  onSettlement(event: SettlementEvent): void | Promise<void>;
  onCancel(event: CancelEvent): void | Promise<void>;
  onRollbackSettlement(event: RollbackSettlementEvent): void | Promise<void>;
  onRollbackCancel(event: RollbackCancelEvent): void | Promise<void>;
}

/** Until the bets module plugs in: storing is all there is to do. */
export const storeOnlySettlementSink: SettlementSink = {
  onSettlement: () => undefined,
  onCancel: () => undefined,
  onRollbackSettlement: () => undefined,
  onRollbackCancel: () => undefined,
};
