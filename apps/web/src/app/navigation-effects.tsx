// What happens on every navigation (SPEC.md §2 "Behaviour on every navigation", "Query parameters"):
// the {sport} parameter picks the active sport, mobile user agents go to the mobile site, a
// ?shareCode= is handed to the shared-betslip loader, and /Register hides the default header items.
import { isMobileUserAgent } from '@slipstream/domain';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSharedBetslip } from '../features/betslip/use-shared-betslip.ts';
import { useRuntimeConfigStore } from '../stores/runtime-config-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';
import { slugify } from '../site/paths.ts';
import { useDeepestParams, useRouteHandle } from './route-handle.ts';
import { replaceLocation } from './replace-location.ts';
import { usePopupBanner } from './use-popup-banner.ts';

/** Matches the {sport} parameter by name slug against the sports menu; an unknown sport changes nothing. */
function useActiveSportFromRoute() {
  const { sport } = useDeepestParams();
  const sportsMenu = useUtilityStore((s) => s.sportsMenu);
  useEffect(() => {
    if (!sport) return;
    const wanted = slugify(sport);
    const match = sportsMenu.find((item) => slugify(item.sportName) === wanted);
    const { activeSport, setActiveSport } = useUtilityStore.getState();
    if (match && match.sportID !== activeSport.sportID) {
      setActiveSport({ sportID: match.sportID, sportName: match.sportName });
    }
  }, [sport, sportsMenu]);
}

/** SPEC.md §1: mobile user agents are sent to the mobile site on every navigation, when there is one. */
function useMobileRedirect() {
  const { key } = useLocation();
  const mobileSiteUrl = useRuntimeConfigStore((s) => s.mobileSiteUrl);
  useEffect(() => {
    if (!mobileSiteUrl || !isMobileUserAgent(navigator.userAgent)) return;
    // Never loop: a mobile site address that is this very page is ignored.
    if (new URL(mobileSiteUrl, window.location.href).href === window.location.href) return;
    replaceLocation(mobileSiteUrl);
  }, [key, mobileSiteUrl]);
}

function useDefaultHeaderItems() {
  const { hideDefaultHeaderItems = false } = useRouteHandle();
  useEffect(() => {
    useUtilityStore.getState().setShowDefaultHeaderItems(!hideDefaultHeaderItems);
  }, [hideDefaultHeaderItems]);
}

export function NavigationEffects() {
  const [search] = useSearchParams();
  useActiveSportFromRoute();
  useMobileRedirect();
  useDefaultHeaderItems();
  useSharedBetslip(search.get('shareCode'));
  usePopupBanner();
  return null;
}
