// The start-up image popup (SPEC.md §4 "Popup banner"): one second after start, if a web banner with
// position popup exists and the popup has not been handled yet, it is shown and marked handled. It is
// queued behind whatever the visitor came for (popup-banner-queue.ts) and shows once the coast is clear.
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useBetslipSheetStore } from '../features/betslip/betslip-sheet-store.ts';
import { useSharedSlipArrival } from '../features/betslip/shared-slip-arrival.ts';
import { openDialog, useDialogStore } from '../stores/dialog-store.ts';
import { useUtilityStore } from '../stores/utility-store.ts';
import { findPopupBanner, popupBlocker, popupWait, type PopupScene } from './popup-banner-queue.ts';

const startedAt = Date.now();

/** What is on screen now, as the queue reads it. */
function usePopupScene(): PopupScene {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  return {
    dialogsOpen: useDialogStore((s) => s.stack.length),
    betslipSheetOpen: useBetslipSheetStore((s) => s.open),
    pathname,
    sharedSlipArriving: search.has('shareCode'),
    sharedSlipShownOn: useSharedSlipArrival((s) => s.shownOn),
  };
}

export function usePopupBanner(): void {
  const banners = useUtilityStore((s) => s.banners);
  const handled = useUtilityStore((s) => s.popupDialogShown);
  const scene = usePopupScene();
  const blocked = popupBlocker(scene) !== null;
  const popup = findPopupBanner(banners);
  // When the coast last became clear; Infinity while it is not.
  const clearSince = useRef(startedAt);
  const { pathname, sharedSlipArriving } = scene;

  useEffect(() => {
    if (blocked) {
      clearSince.current = Number.POSITIVE_INFINITY;
      return;
    }
    if (clearSince.current === Number.POSITIVE_INFINITY) clearSince.current = Date.now();
    if (handled || !popup) return;
    const timer = setTimeout(
      () => {
        // A dialog or the sheet may have opened in this same moment, before a render could say so.
        const now: PopupScene = {
          dialogsOpen: useDialogStore.getState().stack.length,
          betslipSheetOpen: useBetslipSheetStore.getState().open,
          pathname,
          sharedSlipArriving,
          sharedSlipShownOn: useSharedSlipArrival.getState().shownOn,
        };
        if (popupBlocker(now) !== null || useUtilityStore.getState().popupDialogShown) return;
        useUtilityStore.getState().setPopupDialogShown(true);
        void openDialog('popup', {
          image: popup.image,
          link: popup.link ?? null,
          title: popup.title ?? null,
        });
      },
      popupWait(Date.now(), clearSince.current),
    );
    return () => clearTimeout(timer);
  }, [blocked, handled, popup, pathname, sharedSlipArriving]);
}
