// A player's own profile: the details and balances the account pages show (SPEC.md §3 "Current
// user"), and changes to the personal fields. Always keyed by the session's user id, never by input.
import { AppError, dateOfBirthProblem } from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { profileById, updateProfile, type ProfilePatch, type ProfileRow } from './auth.repo.ts';
import type { BalanceReader, PlayerBalances } from './balance-reader.ts';

export interface PlayerDetails extends ProfileRow {
  dialCode: string;
  currency: string;
  balances: PlayerBalances;
}

/** Omitted fields stay as they are; null clears one. */
export interface DetailsPatch {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
}

export interface ProfileService {
  details(userId: number): Promise<PlayerDetails>;
  updateDetails(userId: number, patch: DetailsPatch): Promise<PlayerDetails>;
}

export interface ProfileDeps {
  db: Db;
  now: () => Date;
  settings: SettingsService;
  balances: BalanceReader;
}

export function createProfileService(deps: ProfileDeps): ProfileService {
  async function details(userId: number): Promise<PlayerDetails> {
    const [row, variables, balances] = await Promise.all([
      profileById(deps.db, userId),
      deps.settings.globalVariables(),
      deps.balances.balancesOf(userId),
    ]);
    if (!row) throw new AppError('SESSION_INVALID', 'Your session has ended. Please log in again.');
    return { ...row, dialCode: variables.DialCode, currency: variables.CurrencyCode, balances };
  }

  return {
    details,
    async updateDetails(userId, patch) {
      if (patch.dateOfBirth) {
        const problem = dateOfBirthProblem(patch.dateOfBirth, deps.now());
        if (problem) throw new AppError('VALIDATION_FAILED', problem);
      }
      const changes: ProfilePatch = {};
      if (patch.firstName !== undefined) changes.first_name = patch.firstName;
      if (patch.lastName !== undefined) changes.last_name = patch.lastName;
      if (patch.email !== undefined) changes.email = patch.email;
      if (patch.dateOfBirth !== undefined) changes.date_of_birth = patch.dateOfBirth;
      if (patch.address !== undefined) changes.address = patch.address;
      if (patch.city !== undefined) changes.city = patch.city;
      if (patch.state !== undefined) changes.state = patch.state;
      if (Object.keys(changes).length > 0) await updateProfile(deps.db, userId, changes, deps.now());
      return details(userId);
    },
  };
}
