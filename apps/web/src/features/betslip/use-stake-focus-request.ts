// Answers a request to put the cursor in the stake box (betslip-stake-focus.ts) when this box
// is the one the bettor can see. Deferred a frame: a sheet that is just opening moves focus to its
// first control in the same commit, and the stake box must come after that.
import { useEffect, type RefObject } from 'react';
import { takeStakeFocusRequest, useStakeFocusStore } from './betslip-stake-focus.ts';

/** Whether the bettor can reach the box now: shown (the side column is hidden on a phone), not behind a sheet or dialog. */
export function canTakeFocus(element: HTMLElement): boolean {
  if (element.closest('[inert]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

export function useStakeFocusRequest(inputRef: RefObject<HTMLInputElement | null>): void {
  const pending = useStakeFocusStore((s) => s.pending);
  useEffect(() => {
    if (!pending) return;
    const frame = requestAnimationFrame(() => {
      const input = inputRef.current;
      if (!input || !canTakeFocus(input) || !takeStakeFocusRequest()) return;
      input.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pending, inputRef]);
}
