// Login tokens: HS256 JWTs (jose) signed with a key derived from TOKEN_SECRET. The token's jti names
// its server-side session row, which is what makes logout and revocation immediate.
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'slipstream';
const AUDIENCE = 'slipstream-player';
/** Longer than any token we sign; anything bigger is refused before any work. */
const MAX_TOKEN_LENGTH = 2048;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Tokens whose signature was checked, remembered so that a busy player's calls skip the HMAC. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export interface TokenCodec {
  sign(claims: TokenClaims, issuedAt: Date, expiresAt: Date): Promise<string>;
  /** The claims of a well-signed, unexpired token, or null. */
  read(token: string, now: Date): Promise<TokenClaims | null>;
}

export function createTokenCodec(secret: string): TokenCodec {
  // A key of its own, so the token key never equals a key used elsewhere (OTP hashes).
  const key = createHmac('sha256', secret).update('slipstream/session-token/v1').digest();
  // Oldest first (a Map keeps insertion order), so the oldest is dropped when it is full.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    sign: (claims, issuedAt, expiresAt) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setJti(claims.sessionId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    read: async (token, now) => {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      // A token's signature and claims never change, so a checked one needs only its expiry again.
      const known = verified.get(token);
      if (known) return now.getTime() < known.expiresAt ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || !UUID.test(payload.jti ?? '')) return null;
        const claims = { userId, sessionId: payload.jti as string };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp! * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
