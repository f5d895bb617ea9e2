// Dice (docs/decisions.md "Casino"): pick a target and roll under or over it. The win chance and the
// multiplier come from the same pricing the server pays by (@slipstream/domain dice-odds).
import {
  diceChance,
  diceMultiplier,
  diceTargetProblem,
  formatMoney,
  type DiceDirection,
} from '@slipstream/domain';
import { useId, useState } from 'react';
import { useActionKey } from '../../../../api/idempotency-key.ts';
import type { GameScreenProps } from '../game-screen.ts';
import { checkBet, defaultBet } from '../shared/bet-amount.ts';
import { BetField } from '../shared/bet-field.tsx';
import { addRound, RecentRounds, type PlayedRound } from '../shared/recent-rounds.tsx';
import { usePlay } from '../shared/use-play.ts';
import { rollDice, type DiceResult } from './dice-api.ts';
import { DiceTrack } from './dice-track.tsx';
import '../shared/game-layout.css';
import './dice.css';

const DIRECTIONS: { value: DiceDirection; label: string }[] = [
  { value: 'under', label: 'Roll under' },
  { value: 'over', label: 'Roll over' },
];

export default function DiceGame({ session, onBalance }: GameScreenProps) {
  const [betText, setBetText] = useState(defaultBet(session));
  const [target, setTarget] = useState(50);
  const [targetText, setTargetText] = useState('50.00');
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [last, setLast] = useState<DiceResult | null>(null);
  const [rolls, setRolls] = useState(0);
  const [rounds, setRounds] = useState<PlayedRound[]>([]);
  const play = usePlay(onBalance);
  const actionKey = useActionKey();
  const targetId = useId();

  const problem = diceTargetProblem(target, direction);
  const chance = diceChance(target, direction);
  const multiplier = problem ? null : diceMultiplier(target, direction);
  const bet = checkBet(betText, session);

  const chooseTarget = (value: number) => {
    setTarget(value);
    setTargetText(value.toFixed(2));
  };

  const roll = async () => {
    if (!bet.ok) return play.setError(bet.message);
    if (problem) return play.setError(problem);
    const input = { sessionId: session.sessionId, bet: bet.amount, target, direction };
    const answer = await play.run(() => rollDice(input, actionKey.keyFor(JSON.stringify(input))));
    if (!answer) return;
    actionKey.done();
    setLast(answer.result);
    setRolls((n) => n + 1);
    setRounds((list) =>
      addRound(list, {
        roundId: answer.roundId,
        summary: `Rolled ${answer.result.roll.toFixed(2)} · ${answer.result.direction} ${answer.result.target.toFixed(2)}`,
        bet: answer.bet,
        payout: answer.payout ?? 0,
        verify: { game: 'dice', fairness: answer.fairness, sessionId: session.sessionId },
      }),
    );
  };

  return (
    <div className="game-screen dice-game">
      <div className="game-screen__stage dice-stage">
        <div className="dice-stage__result" aria-live="polite">
          {last ? (
            <>
              <span
                key={rolls}
                className={`dice-stage__roll${last.win ? ' dice-stage__roll--won' : ' dice-stage__roll--lost'}`}
              >
                {last.roll.toFixed(2)}
              </span>
              <span className={`game-outcome game-outcome--${last.win ? 'won' : 'lost'}`}>
                {last.win
                  ? `You win ${session.currency} ${formatMoney(rounds[0]?.payout)}`
                  : `No win — needed ${last.direction} ${last.target.toFixed(2)}`}
              </span>
            </>
          ) : (
            <span className="dice-stage__hint muted">Set your target and roll</span>
          )}
        </div>
        <DiceTrack
          target={target}
          direction={direction}
          onTarget={chooseTarget}
          disabled={play.busy}
          last={last}
        />
        <dl className="game-stats dice-stage__stats">
          <div className="game-stat">
            <dt className="game-stat__label">Win chance</dt>
            <dd className="game-stat__value">{chance.toFixed(2)}%</dd>
          </div>
          <div className="game-stat">
            <dt className="game-stat__label">Multiplier</dt>
            <dd className="game-stat__value">{multiplier === null ? '—' : `${multiplier.toFixed(4)}×`}</dd>
          </div>
          <div className="game-stat">
            <dt className="game-stat__label">Payout on win</dt>
            <dd className="game-stat__value">
              {multiplier !== null && bet.ok
                ? formatMoney(Math.floor(bet.amount * multiplier * 100) / 100)
                : '—'}
            </dd>
          </div>
        </dl>
      </div>

      <form
        className="game-screen__controls"
        aria-label="Dice bet"
        onSubmit={(event) => {
          event.preventDefault();
          void roll();
        }}
      >
        <BetField value={betText} onChange={setBetText} limits={session} disabled={play.busy} />
        <div className="dice-direction" role="group" aria-label="Direction">
          {DIRECTIONS.map((d) => (
            <button
              key={d.value}
              type="button"
              className={`btn btn--sm ${direction === d.value ? 'btn--secondary' : 'btn--ghost'}`}
              aria-pressed={direction === d.value}
              disabled={play.busy}
              onClick={() => {
                setDirection(d.value);
                // The same line on the other side keeps the win chance roughly the player's.
                if (d.value !== direction) chooseTarget(Math.round((100 - target) * 100) / 100);
              }}
            >
              {d.label}
            </button>
          ))}
        </div>
        <div className="field dice-target">
          <label className="field__label" htmlFor={targetId}>
            Target (0–100)
          </label>
          <div className="field__control">
            <input
              id={targetId}
              className="field__input"
              inputMode="decimal"
              autoComplete="off"
              value={targetText}
              disabled={play.busy}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                setTargetText(event.target.value);
                const value = Number(event.target.value);
                if (event.target.value.trim() !== '' && Number.isFinite(value)) setTarget(value);
              }}
              onBlur={() => setTargetText(target.toFixed(2))}
            />
          </div>
          {problem && <p className="game-field-error">{problem}</p>}
        </div>
        {play.error && (
          <p className="form-error" role="alert">
            {play.error}
          </p>
        )}
        {/* Busy stays focusable (aria-disabled): a disabled button would drop keyboard focus. */}
        <button type="submit" className="btn btn--primary btn--block" aria-disabled={play.busy}>
          {play.busy ? 'Rolling…' : 'Roll'}
        </button>
      </form>

      <RecentRounds rounds={rounds} currency={session.currency} />
    </div>
  );
}
