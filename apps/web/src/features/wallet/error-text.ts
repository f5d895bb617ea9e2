// The sentence shown for a failed wallet call: the server's message (limits, locked account,
// insufficient funds) as SPEC.md §8 asks, else a plain fallback.
export function errorText(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return err instanceof Error && err.message.trim() !== '' ? err.message : fallback;
}
