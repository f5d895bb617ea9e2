// Which statements go as named prepared statements: only those seen often, each under one stable name.
import { describe, expect, it } from 'vitest';
import { preparedName } from './prepared-statements.ts';

describe('preparedName', () => {
  it('names a statement only once it has come a few times, then always the same', () => {
    const text = `select ${Math.random()} where x = $1`;
    expect(preparedName(text)).toBeUndefined();
    expect(preparedName(text)).toBeUndefined();
    const name = preparedName(text);
    expect(name).toMatch(/^s_[0-9a-f]{16}$/);
    expect(preparedName(text)).toBe(name);
  });

  it('gives different statements different names', () => {
    const a = `select 1 where a = $1 -- ${Math.random()}`;
    const b = `select 1 where b = $1 -- ${Math.random()}`;
    for (let i = 0; i < 3; i++) {
      preparedName(a);
      preparedName(b);
    }
    expect(preparedName(a)).not.toBe(preparedName(b));
  });

  it('leaves one-off scripts unnamed however often they come', () => {
    const script = `select 1 where a = $1 ${'-'.repeat(9_000)}`;
    for (let i = 0; i < 5; i++) expect(preparedName(script)).toBeUndefined();
  });

  it('leaves statements whose columns come from * unnamed (their shape can change with a migration)', () => {
    const star = `select * from bets where id = $1 -- ${Math.random()}`;
    const count = `select count(*) from bets where user_id = $1 -- ${Math.random()}`;
    for (let i = 0; i < 3; i++) {
      expect(preparedName(star)).toBeUndefined();
      preparedName(count);
    }
    expect(preparedName(count)).toMatch(/^s_/);
  });
});
