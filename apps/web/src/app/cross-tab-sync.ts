// Keeps tabs in step: a login or logout, or a new odds format, in one tab reaches the others through
// the storage event.
import { STORAGE_KEYS } from '../stores/persist-options.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useOddsFormatStore } from '../stores/odds-format-store.ts';
import { useUserStore } from '../stores/user-store.ts';

export function syncStoresAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.auth) void useAuthStore.persist.rehydrate();
    if (event.key === STORAGE_KEYS.user) void useUserStore.persist.rehydrate();
    if (event.key === STORAGE_KEYS.oddsFormat) void useOddsFormatStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
