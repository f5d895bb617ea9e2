// What app/ hands the shared layers: the betslip behind every odds button, the operator's display
// settings (dial code, time zone, locale) from the global variables in the settings store, and the
// bettor's odds format, and the bettor's favourites behind every star (which follow the session: a
// visitor's are merged into the account at login). ui/ declares these contexts and imports neither
// the betslip feature nor a store.
import { useEffect, useMemo, type ReactNode } from 'react';
import { betslipPicks } from '../features/betslip/betslip-picks.ts';
import { favouritePicks } from '../features/favourites/favourite-picks.ts';
import { followFavouritesSession } from '../features/favourites/favourites-session.ts';
import { useSportsbookSettings } from '../stores/global-variables.ts';
import { useOddsFormatStore } from '../stores/odds-format-store.ts';
import { DisplaySettingsContext } from '../ui/display-settings.ts';
import { FavouritesContext } from '../ui/favourites.ts';
import { OddsFormatContext } from '../ui/odds-format.ts';
import { SlipPicksContext } from '../ui/slip-picks.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const { dialCode, timeZone, locale } = useSportsbookSettings();
  const display = useMemo(() => ({ dialCode, timeZone, locale }), [dialCode, timeZone, locale]);
  const oddsFormat = useOddsFormatStore((s) => s.format);
  useEffect(() => followFavouritesSession(), []);
  return (
    <SlipPicksContext value={betslipPicks}>
      <FavouritesContext value={favouritePicks}>
        <DisplaySettingsContext value={display}>
          <OddsFormatContext value={oddsFormat}>{children}</OddsFormatContext>
        </DisplaySettingsContext>
      </FavouritesContext>
    </SlipPicksContext>
  );
}
