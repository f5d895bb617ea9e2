import { describe, expect, it } from 'vitest';
import { composePhone, formatPhone, isValidMobile } from './phone.ts';

describe('phone numbers', () => {
  it('compose the account identifier from the dial code and the typed number without its 0', () => {
    expect(composePhone('+234', '0803 123 4567')).toBe('2348031234567');
    expect(composePhone('234', '8031234567')).toBe('2348031234567');
  });

  it('accept the mobile plans of the dial code only', () => {
    expect(isValidMobile('2348031234567', '234')).toBe(true);
    expect(isValidMobile('2346031234567', '234')).toBe(false);
    expect(isValidMobile('234803123456', '234')).toBe(false);
    expect(isValidMobile('2338031234567', '234')).toBe(false);
  });

  it('read as a person says them', () => {
    expect(formatPhone('2348031234567', '234')).toBe('+234 803 123 4567');
    expect(formatPhone('233241234567', '+233')).toBe('+233 24 123 4567');
    expect(formatPhone('447700900123', '234')).toBe('+447700900123');
    expect(formatPhone('234123', '234')).toBe('+234123');
  });
});
