// Puts every store back to its first state and empties storage, so tests do not leak into each other.
import { useAuthStore } from '../stores/auth-store.ts';
import { useBetslipStore } from '../stores/betslip-store.ts';
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
  useTrackingStore.getState().setTrackingToken(null);
  useRuntimeConfigStore.setState({ mqttUrl: null, mobileSiteUrl: null, loaded: false });
  useToastStore.setState({ toasts: [] });
  localStorage.clear();
}
