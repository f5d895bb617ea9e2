// Opening the casino refreshes the active bonus (SPEC.md §4). On the lobby screens the casino-bonus
// event it raises is listened to: a casino bonus not yet announced in this browser opens the casino
// bonus dialog, once per bonus id (utility `bonusModalShown`, persisted). The play page refreshes
// without announcing: its balance dialog already says "You have an active casino bonus".
import { useEffect } from 'react';
import type { ActiveBonus } from '../../api/bonus.ts';
import { CASINO_BONUS_EVENT, refreshActiveBonus, type CasinoBonusEvent } from '../../stores/active-bonus.ts';
import { openDialog } from '../../stores/dialog-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';

/** Opens the casino bonus dialog unless this bonus was announced already. */
export function announceCasinoBonus(bonus: ActiveBonus | null): void {
  if (!bonus || bonus.status !== 'active') return;
  const utility = useUtilityStore.getState();
  if (utility.bonusModalShown === bonus.id) return;
  // Marked before opening, so a second event (a second refresh) cannot open it twice.
  utility.setBonusModalShown(bonus.id);
  void openDialog('casino-bonus', { bonus });
}

export function useCasinoBonus({ announce }: { announce: boolean }): void {
  // Right after a page load the player's details may still be on their way, and the refresh needs
  // them (SPEC.md §4 "when a user exists"): it runs again once they arrive.
  const userId = useUserStore((s) => s.currentUser?.id ?? null);
  useEffect(() => {
    if (userId === null) return;
    if (!announce) {
      void refreshActiveBonus();
      return;
    }
    const onBonus = (event: Event) => announceCasinoBonus((event as CasinoBonusEvent).detail);
    window.addEventListener(CASINO_BONUS_EVENT, onBonus);
    void refreshActiveBonus();
    return () => window.removeEventListener(CASINO_BONUS_EVENT, onBonus);
  }, [announce, userId]);
}
