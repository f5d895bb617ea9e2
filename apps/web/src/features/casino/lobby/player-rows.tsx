// A logged-in player's own rows at the top of the lobby: favourites and recently played. Each row
// shows only when it has games, so a new player sees the lobby unchanged.
import { useQuery } from '@tanstack/react-query';
import { favouritesQuery, recentlyPlayedQuery } from '../../../api/casino.ts';
import { Section } from '../../../ui/page.tsx';
import { GameList } from './game-grid.tsx';
import type { Favourites } from './use-favourites.ts';

export function PlayerRows({ favourites }: { favourites: Favourites }) {
  const starred = useQuery({ ...favouritesQuery(), enabled: favourites.enabled });
  const recent = useQuery({ ...recentlyPlayedQuery(), enabled: favourites.enabled });
  if (!favourites.enabled) return null;
  return (
    <>
      {starred.data && starred.data.length > 0 && (
        <Section title="Your favourites">
          <GameList games={starred.data} favourites={favourites} label="Your favourites" />
        </Section>
      )}
      {recent.data && recent.data.length > 0 && (
        <Section title="Recently played">
          <GameList games={recent.data.slice(0, 6)} favourites={favourites} label="Recently played" />
        </Section>
      )}
    </>
  );
}
