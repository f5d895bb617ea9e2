// The selections of one bet: the match, the market and the outcome as the bettor picked them, the
// odds taken, and how each leg ended (with the score while the feed still has it).
import type { BetSelection } from '../../api/bet-history.ts';
import { ResultBadge } from '../../ui/result-badge.tsx';
import { formatBetDate } from './bet-labels.ts';

export function matchName(s: BetSelection): string {
  if (s.eventName) return s.eventName;
  if (s.homeTeam && s.awayTeam) return `${s.homeTeam} - ${s.awayTeam}`;
  return `Match ${s.matchId}`;
}

export function BetSelections({ selections }: { selections: BetSelection[] }) {
  return (
    <ol className="bet-legs" aria-label="Selections">
      {selections.map((s) => {
        const where = [s.sport, s.category, s.tournament].filter(Boolean).join(' · ');
        return (
          <li key={`${s.matchId}|${s.marketId}|${s.specifier}|${s.outcomeId}`} className="bet-leg">
            <div className="bet-leg__head">
              <span className="bet-leg__match">
                {matchName(s)}
                {s.type === 'live' && <span className="bet-card__live">Live</span>}
                {s.fixed && <span className="bet-leg__banker">Banker</span>}
              </span>
              <ResultBadge result={s.result} />
            </div>
            {(where || s.eventDate) && (
              <p className="bet-leg__where">
                {where}
                {where && s.eventDate ? ' · ' : ''}
                {s.eventDate ? formatBetDate(s.eventDate) : ''}
              </p>
            )}
            <dl className="bet-leg__figures">
              <div>
                <dt>Market</dt>
                <dd>{s.marketName || `Market ${s.marketId}`}</dd>
              </div>
              <div>
                <dt>Pick</dt>
                <dd className="bet-leg__pick">{s.outcomeName || s.displayName || s.outcomeId}</dd>
              </div>
              <div>
                <dt>Odds</dt>
                <dd>{s.odds}</dd>
              </div>
              <div>
                <dt>Score</dt>
                <dd>{s.score ?? '—'}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
