// What the play page hands to a game screen. A session is opened by `POST games/12/start` on the
// balance the player chose; every play call names its `sessionId`, and every round answer carries
// the session's new balance, which the screen reports so the page header stays right.
import type { CasinoSession } from '@slipstream/contract/casino';

export type { CasinoBalanceType, CasinoSession, RoundAnswer, SeedPair } from '@slipstream/contract/casino';

export interface GameScreenProps {
  session: CasinoSession;
  /** Called with the balance of each round answer (and after a refused bet, with the current one). */
  onBalance(balance: number): void;
}
