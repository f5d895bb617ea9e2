// Betslip journey helpers: the slip as the bettor sees it at a size (the side column from 1024 px,
// the bottom sheet on a phone), a slip of many pre-match picks booked through the API and loaded by
// its code, and whether an element is in view and on top, unscrolled.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './api.ts';
import { PHONE } from './browser.ts';

/** A page settles within a few seconds (lazy chunks, the live connection). */
export const WAIT = { timeout: 15_000 };

export type Viewport = { width: number; height: number };

export const isPhone = (viewport: Viewport) => viewport.width === PHONE.width;

/** The betslip the bettor sees: the side column, or on a phone the sheet (open or not). */
export function slipOf(page: Page, viewport: Viewport): Locator {
  return isPhone(viewport)
    ? page.getByRole('dialog', { name: 'Betslip' })
    : page.getByRole('complementary', { name: 'Betslip' });
}

/** Opens the phone's sheet from the tab bar (nothing to do on a desktop) and returns the slip. */
export async function openSlip(page: Page, viewport: Viewport): Promise<Locator> {
  const slip = slipOf(page, viewport);
  if (isPhone(viewport) && (await slip.count()) === 0) {
    await page
      .getByRole('navigation', { name: 'Quick' })
      .getByRole('button', { name: /Betslip/ })
      .click();
  }
  await slip.waitFor(WAIT);
  return slip;
}

/** The count the slip's header shows. */
export function slipCount(slip: Locator): Promise<string | null> {
  return slip.locator('.betslip-panel__header .count-badge').textContent();
}

interface ListedFixture {
  matchId: number;
  markets: { id: number; status: number; outcomes: { id: string; odds: number; active: number }[] }[];
}

/**
 * Books a slip of the home (1) pick of `count` pre-match soccer fixtures with an open 1X2 (as any
 * visitor may) and returns its booking code.
 */
export async function bookHomeWins(baseUrl: string, count: number): Promise<string> {
  const body = await apiCall<{
    sports?: { id: number; fixtures: ListedFixture[] }[];
    fixtures?: ListedFixture[];
  }>(baseUrl, 'GET', 'sports/highlight/prematch/1?upcoming=1&page=1&perPage=50');
  const fixtures = body.sports
    ? (body.sports.find((s) => s.id === 1)?.fixtures ?? [])
    : (body.fixtures ?? []);
  const open = fixtures.filter((f) =>
    f.markets.some((m) => m.id === 1 && m.status === 1 && m.outcomes.every((o) => o.active === 1)),
  );
  expect(open.length).toBeGreaterThanOrEqual(count);
  const booked = await apiCall<{ betslipId: string }>(baseUrl, 'POST', 'bets/book-bet/12', {
    body: {
      bet_type: count === 1 ? 'Single' : 'Multiple',
      stake: 100,
      selections: open.slice(0, count).map((f) => ({
        matchId: f.matchId,
        marketId: 1,
        specifier: '',
        outcomeId: '1',
        odds: '1.01',
      })),
    },
  });
  return booked.betslipId;
}

/** Loads a booking code with the slip's own "Have a booking code?" box; resolves once all its picks are on. */
export async function loadCode(
  page: Page,
  viewport: Viewport,
  code: string,
  count: number,
): Promise<Locator> {
  const slip = await openSlip(page, viewport);
  await slip.getByLabel('Have a booking code?').fill(code);
  await slip.getByRole('button', { name: 'Load' }).click();
  // Loading a code may take the bettor home; the slip is the same.
  const loaded = await openSlip(page, viewport);
  await expect.poll(() => slipCount(loaded), WAIT).toBe(String(count));
  return loaded;
}

export interface Placement {
  /** Inside the viewport, unscrolled. */
  inView: boolean;
  /** The element itself is what a tap at its centre reaches (nothing pinned or scrolled over it). */
  onTop: boolean;
  box: { x: number; y: number; width: number; height: number } | null;
}

/** Where an element is on the screen as it is now: in the viewport, and the top thing at its centre. */
export async function placementOf(page: Page, element: Locator, viewport: Viewport): Promise<Placement> {
  const box = await element.boundingBox();
  if (!box) return { inView: false, onTop: false, box };
  const inView =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  const onTop = await element.evaluate(
    (node, at) => {
      const hit = document.elementFromPoint(at.x, at.y);
      return hit !== null && (hit === node || node.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  return { inView, onTop, box };
}
