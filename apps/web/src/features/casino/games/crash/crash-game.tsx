// Crash (docs/decisions.md "Casino"): one shared table — bet while bets are open (with an optional
// auto cash-out), watch the multiplier climb, cash out before it crashes. A bet left open by a reload
// comes back; after each crash its point and revealed seed can be checked.
import { formatMoney } from '@slipstream/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useActionKey } from '../../../../api/idempotency-key.ts';
import type { GameScreenProps, RoundAnswer } from '../game-screen.ts';
import { checkBet, defaultBet } from '../shared/bet-amount.ts';
import { BetField } from '../shared/bet-field.tsx';
import { addRound, RecentRounds, type PlayedRound } from '../shared/recent-rounds.tsx';
import { useKeepFocus } from '../shared/use-keep-focus.ts';
import { useOpenRound } from '../shared/use-open-round.ts';
import { usePlay } from '../shared/use-play.ts';
import { useReducedMotion } from '../shared/use-reduced-motion.ts';
import { checkAutoCashout } from './auto-cashout.ts';
import { cashOutCrash, placeCrashBet, type CrashBetResult, type CrashRoundView } from './crash-api.ts';
import { CrashChart } from './crash-chart.tsx';
import { CrashHistory, crashVerifyHref } from './crash-history.tsx';
import { useCrashTable } from './use-crash-table.ts';
import { useSecondsLeft } from './use-seconds-left.ts';
import '../shared/game-layout.css';
import './crash.css';

type CrashBet = RoundAnswer<CrashBetResult>;

function phaseText(round: CrashRoundView | null, secondsLeft: number): string {
  if (!round) return 'Connecting to the table…';
  if (round.phase === 'betting') return `Bets open · take-off in ${secondsLeft}s`;
  if (round.phase === 'running') return 'In flight';
  return `Crashed at ${(round.crashPoint ?? round.multiplier).toFixed(2)}×`;
}

function betOutcome(bet: CrashBet, currency: string): string {
  const { cashedOutAt, autoCashout, crashPoint } = bet.result;
  if ((bet.payout ?? 0) > 0) {
    const at = cashedOutAt ?? autoCashout;
    return `You cashed out${at ? ` at ${at.toFixed(2)}×` : ''}: ${currency} ${formatMoney(bet.payout)}`;
  }
  return `Crashed${crashPoint ? ` at ${crashPoint.toFixed(2)}×` : ''} before you cashed out`;
}

