// Credentials: registration (after the number was verified by SMS), login with its per-number limit,
// the existence check, password reset with an SMS code, and password change. Every path that sets a
// password ends the player's other sessions.
import { AppError, passwordProblem, phoneForms } from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import type { OtpPurpose } from '../../db/schema.ts';
import { inWords } from '../otp/duration.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { ResponsibleGamblingService } from '../responsible-gambling/responsible-gambling.service.ts';
import { exclusionError } from '../responsible-gambling/responsible-gambling.service.ts';
import type { AuthUser, IssuedToken, SessionMeta, SessionService } from '../sessions/sessions.service.ts';
import { readPhone } from '../settings/phone-input.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  clearLoginFailures,
  credentialsById,
  credentialsByPhone,
  insertUser,
  isUniqueViolation,
  loginFailures,
  phoneExists,
  recordLoginFailure,
  setPasswordHash,
  upgradePasswordHash,
} from './auth.repo.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';

/** Wrong passwords allowed per number before login is paused for the rest of the window. */
export const LOGIN_FAILURE_LIMIT = { maxFailures: 5, windowMinutes: 15 } as const;

export const ACCOUNT_EXISTS_TEXT = 'An account already exists with this number.';
const CREDENTIALS_TEXT = 'The mobile number or password is incorrect.';
const NO_ACCOUNT_TEXT = 'No account uses this number.';

export interface RegisterInput {
  phone: string;
  username?: string | undefined;
  password: string;
  promoCode?: string | null | undefined;
  trackingToken?: string | null | undefined;
  verificationToken: string;
}

export interface ResetPasswordInput {
  phone: string;
  code?: string | undefined;
  verificationToken?: string | undefined;
  newPassword: string;
}

export interface LoginResult extends IssuedToken {
  user: { id: number; phone: string };
}

export interface AuthService {
  /** True when an account uses the number (SPEC.md §7 verify-username). */
  accountExists(username: string): Promise<boolean>;
  register(input: RegisterInput): Promise<{ id: number; phone: string }>;
  login(username: string, password: string, meta: SessionMeta): Promise<LoginResult>;
  resetPassword(input: ResetPasswordInput): Promise<void>;
  /** Checks the current password, sets the new one, ends every session and opens a new one for this device. */
  changePassword(
    user: AuthUser,
    currentPassword: string,
    newPassword: string,
    meta: SessionMeta,
  ): Promise<LoginResult>;
}

export interface AuthDeps {
  db: Db;
  now: () => Date;
  settings: SettingsService;
  otp: OtpService;
  sessions: SessionService;
  responsibleGambling: ResponsibleGamblingService;
}

/** For the OTP service: refuses to text a code that cannot lead anywhere, and says why. */
export function createOtpPurposeCheck(db: Db) {
  return async (phone: string, purpose: OtpPurpose): Promise<void> => {
    const exists = await phoneExists(db, phone);
    if (purpose === 'register' && exists) throw new AppError('ACCOUNT_EXISTS', ACCOUNT_EXISTS_TEXT);
    if (purpose === 'reset-password' && !exists) throw new AppError('ACCOUNT_NOT_FOUND', NO_ACCOUNT_TEXT);
  };
}

