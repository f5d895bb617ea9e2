// A live list row's match centre: a "Match centre" toggle under the row (its height fixed, so the
// list keeps its rows' heights until one is opened) and, while open, the compact centre below it.
import type { Fixture } from '../../../api/sports.ts';
import { MatchCentre } from './match-centre.tsx';
import './match-centre.css';

/** The toggle's height in px; `--centre-toggle-height` in match-centre.css. */
export const CENTRE_TOGGLE_HEIGHT = 32;

export function MatchCentrePanel({
  fixture,
  open,
  onToggle,
}: {
  fixture: Fixture;
  open: boolean;
  onToggle: (matchId: number) => void;
}) {
  const id = `match-centre-${fixture.matchId}`;
  return (
    <div className={`centre-panel${open ? ' centre-panel--open' : ''}`}>
      <button
        type="button"
        className="centre-panel__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(fixture.matchId)}
      >
        <svg className="centre-panel__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" />
        </svg>
        Match centre<span className="visually-hidden">: {fixture.eventName}</span>
      </button>
      <div id={id} className="centre-panel__body" hidden={!open}>
        {open && (
          <MatchCentre
            matchId={fixture.matchId}
            homeTeam={fixture.homeTeam}
            awayTeam={fixture.awayTeam}
            compact
          />
        )}
      </div>
    </div>
  );
}
