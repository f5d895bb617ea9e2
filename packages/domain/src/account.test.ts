import { describe, expect, it } from 'vitest';
import {
  ageOn,
  canonicalPhone,
  dateOfBirthProblem,
  isVerificationCode,
  maskPhone,
  passwordProblem,
  phoneForms,
} from './account.ts';

describe('canonicalPhone', () => {
  it('accepts national and full forms of one Nigerian mobile number', () => {
    for (const input of [
      '08031234567',
      '8031234567',
      '2348031234567',
      '+234 803 123 4567',
      '0803-123-4567',
    ]) {
      expect(canonicalPhone(input, '234')).toBe('2348031234567');
    }
  });

  it('refuses what is not a mobile number for the dial code', () => {
    for (const input of ['', 'abc', '0803123456', '080312345678', '01234567890', '2340803123456', '12345']) {
      expect(canonicalPhone(input, '234')).toBeNull();
    }
  });
});

describe('passwordProblem', () => {
  it('asks for 8 to 128 characters and nothing else', () => {
    expect(passwordProblem('short')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem('        ')).toMatch(/spaces/);
    expect(passwordProblem('correct horse')).toBeNull();
    expect(passwordProblem('ñandú-çé')).toBeNull();
  });

  it('refuses the player\u2019s own number in any written form', () => {
    const forms = phoneForms('2348031234567', '234');
    expect(forms).toEqual(['2348031234567', '+2348031234567', '8031234567', '08031234567']);
    for (const form of forms) expect(passwordProblem(form, forms)).toMatch(/mobile number/);
    expect(passwordProblem('08031234568', forms)).toBeNull();
  });
});

describe('dates of birth', () => {
  const today = new Date('2026-03-14T12:00:00Z');
  it('counts whole years', () => {
    expect(ageOn('2008-03-14', today)).toBe(18);
    expect(ageOn('2008-03-15', today)).toBe(17);
    expect(ageOn('2008-02-30', today)).toBeNull();
  });
  it('explains what is wrong', () => {
    expect(dateOfBirthProblem('1990-05-01', today)).toBeNull();
    expect(dateOfBirthProblem('2008-03-15', today)).toMatch(/at least 18/);
    expect(dateOfBirthProblem('2030-01-01', today)).toMatch(/future/);
    expect(dateOfBirthProblem('1850-01-01', today)).toMatch(/120 years/);
    expect(dateOfBirthProblem('01/05/1990', today)).toMatch(/real date/);
  });
});

describe('small rules', () => {
  it('knows a 6-digit code and masks a number', () => {
    expect(isVerificationCode('012345')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
    expect(maskPhone('2348031234567', '234')).toBe('+234 803 *** 4567');
  });
});
