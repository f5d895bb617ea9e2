// Home: the bettor's favourites first (composed in by app/), the banner carousel, live now,
// highlights by sport with the main market's odds, top bets and links into every sport.
import type { ReactNode } from 'react';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { AfterFirstPaint } from '../../ui/after-first-paint.tsx';
import { Page } from '../../ui/page.tsx';
import { HomeBanners } from './home-banners.tsx';
import { Highlights, LiveNow, SportsGrid, TopBets } from './home-sections.tsx';
import { useSportsMenu } from './use-sports-menu.ts';
import './sports.css';

export function HomePage({ favourites }: { favourites?: ReactNode }) {
  const activeSport = useUtilityStore((s) => s.activeSport);
  const { menu } = useSportsMenu();
  const sports = menu.length > 0 ? menu : [{ ...activeSport }];
  return (
    <Page title="Sports betting">
      {favourites}
      <HomeBanners />
      <LiveNow />
      {/* Below the fold on a phone (sports.css lays them out only near the viewport, too). */}
      <AfterFirstPaint reserve={720}>
        <Highlights key={sports.length} menu={sports} initialSport={activeSport.sportID} />
        <TopBets />
        <SportsGrid menu={sports} />
      </AfterFirstPaint>
    </Page>
  );
}