function normaliseOptional(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function createAuthService(deps: AuthDeps): AuthService {
  async function checkNewPassword(password: string, phone: string): Promise<void> {
    const problem = passwordProblem(password, phoneForms(phone, await deps.settings.dialCode()));
    if (problem) throw new AppError('PASSWORD_INVALID', problem);
  }

  async function assertNotThrottled(phone: string, now: Date): Promise<void> {
    const windowMs = LOGIN_FAILURE_LIMIT.windowMinutes * 60_000;
    const row = await loginFailures(deps.db, phone, new Date(now.getTime() - windowMs));
    if (row && row.failures >= LOGIN_FAILURE_LIMIT.maxFailures) {
      const seconds = Math.ceil((row.windowStartedAt.getTime() + windowMs - now.getTime()) / 1000);
      throw new AppError(
        'RATE_LIMITED',
        `Too many wrong passwords for this number. Please try again in ${inWords(seconds)}, or reset your password.`,
        { retryAfterSeconds: seconds },
      );
    }
  }

  return {
    async accountExists(username) {
      return phoneExists(deps.db, await readPhone(deps.settings, username));
    },

    async register(input) {
      const phone = await readPhone(deps.settings, input.phone);
      if (input.username !== undefined && (await readPhone(deps.settings, input.username)) !== phone) {
        throw new AppError('VALIDATION_FAILED', 'The username and the phone must be the same mobile number.');
      }
      await checkNewPassword(input.password, phone);
      const promoCode = normaliseOptional(input.promoCode)?.toUpperCase() ?? null;
      if (promoCode !== null && !/^[A-Z0-9_-]{1,32}$/.test(promoCode)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'A promo code has up to 32 letters, digits, hyphens or underscores.',
        );
      }
      if (await phoneExists(deps.db, phone)) throw new AppError('ACCOUNT_EXISTS', ACCOUNT_EXISTS_TEXT);
      if (!input.verificationToken) {
        throw new AppError(
          'VERIFICATION_INVALID',
          'Please verify your mobile number with the code we text you first.',
        );
      }
      // Hashing is slow; done before the transaction so no connection waits on it.
      const passwordHash = await hashPassword(input.password);
      const now = deps.now();
      try {
        return await deps.db.transaction().execute(async (trx) => {
          await deps.otp.useProof(trx, phone, 'register', input.verificationToken);
          return insertUser(trx, {
            phone,
            password_hash: passwordHash,
            promo_code: promoCode,
            tracking_token: normaliseOptional(input.trackingToken),
            phone_verified_at: now,
            password_changed_at: now,
            created_at: now,
            updated_at: now,
          });
        });
      } catch (err) {
        // Two registrations raced for one number; the loser's verification is rolled back unused.
        if (isUniqueViolation(err)) throw new AppError('ACCOUNT_EXISTS', ACCOUNT_EXISTS_TEXT);
        throw err;
      }
    },

    async login(username, password, meta) {
      const phone = await readPhone(deps.settings, username);
      const now = deps.now();
      await assertNotThrottled(phone, now);
      const account = await credentialsByPhone(deps.db, phone);
      const matches = await verifyPassword(account?.passwordHash ?? (await dummyHash()), password);
      if (!account || !matches) {
        const windowStart = new Date(now.getTime() - LOGIN_FAILURE_LIMIT.windowMinutes * 60_000);
        await recordLoginFailure(deps.db, phone, now, windowStart);
        throw new AppError('CREDENTIALS_INVALID', CREDENTIALS_TEXT);
      }
      if (account.status !== 'active') {
        throw new AppError(
          'ACCOUNT_LOCKED',
          account.status === 'closed'
            ? 'This account is closed. Please contact support if you want to reopen it.'
            : 'This account is suspended. Please contact support.',
          { reason: account.status },
        );
      }
      const exclusion = await deps.responsibleGambling.exclusionOf(account.id);
      if (exclusion) throw exclusionError(exclusion);
      await clearLoginFailures(deps.db, phone);
      if (needsRehash(account.passwordHash)) {
        await upgradePasswordHash(deps.db, account.id, account.passwordHash, await hashPassword(password));
      }
      const issued = await deps.sessions.start(account.id, meta);
      return { ...issued, user: { id: account.id, phone: account.phone } };
    },

    async resetPassword(input) {
      const phone = await readPhone(deps.settings, input.phone);
      if ((input.code === undefined) === (input.verificationToken === undefined)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Send either the code from the text message or the verification token.',
        );
      }
      await checkNewPassword(input.newPassword, phone);
      const account = await credentialsByPhone(deps.db, phone);
      if (!account) throw new AppError('ACCOUNT_NOT_FOUND', NO_ACCOUNT_TEXT);
      // A code is checked (and its tries counted) on its own, then used like a verification token.
      const verificationToken =
        input.verificationToken ??
        (await deps.otp.verify(phone, 'reset-password', input.code ?? '')).verificationToken;
      const passwordHash = await hashPassword(input.newPassword);
      await deps.db.transaction().execute(async (trx) => {
        await deps.otp.useProof(trx, phone, 'reset-password', verificationToken);
        await setPasswordHash(trx, account.id, passwordHash, deps.now());
        await deps.sessions.revokeAll(account.id, 'password-reset', trx);
        // Proving the number lifts the per-number login pause.
        await clearLoginFailures(trx, phone);
      });
    },

    async changePassword(user, currentPassword, newPassword, meta) {
      const account = await credentialsById(deps.db, user.id);
      if (!account) throw new AppError('SESSION_INVALID', 'Your session has ended. Please log in again.');
      // 400, not 401: the web app logs out on 401/403, and a typo must not end the session.
      if (!(await verifyPassword(account.passwordHash, currentPassword))) {
        throw new AppError('PASSWORD_INCORRECT', 'Your current password is incorrect.');
      }
      if (newPassword === currentPassword) {
        throw new AppError('PASSWORD_INVALID', 'Your new password must be different from your current one.');
      }
      await checkNewPassword(newPassword, account.phone);
      const passwordHash = await hashPassword(newPassword);
      const issued = await deps.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, account.id, passwordHash, deps.now());
        await deps.sessions.revokeAll(account.id, 'password-changed', trx);
        return deps.sessions.start(account.id, meta, trx);
      });
      return { ...issued, user: { id: account.id, phone: account.phone } };
    },
  };
}
