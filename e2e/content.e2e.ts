// Content in a real browser: the home carousel shows the seeded banners, the start-up popup opens
// about a second after the first visit and not after a reload, the terms show at /cms/terms and
// /CMS/TandC, an unknown page is a friendly not-found, /Promotions lists the offers, and a first
// deposit earns the deposit bonus that a bet with bonus funds then wagers.
// SHOTS_DIR=/tmp/shots-content also saves screenshots at desktop and phone sizes.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, PHONE, SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { loggedInContext, registerPlayer } from './support/wallet.ts';

const SHOTS = process.env.SHOTS_DIR;
const app = useServerAndBrowser();
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A visit that has already handled the popup, so it does not cover what the test looks at. */
async function visitWithoutPopup(viewport = DESKTOP) {
  const context = await newContext(app.browser, app.server.url, viewport);
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
    for (const [viewport, size] of SIZES) {
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
    for (const [viewport, size] of SIZES) {
      const context = await newContext(app.browser, app.server.url, viewport);
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
    for (const [viewport, size] of SIZES) {
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

describe('the first-deposit bonus', () => {
  const slip = (page: Page) => page.getByRole('complementary', { name: 'Betslip' });
  const price = async (button: Locator) =>
    Number((await button.locator('.odds-button__price').textContent())?.replace(/[^0-9.]/g, ''));
  const bonusBar = (page: Page) => page.getByRole('progressbar', { name: 'First deposit bonus' });

  it('a first deposit offers and awards the deposit bonus, a bet with bonus funds advances its progress bar', async () => {
    const player = await registerPlayer(app.server.url);
    const context = await loggedInContext(app.browser, app.server.url, player);
    const page = await context.newPage();

    // Before the first deposit: the offer and its terms.
    await page.goto('/Account/Deposit');
    await page.getByRole('heading', { name: '100% first deposit bonus' }).waitFor();
    const terms = page.getByLabel('Bonus terms');
    expect(await terms.textContent()).toMatch(/Wagering5× the bonus/);
    expect(await terms.textContent()).toMatch(/Minimum odds1\.50/);
    await shot(page, 'deposit-bonus-offer-desktop');

    // The first deposit through the sandbox payment page, then the bonus it earned is claimed.
    await page.getByRole('radio', { name: /Card/ }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('5000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/payment-verification\/card\?transactionRef=DEP-/);
    await page.getByText('Deposit successful').waitFor();
    await page.getByRole('heading', { name: 'Your first deposit bonus: NGN 5,000.00' }).waitFor();
    await page.getByRole('button', { name: 'Claim bonus' }).click();
    await page.getByRole('heading', { name: 'Bonus claimed: NGN 5,000.00' }).waitFor();
    await shot(page, 'deposit-bonus-claimed-desktop');

    // The sport bonus balance and a progress bar at 0.
    await page.getByRole('link', { name: 'See your bonus progress' }).click();
    await page.waitForURL(/\/Account\/Me$/);
    const sportBonus = page.getByRole('list', { name: 'Balances' }).getByRole('listitem').filter({
      hasText: 'Sport bonus',
    });
    await expect.poll(() => sportBonus.textContent()).toContain('5,000.00');
    await expect.poll(() => bonusBar(page).getAttribute('value')).toBe('0');

    // Two pre-match picks at 1.50 or more (total odds well over the bonus's minimum), staked from
    // the bonus balance through the betslip.
    await page.goto('/Sports/Prematch/Soccer');
    const rows = page.locator('.fixture-row');
    await rows.first().waitFor();
    let picked = 0;
    for (let i = 0; picked < 2; i++) {
      const home = rows.nth(i).locator('.odds-button').first();
      if ((await home.isDisabled()) || (await price(home)) < 1.5) continue;
      await home.click();
      picked += 1;
    }
    await expect.poll(() => slip(page).locator('.count-badge').textContent()).toBe('2');
    await slip(page).getByRole('radio', { name: 'Multiple' }).check();
    await slip(page).getByLabel('Stake', { exact: true }).fill('1000');
    await slip(page)
      .getByRole('checkbox', { name: /Bet with bonus/ })
      .check();
    expect(
      await slip(page)
        .getByText(/Counts towards wagering at total odds of 1\.50/)
        .count(),
    ).toBe(1);
    await slip(page).getByLabel('Odds changes').selectOption('any');
    await shot(page, 'betslip-bonus-desktop');
    await slip(page).getByRole('button', { name: 'Place Bet' }).click();
    const placed = page.getByRole('dialog', { name: 'Submission Successful' });
    await placed.waitFor({ timeout: 15_000 });
    await placed.getByRole('button', { name: 'OK', exact: true }).click();

    // The stake came out of the bonus balance and counted: 1,000 of 25,000 wagered.
    await page.goto('/Account/Me');
    await expect.poll(() => sportBonus.textContent()).toContain('4,000.00');
    await expect.poll(() => bonusBar(page).getAttribute('value')).toBe('4');
    expect(await page.getByText(/Wagered 1,000\.00 of 25,000\.00/).count()).toBe(1);
    await shot(page, 'bonus-progress-desktop');
    await context.close();
  });
});
