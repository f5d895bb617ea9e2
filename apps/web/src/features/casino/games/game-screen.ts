// What the play page hands to a game screen. A session is opened by `POST games/12/start` on the
// balance the player chose; every play call names its `sessionId`, and every round answer carries
// the session's new balance, which the screen reports so the page header stays right.
import type { CasinoBalanceType } from '../../../stores/dialog-types.ts';

export type { CasinoBalanceType };

export interface SeedPair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The answer of `POST games/12/start`, amounts in major units. */
export interface CasinoSession {
  sessionId: string;
  gameId: number;
  /** The game's slug: starlight-reels, european-roulette, blackjack, crash, dice, mines. */
  game: string;
  provider: string;
  /** Set by third-party providers: their game runs in a sandboxed iframe at this address. */
  gameUrl?: string;
  balanceType: CasinoBalanceType;
  balance: number;
  currency: string;
  minBet: number;
  maxBet: number;
  fairness: SeedPair;
}

/** Every play call answers one round (amounts in major units). */
export interface RoundAnswer<Result = unknown> {
  roundId: string;
  game: string;
  status: 'open' | 'settled';
  bet: number;
  payout: number | null;
  multiplier: number | null;
  balance: number;
  balanceType: CasinoBalanceType;
  currency: string;
  result: Result;
  fairness: SeedPair;
}

export interface GameScreenProps {
  session: CasinoSession;
  /** Called with the balance of each round answer (and after a refused bet, with the current one). */
  onBalance(balance: number): void;
}
