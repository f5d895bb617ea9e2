// Follows the shared crash table: the round as it stands on arrival (GET), then its phases and ticks
// over the app's one live connection. The multiplier between ticks lives in a ref (the chart reads it
// every frame); React state changes only on phases and ticks.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { liveClient } from '../../../../live/app-live-client.ts';
import type { LiveClient } from '../../../../live/live-client.ts';
import {
  CRASH_TOPICS,
  crashRoundView,
  crashTick,
  fetchCrashTable,
  type CrashRoundView,
} from './crash-api.ts';
import { idleClock, takeOffFor, type CrashClock } from './crash-clock.ts';

export const CRASH_HISTORY_SIZE = 12;
const RETRY_MS = 3_000;

export interface CrashTableState {
  round: CrashRoundView | null;
  /** Crashed rounds seen while the screen is open, newest first. */
  history: CrashRoundView[];
  /** The last multiplier the server sent for the running round. */
  multiplier: number;
  clock: RefObject<CrashClock>;
  loadError: string | null;
}

export function useCrashTable(client: LiveClient = liveClient): CrashTableState {
  const [round, setRound] = useState<CrashRoundView | null>(null);
  const [history, setHistory] = useState<CrashRoundView[]>([]);
  const [multiplier, setMultiplier] = useState(1);
  const [loadError, setLoadError] = useState<string | null>(null);
  const clock = useRef<CrashClock>(idleClock());

  useEffect(() => {
    let live = true;
    const now = () => performance.now();

    const apply = (view: CrashRoundView) => {
      const c = clock.current;
      if (view.phase === 'betting') {
        clock.current = { ...idleClock(), roundId: view.roundId };
        setMultiplier(1);
      } else if (view.phase === 'running') {
        const takeOff = takeOffFor(view.multiplier, now());
        clock.current = {
          roundId: view.roundId,
          takeOff: c.roundId === view.roundId && c.takeOff !== null ? Math.min(c.takeOff, takeOff) : takeOff,
          last: Math.max(view.multiplier, c.roundId === view.roundId ? c.last : 1),
          crashed: false,
        };
        setMultiplier(clock.current.last);
      } else {
        clock.current = {
          ...c,
          roundId: view.roundId,
          last: view.crashPoint ?? view.multiplier,
          crashed: true,
        };
        setMultiplier(clock.current.last);
        setHistory((list) =>
          [view, ...list.filter((r) => r.roundId !== view.roundId)].slice(0, CRASH_HISTORY_SIZE),
        );
      }
      setRound(view);
    };

    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = (): Promise<void> =>
      fetchCrashTable()
        .then((view) => {
          if (!live) return;
          setLoadError(null);
          if (view) apply(view);
        })
        .catch(() => {
          if (!live) return;
          setLoadError('The crash table is not answering. Retrying…');
          clearTimeout(retry);
          retry = setTimeout(() => void load(), RETRY_MS);
        });

    void load();
    const offRound = client.subscribe(CRASH_TOPICS.round, (payload) => {
      const parsed = crashRoundView.safeParse(payload);
      if (parsed.success) apply(parsed.data);
    });
    const offTick = client.subscribe(CRASH_TOPICS.tick, (payload) => {
      const parsed = crashTick.safeParse(payload);
      if (!parsed.success) return;
      const tick = parsed.data;
      const c = clock.current;
      if (c.roundId !== tick.roundId || c.crashed) {
        // A tick of a round we never saw start (we joined mid-flight, or missed a message).
        if (c.roundId !== tick.roundId) void load();
        return;
      }
      // Delivery only ever delays a tick, so the earliest take-off estimate is the best one.
      const takeOff = takeOffFor(tick.multiplier, now());
      clock.current = {
        ...c,
        takeOff: c.takeOff === null ? takeOff : Math.min(c.takeOff, takeOff),
        last: Math.max(c.last, tick.multiplier),
      };
      setMultiplier(clock.current.last);
      setRound((r) =>
        r && r.roundId === tick.roundId && r.phase === 'betting' ? { ...r, phase: 'running' } : r,
      );
    });
    // Messages sent while the connection was down are gone: ask for the table again.
    const offConnect = client.onConnect(({ reconnect }) => {
      if (reconnect) void load();
    });
    return () => {
      live = false;
      clearTimeout(retry);
      offRound();
      offTick();
      offConnect();
    };
  }, [client]);

  return { round, history, multiplier, clock, loadError };
}
