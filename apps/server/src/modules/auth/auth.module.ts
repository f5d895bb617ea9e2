// The auth module: credentials (register, login, password reset and change) and the player's own
// details, which show the balances the ledger holds.
import { createAuthService, type AuthDeps, type AuthService } from './auth.service.ts';
import type { BalanceReader } from './balance-reader.ts';
import { createProfileService, type ProfileService } from './profile.service.ts';

/** What the credentials need (a login refuses a player during a self-exclusion), and the balances. */
export interface AuthModuleDeps extends AuthDeps {
  balances: BalanceReader;
}

export interface AuthModule {
  auth: AuthService;
  profile: ProfileService;
}

export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { db, now, settings, balances } = deps;
  return {
    auth: createAuthService(deps),
    profile: createProfileService({ db, now, settings, balances }),
  };
}
