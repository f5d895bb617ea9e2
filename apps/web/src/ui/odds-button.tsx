// The odds cell every sports screen uses: shows an outcome's price (the feed's latest when there is
// one), flashes up or down for 5 seconds when it moves, locks while suspended, and adds the outcome
// to the betslip or takes it off (pressed while on the slip; app/ provides the slip, slip-picks.ts).
// Its accessible name says which match, market and outcome it is, wherever it stands, and the price
// as shown: in the bettor's odds format (decimal, fractional or American). A long price shrinks to
// fit the cell (odds-button.css).
import {
  isUsableOdds,
  parseOdds,
  type FixtureInput,
  type MarketInput,
  type OutcomeInput,
  type SelectionType,
} from '@slipstream/domain';
import type { CSSProperties, ReactNode } from 'react';
import { outcomeKey } from '../live/live-odds-store.ts';
import { useLiveOutcome } from '../live/use-live-odds.ts';
import { LockIcon, TriangleUpIcon } from './icons.tsx';
import { useFormatOdds } from './odds-format.ts';
import { useIsOnSlip, useSlipPicks } from './slip-picks.ts';
import './odds-button.css';

export interface OddsButtonProps {
  fixture: FixtureInput;
  market: MarketInput;
  outcome: OutcomeInput;
  /** The selection's type: `live` on live screens (default `prematch`). */
  type?: SelectionType;
  /** Shown above the price (1, X, 2, Over 2.5); the outcome's name by default, null for the price only. */
  label?: ReactNode | null;
  className?: string;
}

/**
 * A pick as a screen reader names it, without its price: `{match} {market} {outcome}`
 * ("Arsenal - Chelsea 1X2 1"), so a button read out of its row or card still says which match it is.
 */
export function pickName(fixture: FixtureInput, market: MarketInput, outcome: OutcomeInput): string {
  const match = fixture.eventName ?? fixture.name;
  return [match, market.name, outcome.displayName ?? outcome.name].filter(Boolean).join(' ');
}

/** A listed outcome as its odds button takes it: its list label shown, no price while it is closed. */
export function listedOutcome(outcome: {
  id: string;
  name: string;
  label: string;
  odds: number;
  active: 0 | 1;
}): OutcomeInput {
  return {
    id: outcome.id,
    name: outcome.name,
    displayName: outcome.label,
    odds: outcome.active ? outcome.odds : null,
  };
}

export function OddsButton({ fixture, market, outcome, type, label, className }: OddsButtonProps) {
  const matchId = fixture.matchId ?? fixture.id ?? '';
  const specifier = market.specifier ?? '';
  const live = useLiveOutcome({ matchId, marketId: market.id, specifier, outcomeId: outcome.id });
  const key = outcomeKey({ matchId, marketId: market.id, specifier, outcomeId: outcome.id });
  const selected = useIsOnSlip(key);
  const slip = useSlipPicks();
  const formatOdds = useFormatOdds();

  const odds = live?.odds ?? parseOdds(outcome.odds);
  const suspended = live?.suspended ?? false;
  const bettable = !suspended && isUsableOdds(odds);
  // A price that cannot be taken does not flash: green and red on a padlock would read as a price to take.
  const direction = bettable ? (live?.direction ?? null) : null;
  const name = pickName(fixture, market, outcome);
  const shownLabel = label === undefined ? (outcome.displayName ?? outcome.name) : label;
  const price = formatOdds(odds);
  const state = suspended
    ? 'suspended'
    : direction === 'up'
      ? 'odds up'
      : direction === 'down'
        ? 'odds down'
        : '';

  const classes = ['odds-button'];
  if (selected) classes.push('odds-button--selected');
  if (direction) classes.push(`odds-button--${direction}`);
  if (className) classes.push(className);

  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-pressed={selected}
      aria-label={`${name}, ${suspended ? 'suspended' : `odds ${price}`}${state && !suspended ? `, ${state}` : ''}`}
      // A pick on the slip stays pressable so it can be taken off even while suspended.
      disabled={!bettable && !selected}
      style={{ '--price-length': price.length } as CSSProperties}
      onClick={() => slip.toggle({ fixture, market, outcome: { ...outcome, odds }, type })}
    >
      {shownLabel !== null && <span className="odds-button__label">{shownLabel}</span>}
      <span className="odds-button__price">
        {suspended ? <LockIcon size={14} /> : price}
        {/* Always there and shown by the cell's class: a move changes no layout, only opacity. */}
        {!suspended && <TriangleUpIcon size={10} className="odds-button__move" />}
      </span>
    </button>
  );
}