export default function CrashGame({ session, onBalance }: GameScreenProps) {
  const [betText, setBetText] = useState(defaultBet(session));
  const [autoText, setAutoText] = useState('');
  const [bet, setBet] = useState<CrashBet | null>(null);
  const [rounds, setRounds] = useState<PlayedRound[]>([]);
  const table = useCrashTable();
  const play = usePlay(onBalance);
  const actionKey = useActionKey();
  const reducedMotion = useReducedMotion();
  const autoId = useId();
  const collecting = useRef<string | null>(null);
  const controls = useRef<HTMLFormElement>(null);
  const round = table.round;
  useKeepFocus(controls, `${round?.phase}:${bet?.status}`);
  const secondsLeft = useSecondsLeft(round?.phase === 'betting' ? round.bettingEndsAt : null);

  const { resuming } = useOpenRound(
    'crash',
    session.sessionId,
    (found) => {
      setBet(found);
      onBalance(found.balance);
    },
    play.setError,
  );

  const settled = (answer: CrashBet) => {
    setBet(answer);
    if (answer.status !== 'settled') return;
    setRounds((list) =>
      addRound(list, {
        roundId: answer.roundId,
        summary:
          (answer.payout ?? 0) > 0
            ? `Cashed out at ${(answer.result.cashedOutAt ?? answer.result.autoCashout ?? 0).toFixed(2)}×`
            : `Crashed at ${(answer.result.crashPoint ?? 0).toFixed(2)}×`,
        bet: answer.bet,
        payout: answer.payout ?? 0,
        verify: { game: 'crash', fairness: answer.fairness },
      }),
    );
  };

  // A crash round's seed is revealed at its crash: the Verify links of its bets get it from the table.
  const revealed = (hash: string) => table.history.find((r) => r.serverSeedHash === hash)?.serverSeed ?? null;
  const shownRounds = rounds.map((r) => ({
    ...r,
    verify: { ...r.verify, serverSeed: revealed(r.verify.fairness.serverSeedHash) },
  }));

  // A bet still open when its round has crashed (an auto cash-out, or a loss) is settled by the
  // server at the crash; asking again for it brings the settled answer and the new balance.
  const openBet = bet?.status === 'open' ? bet : null;
  const crashedUnder =
    openBet && round && (round.roundId !== openBet.result.crashRoundId || round.phase === 'crashed');
  useEffect(() => {
    if (!openBet || !crashedUnder || collecting.current === openBet.roundId) return;
    collecting.current = openBet.roundId;
    void play
      .run(() => cashOutCrash(session.sessionId, openBet.roundId))
      .then((answer) => {
        if (answer) settled(answer);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per crashed bet (collecting)
  }, [openBet, crashedUnder]);

  const placeBet = async () => {
    const amount = checkBet(betText, session);
    if (!amount.ok) return play.setError(amount.message);
    const auto = checkAutoCashout(autoText);
    if (!auto.ok) return play.setError(auto.message);
    const input = { sessionId: session.sessionId, bet: amount.amount, autoCashout: auto.value };
    const answer = await play.run(() => placeCrashBet(input, actionKey.keyFor(JSON.stringify(input))));
    if (!answer) return;
    actionKey.done();
    setBet(answer);
  };

  const cashOut = async () => {
    if (!openBet) return;
    const answer = await play.run(() => cashOutCrash(session.sessionId, openBet.roundId));
    if (answer) settled(answer);
  };

  const inThisRound = openBet !== null && round?.roundId === openBet.result.crashRoundId;
  const canCashOut = inThisRound && round?.phase === 'running';
  const canBet = round?.phase === 'betting' && !inThisRound && !resuming;
  const cashOutAt = openBet?.result.autoCashout
    ? Math.min(table.multiplier, openBet.result.autoCashout)
    : table.multiplier;
  const lastCrashed = round?.phase === 'crashed' ? round : null;

  return (
    <div className="game-screen crash-game">
      <div className="game-screen__stage crash-stage">
        <p className={`crash-phase crash-phase--${round?.phase ?? 'idle'}`} aria-live="polite">
          {phaseText(round, secondsLeft)}
        </p>
        <CrashChart clock={table.clock} phase={round?.phase ?? null} reducedMotion={reducedMotion} />
        <div className="crash-reveal" aria-live="polite">
          {lastCrashed ? (
            <>
              <span className="crash-reveal__hash">
                Seed hash <code>{lastCrashed.serverSeedHash.slice(0, 16)}…</code>
              </span>
              <a href={crashVerifyHref(lastCrashed)} target="_blank" rel="noopener">
                Verify this round<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          ) : round ? (
            <span className="crash-reveal__hash">
              Seed hash <code>{round.serverSeedHash.slice(0, 16)}…</code> · seed revealed at the crash
            </span>
          ) : null}
        </div>
        {table.loadError && <p className="form-error">{table.loadError}</p>}
        <CrashHistory rounds={table.history} />
      </div>

      <form
        ref={controls}
        className="game-screen__controls"
        aria-label="Crash bet"
        onSubmit={(event) => {
          event.preventDefault();
          void (canCashOut ? cashOut() : placeBet());
        }}
      >
        <BetField
          value={betText}
          onChange={setBetText}
          limits={session}
          disabled={inThisRound || play.busy}
        />
        <div className="field crash-auto">
          <label className="field__label" htmlFor={autoId}>
            Auto cash-out <span className="field__optional">(optional)</span>
          </label>
          <div className="field__control">
            <input
              id={autoId}
              className="field__input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 2.00"
              value={autoText}
              disabled={inThisRound || play.busy}
              onChange={(event) => setAutoText(event.target.value)}
            />
            <span className="crash-auto__suffix" aria-hidden="true">
              ×
            </span>
          </div>
        </div>
        {bet && bet.status === 'settled' && (
          <p className={`game-outcome game-outcome--${(bet.payout ?? 0) > 0 ? 'won' : 'lost'}`} role="status">
            {betOutcome(bet, session.currency)}
          </p>
        )}
        {inThisRound && round?.phase === 'betting' && (
          <p className="game-outcome" role="status">
            Your bet of {session.currency} {formatMoney(openBet?.bet)} is in
            {openBet?.result.autoCashout ? ` · auto cash-out ${openBet.result.autoCashout.toFixed(2)}×` : ''}
          </p>
        )}
        {canCashOut && openBet?.result.autoCashout && table.multiplier >= openBet.result.autoCashout && (
          <p className="game-outcome game-outcome--won" role="status">
            Auto cash-out reached at {openBet.result.autoCashout.toFixed(2)}× — paid when the round ends
          </p>
        )}
        {play.error && (
          <p className="form-error" role="alert">
            {play.error}
          </p>
        )}
        {canCashOut ? (
          <button
            type="submit"
            className="btn btn--primary btn--block crash-cashout"
            data-focus-first
            aria-disabled={play.busy}
          >
            Cash out {session.currency} {formatMoney(Math.floor((openBet?.bet ?? 0) * cashOutAt * 100) / 100)}
          </button>
        ) : (
          <button
            type="submit"
            className="btn btn--primary btn--block"
            data-focus-first
            disabled={!canBet}
            aria-disabled={play.busy}
          >
            {inThisRound ? 'Bet placed' : canBet ? 'Bet' : 'Wait for the next round'}
          </button>
        )}
      </form>

      <RecentRounds rounds={shownRounds} currency={session.currency} />
    </div>
  );
}
