// The changed-odds highlight of SPEC.md §4: when a selection's price changes it shows `changed` (and
// which way it moved) for CHANGED_ODDS_HIGHLIGHT_MS, then the flag is cleared and winnings are
// recalculated. A further change within those 5 seconds starts them again.
import {
  CHANGED_ODDS_HIGHLIGHT_MS,
  parseOdds,
  selectionKey,
  type BetslipSelection,
} from '@slipstream/domain';

export type OddsMove = 'up' | 'down';

export interface ChangedOdds {
  /** The selections that started (or restarted) their highlight between `before` and `after`, with their move. */
  diff(before: readonly BetslipSelection[], after: readonly BetslipSelection[]): Map<string, OddsMove | null>;
  /** Starts or restarts the timer of each key. */
  start(keys: Iterable<string>): void;
  cancel(key: string): void;
  cancelAll(): void;
}

export function createChangedOdds(onExpire: (key: string) => void): ChangedOdds {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function cancel(key: string) {
    const timer = timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(key);
  }

  return {
    diff(before, after) {
      const previous = new Map(before.map((s) => [selectionKey(s), s]));
      const started = new Map<string, OddsMove | null>();
      for (const s of after) {
        if (!s.changed) continue;
        const key = selectionKey(s);
        const prev = previous.get(key);
        if (prev && prev.changed && prev.odds === s.odds) continue;
        const was = parseOdds(prev?.odds);
        const now = parseOdds(s.odds);
        // Coming back from a bet stop (odds 0) is a new price, not a move up.
        const move =
          was !== null && was > 0 && now !== null && now !== was ? (now > was ? 'up' : 'down') : null;
        started.set(key, move);
      }
      return started;
    },
    start(keys) {
      for (const key of keys) {
        cancel(key);
        timers.set(
          key,
          setTimeout(() => {
            timers.delete(key);
            onExpire(key);
          }, CHANGED_ODDS_HIGHLIGHT_MS),
        );
      }
    },
    cancel,
    cancelAll() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
