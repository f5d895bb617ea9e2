// The time filters: what the address says and what the API is asked.
import { describe, expect, it } from 'vitest';
import { dayChips, parseWhen, prematchRequest, whenParam } from './day-filters.ts';

describe('day filters', () => {
  it('reads and writes ?when=', () => {
    expect(parseWhen(null)).toEqual({ kind: 'all' });
    expect(parseWhen('today')).toEqual({ kind: 'today' });
    expect(parseWhen('3h')).toEqual({ kind: 'hours', hours: 3 });
    expect(parseWhen('999h')).toEqual({ kind: 'all' });
    expect(parseWhen('2026-11-22')).toEqual({ kind: 'day', date: '2026-11-22' });
    expect(parseWhen('nonsense')).toEqual({ kind: 'all' });
    expect(whenParam({ kind: 'hours', hours: 12 })).toBe('12h');
  });

  it('asks a later day as upcoming hours to its end and cuts the earlier kick-offs', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    const { filter, from } = prematchRequest({ kind: 'day', date: '2026-11-22' }, false, now);
    expect(filter).toEqual({ upcoming: true, hours: 33 });
    expect(from?.getDate()).toBe(22);
    expect(prematchRequest({ kind: 'today' }, false, now).filter).toEqual({ today: true, upcoming: false });
    expect(prematchRequest({ kind: 'hours', hours: 1 }, false, now).filter).toEqual({
      upcoming: true,
      hours: 1,
    });
  });

  it('offers Tomorrow and the next dates', () => {
    const chips = dayChips('en-GB', new Date(2026, 10, 21, 9), 3);
    expect(chips.map((c) => c.value)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(chips.map((c) => c.label)).toEqual(['Tomorrow', 'Mon 23 Nov', 'Tue 24 Nov']);
  });
});
