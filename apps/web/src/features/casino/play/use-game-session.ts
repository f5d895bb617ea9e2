// The life of one game session on the play page: the casino balance dialog first (SPEC.md §2, §4),
// then `POST games/12/start` on the chosen balance, then play with the balance every round reports.
// A visitor who picks Real Money (or Bonus) is asked to log in; demo needs no account.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { startGame } from '../../../api/casino.ts';
import { selectIsAuthenticated, useAuthStore } from '../../../stores/auth-store.ts';
import { closeDialogsOfType, openDialog } from '../../../stores/dialog-store.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import type { CasinoBalanceType, CasinoSession } from '../games/game-screen.ts';

export type SessionPhase =
  /** The balance dialog is open; a session being replaced keeps playing underneath until a choice. */
  | { name: 'choosing'; current: Playing | null }
  /** The dialog was dismissed, or a visitor chose real money and did not log in. */
  | { name: 'idle'; reason: 'dismissed' | 'login-needed' }
  | { name: 'starting'; balanceType: CasinoBalanceType }
  | Playing
  | { name: 'failed'; balanceType: CasinoBalanceType; message: string };

export interface Playing {
  name: 'playing';
  session: CasinoSession;
  /** The session's balance as the latest round answered it. */
  balance: number;
}

export interface GameSessionControls {
  phase: SessionPhase;
  /** Opens the balance dialog (again); a new choice opens a new session. */
  chooseBalance(): void;
  /** Starts a session on this balance without asking (Play demo, Try again). */
  start(balanceType: CasinoBalanceType): void;
  /** Asks a visitor to log in, then for the balance. */
  logIn(): void;
  onBalance(balance: number): void;
}

const isLoggedIn = () => selectIsAuthenticated(useAuthStore.getState());

/** How long the dialog waits for a just-logged-in player's details (their casino bonus) to arrive. */
const USER_WAIT_MS = 5_000;

/**
 * The casino bonus balance the dialog offers. Right after a page load a logged-in player's details
 * may still be on their way; the Bonus choice depends on them, so wait for them (briefly).
 */
async function casinoBonusBalance(): Promise<number> {
  const read = () => Number(useUserStore.getState().currentUser?.casinoBonusBalance ?? 0) || 0;
  const settled = () => {
    const { currentUser, error } = useUserStore.getState();
    return !isLoggedIn() || currentUser !== null || error !== null;
  };
  if (settled()) return read();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, USER_WAIT_MS);
    const stop = useUserStore.subscribe(() => settled() && done());
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
  return read();
}

export function useGameSession(gameId: number): GameSessionControls {
  const [phase, setPhase] = useState<SessionPhase>({ name: 'choosing', current: null });
  const { pathname, search } = useLocation();
  const returnTo = pathname + search;
  // Every step bumps this; an answer that arrives after a newer step (or after leaving) is dropped.
  const step = useRef(0);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  const start = useCallback(
    async (balanceType: CasinoBalanceType) => {
      const mine = ++step.current;
      setPhase({ name: 'starting', balanceType });
      try {
        const session = await startGame(gameId, balanceType);
        if (mine === step.current) setPhase({ name: 'playing', session, balance: session.balance });
      } catch (err) {
        if (mine !== step.current) return;
        const message = err instanceof Error && err.message ? err.message : 'The game could not be opened.';
        setPhase({ name: 'failed', balanceType, message });
      }
    },
    [gameId],
  );

  const logIn = useCallback(
    async (then: () => void) => {
      const mine = step.current;
      // The login flow returns to this path rather than home.
      useAuthStore.getState().setReturnUrl(returnTo);
      await openDialog('auth', { tab: 'login' });
      if (mine !== step.current) return;
      if (isLoggedIn()) return then();
      useAuthStore.getState().setReturnUrl(null);
      setPhase({ name: 'idle', reason: 'login-needed' });
    },
    [returnTo],
  );

  const chooseBalance = useCallback(async () => {
    const mine = ++step.current;
    const previous = phaseRef.current;
    const current =
      previous.name === 'playing' ? previous : previous.name === 'choosing' ? previous.current : null;
    setPhase({ name: 'choosing', current });
    const bonus = await casinoBonusBalance();
    if (mine !== step.current) return;
    const choice = await openDialog('casino-balance', { casinoBonusBalance: bonus });
    if (mine !== step.current) return;
    if (!choice) {
      setPhase(current ?? { name: 'idle', reason: 'dismissed' });
      return;
    }
    if (choice !== 'demo' && !isLoggedIn()) {
      await logIn(() => void chooseBalance());
      return;
    }
    await start(choice);
  }, [logIn, start]);

  useEffect(() => {
    void chooseBalance();
    return () => {
      step.current += 1;
      closeDialogsOfType('casino-balance');
    };
    // Once per game: a new game id is a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId]);

  return {
    phase,
    chooseBalance: () => void chooseBalance(),
    start: (balanceType) => void start(balanceType),
    logIn: () => void logIn(() => void chooseBalance()),
    onBalance: useCallback(
      (balance: number) => setPhase((p) => (p.name === 'playing' ? { ...p, balance } : p)),
      [],
    ),
  };
}
