// Mines (docs/decisions.md "Casino"): choose how many of the 25 tiles hide a mine, bet, then open
// tiles one by one — each gem raises the multiplier — and cash out before hitting a mine. An open
// board comes back after a reload.
import { formatMoney } from '@slipstream/domain';
import { useId, useState } from 'react';
import { useActionKey } from '../../../../api/idempotency-key.ts';
import type { GameScreenProps, RoundAnswer } from '../game-screen.ts';
import { checkBet, defaultBet } from '../shared/bet-amount.ts';
import { BetField } from '../shared/bet-field.tsx';
import { addRound, RecentRounds, type PlayedRound } from '../shared/recent-rounds.tsx';
import { useOpenRound } from '../shared/use-open-round.ts';
import { usePlay } from '../shared/use-play.ts';
import { cashOutMines, MINES_MAX, MINES_MIN, revealTile, startMines, type MinesResult } from './mines-api.ts';
import { MinesBoard } from './mines-board.tsx';
import '../shared/game-layout.css';
import './mines.css';

const QUICK_COUNTS = [1, 3, 5, 10, 24];

function summary(round: RoundAnswer<MinesResult>): string {
  const { mines, revealed, hit } = round.result;
  const tiles = `${revealed.length} gem${revealed.length === 1 ? '' : 's'}`;
  return hit !== null ? `${mines} mines · hit a mine after ${tiles}` : `${mines} mines · cashed out ${tiles}`;
}

export default function MinesGame({ session, onBalance }: GameScreenProps) {
  const [betText, setBetText] = useState(defaultBet(session));
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<RoundAnswer<MinesResult> | null>(null);
  const [rounds, setRounds] = useState<PlayedRound[]>([]);
  const play = usePlay(onBalance);
  const actionKey = useActionKey();
  const minesId = useId();

  const { resuming } = useOpenRound(
    'mines',
    session.sessionId,
    (found) => {
      setRound(found);
      setMines(found.result.mines);
      setBetText(String(found.bet));
      onBalance(found.balance);
    },
    play.setError,
  );

  const open = round?.status === 'open';
  const result = round?.result ?? null;

  const settle = (answer: RoundAnswer<MinesResult>) => {
    setRound(answer);
    if (answer.status !== 'settled') return;
    setRounds((list) =>
      addRound(list, {
        roundId: answer.roundId,
        summary: summary(answer),
        bet: answer.bet,
        payout: answer.payout ?? 0,
        verify: {
          game: 'mines',
          fairness: answer.fairness,
          mines: answer.result.mines,
          sessionId: session.sessionId,
        },
      }),
    );
  };

  const start = async () => {
    const bet = checkBet(betText, session);
    if (!bet.ok) return play.setError(bet.message);
    const input = { sessionId: session.sessionId, bet: bet.amount, mines };
    const answer = await play.run(() => startMines(input, actionKey.keyFor(JSON.stringify(input))));
    if (!answer) return;
    actionKey.done();
    settle(answer);
  };

  const reveal = async (tile: number) => {
    if (!round) return;
    const answer = await play.run(() => revealTile(session.sessionId, round.roundId, tile));
    if (answer) settle(answer);
  };

  const cashOut = async () => {
    if (!round || (round.result.revealed.length ?? 0) === 0) return;
    const answer = await play.run(() => cashOutMines(session.sessionId, round.roundId));
    if (answer) settle(answer);
  };

  const cashOutValue = round && result ? Math.floor(round.bet * result.multiplier * 100) / 100 : 0;

  return (
    <div className="game-screen mines-game">
      <div className="game-screen__stage mines-stage">
        <MinesBoard board={result} playable={open && !play.busy} onReveal={(tile) => void reveal(tile)} />
        <p
          className={`game-outcome${round?.status === 'settled' ? ` game-outcome--${(round.payout ?? 0) > 0 ? 'won' : 'lost'}` : ''}`}
          aria-live="polite"
        >
          {round?.status === 'settled'
            ? (round.payout ?? 0) > 0
              ? `You cashed out ${session.currency} ${formatMoney(round.payout)} at ${result?.multiplier.toFixed(2)}×`
              : 'Boom — you hit a mine.'
            : open
              ? `${result?.revealed.length ?? 0} gems found · pick a tile`
              : resuming
                ? ''
                : 'Choose your mines and start'}
        </p>
        {/* The multipliers sit with the board they come from, so on a phone the board, where the
            round stands and the button fit one screen. */}
        <dl className="game-stats mines-stats">
          <div className="game-stat">
            <dt className="game-stat__label">Multiplier</dt>
            <dd className="game-stat__value">{(result?.multiplier ?? 1).toFixed(2)}×</dd>
          </div>
          <div className="game-stat">
            <dt className="game-stat__label">Next gem</dt>
            <dd className="game-stat__value">
              {open && result?.nextMultiplier != null ? `${result.nextMultiplier.toFixed(2)}×` : '—'}
            </dd>
          </div>
        </dl>
      </div>

      <form
        className="game-screen__controls"
        aria-label="Mines bet"
        onSubmit={(event) => {
          event.preventDefault();
          void (open ? cashOut() : start());
        }}
      >
        <BetField value={betText} onChange={setBetText} limits={session} disabled={open || play.busy} />
        <div className="field mines-field">
          <label className="field__label" htmlFor={minesId}>
            Mines
          </label>
          <div className="field__control">
            <select
              id={minesId}
              className="field__input mines-count"
              value={mines}
              disabled={open || play.busy}
              onChange={(event) => setMines(Number(event.target.value))}
            >
              {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="mines-quick" role="group" aria-label="Quick mine counts">
            {QUICK_COUNTS.map((n) => (
              <button
                key={n}
                type="button"
                className={`btn btn--sm ${mines === n ? 'btn--secondary' : 'btn--ghost'}`}
                aria-pressed={mines === n}
                aria-label={`${n} mine${n === 1 ? '' : 's'}`}
                disabled={open || play.busy}
                onClick={() => setMines(n)}
              >
                {n}
              </button>
            ))}
          </div>
        </div>
        {play.error && (
          <p className="form-error" role="alert">
            {play.error}
          </p>
        )}
        {open ? (
          <button
            type="submit"
            className="btn btn--primary btn--block"
            aria-disabled={play.busy || (result?.revealed.length ?? 0) === 0}
          >
            Cash out {session.currency} {formatMoney(cashOutValue)}
          </button>
        ) : (
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={resuming}
            aria-disabled={play.busy}
          >
            {play.busy ? 'Starting…' : 'Start'}
          </button>
        )}
      </form>

      <RecentRounds rounds={rounds} currency={session.currency} />
    </div>
  );
}
