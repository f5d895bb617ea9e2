// What every module is built from: configuration, the database, the broker and a clock; and the
// services, built once from them by createServices (main.ts builds them before the broker, whose
// token check needs the sessions; tests build them with a controllable clock).
import type { Broker } from './broker/index.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createAuthService, createOtpPurposeCheck, type AuthService } from './modules/auth/auth.service.ts';
import type { BalanceReader } from './modules/auth/balance-reader.ts';
import { createLedgerBalanceReader } from './modules/wallet/balance-reader.ts';
import { createProfileService, type ProfileService } from './modules/auth/profile.service.ts';
import { createOtpService, type OtpService } from './modules/otp/otp.service.ts';
import {
  createResponsibleGamblingService,
  type ResponsibleGamblingService,
} from './modules/responsible-gambling/responsible-gambling.service.ts';
import { createSessionService, type SessionService } from './modules/sessions/sessions.service.ts';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service.ts';
import { OddsCache } from './modules/market-data/odds-cache.ts';
import { createSportsService, type SportsService } from './modules/sports/sports.service.ts';
import type { Outbox } from './modules/sms/outbox-sender.ts';
import { createSms, type SmsSender } from './modules/sms/sms-sender.ts';

/** The time as every service sees it; tests pass a clock they can move. */
export type Clock = () => Date;

export interface AppServices {
  settings: SettingsService;
  sms: SmsSender;
  outbox: Outbox;
  otp: OtpService;
  sessions: SessionService;
  auth: AuthService;
  profile: ProfileService;
  responsibleGambling: ResponsibleGamblingService;
  balances: BalanceReader;
  /** The live odds of every open fixture: the bets module prices selections with odds.quote(). */
  odds: OddsCache;
  sports: SportsService;
}

export interface AppDeps {
  config: Config;
  db: Db;
  broker: Broker;
  /** True once migrations have run; /readyz answers 503 until then. */
  isMigrated?: () => boolean;
  /** Built by createServices when not given. */
  services?: AppServices;
}

export interface ServiceOptions {
  now?: Clock;
  /** The wallet issue passes its ledger reader here. */
  balances?: BalanceReader;
  /** For the SMS gateway (tests replace it). */
  fetch?: typeof fetch;
  /** The odds cache the feed ingestion fills (main.ts shares one between the two). */
  oddsCache?: OddsCache;
}

export function createServices(config: Config, db: Db, options: ServiceOptions = {}): AppServices {
  const now = options.now ?? (() => new Date());
  const balances = options.balances ?? createLedgerBalanceReader(db);
  const settings = createSettingsService({ db, now });
  const { sender: sms, outbox } = createSms(config, db, now, options.fetch);
  const sessions = createSessionService({
    db,
    now,
    secret: config.TOKEN_SECRET,
    ttlHours: config.SESSION_TTL_HOURS,
  });
  const otp = createOtpService({
    db,
    sms,
    settings,
    now,
    secret: config.TOKEN_SECRET,
    checkPurpose: createOtpPurposeCheck(db),
  });
  const responsibleGambling = createResponsibleGamblingService({ db, now, sessions });
  const auth = createAuthService({ db, now, settings, otp, sessions, responsibleGambling });
  const profile = createProfileService({ db, now, settings, balances });
  const odds = options.oddsCache ?? new OddsCache();
  const sports = createSportsService({ cache: odds });
  return { settings, sms, outbox, otp, sessions, auth, profile, responsibleGambling, balances, odds, sports };
}
