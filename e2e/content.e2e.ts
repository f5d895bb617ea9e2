// Content in a real browser: the home carousel shows the seeded banners, the start-up popup opens
// about a second after the first visit and not after a reload, the terms show at /cms/terms and
// /CMS/TandC, an unknown page is a friendly not-found, and /Promotions lists the offers.
// SHOTS_DIR=/tmp/shots-content also saves screenshots at desktop and phone sizes.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser.ts';
import { removeDataDir, startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
const SHOTS = process.env.SHOTS_DIR;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  removeDataDir(server.dataDir);
  expect(code).toBe(0);
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A visit that has already handled the popup, so it does not cover what the test looks at. */
async function visitWithoutPopup(viewport = DESKTOP) {
  const context = await newContext(browser, server.url, viewport);
  await context.addInitScript(() => {
    if (!localStorage.getItem('slipstream.utility')) {
      localStorage.setItem(
        'slipstream.utility',
        JSON.stringify({ state: { popupDialogShown: true }, version: 1 }),
      );
    }
  });
  return context;
}

describe('the home carousel', () => {
  it('shows the banners with labelled controls and moves between them', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const context = await visitWithoutPopup(viewport);
      const page = await context.newPage();
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Featured offers' });
      await expect.poll(() => carousel.count()).toBe(1);
      const slides = carousel.getByRole('group', { includeHidden: true });
      expect(await slides.count()).toBe(3);
      const first = carousel.getByRole('img', { name: /first deposit bonus/i });
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const next = carousel.getByRole('button', { name: 'Next slide' });
      expect(await carousel.getByRole('button', { name: 'Previous slide' }).count()).toBe(1);
      expect(await carousel.getByRole('button', { name: /^Show slide/ }).count()).toBe(3);
      await next.click();
      await expect
        .poll(() => carousel.getByRole('button', { name: /^Show slide 2/ }).getAttribute('aria-current'))
        .toBe('true');
      await page.mouse.move(0, 0);
      await carousel.getByRole('button', { name: /^Show slide 1/ }).click();
      await page.waitForTimeout(600);
      await shot(page, `home-carousel-${size}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});

describe('the start-up popup', () => {
  it('opens about a second after the first visit, and not after a reload', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      const started = Date.now();
      await page.goto('/');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible', timeout: 10_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      const image = dialog.getByRole('img', { name: /double your first deposit/i });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await shot(page, `popup-${size}`);
      await dialog.getByRole('button', { name: /close/i }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      await page.reload();
      await page.getByRole('region', { name: 'Featured offers' }).waitFor();
      await page.waitForTimeout(2_000);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await context.close();
    }
  });
});

describe('CMS pages', () => {
  it('shows the terms at /cms/terms and /CMS/TandC', async () => {
    const context = await visitWithoutPopup();
    const page = await context.newPage();
    for (const path of ['/cms/terms', '/CMS/TandC']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
      expect(await page.getByText('18 years of age or older').count()).toBe(1);
    }
    await shot(page, 'terms-desktop');
    // An in-page link to an app path navigates inside the app.
    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Promotions');
    await context.close();

    const phone = await visitWithoutPopup(PHONE);
    const small = await phone.newPage();
    await small.goto('/cms/terms');
    await small.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    await shot(small, 'terms-phone');
    await phone.close();
  });

  it('shows a friendly page for an unknown slug', async () => {
    const context = await visitWithoutPopup();
    const page = await context.newPage();
    await page.goto('/cms/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'FAQ' }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('promotions', () => {
  it('lists the promotions with image, terms and a call to action', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const context = await visitWithoutPopup(viewport);
      const page = await context.newPage();
      await page.goto('/Promotions');
      await page.getByRole('heading', { level: 2, name: /100% first deposit bonus/i }).waitFor();
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByText('Terms and conditions').count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe(
        '/Account/Deposit',
      );
      await page.waitForTimeout(500);
      await shot(page, `promotions-${size}`);
      await context.close();
    }
  });
});
