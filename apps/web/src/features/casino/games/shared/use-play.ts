// Runs a game's play calls one at a time: a second tap while one is on its way does nothing, the
// answer's balance goes to the play page, and a refusal (funds, table limits, a bad move) becomes
// the server's own sentence on screen.
import { useCallback, useRef, useState } from 'react';
import type { RoundAnswer } from '../game-screen.ts';

export function playErrorText(err: unknown): string {
  return err instanceof Error && err.message.trim() !== ''
    ? err.message
    : 'Something went wrong. Please try again.';
}

export interface Play {
  busy: boolean;
  error: string | null;
  setError(message: string | null): void;
  /** The call's answer, or null when it was refused (the error is then set) or another is running. */
  run<Result>(call: () => Promise<RoundAnswer<Result>>): Promise<RoundAnswer<Result> | null>;
}

export function usePlay(onBalance: (balance: number) => void): Play {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async <Result>(call: () => Promise<RoundAnswer<Result>>): Promise<RoundAnswer<Result> | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        const answer = await call();
        onBalance(answer.balance);
        return answer;
      } catch (err) {
        setError(playErrorText(err));
        return null;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [onBalance],
  );

  return { busy, error, setError, run };
}
