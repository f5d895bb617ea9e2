// Fixtures of one category or one tournament (SPEC.md §2 `/{categories}` and
// `/{categories}/{tournaments}`): the slugs are resolved to ids through sports/categories and
// sports/tournaments, then each tournament's fixtures come from sports/get-fixtures/{id}, in the
// list market the bettor chose for the sport.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sportsQueries, type FixturesAnswer } from '../../api/sports.ts';
import { useChosenListMarket } from '../../stores/list-market-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FixtureList } from '../../ui/fixture-list.tsx';
import { groupByTournament } from '../../ui/fixture-list-rows.ts';
import { slugMatches, sportsLinks } from '../../ui/fixture-links.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { FixtureListSkeleton } from '../../ui/skeleton.tsx';
import { TournamentNav } from './category-nav.tsx';
import { ListMarketChips } from './list-market-chips.tsx';

interface Props {
  sportId: number;
  sportName: string;
  categorySlug: string;
  /** Set on the tournament view. */
  tournamentSlug?: string;
  onTitle?: (title: string) => void;
}

export function CategoryFixtures({ sportId, sportName, categorySlug, tournamentSlug }: Props) {
  const categories = useQuery(sportsQueries.categories(sportId));
  const category = categories.data?.categories.find((c) => slugMatches(categorySlug, c.name));
  const tournaments = useQuery({
    ...sportsQueries.tournaments(category?.id ?? 0),
    enabled: category !== undefined,
  });
  const open = (tournaments.data?.tournaments ?? []).filter((t) => t.prematch + t.live > 0);
  const wanted = tournamentSlug ? open.filter((t) => slugMatches(tournamentSlug, t.name)) : open;
  const market = useChosenListMarket(sportId);
  const fixtureQueries = useQueries({
    queries: wanted.map((t) => ({
      ...sportsQueries.tournamentFixtures(t.id, sportId, market),
      // Switching the market keeps the tournament's rows (and the switcher) on screen until the new
      // ones come, instead of a skeleton.
      placeholderData: (previous?: FixturesAnswer) =>
        previous?.tournament.id === t.id ? previous : undefined,
    })),
  });

  const answers = fixtureQueries.map((q) => q.data);
  const key =
    answers.map((a) => a?.tournament.id ?? '-').join(',') +
    fixtureQueries.map((q) => q.dataUpdatedAt).join(',');
  const rows = useMemo(() => {
    const loaded = answers.filter((a) => a !== undefined);
    const columns = loaded[0]?.market ?? null;
    return groupByTournament(
      loaded.flatMap((a) => a.fixtures),
      columns,
      (f) => sportsLinks.tournament(sportName, f.category, f.tournament),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- answers is rebuilt each render; key tracks it
  }, [key, sportName]);

  const failed = [categories, tournaments, ...fixtureQueries].find((q) => q.isError);
  if (failed) {
    return <LoadError what="these fixtures" error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  if (
    categories.isPending ||
    (category && tournaments.isPending) ||
    fixtureQueries.some((q) => q.isPending)
  ) {
    return <FixtureListSkeleton label="Loading fixtures" />;
  }
  if (!category || (tournamentSlug && wanted.length === 0 && tournaments.data)) {
    return (
      <EmptyState title={category ? 'Tournament not found' : 'Country not found'}>
        <p>It may have no open fixtures right now. Pick another from the list above.</p>
      </EmptyState>
    );
  }
  return (
    <>
      {tournaments.data && (
        <TournamentNav sportName={sportName} category={category.name} tournaments={open} />
      )}
      <ListMarketChips sportId={sportId} />
      {rows.length === 0 ? (
        <EmptyState title={`No ${category.name} fixtures open`}>
          <p>Fixtures appear here as soon as the bookmaker opens their markets.</p>
        </EmptyState>
      ) : (
        <FixtureList rows={rows} feed="prematch" label={`${category.name} fixtures`} />
      )}
    </>
  );
}
