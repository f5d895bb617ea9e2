// European roulette (docs/decisions.md "Casino"): chips on numbers, inside bets (chosen with "Bet on"
// and picked on the table, or the bets with zero) and outside bets, one spin for all of them. The server draws the pocket and pays each bet; the screen turns the wheel to
// it, then shows the number, what each winning bet returned, and the new balance.
import { formatMoney, toMajor } from '@slipstream/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { spinRoulette, type RouletteResult } from '../../../../api/casino.ts';
import { useActionKey } from '../../../../api/idempotency-key.ts';
import type { GameScreenProps } from '../game-screen.ts';
import { addRound, RecentRounds, type PlayedRound } from '../shared/recent-rounds.tsx';
import { usePlay } from '../shared/use-play.ts';
import { useReducedMotion } from '../shared/use-reduced-motion.ts';
import { boardBets, EMPTY_BOARD, placeChip, totalStake, undoChip, type BetBoard } from './bet-board.ts';
import { hintFor, isPaired, startPick, tapNumber, type BetMode } from './bet-pick.ts';
import { BetTypeChooser } from './bet-type-chooser.tsx';
import { ChipPicker, chipValues } from './chip-picker.tsx';
import { partnersOf } from './inside-bets.ts';
import { colourOf, spotOfBet, type BetSpot } from './roulette-layout.ts';
import { RouletteTable } from './roulette-table.tsx';
import { RouletteWheel, wheelTurnFor } from './roulette-wheel.tsx';
import { YourBets } from './your-bets.tsx';
import { ZeroBets } from './zero-bets.tsx';
import '../shared/game-layout.css';
import './roulette.css';
import './inside-bets.css';

const SPIN_MS = 4_000;
const HISTORY = 12;

interface Settled {
  result: RouletteResult;
  payout: number;
}

const NO_SPOTS: ReadonlySet<string> = new Set();
const NO_PARTNERS: ReadonlyMap<number, BetSpot> = new Map();

/** The spots whose bets won: the winning number's own spot and every other bet that paid. */
function wonSpots(result: RouletteResult): Set<string> {
  const keys = new Set([`straight:${result.number}`]);
  for (const bet of result.bets) {
    if (bet.payout <= 0) continue;
    const spot = spotOfBet(bet);
    if (spot) keys.add(spot.key);
  }
  return keys;
}

