// The score by period: a row per side with each period's score and the total; in tennis, the set
// scores, the current game's points and a dot at the side serving.
import type { MatchCentreState } from '../../../api/match-centre.ts';
import type { CentreSport } from './centre-sport.ts';

interface PeriodTableProps {
  centre: MatchCentreState;
  sport: CentreSport;
  homeTeam: string;
  awayTeam: string;
}

export function PeriodTable({ centre, sport, homeTeam, awayTeam }: PeriodTableProps) {
  const live = centre.status === 'live';
  const points = live && centre.pointScore;
  const rows = [
    { side: 'home', name: homeTeam, total: centre.homeScore },
    { side: 'away', name: awayTeam, total: centre.awayScore },
  ] as const;
  return (
    <table className="centre-periods">
      <caption className="visually-hidden">Score by period</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Team</span>
          </th>
          {centre.periodScores.map((p) => (
            <th key={p.number} scope="col" abbr={sport.periodName(p)}>
              {sport.periodLabel(p)}
            </th>
          ))}
          {points && (
            <th scope="col" abbr="Points in the current game">
              Pts
            </th>
          )}
          <th scope="col" abbr={sport.pointByPoint || !sport.clock ? 'Sets' : 'Total'}>
            {sport.pointByPoint || !sport.clock ? 'Sets' : 'T'}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.side}>
            <th scope="row" className="centre-periods__team">
              <span className="centre-periods__name">{row.name}</span>
              {live && centre.server === row.side && (
                <span className="centre-serve" role="img" aria-label="serving" />
              )}
            </th>
            {centre.periodScores.map((p) => (
              <td key={p.number}>{p[row.side]}</td>
            ))}
            {points && <td className="centre-periods__points">{centre.pointScore?.[row.side]}</td>}
            <td className="centre-periods__total">{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
