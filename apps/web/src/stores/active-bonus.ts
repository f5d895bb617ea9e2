// Refreshing the active bonus (SPEC.md §4): when a user exists, fetch the active bonuses, store them
// as the active bonus, store the casino one as the casino bonus and raise the casino-bonus event
// (a window event the casino screens listen to). A failed fetch leaves the stored bonus as it was.
// It runs after login, when a deposit is credited and when the casino is opened.
import { casinoBonusOf, fetchActiveBonuses, type ActiveBonus } from '../api/bonus.ts';
import { useUserStore } from './user-store.ts';

/** Raised on window after every successful refresh; `detail` is the casino bonus or null. */
export const CASINO_BONUS_EVENT = 'slipstream:casino-bonus';

export type CasinoBonusEvent = CustomEvent<ActiveBonus | null>;

export async function refreshActiveBonus(
  fetch: () => Promise<ActiveBonus[]> = () => fetchActiveBonuses(),
): Promise<void> {
  if (!useUserStore.getState().currentUser) return;
  let bonuses: ActiveBonus[];
  try {
    bonuses = await fetch();
  } catch {
    return;
  }
  storeActiveBonus(bonuses);
}

/** Stores the active bonuses and the casino one, and raises the casino-bonus event. */
export function storeActiveBonus(bonuses: ActiveBonus[]): void {
  const casino = casinoBonusOf(bonuses);
  const user = useUserStore.getState();
  user.setActiveBonus(bonuses);
  user.setCasinoActiveBonus(casino);
  window.dispatchEvent(new CustomEvent(CASINO_BONUS_EVENT, { detail: casino }));
}
