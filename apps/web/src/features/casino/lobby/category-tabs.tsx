// The lobby's category tabs: All, then every category the catalog has. Links, not ARIA tabs, so each
// category has its own address (SPEC.md §2 /Games/Category/{id}/{name}).
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../../api/casino.ts';
import { paths, to } from '../../../site/paths.ts';
import { ViewTabs } from '../../../ui/view-tabs.tsx';

export function CategoryTabs() {
  const categories = useQuery(categoriesQuery());
  const links = [
    { to: paths.games, label: 'All games' },
    ...(categories.data ?? []).map((c) => ({ to: to.gameCategory(c.id, c.name), label: c.name })),
  ];
  return (
    <div className="casino-categories">
      <ViewTabs label="Game categories" links={links} />
    </div>
  );
}
