// Business references players and operators read (DEP-…, WDR-…) and shop codes a cashier types:
// random, so they reveal nothing about volume and cannot be guessed.
import { randomInt } from 'node:crypto';
import { SHOP_CODE_ALPHABET, SHOP_CODE_LENGTH } from '@slipstream/domain/wallet';

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomText(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** `DEP-7K2M9QX4T8RA`: 12 characters of 32, about 2^60. */
export function newReference(prefix: 'DEP' | 'WDR'): string {
  return `${prefix}-${randomText(REFERENCE_ALPHABET, 12)}`;
}

export function newShopCode(): string {
  return randomText(SHOP_CODE_ALPHABET, SHOP_CODE_LENGTH);
}
