// Starlight Reels rounds: one paid spin (and any free spins it triggers) per round.
import type { SlotResult, SlotSpinView } from '@slipstream/contract/casino';
import { SLOT_LINES, toMajor, type Minor } from '@slipstream/domain';
import { playSlot, slotPayout, type SlotOutcome, type SlotSpin } from '@slipstream/domain/casino/slot-spin';
import type { RoundContext, RoundEngine } from '../../provider/round-engine.ts';
import type { RoundRow } from '../../provider/rounds.repo.ts';
import { checkStake } from '../../provider/stake.ts';

export const SLOT_GAME = 'starlight-reels';

/** Money of a win counted in line bets, for the screen (the paid total is slotPayout's). */
const money = (bet: Minor, lineBets: number) => toMajor(Math.floor((bet * lineBets) / SLOT_LINES));

const presentSpin = (bet: Minor, spin: SlotSpin): SlotSpinView => ({
  grid: spin.grid,
  stops: spin.stops,
  lineWins: spin.lineWins.map((w) => ({
    line: w.line,
    symbol: w.symbol,
    count: w.count,
    amount: money(bet, w.pays),
  })),
  scatters: spin.scatters,
  freeSpinsWon: spin.freeSpinsWon,
  win: money(bet, spin.win),
});

export const present = (row: RoundRow): SlotResult => {
  const outcome = row.outcome as SlotOutcome;
  return {
    base: presentSpin(row.bet, outcome.base),
    freeSpins: outcome.freeSpins.map((s) => presentSpin(row.bet, s)),
    totalWin: toMajor(slotPayout(row.bet, outcome)),
  };
};

export function createSlotGame(engine: RoundEngine) {
  return {
    spin(ctx: RoundContext, clientKey: string, bet: Minor) {
      checkStake(ctx.game, bet);
      return engine.play({
        ctx,
        clientKey,
        bet,
        params: {},
        create: (source) => {
          const outcome = playSlot(source);
          return { outcome, state: {}, payout: slotPayout(bet, outcome) };
        },
        present,
      });
    },
  };
}
