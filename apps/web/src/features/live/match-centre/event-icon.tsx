// The timeline's small pictures: a ball for a goal or a game, a card in its colour, a corner flag,
// arrows for a substitution, a whistle-clock for the periods. Decorative: the entry's text says it.
import type { TimelineEventType } from '../../../api/match-centre.ts';

const CARD: Partial<Record<TimelineEventType, string>> = {
  yellow_card: 'centre-icon__card--yellow',
  yellow_red_card: 'centre-icon__card--second',
  red_card: 'centre-icon__card--red',
};

export function EventIcon({ type }: { type: TimelineEventType }) {
  const card = CARD[type];
  if (card) return <span className={`centre-icon centre-icon__card ${card}`} aria-hidden="true" />;
  return (
    <svg className="centre-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {shape(type)}
    </svg>
  );
}

function shape(type: TimelineEventType) {
  switch (type) {
    case 'score_change':
    case 'game_won':
    case 'point':
      return (
        <>
          <circle cx="8" cy="8" r="6.5" className="centre-icon__fill" />
          <path d="M8 4.5 11 6.7 9.9 10.2H6.1L5 6.7Z" className="centre-icon__mark" />
        </>
      );
    case 'corner_kick':
      return (
        <>
          <path d="M4 14V2" className="centre-icon__line" />
          <path d="M4 2.5h8l-2 2.5 2 2.5H4" className="centre-icon__fill" />
        </>
      );
    case 'substitution':
      return (
        <>
          <path d="M3 5h9m-3-3 3 3-3 3" className="centre-icon__line centre-icon__line--in" />
          <path d="M13 11H4m3 3-3-3 3-3" className="centre-icon__line centre-icon__line--out" />
        </>
      );
    case 'suspension':
    case 'timeout':
      return (
        <>
          <circle cx="8" cy="8.5" r="5.5" className="centre-icon__line" />
          <path d="M8 5.5v3l2 1.5" className="centre-icon__line" />
        </>
      );
    default:
      return (
        <>
          <circle cx="8" cy="8" r="5.5" className="centre-icon__line" />
          <path d="M8 2.5V1M5.5 1h5" className="centre-icon__line" />
        </>
      );
  }
}
