// Starlight Reels (docs/decisions.md "Casino"): five reels, ten paylines, wild stars, and free spins
// at ×2 on three or more nebulas, all played inside the one paid spin. The server draws and pays
// every spin; this screen shows its answer reel by reel, then the free spins, then the total.
import { formatMoney } from '@slipstream/domain';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { spinSlot, type SlotResult, type SlotSpinView } from '../../../../api/casino.ts';
import { useActionKey } from '../../../../api/idempotency-key.ts';
import type { GameScreenProps } from '../game-screen.ts';
import { checkBet } from '../shared/bet-amount.ts';
import { BetField } from '../shared/bet-field.tsx';
import { addRound, RecentRounds, type PlayedRound } from '../shared/recent-rounds.tsx';
import { usePlay } from '../shared/use-play.ts';
import { useReducedMotion } from '../shared/use-reduced-motion.ts';
import { SlotPaytable } from './slot-paytable.tsx';
import { SlotReels } from './slot-reels.tsx';
import { FREE_SPIN_MULTIPLIER, symbolName } from './slot-rules.ts';
import { IDLE, nextStep, slotShow } from './slot-show.ts';
import '../shared/game-layout.css';
import './slot.css';

/** Between two reels stopping, and the pause on a free spin's result before the next one runs. */
const REEL_STOP_MS = 160;
const FREE_SPIN_PAUSE_MS = 900;

export default function SlotGame({ session, onBalance }: GameScreenProps) {
  const [betText, setBetText] = useState(String(Math.max(session.minBet, 1)));
  const [show, dispatch] = useReducer(slotShow, IDLE);
  const [round, setRound] = useState<{ result: SlotResult; payout: number } | null>(null);
  const [rounds, setRounds] = useState<PlayedRound[]>([]);
  const reducedMotion = useReducedMotion();
  const actionKey = useActionKey();
  // The header's balance changes when the round has been shown, not while the reels still run.
  const heldBalance = useRef<number | null>(null);
  const hold = useCallback((balance: number) => {
    heldBalance.current = balance;
  }, []);
  const play = usePlay(hold);
  const bet = checkBet(betText, session);

  const step = nextStep(show);
  useEffect(() => {
    if (!step) return;
    const timer = setTimeout(
      () => dispatch({ type: step }),
      step === 'reel-stopped' ? REEL_STOP_MS : FREE_SPIN_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [step, show]);

  const shown: SlotSpinView | undefined = show.spins[show.index];
  useEffect(() => {
    if (show.done && heldBalance.current !== null) {
      onBalance(heldBalance.current);
      heldBalance.current = null;
    }
  }, [show.done, onBalance]);

  const spin = async () => {
    if (!bet.ok) return play.setError(bet.message);
    const input = { sessionId: session.sessionId, bet: bet.amount };
    dispatch({ type: 'spin' });
    const answer = await play.run(() => spinSlot(input, actionKey.keyFor(JSON.stringify(input))));
    if (!answer) return dispatch({ type: 'refused' });
    actionKey.done();
    const { result } = answer;
    setRound({ result, payout: answer.payout ?? 0 });
    dispatch({ type: 'answer', spins: [result.base, ...result.freeSpins], instant: reducedMotion });
    setRounds((list) =>
      addRound(list, {
        roundId: answer.roundId,
        summary: roundSummary(result),
        bet: answer.bet,
        payout: answer.payout ?? 0,
        verify: { game: session.game, fairness: answer.fairness, sessionId: session.sessionId },
      }),
    );
  };

  const spinning = play.busy || !show.done;
  const freeSpinsTotal = round?.result.freeSpins.length ?? 0;
  return (
    <div className="game-screen slot-game">
      <div className="game-screen__stage slot-stage">
        <div className="slot-stage__frame">
          <SlotReels
            grid={show.screen}
            running={show.running}
            lineWins={show.running === null && shown ? shown.lineWins : []}
          />
        </div>
        <div className="slot-stage__status" aria-live="polite">
          {show.done && round ? (
            <RoundTotal result={round.result} payout={round.payout} currency={session.currency} />
          ) : show.index > 0 ? (
            <p className="slot-stage__free">
              Free spin {show.index} of {freeSpinsTotal} · wins ×{FREE_SPIN_MULTIPLIER}
            </p>
          ) : (
            <p className="muted">
              {spinning ? 'Good luck…' : 'Ten lines · wild stars · free spins on 3 nebulas'}
            </p>
          )}
        </div>
        {shown && show.running === null && shown.lineWins.length > 0 && (
          <ul className="slot-wins" aria-label="Winning lines">
            {shown.lineWins.map((w) => (
              <li key={w.line}>
                Line {w.line + 1}: {w.count} × {symbolName(w.symbol)} · {session.currency}{' '}
                {formatMoney(w.amount)}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="game-screen__controls">
        <BetField
          value={betText}
          onChange={setBetText}
          limits={session}
          disabled={spinning}
          label="Total bet"
        />
        <p className="muted slot-line-bet">
          {bet.ok ? `${session.currency} ${formatMoney(bet.amount / 10)} per line on 10 lines` : ' '}
        </p>
        {play.error && (
          <p className="form-error" role="alert">
            {play.error}
          </p>
        )}
        <div className="game-screen__buttons">
          <button type="button" className="btn btn--primary" disabled={spinning} onClick={() => void spin()}>
            {spinning ? 'Spinning…' : 'Spin'}
          </button>
          {!show.done && show.spins.length > 1 && (
            <button type="button" className="btn btn--ghost" onClick={() => dispatch({ type: 'skip' })}>
              Skip to total
            </button>
          )}
        </div>
        <SlotPaytable />
      </div>
      <RecentRounds rounds={rounds} currency={session.currency} />
    </div>
  );
}

function RoundTotal({ result, payout, currency }: { result: SlotResult; payout: number; currency: string }) {
  const free = result.freeSpins.length;
  return (
    <>
      <p className={`game-outcome ${payout > 0 ? 'game-outcome--won' : 'game-outcome--lost'}`}>
        {payout > 0 ? `You won ${currency} ${formatMoney(payout)}` : 'No win this time'}
      </p>
      {free > 0 && (
        <p className="slot-stage__free">
          {free} free {free === 1 ? 'spin' : 'spins'} played · {currency}{' '}
          {formatMoney(result.freeSpins.reduce((sum, s) => sum + s.win, 0))} from free spins
        </p>
      )}
    </>
  );
}

function roundSummary(result: SlotResult): string {
  const lines = result.base.lineWins.length;
  const parts = [lines > 0 ? `${lines} winning ${lines === 1 ? 'line' : 'lines'}` : 'No line win'];
  if (result.base.scatters >= 3) parts.push(`${result.base.scatters} nebulas`);
  if (result.freeSpins.length > 0) parts.push(`${result.freeSpins.length} free spins`);
  return parts.join(' · ');
}
