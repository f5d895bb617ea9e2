// The page frame around every route: header, the screen (with the betslip beside sports screens),
// footer, mobile navigation, the live feed connection and the dialog host. While a dialog is open
// the frame is inert. The betslip panel (forms, stake rules, placing) is its own chunk: a phone shows
// it only when the player opens the slip, so the first screen does not wait for it. Beside "Skip to
// content", "Skip to betslip" takes a keyboard straight to the stake box (or opens the phone sheet).
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BetEventsFeed } from '../../features/bets/bet-events-feed.tsx';
import { useBetslipColumn } from '../../features/betslip/betslip-column.ts';
import { BetslipLauncher } from '../../features/betslip/betslip-launcher.tsx';
import { BetslipLiveFeed } from '../../features/betslip/betslip-live-feed.tsx';
import {
  closeBetslipSheet,
  openBetslipSheet,
  useBetslipSheetStore,
} from '../../features/betslip/betslip-sheet-store.ts';
import { requestStakeFocus } from '../../features/betslip/betslip-stake-focus.ts';
import { useBetslipStore } from '../../features/betslip/betslip-store.ts';
import { LiveFeed } from '../../live/live-feed.tsx';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { PageFallback } from '../../ui/spinner.tsx';
import { Toaster } from '../../ui/toaster.tsx';
import { DialogHost } from '../dialog-host.tsx';
import { NavigationEffects } from '../navigation-effects.tsx';
import { useRouteHandle } from '../route-handle.ts';
import { MobileNav } from './mobile-nav.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './root-layout.css';

const loadBetslipPanel = () => import('../../features/betslip/betslip-panel.tsx');
const BetslipPanel = lazy(() => loadBetslipPanel().then((m) => ({ default: m.BetslipPanel })));

/**
 * Fetches the betslip chunk where the slip is a visible column (from 1024 px) at once; on narrower
 * screens, where the slip is a sheet, as soon as it holds a pick (restored, shared or just tapped), so
 * the sheet opens without a wait and a visitor who never picks is not sent it over a slow network.
 */
function usePreloadBetslip(betslip: boolean, column: boolean) {
  const hasPicks = useBetslipStore((s) => s.coupon.selections.length > 0);
  useEffect(() => {
    if (betslip && (column || hasPicks)) void loadBetslipPanel();
  }, [betslip, column, hasPicks]);
}

const BETSLIP_ID = 'betslip';

/**
 * "Skip to betslip": to the stake box of the side column, or on narrower screens (no column) the
 * sheet opened with the stake box focused. An empty slip has no stake box: the column itself, or
 * the sheet's first control, takes the focus.
 */
function skipToBetslip(): void {
  const column = document.getElementById(BETSLIP_ID);
  const hasPicks = useBetslipStore.getState().coupon.selections.length > 0;
  if (column && column.checkVisibility?.() !== false && column.getClientRects().length > 0) {
    if (hasPicks) requestStakeFocus();
    else column.focus();
    return;
  }
  openBetslipSheet();
  if (hasPicks) requestStakeFocus();
}

export function RootLayout() {
  const dialogOpen = useDialogStore((s) => s.stack.length > 0);
  const showFooter = useUtilityStore((s) => s.showFooter);
  const showMobileNavigation = useUtilityStore((s) => s.showMobileNavigation);
  const { betslip = false } = useRouteHandle();
  const betslipSheet = useBetslipSheetStore((s) => s.open);
  // The panel is rendered in the column only where there is one: on a phone it would be built (and
  // fetched) for nothing, hidden under the page, on the slowest CPU.
  const column = useBetslipColumn();
  usePreloadBetslip(betslip, column);

  return (
    <>
      <NavigationEffects />
      {/* Before the connection starts, so a restored slip's topics are held from the first connect. */}
      <BetslipLiveFeed />
      <LiveFeed />
      <BetEventsFeed />
      <div className="app-shell" inert={dialogOpen || betslipSheet}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {betslip && (
          <a
            className="skip-link"
            href={`#${BETSLIP_ID}`}
            onClick={(event) => {
              event.preventDefault();
              skipToBetslip();
            }}
          >
            Skip to betslip
          </a>
        )}
        <SiteHeader />
        <div className={`app-body container${betslip ? ' app-body--with-betslip' : ''}`}>
          <main id="main" className="app-body__main" tabIndex={-1}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
          {betslip && (
            <aside id={BETSLIP_ID} className="app-body__betslip" aria-label="Betslip" tabIndex={-1}>
              {column && (
                <Suspense fallback={null}>
                  <BetslipPanel />
                </Suspense>
              )}
            </aside>
          )}
          {betslip && <BetslipLauncher onOpen={openBetslipSheet} />}
        </div>
        {showFooter && <SiteFooter />}
        {showMobileNavigation && <MobileNav onOpenBetslip={openBetslipSheet} />}
      </div>
      {betslipSheet && (
        <Dialog
          title="Betslip"
          hideTitle
          variant="sheet"
          size="md"
          className="betslip-sheet"
          onDismiss={closeBetslipSheet}
        >
          <Suspense fallback={<PageFallback />}>
            <BetslipPanel headingLevel={3} />
          </Suspense>
        </Dialog>
      )}
      <DialogHost />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
