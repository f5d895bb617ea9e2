// Publishes a player's five balances to MQTT `users/{id}/balance` after every committed movement of
// their money, so the header refreshes at once. Only that player may subscribe (broker ACL).
import { balanceTopic } from '@slipstream/contract/topics';
import { toBalanceFields } from '@slipstream/domain/wallet';
import type { Broker } from '../../broker/index.ts';
import type { Ledger } from '../ledger/ledger.service.ts';

export function publishBalances(ledger: Ledger, broker: Broker): () => void {
  return ledger.onBalanceChanged(({ userId, balances, seq }) =>
    broker.publish(balanceTopic(userId), { ...toBalanceFields(balances), seq }),
  );
}
