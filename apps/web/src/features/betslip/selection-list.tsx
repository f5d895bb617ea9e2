// The slip's selections grouped by match (the engine's groupByMatch): event, then each pick named as
// the bettor reads it ("Arsenal", "Draw", not the button's "1" or "X") with its market, price
// (flashing up or down for 5 seconds after a change), Suspended state and a remove button; a banker
// toggle per match for system bets.
import {
  groupByMatch,
  parseOdds,
  pickNames,
  selectionKey,
  type BetslipSelection,
  type MatchGroup,
} from '@slipstream/domain';
import { useBetslipStore } from './betslip-store.ts';
import type { OddsMove } from './betslip-changed-odds.ts';
import { CloseIcon, TriangleUpIcon } from '../../ui/icons.tsx';
import { useFormatOdds } from '../../ui/odds-format.ts';

const MOVE_TEXT = { up: 'odds went up', down: 'odds went down' } as const;

function Pick({ selection, move }: { selection: BetslipSelection; move: OddsMove | undefined }) {
  const removeSelection = useBetslipStore((s) => s.removeSelection);
  const formatOdds = useFormatOdds();
  const odds = parseOdds(selection.odds);
  const off = selection.suspended || selection.unavailable;
  const { outcome, market } = pickNames(selection);
  const flash = selection.changed ? (move ?? 'changed') : null;
  return (
    <li className={`betslip-pick${off ? ' betslip-pick--off' : ''}`}>
      <div className="betslip-pick__text">
        <span className="betslip-pick__outcome">{outcome}</span>
        <span className="betslip-pick__market">{market}</span>
      </div>
      <div className="betslip-pick__side">
        {off ? (
          <span className="betslip-pick__status">Suspended</span>
        ) : (
          <span className={`betslip-pick__odds${flash ? ` betslip-pick__odds--${flash}` : ''}`}>
            {move && selection.changed && (
              <TriangleUpIcon size={10} className={`betslip-pick__move betslip-pick__move--${move}`} />
            )}
            {odds !== null && odds > 0 ? formatOdds(odds) : '-'}
            {flash && <span className="visually-hidden">, {move ? MOVE_TEXT[move] : 'odds changed'}</span>}
          </span>
        )}
        <button
          type="button"
          className="icon-button betslip-pick__remove"
          aria-label={`Remove ${outcome}, ${market}, ${selection.eventName}`}
          onClick={() => removeSelection(selectionKey(selection))}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </li>
  );
}

function Match({ group, showBankers }: { group: MatchGroup; showBankers: boolean }) {
  const toggleBanker = useBetslipStore((s) => s.toggleBanker);
  const moves = useBetslipStore((s) => s.oddsMoves);
  const banker = group.selections.every((s) => s.fixed);
  return (
    <li className="betslip-match">
      <div className="betslip-match__head">
        {group.type === 'live' && <span className="betslip-match__live">Live</span>}
        <span className="betslip-match__event">{group.eventName}</span>
        {group.score && <span className="betslip-match__score">{group.score}</span>}
        {showBankers && (
          <button
            type="button"
            className="betslip-match__banker"
            aria-pressed={banker}
            aria-label={`Banker: ${group.eventName}`}
            title="Banker: in every line"
            onClick={() => toggleBanker(group.matchId)}
          >
            B
          </button>
        )}
      </div>
      <ul className="betslip-match__picks">
        {group.selections.map((s) => (
          <Pick key={selectionKey(s)} selection={s} move={moves[selectionKey(s)]} />
        ))}
      </ul>
    </li>
  );
}

export function SelectionList({ showBankers }: { showBankers: boolean }) {
  const selections = useBetslipStore((s) => s.coupon.selections);
  return (
    <ul className="betslip-matches" aria-label="Selections">
      {groupByMatch(selections).map((group) => (
        <Match key={group.matchId} group={group} showBankers={showBankers} />
      ))}
    </ul>
  );
}
