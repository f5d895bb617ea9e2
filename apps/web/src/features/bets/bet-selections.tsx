// The selections of one bet: the match, the market and the outcome as the bettor picked them, the
// odds taken, and how each leg ended with its score: the final score the bet keeps once the match
// ended, the live one while it is played.
import { pickNames } from '@slipstream/domain';
import type { BetSelection } from '../../api/bet-history.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { useFormatOdds } from '../../ui/odds-format.ts';
import { ResultBadge } from '../../ui/result-badge.tsx';
import { matchName } from './bet-labels.ts';

/** "Final score" once the match ended; the live "Score" (or none yet) before. */
export function legScore(s: Pick<BetSelection, 'score' | 'finalScore'>) {
  return s.finalScore
    ? { label: 'Final score', value: s.finalScore }
    : { label: 'Score', value: s.score ?? '—' };
}

export function BetSelections({ selections }: { selections: BetSelection[] }) {
  const formatDate = useDateFormat();
  const formatOdds = useFormatOdds();
  return (
    <ol className="bet-legs" aria-label="Selections">
      {selections.map((s) => {
        const score = legScore(s);
        // Named as the slip named it: the outcome in full with its market (the domain's rule).
        const names = pickNames({
          ...s,
          marketName: s.marketName || `Market ${s.marketId}`,
          outcomeName: s.outcomeName ?? '',
          displayName: s.displayName ?? '',
          homeTeam: s.homeTeam ?? '',
          awayTeam: s.awayTeam ?? '',
        });
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
                {s.eventDate ? formatDate(s.eventDate, 'dateTime') : ''}
              </p>
            )}
            <dl className="bet-leg__figures">
              <div>
                <dt>Market</dt>
                <dd>{names.market}</dd>
              </div>
              <div>
                <dt>Pick</dt>
                <dd className="bet-leg__pick">{names.outcome}</dd>
              </div>
              <div>
                <dt>Odds</dt>
                <dd>{formatOdds(s.odds)}</dd>
              </div>
              <div>
                <dt>{score.label}</dt>
                <dd>{score.value}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
