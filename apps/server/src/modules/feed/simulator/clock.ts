// Wall-clock time and timers, injectable so the simulator runs in real time in the server and on a
// hand-driven clock in tests (which then never sleep).

export interface Clock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => {
    const handle = setInterval(callback, ms);
    // The feed must not keep a process alive on its own (tests, scripts); the server has its listener.
    handle.unref?.();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** A clock that moves only when told to; due interval callbacks run in time order as it moves. */
export class ManualClock implements Clock {
  private time: number;
  private nextId = 1;
  private readonly timers = new Map<number, { callback: () => void; every: number; due: number }>();

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setInterval(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.set(id, { callback, every: Math.max(1, ms), due: this.time + Math.max(1, ms) });
    return id;
  }

  clearInterval(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Moves the clock forward by `ms`, running every callback that falls due on the way. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let next: { id: number; due: number } | undefined;
      for (const [id, timer] of this.timers)
        if (timer.due <= end && (!next || timer.due < next.due)) next = { id, due: timer.due };
      if (!next) break;
      const timer = this.timers.get(next.id);
      if (!timer) continue;
      this.time = timer.due;
      timer.due += timer.every;
      timer.callback();
    }
    this.time = end;
  }
}
