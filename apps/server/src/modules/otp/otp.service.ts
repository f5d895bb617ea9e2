// SMS verification codes: 6 digits from a cryptographic source, stored as HMACs, valid 10 minutes,
// 5 wrong tries, one new code per number per 60 seconds and 10 per rolling 24 hours. A verified
// code yields a short-lived one-time verification token that register and reset-password carry.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError, OTP_LENGTH, OTP_RESEND_SECONDS, isVerificationCode } from '@slipstream/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, OtpPurpose } from '../../db/schema.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { inWords } from './duration.ts';
import {
  codesSince,
  deleteCode,
  insertCode,
  lockNumber,
  markVerified,
  newestCode,
  newestCodeForUpdate,
  recordWrongAttempt,
  useVerification,
} from './otp.repo.ts';

export const OTP_RULES = {
  ttlSeconds: 10 * 60,
  maxWrongTries: 5,
  resendSeconds: OTP_RESEND_SECONDS,
  dailyCap: 10,
  /** How long register or reset-password may follow a successful verification. */
  verificationTtlSeconds: 15 * 60,
} as const;

const DAY_MS = 24 * 3_600_000;

export interface OtpService {
  /** Sends a new code to a canonical number. */
  send(phone: string, purpose: OtpPurpose): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }>;
  /** Checks a code; on success answers a one-time verification token. */
  verify(
    phone: string,
    purpose: OtpPurpose,
    code: string,
  ): Promise<{ verificationToken: string; expiresInSeconds: number }>;
  /** Uses up a verification token inside the caller's transaction, or throws VERIFICATION_INVALID. */
  useProof(
    trx: Kysely<Database>,
    phone: string,
    purpose: OtpPurpose,
    verificationToken: string,
  ): Promise<void>;
}

export interface OtpDeps {
  db: Db;
  sms: SmsSender;
  settings: SettingsService;
  now: () => Date;
  /** TOKEN_SECRET; a key for code hashes is derived from it. */
  secret: string;
  /** Refuses a purpose that makes no sense for the number (register an existing one, reset an unknown one). */
  checkPurpose(phone: string, purpose: OtpPurpose): Promise<void>;
}

type Outcome =
  | { kind: 'ok'; verificationToken: string }
  | { kind: 'none' | 'used' | 'expired' | 'locked' }
  | { kind: 'wrong'; triesLeft: number };

