// The ledger module: the one ledger every module moves money through. Its balance events reach the
// player's header over MQTT.
import type { Broker } from '../../broker/index.ts';
import type { Db } from '../../db/database.ts';
import { publishBalances } from '../wallet/balance-topic.ts';
import { createLedger, type Ledger } from './ledger.service.ts';

export interface LedgerModuleDeps {
  db: Db;
  broker: Broker;
  log: { warn(obj: object, msg: string): void };
}

export type LedgerModule = Ledger;

export function createLedgerModule(deps: LedgerModuleDeps): LedgerModule {
  const ledger = createLedger({ db: deps.db, log: deps.log });
  publishBalances(ledger, deps.broker);
  return ledger;
}
