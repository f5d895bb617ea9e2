// Gives the history entry a page was loaded into a key of its own, before the router reads it. The
// router files scroll positions by entry key, and an entry opened by a full page load (a typed
// address, a link from elsewhere, the payment provider sending the player back) has none: the router
// calls it "default", a name every such load shares, so each one opened at the scroll position the
// last one was left at. With its own key a new page opens at the top, and back, forward and reload
// find the position of that very entry.

/** The router's own key format: a short random base-36 string. */
function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Adds a key to the current history entry's state when it has none; the rest of the state is kept. */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const record = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof record.key === 'string' && record.key !== '') return;
  history.replaceState({ ...record, key: newKey() }, '');
}
