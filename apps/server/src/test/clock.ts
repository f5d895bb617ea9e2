// A clock tests can move, so rules about time (code expiry, resend waits, token expiry, limits that
// wait 24 hours) are tested without sleeping.

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  advanceSeconds(seconds: number): void;
  advanceHours(hours: number): void;
  set(date: Date): void;
}

/** Starts at the real time, so signed requests (which use the real time) stay fresh. */
export function createTestClock(start = Date.now()): TestClock {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
    advanceSeconds: (seconds) => {
      at += seconds * 1000;
    },
    advanceHours: (hours) => {
      at += hours * 3_600_000;
    },
    set: (date) => {
      at = date.getTime();
    },
  };
}
