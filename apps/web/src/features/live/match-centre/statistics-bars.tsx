// Each side's statistics as a pair of numbers around a bar split in proportion (possession in per
// cent); the list the sport's feed reports, in the contract's order.
import type { StatisticView } from '../../../api/match-centre.ts';
import { STATISTIC_LABELS } from './timeline-text.ts';

export function StatisticsBars({
  statistics,
  homeTeam,
  awayTeam,
}: {
  statistics: readonly StatisticView[];
  homeTeam: string;
  awayTeam: string;
}) {
  if (statistics.length === 0) return null;
  return (
    <ul className="centre-stats" aria-label="Statistics">
      {statistics.map((s) => {
        const label = STATISTIC_LABELS[s.type];
        const unit = s.type === 'ball_possession' ? '%' : '';
        const total = s.home + s.away;
        const share = total === 0 ? 50 : (100 * s.home) / total;
        return (
          <li
            key={s.type}
            className="centre-stats__row"
            aria-label={`${label}: ${homeTeam} ${s.home}${unit}, ${awayTeam} ${s.away}${unit}`}
          >
            <span className="centre-stats__value" aria-hidden="true">
              {s.home}
              {unit}
            </span>
            <span className="centre-stats__label" aria-hidden="true">
              {label}
            </span>
            <span className="centre-stats__value centre-stats__value--away" aria-hidden="true">
              {s.away}
              {unit}
            </span>
            <span className="centre-stats__bar" aria-hidden="true">
              <span className="centre-stats__home" style={{ width: `${share}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