export function createOtpService(deps: OtpDeps): OtpService {
  const key = createHmac('sha256', deps.secret).update('slipstream/otp/v1').digest();
  const hmac = (text: string) => createHmac('sha256', key).update(text).digest('hex');
  const codeHash = (phone: string, purpose: OtpPurpose, code: string) =>
    hmac(`code|${phone}|${purpose}|${code}`);
  const proofHash = (token: string) => hmac(`verification|${token}`);

  async function reserveCode(phone: string, purpose: OtpPurpose, code: string, now: Date): Promise<number> {
    return deps.db.transaction().execute(async (trx) => {
      await lockNumber(trx, phone);
      const last = await newestCode(trx, phone);
      if (last) {
        const waitMs = last.created_at.getTime() + OTP_RULES.resendSeconds * 1000 - now.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new AppError(
            'OTP_RESEND_TOO_SOON',
            `Please wait ${inWords(seconds)} before asking for a new code.`,
            { retryAfterSeconds: seconds },
          );
        }
      }
      const today = await codesSince(trx, phone, new Date(now.getTime() - DAY_MS));
      if (today.count >= OTP_RULES.dailyCap && today.oldest) {
        const seconds = Math.max(1, Math.ceil((today.oldest.getTime() + DAY_MS - now.getTime()) / 1000));
        throw new AppError(
          'OTP_DAILY_LIMIT',
          `You have asked for ${OTP_RULES.dailyCap} codes for this number in the last 24 hours. You can ask for a new one in ${inWords(seconds)}.`,
          { retryAfterSeconds: seconds },
        );
      }
      return insertCode(trx, {
        phone,
        purpose,
        code_hash: codeHash(phone, purpose, code),
        created_at: now,
        expires_at: new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000),
      });
    });
  }

  async function check(phone: string, purpose: OtpPurpose, code: string, now: Date): Promise<Outcome> {
    return deps.db.transaction().execute(async (trx): Promise<Outcome> => {
      const row = await newestCodeForUpdate(trx, phone, purpose);
      if (!row) return { kind: 'none' };
      if (row.verified_at) return { kind: 'used' };
      if (row.attempts >= OTP_RULES.maxWrongTries) return { kind: 'locked' };
      if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' };
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(codeHash(phone, purpose, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        // Committed with the transaction even though the caller then fails: tries must count.
        const attempts = await recordWrongAttempt(trx, row.id);
        return { kind: 'wrong', triesLeft: OTP_RULES.maxWrongTries - attempts };
      }
      const verificationToken = randomBytes(32).toString('base64url');
      await markVerified(trx, row.id, {
        hash: proofHash(verificationToken),
        expiresAt: new Date(now.getTime() + OTP_RULES.verificationTtlSeconds * 1000),
        now,
      });
      return { kind: 'ok', verificationToken };
    });
  }

  return {
    async send(phone, purpose) {
      await deps.checkPurpose(phone, purpose);
      const now = deps.now();
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const id = await reserveCode(phone, purpose, code, now);
      const { brandName } = await deps.settings.globalVariables();
      const what = purpose === 'register' ? 'verification code' : 'password reset code';
      const text = `Your ${brandName} ${what} is ${code}. It expires in ${OTP_RULES.ttlSeconds / 60} minutes. Never share it with anyone.`;
      try {
        await deps.sms.send(phone, text);
      } catch (err) {
        // An undelivered code must not hold the player to the resend wait or count against the cap.
        await deleteCode(deps.db, id);
        throw err;
      }
      return { expiresInSeconds: OTP_RULES.ttlSeconds, resendAfterSeconds: OTP_RULES.resendSeconds };
    },

    async verify(phone, purpose, code) {
      if (!isVerificationCode(code))
        throw new AppError('OTP_INVALID', `The code must have exactly ${OTP_LENGTH} digits.`);
      const outcome = await check(phone, purpose, code, deps.now());
      switch (outcome.kind) {
        case 'ok':
          return {
            verificationToken: outcome.verificationToken,
            expiresInSeconds: OTP_RULES.verificationTtlSeconds,
          };
        case 'none':
          throw new AppError('OTP_INVALID', 'No code was sent to this number. Please ask for a new code.');
        case 'used':
          throw new AppError('OTP_INVALID', 'This code has already been used. Please ask for a new code.');
        case 'expired':
          throw new AppError('OTP_EXPIRED', 'This code has expired. Please ask for a new code.');
        case 'locked':
          throw new AppError('OTP_TOO_MANY_TRIES', 'Too many wrong codes. Please ask for a new code.');
        case 'wrong':
          if (outcome.triesLeft <= 0) {
            throw new AppError(
              'OTP_TOO_MANY_TRIES',
              'The code is incorrect and that was the last try. Please ask for a new code.',
            );
          }
          throw new AppError(
            'OTP_INVALID',
            `The code is incorrect. You have ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.`,
            { triesLeft: outcome.triesLeft },
          );
      }
    },

    async useProof(trx, phone, purpose, verificationToken) {
      const fresh =
        verificationToken.length <= 100 &&
        (await useVerification(trx, { phone, purpose, hash: proofHash(verificationToken), now: deps.now() }));
      if (!fresh) {
        throw new AppError(
          'VERIFICATION_INVALID',
          'Your number could not be confirmed: the verification has expired or was already used. Please verify your number again.',
        );
      }
    },
  };
}
