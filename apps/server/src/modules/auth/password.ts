// Password hashing: argon2id at OWASP's recommended parameters (m = 19456 KiB, t = 2, p = 1).
// Hashes stay inside the server: no answer and no log line ever carries one.
import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';

export const ARGON2_PARAMS = {
  // 2 = Algorithm.Argon2id; the package's const enum cannot be referenced under isolatedModules.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** False for a wrong password and for a hash that cannot be read (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash is weaker than today's parameters (rehashed at the next login). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== ARGON2_PARAMS.algorithm ||
      used.memoryCost < ARGON2_PARAMS.memoryCost ||
      used.timeCost < ARGON2_PARAMS.timeCost
    );
  } catch {
    return true;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password. Login verifies against it when a number has no account, so an unknown
 * number takes as long to refuse as a wrong password and timing does not reveal who has an account.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
