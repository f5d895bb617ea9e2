// Lobby / providers / provably fair switch shown on every casino list screen.
import { paths } from '../../site/paths.ts';
import { ViewTabs } from '../../ui/view-tabs.tsx';

export function CasinoNav() {
  return (
    <ViewTabs
      label="Casino"
      links={[
        { to: paths.games, label: 'Lobby' },
        { to: paths.gameProviders, label: 'Providers' },
        { to: paths.gameFairness, label: 'Provably fair' },
      ]}
    />
  );
}
