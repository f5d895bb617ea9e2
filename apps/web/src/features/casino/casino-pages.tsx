// The casino screens of SPEC.md §2: lobby, a category, the providers, one provider's games. Game lists
// come with the casino issue; until then each says plainly that it has nothing to show.
import { useParams } from 'react-router';
import { humanizeSlug } from '../../app/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CasinoIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { CasinoNav } from './casino-nav.tsx';
import './casino.css';

export function CasinoLobbyPage() {
  return (
    <Page title="Casino" subtitle="Slots, table games and instant wins">
      <CasinoNav />
      <EmptyState title="No games to show yet" icon={<CasinoIcon />}>
        <p>Games appear here by category once providers are connected.</p>
      </EmptyState>
    </Page>
  );
}

export function CasinoCategoryPage() {
  const { categoryName = '' } = useParams();
  return (
    <Page title={humanizeSlug(categoryName) || 'Games'} subtitle="Casino category">
      <CasinoNav />
      <EmptyState title="No games in this category yet" icon={<CasinoIcon />} />
    </Page>
  );
}

export function CasinoProvidersPage() {
  return (
    <Page title="Game providers">
      <CasinoNav />
      <EmptyState title="No providers to show yet" icon={<CasinoIcon />}>
        <p>Each studio we work with is listed here with its games.</p>
      </EmptyState>
    </Page>
  );
}

export function CasinoProviderPage() {
  const { providerName = '' } = useParams();
  return (
    <Page title={humanizeSlug(providerName) || 'Provider'} subtitle="Games by this provider">
      <CasinoNav />
      <EmptyState title="No games from this provider yet" icon={<CasinoIcon />} />
    </Page>
  );
}