export default function RouletteGame({ session, onBalance }: GameScreenProps) {
  const chips = chipValues(session.minBet, session.maxBet);
  const [chip, setChip] = useState(chips.includes(1) ? 1 : chips[0]!);
  const [board, setBoard] = useState<BetBoard>(EMPTY_BOARD);
  const [mode, setMode] = useState<BetMode>('straight');
  const [pick, setPick] = useState(() => startPick('straight'));
  const [turns, setTurns] = useState({ wheel: 0, ball: 0 });
  const [turning, setTurning] = useState(false);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [history, setHistory] = useState<number[]>([]);
  const [rounds, setRounds] = useState<PlayedRound[]>([]);
  const reducedMotion = useReducedMotion();
  const actionKey = useActionKey();
  const heldBalance = useRef<number | null>(null);
  const hold = useCallback((balance: number) => {
    heldBalance.current = balance;
  }, []);
  const play = usePlay(hold);
  const reveal = useRef<() => void>(() => {});
  const spinMs = reducedMotion ? 0 : SPIN_MS;

  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => reveal.current(), spinMs);
    return () => clearTimeout(timer);
  }, [turning, spinMs]);

  /** Puts the chip down, or says why it cannot go; whether it went down. */
  const place = (spot: BetSpot): boolean => {
    const next = placeChip(board, spot.key, chip, session);
    play.setError(typeof next === 'string' ? next : null);
    if (typeof next === 'string') return false;
    setBoard(next);
    return true;
  };

  const chooseMode = (next: BetMode) => {
    setMode(next);
    setPick(startPick(next));
  };

  const onTable = (spot: BetSpot) => {
    const n = spot.type === 'straight' ? spot.numbers?.[0] : undefined;
    if (n === undefined) {
      place(spot);
      return setPick(startPick(mode));
    }
    const { spot: bet, ...next } = tapNumber(mode, pick, n);
    if (bet && !place(bet)) return setPick(startPick(mode));
    if (!bet) play.setError(null);
    setPick(next);
  };

  const onZero = (spot: BetSpot) =>
    setPick({ anchor: null, status: place(spot) ? `${spot.name} placed.` : hintFor(mode) });

  const spin = async () => {
    const bets = boardBets(board);
    if (bets.length === 0) return play.setError('Put a chip on the table first.');
    const stake = toMajor(totalStake(board));
    if (stake < session.minBet) {
      return play.setError(
        `Your total stake must be at least ${session.currency} ${formatMoney(session.minBet)}.`,
      );
    }
    setSettled(null);
    setPick(startPick(mode));
    const input = { sessionId: session.sessionId, bets };
    const answer = await play.run(() => spinRoulette(input, actionKey.keyFor(JSON.stringify(input))));
    if (!answer) return;
    actionKey.done();
    const { result } = answer;
    reveal.current = () => {
      setTurning(false);
      setSettled({ result, payout: answer.payout ?? 0 });
      setHistory((h) => [result.number, ...h].slice(0, HISTORY));
      setRounds((list) =>
        addRound(list, {
          roundId: answer.roundId,
          summary: `${result.number} ${colourOf(result.number)} · ${result.bets.length} ${result.bets.length === 1 ? 'bet' : 'bets'}`,
          bet: answer.bet,
          payout: answer.payout ?? 0,
          verify: { game: session.game, fairness: answer.fairness, sessionId: session.sessionId },
        }),
      );
      if (heldBalance.current !== null) onBalance(heldBalance.current);
      heldBalance.current = null;
    };
    setTurns((t) => ({ wheel: wheelTurnFor(result.number, t.wheel), ball: t.ball + 360 * 3 }));
    setTurning(true);
  };

  const busy = play.busy || turning;
  const stake = totalStake(board);
  const winners = settled ? settled.result.bets.filter((b) => b.payout > 0) : [];
  const won = settled && !turning ? wonSpots(settled.result) : NO_SPOTS;
  const picking = isPaired(mode)
    ? { anchor: pick.anchor, partners: pick.anchor === null ? NO_PARTNERS : partnersOf(mode, pick.anchor) }
    : null;
  return (
    <div className="game-screen roulette-game">
      <div className="game-screen__stage roulette-stage">
        <div className="roulette-stage__wheel">
          <RouletteWheel
            wheelTurn={turns.wheel}
            ballTurn={turns.ball}
            spinMs={spinMs}
            result={settled && !turning ? settled.result.number : null}
          />
          <div className="roulette-stage__result" aria-live="polite">
            {turning ? (
              <p className="muted">No more bets…</p>
            ) : settled ? (
              <>
                <span className={`roulette-number roulette-number--${settled.result.color}`}>
                  {settled.result.number}
                </span>
                <p
                  className={`game-outcome ${settled.payout > 0 ? 'game-outcome--won' : 'game-outcome--lost'}`}
                >
                  {settled.payout > 0
                    ? `You won ${session.currency} ${formatMoney(settled.payout)}`
                    : 'No win this time'}
                </p>
              </>
            ) : (
              <p className="muted">Place your chips, then spin.</p>
            )}
          </div>
        </div>
        {history.length > 0 && (
          <ol className="roulette-history" aria-label="Last numbers">
            {history.map((n, i) => (
              <li
                key={`${i}-${n}`}
                className={`roulette-number roulette-number--small roulette-number--${colourOf(n)}`}
              >
                {n}
              </li>
            ))}
          </ol>
        )}
        <div className="roulette-bet-on">
          <BetTypeChooser value={mode} disabled={busy} onChange={chooseMode} />
          <ZeroBets board={board} currency={session.currency} won={won} disabled={busy} onPlace={onZero} />
        </div>
        <p className="roulette-pick-status" role="status">
          {pick.status}
        </p>
        <RouletteTable
          board={board}
          currency={session.currency}
          won={won}
          disabled={busy}
          pick={picking}
          onPlace={onTable}
        />
        <YourBets board={board} currency={session.currency} won={won} />
        {winners.length > 0 && (
          <ul className="roulette-winners" aria-label="Winning bets">
            {winners.map((b, i) => (
              <li key={i}>
                {spotOfBet(b)?.name ?? b.type}: {session.currency} {formatMoney(b.payout)}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="game-screen__controls">
        <ChipPicker
          values={chips}
          value={chip}
          currency={session.currency}
          disabled={busy}
          onChange={setChip}
        />
        <div className="game-stats">
          <div className="game-stat">
            <span className="game-stat__label">Total stake</span>
            <span className="game-stat__value">
              {session.currency} {formatMoney(toMajor(stake))}
            </span>
          </div>
          <div className="game-stat">
            <span className="game-stat__label">Table limits</span>
            <span className="game-stat__value roulette-limits">
              {formatMoney(session.minBet)} – {formatMoney(session.maxBet)}
            </span>
          </div>
        </div>
        {play.error && (
          <p className="form-error" role="alert">
            {play.error}
          </p>
        )}
        <div className="game-screen__buttons">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy || stake === 0}
            onClick={() => setBoard(undoChip)}
          >
            Undo
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy || stake === 0}
            onClick={() => setBoard(EMPTY_BOARD)}
          >
            Clear
          </button>
        </div>
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={busy || stake === 0}
          onClick={() => void spin()}
        >
          {busy ? 'Spinning…' : 'Spin'}
        </button>
        <p className="muted roulette-note">
          Chips stay on the table after a spin: spin again, or clear them.
        </p>
      </div>
      <RecentRounds rounds={rounds} currency={session.currency} />
    </div>
  );
}
