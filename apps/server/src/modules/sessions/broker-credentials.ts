// A session's broker password: an HMAC of its broker user name under a key derived from TOKEN_SECRET.
// Not the login token: the broker (a separate program, perhaps run by someone else) then never holds
// a credential that works on the API, and the password needs no storage to be handed out again.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface BrokerPasswords {
  of(username: string): string;
  matches(username: string, password: string): boolean;
}

export function createBrokerPasswords(secret: string): BrokerPasswords {
  // A key of its own, so it never equals the token key or the OTP hash key.
  const key = createHmac('sha256', secret).update('slipstream/broker-password/v1').digest();
  const of = (username: string) => createHmac('sha256', key).update(username).digest('base64url');
  return {
    of,
    matches: (username, password) => {
      const expected = Buffer.from(of(username));
      const given = Buffer.from(password);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
