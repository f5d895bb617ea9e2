// The header row of a group of fixtures (a sport, or a category · tournament, with the league's
// star) with the list's odds column labels, at GROUP_ROW_HEIGHT.
import { Link } from 'react-router';
import type { MarketHeader } from '../api/sports.ts';
import { FavouriteStar } from './favourite-star.tsx';
import type { FixtureListRow } from './fixture-list-rows.ts';
import './fixture-row.css';

export function GroupHeader({ row }: { row: Extract<FixtureListRow, { kind: 'group' }> }) {
  return (
    <div className="fixture-group">
      <span className="fixture-group__title">
        {row.href ? <Link to={row.href}>{row.title}</Link> : row.title}
      </span>
      {row.league && (
        <FavouriteStar
          className="fixture-group__star"
          target={{ kind: 'league', id: row.league.id, name: row.league.name }}
        />
      )}
      {row.market && <MarketColumns market={row.market} />}
    </div>
  );
}

function MarketColumns({ market }: { market: MarketHeader }) {
  return (
    <span className="fixture-group__columns" aria-hidden="true">
      {market.outcomes.map((o) => (
        <span key={o.id}>{o.label}</span>
      ))}
    </span>
  );
}
