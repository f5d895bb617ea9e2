// The casino screens of SPEC.md §2: the lobby (all games, with a player's favourites and recently
// played), one category, the providers, and one provider's games. Every list screen can search, and
// opening any of them refreshes the active bonus and announces a new casino bonus once.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  casinoPromotionsQuery,
  categoriesQuery,
  gameListQuery,
  allGamesQuery,
  providersQuery,
} from '../../api/casino.ts';
import { humanizeSlug } from '../../site/paths.ts';
import { Page, Section } from '../../ui/page.tsx';
import { CasinoNav } from './casino-nav.tsx';
import { CategoryTabs } from './lobby/category-tabs.tsx';
import { GameGrid, NoGames } from './lobby/game-grid.tsx';
import { SearchableGames } from './lobby/game-search.tsx';
import { PlayerRows } from './lobby/player-rows.tsx';
import { PromotionStrip } from './lobby/promotion-strip.tsx';
import { ProviderList } from './lobby/provider-list.tsx';
import { useFavourites } from './lobby/use-favourites.ts';
import { useCasinoBonus } from './use-casino-bonus.ts';
import './casino.css';

const SUBTITLE = 'Slots, table games and instant wins. 18+ · Play responsibly.';

export function CasinoLobbyPage() {
  useCasinoBonus({ announce: true });
  const favourites = useFavourites();
  const games = useQuery(allGamesQuery());
  const promotions = useQuery(casinoPromotionsQuery());
  return (
    <Page title="Casino" subtitle={SUBTITLE}>
      <CasinoNav />
      <SearchableGames favourites={favourites}>
        {promotions.data && promotions.data.length > 0 && <PromotionStrip promotions={promotions.data} />}
        <PlayerRows favourites={favourites} />
        <CategoryTabs />
        <Section title="All games">
          <GameGrid
            query={games}
            favourites={favourites}
            label="All games"
            empty={
              <NoGames title="No games to show yet">
                <p>Games appear here by category once providers are connected.</p>
              </NoGames>
            }
          />
        </Section>
      </SearchableGames>
    </Page>
  );
}

export function CasinoCategoryPage() {
  useCasinoBonus({ announce: true });
  const { categoryId = '', categoryName = '' } = useParams();
  const id = Number(categoryId);
  const favourites = useFavourites();
  const categories = useQuery(categoriesQuery());
  const games = useQuery({
    ...gameListQuery({ categoryId: id }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
  const name = categories.data?.find((c) => c.id === id)?.name ?? (humanizeSlug(categoryName) || 'Games');
  return (
    <Page title={name} subtitle="Casino category">
      <CasinoNav />
      <SearchableGames favourites={favourites}>
        <CategoryTabs />
        <GameGrid
          query={games}
          favourites={favourites}
          label={`${name} games`}
          empty={<NoGames title="No games in this category yet" />}
        />
      </SearchableGames>
    </Page>
  );
}

export function CasinoProvidersPage() {
  useCasinoBonus({ announce: true });
  return (
    <Page title="Game providers" subtitle="The studios behind our games">
      <CasinoNav />
      <ProviderList />
    </Page>
  );
}

export function CasinoProviderPage() {
  useCasinoBonus({ announce: true });
  const { providerId = '', providerName = '' } = useParams();
  const id = Number(providerId);
  const favourites = useFavourites();
  const providers = useQuery(providersQuery());
  const games = useQuery({
    ...gameListQuery({ providerId: id }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
  const name = providers.data?.find((p) => p.id === id)?.name ?? (humanizeSlug(providerName) || 'Provider');
  return (
    <Page title={name} subtitle="Games by this provider">
      <CasinoNav />
      <SearchableGames favourites={favourites}>
        <GameGrid
          query={games}
          favourites={favourites}
          label={`Games by ${name}`}
          empty={<NoGames title="No games from this provider yet" />}
        />
      </SearchableGames>
    </Page>
  );
}
