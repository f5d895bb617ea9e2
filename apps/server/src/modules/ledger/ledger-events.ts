// The balance-changed hook: listeners the app wires (the MQTT topic users/{id}/balance) are told a
// player's five balances after a transaction that moved their money has committed.
import type { Balances } from '@slipstream/domain/wallet';

export interface BalanceChange {
  userId: number;
  balances: Balances;
  /** Grows with every change of the player's balances, so a subscriber can drop a stale message. */
  seq: number;
}

export type BalanceListener = (change: BalanceChange) => void | Promise<void>;

export interface BalanceEvents {
  subscribe(listener: BalanceListener): () => void;
  emit(change: BalanceChange): Promise<void>;
}

export function createBalanceEvents(onError: (err: unknown) => void): BalanceEvents {
  const listeners = new Set<BalanceListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async emit(change) {
      // A listener's failure (a broker down) must never fail the money movement that already committed.
      await Promise.all(
        [...listeners].map(async (listener) => {
          try {
            await listener(change);
          } catch (err) {
            onError(err);
          }
        }),
      );
    },
  };
}
