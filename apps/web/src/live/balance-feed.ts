// The player's balances over the live feed (docs/decisions.md "Wallet"): while a player is logged in
// and known, holds `users/{id}/balance` and writes each newer message (by `seq`) into the user store,
// so the header and the account page change the moment money moves.
import { balanceTopic } from '@slipstream/contract/topics';
import { refreshActiveBonus } from '../stores/active-bonus.ts';
import { useUserStore } from '../stores/user-store.ts';
import type { LiveClient } from './live-client.ts';
import type { BalanceMessage } from './message-checks.ts';
import { followPlayerTopic } from './player-topic.ts';

export { balanceTopic };
export type { BalanceMessage };

/** Merges balances into the current user, leaving every other field (and a logged-out store) alone. */
export function applyBalances(userId: number | string, balances: Omit<BalanceMessage, 'seq'>): void {
  useUserStore.setState((state) => {
    const user = state.currentUser;
    if (!user || String(user.id) !== String(userId)) return {};
    return { currentUser: { ...user, ...balances } };
  });
}

/** Starts following the logged-in player's balance topic; returns the function that stops it. */
export function startBalanceFeed(client: LiveClient): () => void {
  return followPlayerTopic(client, balanceTopic, (userId) => {
    let lastSeq = -1;
    return (payload) => {
      const message = client.checks().readBalanceMessage(payload);
      // Messages can overtake each other across reconnects; an older seq says nothing new.
      if (!message || message.seq <= lastSeq) return;
      lastSeq = message.seq;
      const { seq: _seq, ...balances } = message;
      const before = useUserStore.getState().currentUser;
      applyBalances(userId, balances);
      // A credited deposit or an awarded casino bonus can start a bonus (SPEC.md §4): re-read it.
      if (
        before &&
        // The API may send balances as strings ("2.00"); the feed sends numbers.
        (balances.casinoBonusBalance !== Number(before.casinoBonusBalance ?? 0) ||
          balances.availableBalance > Number(before.availableBalance ?? 0))
      )
        void refreshActiveBonus();
    };
  });
}
