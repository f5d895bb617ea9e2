// The auth module: credentials (register, login, password reset and change) and the player's own
// details, which show the balances the ledger holds.
import type { Db } from '../../db/database.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { ResponsibleGamblingService } from '../responsible-gambling/responsible-gambling.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import type { BalanceReader } from './balance-reader.ts';
import { createProfileService, type ProfileService } from './profile.service.ts';

export interface AuthModuleDeps {
  db: Db;
  now: () => Date;
  settings: SettingsService;
  otp: OtpService;
  sessions: SessionService;
  /** Login refuses a player during a self-exclusion. */
  responsibleGambling: ResponsibleGamblingService;
  balances: BalanceReader;
}

export interface AuthModule {
  auth: AuthService;
  profile: ProfileService;
}

export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { db, now, settings } = deps;
  return {
    auth: createAuthService({
      db,
      now,
      settings,
      otp: deps.otp,
      sessions: deps.sessions,
      responsibleGambling: deps.responsibleGambling,
    }),
    profile: createProfileService({ db, now, settings, balances: deps.balances }),
  };
}
