// Booking codes (the betslipId of SPEC.md §3): 8 characters from an alphabet without look-alikes,
// crypto-random, so a code cannot be guessed (29^8 ≈ 5·10^11) and is easy to read out and type.
import { randomInt } from 'node:crypto';

export const BOOKING_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';
export const BOOKING_CODE_LENGTH = 8;

export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i++) code += BOOKING_ALPHABET[randomInt(BOOKING_ALPHABET.length)];
  return code;
}

/** Codes are typed case- and space-insensitively. */
export function normaliseBookingCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}
