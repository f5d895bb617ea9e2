// Keyboard play: when a round moves on, the button the player pressed can vanish or be disabled (Deal
// turns into Hit/Stand, a revealed tile locks). If focus was in the controls and fell to the page,
// put it back on the controls' first usable button instead of making the player tab all the way back.
import { useEffect, useRef, type RefObject } from 'react';

export function useKeepFocus(container: RefObject<HTMLElement | null>, step: unknown): void {
  const wasInside = useRef(false);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const onIn = () => (wasInside.current = true);
    // focusout fires before the next element takes focus: relatedTarget tells where it goes.
    const onOut = (event: FocusEvent) => {
      wasInside.current = event.relatedTarget === null || el.contains(event.relatedTarget as Node);
    };
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => {
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
    };
  }, [container]);

  useEffect(() => {
    const el = container.current;
    const active = document.activeElement;
    if (!el || !wasInside.current || (active && active !== document.body)) return;
    const target =
      el.querySelector<HTMLElement>('[data-focus-first]:not(:disabled)') ??
      el.querySelector<HTMLElement>('button:not(:disabled)');
    target?.focus();
  }, [container, step]);
}
