// What each dialog type of SPEC.md §2 is opened with and what it answers when it closes.
import type { Simulation } from '../api/bets.ts';
import type { ActiveBonus } from '../api/bonus.ts';

export type AuthTab = 'register' | 'login';

/** SPEC.md §3 "Withdrawal data". Amount in major units. */
export interface WithdrawalData {
  amount: number;
  bank_name: string;
  account_number: string;
  account_name: string;
}

/** SPEC.md §3 "Shop transaction data". Amount in major units. */
export interface ShopTransactionData {
  message: string;
  amount: number;
  transactionCode: string;
}

/** A pick of a simulated slip named as the betslip shows it (the simulation answers with ids only). */
export interface SimulatedPick {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  marketName: string;
  outcomeName: string;
}

/** The simulation dialog's data: the server's played-out slip and the slip's own names. */
export interface SimulationView {
  simulation: Simulation;
  picks: SimulatedPick[];
}

/** The balance a casino session is played with (SPEC.md §4 "Casino balance choice"). */
export type CasinoBalanceType = 'real' | 'bonus' | 'demo';

export interface DialogPayloads {
  auth: { tab: AuthTab };
  withdrawal: WithdrawalData;
  'shop-transaction': ShopTransactionData;
  error: { message: string };
  popup: { image: string; link?: string | null; title?: string | null };
  'place-bet': { stake: number; possibleWin: number; betslipId: string; bonus?: number };
  'book-bet': { bookingCode: string };
  /** The betslip played out in simulation mode (SPEC.md §3 mode sim), with the slip's own names. */
  simulation: SimulationView;
  'casino-balance': { casinoBonusBalance: number };
  /** A casino bonus announced once (SPEC.md §4 casino-bonus event, utility `bonusModalShown`). */
  'casino-bonus': { bonus: ActiveBonus };
}

/** The answer a dialog gives; every dialog answers `undefined` when dismissed (Escape, close). */
export interface DialogResults {
  /** `navigated` when a link inside it (Forgot password?) moved the player elsewhere. */
  auth: 'navigated';
  withdrawal: boolean;
  'shop-transaction': void;
  error: void;
  popup: 'followed';
  /** `keep` when the bettor kept the placed picks on the slip to bet them again. */
  'place-bet': 'ok' | 'history' | 'keep';
  'book-bet': void;
  simulation: void;
  'casino-balance': CasinoBalanceType;
  'casino-bonus': void;
}

export type DialogType = keyof DialogPayloads;

/** One open dialog, discriminated by its type. */
export type DialogEntry = {
  [K in DialogType]: { id: number; type: K; data: DialogPayloads[K] };
}[DialogType];

/** Props every dialog component receives from the dialog host. */
export interface DialogComponentProps<T extends DialogType> {
  data: DialogPayloads[T];
  /** Closes with an answer; call with no argument to dismiss. */
  close: (result?: DialogResults[T]) => void;
}
