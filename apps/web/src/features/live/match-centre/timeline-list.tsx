// The timeline, latest first: the minute, what happened and whose it is (with the score a goal left);
// in tennis, each game with who served and whether it was held or broken, and the set starts.
import type { TimelineEntry } from '../../../api/match-centre.ts';
import { EventIcon } from './event-icon.tsx';
import { entryText, isListed, minuteText } from './timeline-text.ts';

interface TimelineListProps {
  timeline: readonly TimelineEntry[];
  homeTeam: string;
  awayTeam: string;
  /** Show only the latest entries (a list row's panel). */
  limit?: number;
}

export function TimelineList({ timeline, homeTeam, awayTeam, limit }: TimelineListProps) {
  const listed = timeline.filter((e) => isListed(e.type));
  const shown = listed.slice(limit ? -limit : 0).reverse();
  const name = (side: 'home' | 'away' | null) =>
    side === 'home' ? homeTeam : side === 'away' ? awayTeam : '';
  if (shown.length === 0) return <p className="centre-empty">Nothing has happened yet.</p>;
  return (
    <ol className="centre-timeline" aria-label="Timeline, latest first">
      {shown.map((e) => {
        const minute = minuteText(e);
        const score = e.homeScore !== null && e.awayScore !== null ? `${e.homeScore}:${e.awayScore}` : '';
        return (
          <li key={e.id} className={`centre-event centre-event--${e.team ?? 'match'}`} data-type={e.type}>
            <span className="centre-event__minute">
              {minute && <span className="visually-hidden">Minute </span>}
              {minute}
            </span>
            <EventIcon type={e.type} />
            <span className="centre-event__text">
              {e.type === 'game_won' ? gameText(e, name) : entryText(e)}
              {e.team && e.type !== 'game_won' && (
                <>
                  {' '}
                  <span className="centre-event__team">{name(e.team)}</span>
                </>
              )}
            </span>
            {score && <span className="centre-event__score">{score}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/** `Djokovic holds` or `Alcaraz breaks`, the server marked. */
function gameText(e: TimelineEntry, name: (side: 'home' | 'away' | null) => string) {
  const held = e.team === e.server;
  return (
    <>
      <span className="centre-event__team">{name(e.team)}</span> {held ? 'holds serve' : 'breaks'}
      {!held && e.server && (
        <span className="centre-event__served">
          {' '}
          (<span className="centre-serve" role="img" aria-label="served by" /> {name(e.server)})
        </span>
      )}
    </>
  );
}
