// Debian's Chromium driven by playwright-core (never a downloaded browser), headless, isolated.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };
/** The two sizes every screen is checked at, with the name their screenshots carry. */
export const SIZES = [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const;

export function newContext(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, locale: 'en-US', timezoneId: 'UTC' });
}

/**
 * Marks the start-up popup banner as already handled (SPEC.md §4), for journeys that are not about
 * it. Only when the utility store is absent, so what a journey stores later is not undone on reload.
 */
export async function markPopupSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (localStorage.getItem('slipstream.utility')) return;
    localStorage.setItem(
      'slipstream.utility',
      JSON.stringify({ state: { popupDialogShown: true }, version: 1 }),
    );
  });
}

/** The betslip as the app stores it (the persisted coupon). */
export interface StoredBetslip {
  state: { coupon: { selections: Record<string, unknown>[] } };
}

/**
 * Rewrites the betslip as the page stored it, then opens the page again so the app restores it. The
 * edit is made on a page of the same origin that runs no app (`/healthz`): a running app writes its
 * slip back on any change (a price, a refresh) and could undo the edit before the reload.
 */
export async function restoreEditedBetslip(page: Page, edit: (stored: StoredBetslip) => void): Promise<void> {
  const key = 'slipstream.betslip';
  const back = page.url();
  await page.goto('/healthz');
  const stored = JSON.parse(
    (await page.evaluate((k) => localStorage.getItem(k), key)) ?? '{}',
  ) as StoredBetslip;
  edit(stored);
  await page.evaluate(([k, value]) => localStorage.setItem(k, value), [key, JSON.stringify(stored)] as const);
  await page.goto(back);
}
