// The server's view of a slip's selections: each checked against the odds cache; closed ones refuse
// the slip, moved prices are taken or refused by the player's accept-changes choice (pure).
import { AppError } from '@slipstream/domain';
import type { OddsCache, QuoteRefusal, SelectionRef } from '../market-data/odds-cache.ts';
import type { AcceptChanges } from './bets.schemas.ts';

export interface AskedSelection extends SelectionRef {
  /** The price the player saw. */
  odds: number;
}

export interface AcceptedSelection extends SelectionRef {
  odds: number;
  live: boolean;
}

export interface ClosedSelection extends SelectionRef {
  reason: QuoteRefusal;
}

export interface MovedSelection extends SelectionRef {
  odds: number;
  newOdds: number;
}

/** Accepts the slip at the current prices or throws naming the selections that stop it. */
export function checkSelections(
  cache: OddsCache,
  asked: readonly AskedSelection[],
  acceptChanges: AcceptChanges,
): AcceptedSelection[] {
  const closed: ClosedSelection[] = [];
  const moved: MovedSelection[] = [];
  const accepted: AcceptedSelection[] = [];
  for (const s of asked) {
    const ref = { matchId: s.matchId, marketId: s.marketId, specifier: s.specifier, outcomeId: s.outcomeId };
    const quote = cache.quote(ref);
    if (!quote.open || quote.odds === null) {
      closed.push({ ...ref, reason: quote.reason ?? 'unknown_selection' });
      continue;
    }
    const now = quote.odds;
    if (now !== s.odds) {
      const take = acceptChanges === 'any' || (acceptChanges === 'higher' && now > s.odds);
      if (!take) moved.push({ ...ref, odds: s.odds, newOdds: now });
    }
    accepted.push({ ...ref, odds: now, live: quote.live });
  }
  if (closed.length > 0) {
    throw new AppError(
      'BETSLIP_SELECTION_CLOSED',
      closed.length === 1
        ? 'A selection on your betslip is no longer available. Please remove it and try again.'
        : `${closed.length} selections on your betslip are no longer available. Please remove them and try again.`,
      { selections: closed },
    );
  }
  if (moved.length > 0) {
    throw new AppError(
      'BETSLIP_ODDS_CHANGED',
      'The odds on your betslip have changed. Please review them and try again.',
      {
        selections: moved,
      },
    );
  }
  return accepted;
}
