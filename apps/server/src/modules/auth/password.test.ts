// Password hashing: argon2id at or above OWASP's parameters, and never a throw on bad input.
import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, dummyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('uses argon2id with m >= 19456 KiB, t >= 2, p = 1 and a fresh salt each time', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).not.toBe(b);
    const used = parseOptions(a);
    expect(used.algorithm).toBe(2);
    expect(used.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(used.timeCost).toBeGreaterThanOrEqual(2);
    expect(used.parallelism).toBe(ARGON2_PARAMS.parallelism);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies the right password only, and answers false for a malformed hash', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(needsRehash('not-a-hash')).toBe(true);
    expect(await verifyPassword(await dummyHash(), '')).toBe(false);
  });
});
