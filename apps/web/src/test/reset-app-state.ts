// Puts every store back to its first state and empties storage, so tests do not leak into each other.
import { DEFAULT_ODDS_FORMAT } from '@slipstream/domain';
import { useBetslipStore } from '../features/betslip/betslip-store.ts';
import { resetFavourites } from '../features/favourites/favourites-session.ts';
import { clearRecentSearches } from '../features/search/recent-searches.ts';
import { setSearchText } from '../features/search/use-search.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useOddsFormatStore } from '../stores/odds-format-store.ts';
import { closeAllDialogs } from '../stores/dialog-store.ts';
import { useRuntimeConfigStore } from '../stores/runtime-config-store.ts';
import { useTrackingStore } from '../stores/tracking-store.ts';
import { useUserStore } from '../stores/user-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';
import { useToastStore } from '../ui/toast-store.ts';

export function resetAppState(): void {
  closeAllDialogs();
  useAuthStore.getState().reset();
  useUserStore.getState().reset();
  useUtilityStore.getState().reset();
  useBetslipStore.getState().reset();
  resetFavourites();
  clearRecentSearches();
  setSearchText('');
  useTrackingStore.getState().setTrackingToken(null);
  useOddsFormatStore.getState().setFormat(DEFAULT_ODDS_FORMAT);
  useRuntimeConfigStore.setState({ mqttUrl: null, mobileSiteUrl: null, loaded: false });
  useToastStore.setState({ toasts: [] });
  localStorage.clear();
}
