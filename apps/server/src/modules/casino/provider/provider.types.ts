// What the casino needs from a game provider beyond the wallet it calls: how to open one of its
// games for a session. A third-party aggregator adds one of these and calls the wallet over HTTP.
import type { CasinoBalanceType } from '../../../db/schema.ts';

export interface LaunchRequest {
  sessionId: string;
  gameSlug: string;
  balanceType: CasinoBalanceType;
}

export interface CasinoProvider {
  slug: string;
  /** The page that plays the game (an aggregator's iframe URL); undefined when our web app draws it. */
  launchUrl(request: LaunchRequest): string | undefined;
}
