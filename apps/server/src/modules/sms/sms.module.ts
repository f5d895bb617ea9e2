// The SMS module: how a text reaches a player (the gateway, or the outbox outside production) and the
// outbox the development endpoint reads.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSms, type SmsSetup } from './sms-sender.ts';

export interface SmsModuleDeps {
  config: Config;
  db: Db;
  now: () => Date;
  /** For the SMS gateway (tests replace it). */
  fetch?: typeof fetch;
}

export type SmsModule = SmsSetup;

export function createSmsModule(deps: SmsModuleDeps): SmsModule {
  return createSms(deps.config, deps.db, deps.now, deps.fetch);
}
