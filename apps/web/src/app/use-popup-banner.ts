// The start-up image popup (SPEC.md §4 "Popup banner"): one second after start, if a web banner with
// position popup exists and the popup has not been handled yet, it is shown and marked handled.
import { POPUP_BANNER_DELAY_MS } from '@slipstream/domain';
import { useEffect } from 'react';
import { openDialog } from '../stores/dialog-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';

const startedAt = Date.now();

export function usePopupBanner(): void {
  const banners = useUtilityStore((s) => s.banners);
  const handled = useUtilityStore((s) => s.popupDialogShown);

  useEffect(() => {
    const popup = banners.find((b) => b.position?.toLowerCase() === 'popup');
    if (handled || !popup) return;
    const wait = Math.max(0, startedAt + POPUP_BANNER_DELAY_MS - Date.now());
    const timer = setTimeout(() => {
      useUtilityStore.getState().setPopupDialogShown(true);
      void openDialog('popup', { image: popup.image, link: popup.link ?? null, title: popup.title ?? null });
    }, wait);
    return () => clearTimeout(timer);
  }, [banners, handled]);
}
