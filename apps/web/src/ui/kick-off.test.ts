// A fixture's kick-off in a list: the time with Today, Tomorrow or the day under it, counted in the
// operator's time zone rather than the device's.
import { describe, expect, it } from 'vitest';
import { kickOff } from './fixture-row.tsx';

const lagos = { timeZone: 'Africa/Lagos', locale: 'en-GB' };
const now = new Date('2026-11-21T12:00:00Z');

describe('kickOff', () => {
  it("names the day in the operator's zone: 23:30 UTC is already tomorrow in Lagos", () => {
    expect(kickOff('2026-11-21T18:00:00Z', lagos, now)).toEqual({ time: '19:00', day: 'Today' });
    expect(kickOff('2026-11-21T23:30:00Z', lagos, now)).toEqual({ time: '00:30', day: 'Tomorrow' });
    expect(kickOff('2026-11-24T15:00:00Z', lagos, now)).toEqual({ time: '16:00', day: 'Tue 24' });
  });

  it('shows dashes for a kick-off that is not a date', () => {
    expect(kickOff('TBA', lagos, now)).toEqual({ time: '--:--', day: '' });
  });
});
