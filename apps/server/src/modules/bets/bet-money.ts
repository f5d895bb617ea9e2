// How a bet's money sits in the ledger, and the one posting that moves it from one state to another
// (open → settled, settled → open again after a rollback, settled → re-settled, open → cashed out).
// Placement moved the stake to stakes_held. A settled bet paying P on stake S has taken S out of
// stakes_held, given P to the player, and booked P − S to winnings_paid (above the stake) or S − P to
// stakes_kept (below it). A player who must give money back but has spent it owes the rest: what
// is available is taken and the shortfall is booked to player_debts and to the player_debts table;
// later bet credits repay it first.
import type { Minor } from '@slipstream/domain';
import type { Transaction } from '../../db/executor.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { house, player, type HouseAccount, type PostingLine } from '../ledger/ledger.types.ts';
import { lockDebt, setDebt } from './bets.repo.ts';

export interface MoneyState {
  /** False while the stake is still held (open). */
  settled: boolean;
  /** What the player holds from the bet. */
  payout: Minor;
}

/** House lines of a state, relative to the bet just placed; the player's share is −sum. */
function houseLines(stake: Minor, state: MoneyState): Map<HouseAccount, Minor> {
  const lines = new Map<HouseAccount, Minor>();
  if (!state.settled) return lines;
  lines.set('stakes_held', -stake);
  if (state.payout > stake) lines.set('winnings_paid', -(state.payout - stake));
  if (state.payout < stake) lines.set('stakes_kept', stake - state.payout);
  return lines;
}

/** The bonus module's part in a payout: a win staked from the bonus may arrive after the bonus closed. */
export interface BonusBalances {
  settleBonusBalance(trx: Transaction, userId: number, wallet: 'sport_bonus', cause: string): Promise<void>;
}

export interface BetMoney {
  id: number;
  userId: number;
  source: 'available' | 'sport_bonus';
  stake: Minor;
}

/**
 * Posts the move from `from` to `to` (nothing when they are the same). Runs inside the bet's own
 * transaction with the bet row locked; `reference` makes the posting happen at most once.
 */
export async function moveBetMoney(
  ledger: Ledger,
  trx: Transaction,
  bet: BetMoney,
  from: MoneyState,
  to: MoneyState,
  posting: { kind: string; reference: string; now: Date },
  bonus?: BonusBalances,
): Promise<void> {
  const before = houseLines(bet.stake, from);
  const after = houseLines(bet.stake, to);
  const lines: PostingLine[] = [];
  let houseSum = 0;
  for (const account of new Set([...before.keys(), ...after.keys()])) {
    const amount = (after.get(account) ?? 0) - (before.get(account) ?? 0);
    if (amount === 0) continue;
    lines.push({ account: house(account), amount });
    houseSum += amount;
  }
  let playerDelta = -houseSum;
  if (lines.length === 0) return;
  const debt = await lockDebt(trx, bet.userId);
  let newDebt = debt;
  if (playerDelta > 0 && debt > 0) {
    // A credit repays what the player owes first.
    const repaid = Math.min(playerDelta, debt);
    lines.push({ account: house('player_debts'), amount: repaid });
    playerDelta -= repaid;
    newDebt -= repaid;
  } else if (playerDelta < 0) {
    const balances = await ledger.lockBalances(trx, bet.userId);
    const take = Math.min(-playerDelta, balances[bet.source]);
    const shortfall = -playerDelta - take;
    if (shortfall > 0) {
      lines.push({ account: house('player_debts'), amount: -shortfall });
      playerDelta = -take;
      newDebt += shortfall;
    }
  }
  if (playerDelta !== 0) lines.push({ account: player(bet.userId, bet.source), amount: playerDelta });
  if (newDebt !== debt) await setDebt(trx, bet.userId, newDebt, posting.now);
  await ledger.transfer(trx, { kind: posting.kind, reference: posting.reference, userId: bet.userId, lines });
  if (playerDelta > 0 && bet.source === 'sport_bonus')
    await bonus?.settleBonusBalance(trx, bet.userId, 'sport_bonus', posting.reference);
}
