// Tennis: the game being played, point by point, with the server marked.
import type { TimelineEntry } from '../../../api/match-centre.ts';

export function TennisGame({
  timeline,
  homeTeam,
  awayTeam,
}: {
  timeline: readonly TimelineEntry[];
  homeTeam: string;
  awayTeam: string;
}) {
  const lastGame = timeline.findLastIndex((e) => e.type === 'game_won' || e.type === 'period_start');
  const points = timeline.slice(lastGame + 1).filter((e) => e.type === 'point');
  const server = points[0]?.server ?? null;
  if (points.length === 0) return null;
  return (
    <div className="centre-game">
      <p className="centre-game__server">
        <span className="centre-serve" aria-hidden="true" /> {server === 'away' ? awayTeam : homeTeam} serving
      </p>
      <ol className="centre-game__points" aria-label="Points of this game">
        {points.map((p) => (
          <li key={p.id} className={`centre-game__point centre-game__point--${p.team ?? 'match'}`}>
            {p.pointScore ? `${p.pointScore.home}–${p.pointScore.away}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}
