// The details rules the API schema and the details form share: one answer for the same text.
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './account.ts';
import { isEmailAddress, isPersonName } from './account-details.ts';

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'o.brien+bets@mail.example.ng', "o'neil@example.co.uk", 'A.B@EXAMPLE.COM'])(
    'takes %s',
    (email) => expect(isEmailAddress(email)).toBe(true),
  );

  it.each([
    'not-an-email',
    'name@gmail',
    'name@@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@-x.com',
    'a b@example.com',
  ])('refuses %s', (email) => expect(isEmailAddress(email)).toBe(false));

  it('refuses an address longer than the limit', () => {
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`;
    expect(isEmailAddress(long)).toBe(false);
  });
});

describe('isPersonName', () => {
  it.each(['Ada', 'Jean-Luc', "O'Brien", 'Chiamaka Ngozi', 'Zoë', 'J.R.'])('takes %s', (name) =>
    expect(isPersonName(name)).toBe(true),
  );

  it.each(['R2-D2', '-Ada', '', 'Ada!', 'x'.repeat(NAME_MAX_LENGTH + 1)])('refuses %s', (name) =>
    expect(isPersonName(name)).toBe(false),
  );
});
