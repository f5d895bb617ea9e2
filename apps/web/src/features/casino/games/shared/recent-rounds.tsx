// The player's last rounds at this table: what happened, what it paid, and a link to check each one
// on the fairness page (filled in with the seed once it has been revealed).
import { formatMoney } from '@slipstream/domain';
import { revealedSeedFor } from '../../fairness/revealed-seeds.ts';
import { verifyHref, type RoundToVerify } from '../../fairness/verify-link.ts';

export interface PlayedRound {
  roundId: string;
  /** What happened, in a few words ("Rolled 42.17 under 50"). */
  summary: string;
  bet: number;
  payout: number;
  verify: RoundToVerify;
}

export const MAX_RECENT_ROUNDS = 8;

/** Puts a finished round first, once (a resumed round can be reported twice). */
export function addRound(rounds: PlayedRound[], round: PlayedRound): PlayedRound[] {
  return [round, ...rounds.filter((r) => r.roundId !== round.roundId)].slice(0, MAX_RECENT_ROUNDS);
}

/** What came back: the payout of a win, the stake of a push, or the stake lost. */
function payoutText(round: PlayedRound, currency: string): string {
  if (round.payout === round.bet) return `Stake back ${formatMoney(round.payout)}`;
  if (round.payout > 0)
    return `${round.payout > round.bet ? '+' : ''}${currency} ${formatMoney(round.payout)}`;
  return `−${formatMoney(round.bet)}`;
}

export function RecentRounds({ rounds, currency }: { rounds: PlayedRound[]; currency: string }) {
  if (rounds.length === 0) return null;
  return (
    <section className="recent-rounds" aria-label="Your recent rounds">
      <h2 className="recent-rounds__title">Recent rounds</h2>
      <ol className="recent-rounds__list">
        {rounds.map((round) => {
          const won = round.payout > round.bet;
          const serverSeed = round.verify.serverSeed ?? revealedSeedFor(round.verify.fairness.serverSeedHash);
          return (
            <li key={round.roundId} className="recent-rounds__row">
              <span className="recent-rounds__summary">{round.summary}</span>
              <span className={`recent-rounds__payout${won ? ' recent-rounds__payout--won' : ''}`}>
                {payoutText(round, currency)}
              </span>
              <a
                className="recent-rounds__verify"
                href={verifyHref({ ...round.verify, serverSeed })}
                target="_blank"
                rel="noopener"
                title={
                  serverSeed ? undefined : 'Rotate your seed pair on the fairness page to reveal its seed'
                }
              >
                Verify<span className="visually-hidden"> {round.summary} (opens in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
