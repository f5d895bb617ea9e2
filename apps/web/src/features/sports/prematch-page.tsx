// Pre-match fixtures of one sport (SPEC.md §2): the sport's list with time filters, Upcoming (by
// kick-off), one category (country) or one tournament. Names in the address are slugs resolved to
// ids through the sports menu, categories and tournaments.
import { useParams } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { sportsLinks } from '../../ui/fixture-links.ts';
import { humanizeSlug } from '../../site/paths.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { Page } from '../../ui/page.tsx';
import { FixtureListSkeleton } from '../../ui/skeleton.tsx';
import { ViewTabs } from '../../ui/view-tabs.tsx';
import { CategoryFixtures } from './category-fixtures.tsx';
import { CategoryNav } from './category-nav.tsx';
import { ListMarketChips } from './list-market-chips.tsx';
import { PrematchFilters, useWhen } from './prematch-filters.tsx';
import { PrematchList } from './prematch-list.tsx';
import { useRouteSport } from './use-sports-menu.ts';
import './sports.css';

export type PrematchView = 'sport' | 'upcoming' | 'categories' | 'tournaments';

export function PrematchPage({ view }: { view: PrematchView }) {
  const { sport: sportSlug, categories, tournaments } = useParams();
  const lookup = useRouteSport(sportSlug);
  const [when, setWhen] = useWhen();
  const sportName = lookup.state === 'found' ? lookup.sport.sportName : humanizeSlug(sportSlug ?? '');
  const scope =
    view === 'tournaments' && tournaments
      ? humanizeSlug(tournaments)
      : view === 'categories' && categories
        ? humanizeSlug(categories)
        : null;
  const title = view === 'upcoming' ? `Upcoming ${sportName}` : scope ? `${sportName}: ${scope}` : sportName;

  return (
    <Page
      title={title}
      subtitle={view === 'tournaments' && categories ? humanizeSlug(categories) : 'Pre-match odds'}
    >
      <ViewTabs
        label={`${sportName} fixtures`}
        links={[
          { to: sportsLinks.sport(sportName), label: 'Highlights' },
          { to: sportsLinks.upcoming(sportName), label: 'Upcoming' },
        ]}
      />
      {lookup.state === 'loading' && <FixtureListSkeleton label="Loading sports" />}
      {lookup.state === 'error' && (
        <LoadError what="the sports menu" error={lookup.error} onRetry={lookup.retry} />
      )}
      {lookup.state === 'unknown' && (
        <EmptyState title="We don't offer this sport">
          <p>Pick a sport from the menu above.</p>
        </EmptyState>
      )}
      {lookup.state === 'found' && (
        <>
          <CategoryNav sportId={lookup.sport.sportID} sportName={sportName} />
          {(view === 'sport' || view === 'upcoming') && (
            <>
              <PrematchFilters when={when} onChange={setWhen} />
              <ListMarketChips sportId={lookup.sport.sportID} />
              <PrematchList
                key={`${lookup.sport.sportID}-${view}`}
                sportId={lookup.sport.sportID}
                sportName={sportName}
                when={when}
                upcoming={view === 'upcoming'}
              />
            </>
          )}
          {(view === 'categories' || view === 'tournaments') && categories && (
            <CategoryFixtures
              sportId={lookup.sport.sportID}
              sportName={sportName}
              categorySlug={categories}
              tournamentSlug={view === 'tournaments' ? tournaments : undefined}
            />
          )}
        </>
      )}
    </Page>
  );
}
