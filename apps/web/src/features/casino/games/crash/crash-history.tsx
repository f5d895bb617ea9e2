// The table's last crash points, newest first, each a link to check that round on the fairness page
// (a crash round's seed is revealed the moment it crashes).
import { verifyHref } from '../../fairness/verify-link.ts';
import type { CrashRoundView } from './crash-api.ts';

export const crashVerifyHref = (round: CrashRoundView) =>
  verifyHref({
    game: 'crash',
    fairness: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce },
    serverSeed: round.serverSeed,
  });

export function CrashHistory({ rounds }: { rounds: CrashRoundView[] }) {
  return (
    <section className="crash-history" aria-label="Recent crash points">
      {rounds.length === 0 ? (
        <p className="crash-history__empty muted">Crash points appear here as rounds end.</p>
      ) : (
        <ol className="crash-history__list">
          {rounds.map((round) => {
            const point = round.crashPoint ?? round.multiplier;
            return (
              <li key={round.roundId}>
                <a
                  className={`crash-history__point${point >= 2 ? ' crash-history__point--high' : ''}`}
                  href={crashVerifyHref(round)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Crashed at ${point.toFixed(2)}×, verify (opens in a new tab)`}
                >
                  {point.toFixed(2)}×
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
