// The studios whose games we offer, each with its logo and how many games it has.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { providersQuery } from '../../../api/casino.ts';
import { to } from '../../../site/paths.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { NoGames } from './game-grid.tsx';
import '../../../ui/skeleton.css';

export function ProviderList() {
  const providers = useQuery(providersQuery());
  if (providers.isPending) {
    return (
      <div className="provider-grid" role="status" aria-label="Loading providers" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <span key={i} className="skeleton provider-card provider-card--skeleton" />
        ))}
      </div>
    );
  }
  if (providers.isError) {
    return (
      <LoadError error={providers.error} onRetry={() => void providers.refetch()} what="the providers" />
    );
  }
  if (providers.data.length === 0) {
    return (
      <NoGames title="No providers to show yet">
        <p>Each studio we work with is listed here with its games.</p>
      </NoGames>
    );
  }
  return (
    <ul className="provider-grid" aria-label="Game providers">
      {providers.data.map((p) => (
        <li key={p.id}>
          <Link className="provider-card" to={to.gameProvider(p.id, p.name)}>
            <img src={p.logo} alt="" width={400} height={300} loading="lazy" decoding="async" />
            <span className="provider-card__name">{p.name}</span>
            <span className="provider-card__count">
              {p.gameCount} {p.gameCount === 1 ? 'game' : 'games'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
