// How a spin is shown, step by step: every reel runs while the answer is on its way, the reels stop
// left to right, then each free spin of the round plays the same way, and the round ends on the total.
// A pure reducer, so the timing lives in one effect and the steps can be tested on their own.
import type { SlotSpinView } from '../../../../api/casino.ts';
import { OPENING_GRID, SLOT_REELS } from './slot-rules.ts';

export interface SlotShow {
  /** The base spin, then the free spins; empty while the answer is on its way. */
  spins: SlotSpinView[];
  /** The spin on screen. */
  index: number;
  /** The symbols on screen: the spin shown, or the last one while the next is on its way. */
  screen: string[][];
  /** Reels from this index on are running; null once all have stopped. */
  running: number | null;
  /** The round has been shown in full: its total and the new balance may be revealed. */
  done: boolean;
}

export type SlotShowEvent =
  | { type: 'spin' }
  | { type: 'answer'; spins: SlotSpinView[]; instant: boolean }
  | { type: 'refused' }
  | { type: 'reel-stopped' }
  | { type: 'next-spin' }
  | { type: 'skip' };

export const IDLE: SlotShow = { spins: [], index: 0, screen: OPENING_GRID, running: null, done: true };

const screenOf = (spins: SlotSpinView[], index: number, fallback: string[][]) =>
  spins[index]?.grid ?? fallback;

export function slotShow(show: SlotShow, event: SlotShowEvent): SlotShow {
  switch (event.type) {
    case 'spin':
      return { ...show, spins: [], index: 0, running: 0, done: false };
    case 'answer': {
      const screen = screenOf(event.spins, 0, show.screen);
      return event.instant || event.spins.length === 0
        ? { spins: event.spins, index: 0, screen, running: null, done: true }
        : { spins: event.spins, index: 0, screen, running: 0, done: false };
    }
    case 'refused':
      return { ...show, spins: [], index: 0, running: null, done: true };
    case 'reel-stopped': {
      if (show.running === null || show.spins.length === 0) return show;
      const running = show.running + 1 >= SLOT_REELS ? null : show.running + 1;
      const last = show.index >= show.spins.length - 1;
      return { ...show, running, done: running === null && last };
    }
    case 'next-spin':
      if (show.done || show.running !== null || show.index >= show.spins.length - 1) return show;
      return {
        ...show,
        index: show.index + 1,
        screen: screenOf(show.spins, show.index + 1, show.screen),
        running: 0,
      };
    case 'skip':
      if (show.spins.length === 0) return show;
      return {
        ...show,
        index: show.spins.length - 1,
        screen: screenOf(show.spins, show.spins.length - 1, show.screen),
        running: null,
        done: true,
      };
  }
}

/** What the show is waiting for next: a reel to stop, the pause before the next free spin, or nothing. */
export function nextStep(show: SlotShow): 'reel-stopped' | 'next-spin' | null {
  if (show.done || show.spins.length === 0) return null;
  return show.running !== null ? 'reel-stopped' : 'next-spin';
}
