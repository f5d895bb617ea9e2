// "Suspended" over a market's odds while none of its prices can be taken (a bet stop on the match, or
// the market suspended by the feed), so a bettor reads why the padlocks are there instead of guessing.
// The odds buttons under it already say "suspended" in their names, so this label is for the eye only.
import { useMemo } from 'react';
import { outcomeKey, useLiveOddsStore } from '../live/live-odds-store.ts';
import { LockIcon } from './icons.tsx';
import './market-suspended.css';

export interface MarketSuspendedProps {
  matchId: number | string;
  marketId: number | string;
  specifier?: string | null;
  outcomeIds: readonly (number | string)[];
}

export function MarketSuspended({ matchId, marketId, specifier, outcomeIds }: MarketSuspendedProps) {
  const ids = outcomeIds.join(',');
  const keys = useMemo(
    () =>
      (ids ? ids.split(',') : []).map((outcomeId) => outcomeKey({ matchId, marketId, specifier, outcomeId })),
    [matchId, marketId, specifier, ids],
  );
  const suspended = useLiveOddsStore((s) => {
    const match = s.matches[Number(matchId)];
    if (!match || keys.length === 0) return false;
    return match.stopped || keys.every((key) => match.outcomes[key]?.active === false);
  });
  if (!suspended) return null;
  return (
    <span className="market-suspended" aria-hidden="true">
      <LockIcon size={12} />
      Suspended
    </span>
  );
}
