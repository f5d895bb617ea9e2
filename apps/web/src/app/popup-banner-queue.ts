// When the start-up popup banner (SPEC.md §4 "Popup banner") may open. It keeps its one second after
// start, and it never covers what the visitor came for: another dialog (login, registration, an
// error), the betslip sheet, a shared slip on the page it was shown on, or a page where an account or
// money is being set up. Kept back, it waits until the coast has been clear for that same second, so
// it never flashes up the instant another dialog closes. Pure, so the queue is tested without timers.
import { POPUP_BANNER_DELAY_MS } from '@slipstream/domain';
import type { Banner } from '../api/content.ts';
import { paths } from '../site/paths.ts';

/** What is on screen when the popup would open. */
export interface PopupScene {
  /** Dialogs open over the app (the dialog stack). */
  dialogsOpen: number;
  betslipSheetOpen: boolean;
  pathname: string;
  /** `?shareCode=` is in the address: a shared slip is on its way. */
  sharedSlipArriving: boolean;
  /** The page a shared slip was shown on during this visit, if one was. */
  sharedSlipShownOn: string | null;
}

export type PopupBlocker = 'dialog' | 'betslip' | 'shared-slip' | 'quiet-page';

/** Pages where a promotion would interrupt an account or a payment being set up, or a game in play. */
const QUIET_PAGES = [paths.register, paths.resetPassword, paths.deposit, paths.withdraw].map((p) =>
  p.toLowerCase(),
);
const QUIET_PREFIXES = ['/payment-verification/'];
const GAME_IN_PLAY = /^\/games\/[^/]+\/[^/]+\/play\/?$/;

/** Route paths match whatever their case (as the router matches them). */
export function isQuietPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return (
    QUIET_PAGES.includes(path) ||
    QUIET_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
    GAME_IN_PLAY.test(path)
  );
}

/** Why the popup must wait now, or null when the coast is clear. */
export function popupBlocker(scene: PopupScene): PopupBlocker | null {
  if (scene.dialogsOpen > 0) return 'dialog';
  if (scene.betslipSheetOpen) return 'betslip';
  if (scene.sharedSlipArriving) return 'shared-slip';
  if (scene.sharedSlipShownOn !== null && samePage(scene.sharedSlipShownOn, scene.pathname)) {
    return 'shared-slip';
  }
  if (isQuietPage(scene.pathname)) return 'quiet-page';
  return null;
}

function samePage(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Milliseconds until the popup may open, given when the coast last became clear (the app's start if
 * it has been clear all along): the delay of SPEC.md §4 counted from then.
 */
export function popupWait(now: number, clearSince: number): number {
  return Math.max(0, clearSince + POPUP_BANNER_DELAY_MS - now);
}

/** The banner shown as the popup: the first with position popup. */
export function findPopupBanner(banners: readonly Banner[]): Banner | undefined {
  return banners.find((b) => b.position?.toLowerCase() === 'popup');
}
