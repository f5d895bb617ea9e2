// The simulated slip (SPEC.md §3 mode sim): each match with its final score and every pick won or
// lost, then the slip's result and what it would have paid. Play money, and the dialog says so.
import { formatMoney } from '@slipstream/domain';
import type { SimulatedMatch } from '../../api/bets.ts';
import type { DialogComponentProps, SimulatedPick } from '../../stores/dialog-types.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { DetailList } from '../../ui/detail-list.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useFormatOdds } from '../../ui/odds-format.ts';
import { ResultBadge } from '../../ui/result-badge.tsx';
import './simulation-dialog.css';

type Selection = SimulatedMatch['selections'][number];

function nameOf(picks: SimulatedPick[], matchId: number, s: Selection) {
  return picks.find(
    (p) =>
      p.matchId === matchId &&
      p.marketId === s.marketId &&
      p.specifier === s.specifier &&
      p.outcomeId === s.outcomeId,
  );
}

export function SimulationDialog({ data, close }: DialogComponentProps<'simulation'>) {
  const { currencyCode } = useSportsbookSettings();
  const formatOdds = useFormatOdds();
  const { simulation, picks } = data;
  const money = (amount: number) => `${currencyCode} ${formatMoney(amount)}`;

  return (
    <Dialog
      title="Simulation result"
      size="md"
      onDismiss={() => close()}
      footer={
        <button type="button" className="btn btn--primary" data-autofocus onClick={() => close()}>
          Close
        </button>
      }
    >
      <p className="notice simulation__notice">Simulation with play money: no bet was placed.</p>
      <ol className="simulation__matches" aria-label="Simulated matches">
        {simulation.matches.map((match) => (
          <li key={match.matchId} className="simulation__match">
            <div className="simulation__match-head">
              <span className="simulation__event">{match.eventName}</span>
              <span className="simulation__score" aria-label={`Final score ${match.score}`}>
                {match.score}
              </span>
            </div>
            <ul className="simulation__picks">
              {match.selections.map((s) => {
                const pick = nameOf(picks, match.matchId, s);
                return (
                  <li key={`${s.marketId}|${s.specifier}|${s.outcomeId}`} className="simulation__pick">
                    <span>
                      <span className="simulation__market">{pick?.marketName ?? `Market ${s.marketId}`}</span>
                      <span className="simulation__outcome">
                        {pick?.outcomeName ?? s.outcomeId} @ {formatOdds(s.odds)}
                      </span>
                    </span>
                    <ResultBadge result={s.result} />
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
      <DetailList
        rows={[
          { label: 'Slip result', value: <ResultBadge result={simulation.status} /> },
          { label: 'Stake (play money)', value: money(simulation.stake) },
          { label: 'Potential win', value: money(simulation.possibleWin) },
          { label: 'Would have paid', value: money(simulation.totalReturn) },
        ]}
      />
    </Dialog>
  );
}
