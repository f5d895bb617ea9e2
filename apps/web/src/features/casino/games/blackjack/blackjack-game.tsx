// Blackjack (docs/decisions.md "Casino": six decks, S17, 3:2, double, one split, insurance): deal
// with a bet, then play the moves the server says are legal. A hand in play comes back after a reload.
import { formatMoney } from '@slipstream/domain';
import { useRef, useState } from 'react';
import { useActionKey } from '../../../../api/idempotency-key.ts';
import type { GameScreenProps, RoundAnswer } from '../game-screen.ts';
import { checkBet, defaultBet } from '../shared/bet-amount.ts';
import { BetField } from '../shared/bet-field.tsx';
import { addRound, RecentRounds, type PlayedRound } from '../shared/recent-rounds.tsx';
import { useKeepFocus } from '../shared/use-keep-focus.ts';
import { useOpenRound } from '../shared/use-open-round.ts';
import { usePlay } from '../shared/use-play.ts';
import { dealBlackjack, moveBlackjack, type BlackjackMove, type BlackjackResult } from './blackjack-api.ts';
import { BlackjackTable } from './blackjack-table.tsx';
import '../shared/game-layout.css';
import './blackjack.css';

const PLAY_MOVES: { move: BlackjackMove; label: string }[] = [
  { move: 'hit', label: 'Hit' },
  { move: 'stand', label: 'Stand' },
  { move: 'double', label: 'Double' },
  { move: 'split', label: 'Split' },
];

function outcomeText(round: RoundAnswer<BlackjackResult>, currency: string): string {
  const payout = round.payout ?? 0;
  if (payout > round.bet) return `You win ${currency} ${formatMoney(payout)}`;
  if (payout === round.bet) return 'Push — your stake is returned';
  if (payout > 0) return `Dealer wins — insurance returns ${currency} ${formatMoney(payout)}`;
  return 'Dealer wins';
}

function summary(result: BlackjackResult): string {
  const hands = result.hands.map((h) => (h.total > 21 ? 'bust' : String(h.total))).join(' / ');
  return `${hands} vs dealer ${result.dealer.total > 21 ? 'bust' : result.dealer.total}`;
}

export default function BlackjackGame({ session, onBalance }: GameScreenProps) {
  const [betText, setBetText] = useState(defaultBet(session));
  const [round, setRound] = useState<RoundAnswer<BlackjackResult> | null>(null);
  const [rounds, setRounds] = useState<PlayedRound[]>([]);
  const play = usePlay(onBalance);
  const actionKey = useActionKey();
  const controls = useRef<HTMLDivElement>(null);
  useKeepFocus(controls, round);

  const show = (answer: RoundAnswer<BlackjackResult>) => {
    setRound(answer);
    if (answer.status !== 'settled') return;
    setRounds((list) =>
      addRound(list, {
        roundId: answer.roundId,
        summary: summary(answer.result),
        bet: answer.bet,
        payout: answer.payout ?? 0,
        verify: { game: 'blackjack', fairness: answer.fairness, sessionId: session.sessionId },
      }),
    );
  };

  const { resuming } = useOpenRound(
    'blackjack',
    session.sessionId,
    (found) => {
      setRound(found);
      onBalance(found.balance);
    },
    play.setError,
  );

  const open = round?.status === 'open';
  const result = round?.result ?? null;
  const legal = new Set(open ? result?.moves : []);

  const deal = async () => {
    const bet = checkBet(betText, session, { evenMinor: true });
    if (!bet.ok) return play.setError(bet.message);
    const input = { sessionId: session.sessionId, bet: bet.amount };
    const answer = await play.run(() => dealBlackjack(input, actionKey.keyFor(JSON.stringify(input))));
    if (!answer) return;
    actionKey.done();
    show(answer);
  };

  const move = async (next: BlackjackMove) => {
    if (!round) return;
    const answer = await play.run(() => moveBlackjack(session.sessionId, round.roundId, next));
    if (answer) show(answer);
  };

  const firstBet = result?.hands[0]?.bet ?? 0;

  return (
    <div className="game-screen blackjack-game">
      <div className="game-screen__stage blackjack-stage">
        <BlackjackTable table={result} currency={session.currency} />
        <p
          className={`game-outcome${round?.status === 'settled' ? ` game-outcome--${(round.payout ?? 0) >= round.bet ? 'won' : 'lost'}` : ''}`}
          aria-live="polite"
        >
          {round?.status === 'settled'
            ? outcomeText(round, session.currency)
            : result?.phase === 'insurance'
              ? 'The dealer shows an ace. Insurance?'
              : open
                ? 'Your move'
                : resuming
                  ? ''
                  : 'Place your bet and deal'}
        </p>
      </div>

      <div className="game-screen__controls" ref={controls}>
        <BetField value={betText} onChange={setBetText} limits={session} disabled={open || play.busy} />
        {play.error && (
          <p className="form-error" role="alert">
            {play.error}
          </p>
        )}
        {result?.phase === 'insurance' && open ? (
          <div className="game-screen__buttons" role="group" aria-label="Insurance">
            <button
              type="button"
              className="btn btn--secondary"
              data-focus-first
              disabled={!legal.has('insurance')}
              aria-disabled={play.busy}
              onClick={() => void move('insurance')}
            >
              Take insurance ({formatMoney(Math.floor((firstBet / 2) * 100) / 100)})
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={!legal.has('no-insurance')}
              aria-disabled={play.busy}
              onClick={() => void move('no-insurance')}
            >
              No insurance
            </button>
          </div>
        ) : open ? (
          <div className="game-screen__buttons blackjack-moves" role="group" aria-label="Your move">
            {PLAY_MOVES.map(({ move: m, label }) => (
              <button
                key={m}
                type="button"
                className={`btn ${m === 'hit' || m === 'stand' ? 'btn--primary' : 'btn--ghost'}`}
                data-focus-first={m === 'hit' ? true : undefined}
                // Busy stays focusable (aria-disabled): a disabled button would drop keyboard focus.
                disabled={!legal.has(m)}
                aria-disabled={play.busy}
                onClick={() => void move(m)}
              >
                {label}
              </button>
            ))}
          </div>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--block"
            data-focus-first
            disabled={resuming}
            aria-disabled={play.busy}
            onClick={() => void deal()}
          >
            {play.busy ? 'Dealing…' : 'Deal'}
          </button>
        )}
      </div>

      <RecentRounds rounds={rounds} currency={session.currency} />
    </div>
  );
}
