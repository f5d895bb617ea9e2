// Category (country) and tournament navigation of a sport: chips with fixture counts, from
// sports/categories/{sportId} and sports/tournaments/{categoryId}.
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { sportsQueries } from '../../api/sports.ts';
import { sportsLinks } from '../../ui/fixture-links.ts';

export function CategoryNav({ sportId, sportName }: { sportId: number; sportName: string }) {
  const query = useQuery(sportsQueries.categories(sportId));
  const categories = query.data?.categories.filter((c) => c.prematch > 0 || c.live > 0) ?? [];
  return (
    <nav className="chip-nav" aria-label={`${sportName} countries`}>
      {query.isPending && <span className="chip chip--placeholder" aria-hidden="true" />}
      {categories.map((c) => (
        <NavLink key={c.id} className="chip" to={sportsLinks.category(sportName, c.name)}>
          {c.name} <span className="chip__count">{c.prematch}</span>
        </NavLink>
      ))}
    </nav>
  );
}

export function TournamentNav({
  sportName,
  category,
  tournaments,
}: {
  sportName: string;
  category: string;
  tournaments: readonly { id: number; name: string; prematch: number; live: number }[];
}) {
  return (
    <nav className="chip-nav" aria-label={`${category} tournaments`}>
      {tournaments.map((t) => (
        <NavLink key={t.id} className="chip" to={sportsLinks.tournament(sportName, category, t.name)}>
          {t.name} <span className="chip__count">{t.prematch + t.live}</span>
        </NavLink>
      ))}
    </nav>
  );
}
