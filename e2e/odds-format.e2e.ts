// The odds format (issue 20), at 360×740 and 1280×800: a player switches to fractional odds in the
// header's account menu and sees the list and the slip in fractional (buttons named that way too),
// while the slip keeps decimal odds; then switches to American on the account page and sees the list
// and the slip change again. SCREENSHOTS=1 also saves the screens to docs/screenshots/.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickHomeWins } from './support/bets.ts';
import { isPhone, openSlip, WAIT } from './support/betslip.ts';
import { SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { screenshot } from './support/phone-flows.ts';
import { loggedInContext, registerPlayer } from './support/wallet.ts';

const FRACTIONAL = /^(Evens|\d+\/\d+)$/;
const AMERICAN = /^[+\u2212]\d+$/;
const DECIMAL = /^\d+\.\d\d$/;

const app = useServerAndBrowser();

/** The prices the pre-match list shows now (suspended cells, with no price, left out). */
function listPrices(page: Page): Promise<string[]> {
  return page
    .locator('.fixture-row .odds-button__price')
    .evaluateAll((cells) =>
      cells.map((c) => c.textContent?.trim() ?? '').filter((t) => t !== '' && t !== '-'),
    );
}

/** The slip's pick prices and its total odds, as shown. */
async function slipPrices(slip: Locator): Promise<string[]> {
  const picks = await slip.locator('.betslip-pick__odds').evaluateAll((cells) =>
    // The price without the screen reader's ", odds went up" note.
    cells.map((c) => Array.from(c.childNodes).find((n) => n.nodeType === Node.TEXT_NODE)?.textContent ?? ''),
  );
  const total = await slip
    .getByRole('status', { name: 'Betslip totals' })
    .getByText('Total odds')
    .locator('xpath=following-sibling::dd')
    .textContent();
  return [...picks, total ?? ''];
}

const allMatch = (texts: string[], pattern: RegExp) =>
  texts.length > 0 && texts.every((t) => pattern.test(t));

describe('the odds format', () => {
  it('shows the list and the slip in fractional, then American, while the slip keeps decimal odds', async () => {
    for (const [viewport, size] of SIZES) {
      const player = await registerPlayer(app.server.url);
      const context = await loggedInContext(app.browser, app.server.url, player, viewport);
      context.setDefaultTimeout(WAIT.timeout);
      const page = await context.newPage();
      await page.goto('/Sports/Prematch/Soccer');
      await page.locator('.fixture-row .odds-button').first().waitFor(WAIT);
      expect(allMatch(await listPrices(page), DECIMAL), size).toBe(true);

      // Chosen in the header's account menu: the list turns fractional at once.
      await page.getByRole('button', { name: /^Balance/ }).click();
      await page
        .locator('.account-menu__panel')
        .getByRole('combobox', { name: 'Odds format' })
        .selectOption('fractional');
      await expect.poll(async () => allMatch(await listPrices(page), FRACTIONAL), WAIT).toBe(true);
      await screenshot(page, 'odds-format-menu');
      await page.keyboard.press('Escape');
      await screenshot(page, 'odds-format-list');
      expect(
        await page.getByRole('button', { name: /, odds (Evens|\d+\/\d+)(,|$)/ }).count(),
        size,
      ).toBeGreaterThan(0);

      const slip = await pickHomeWins(page, 2, isPhone(viewport));
      await expect.poll(async () => allMatch(await slipPrices(slip), FRACTIONAL), WAIT).toBe(true);
      await screenshot(page, 'odds-format-fractional');

      // The slip keeps, and would send, the decimal prices.
      const stored = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('slipstream.betslip'))) ?? '{}',
      ) as { state: { coupon: { selections: { odds: string }[] } } };
      const storedOdds = stored.state.coupon.selections.map((s) => s.odds);
      expect(storedOdds.length, size).toBe(2);
      expect(allMatch(storedOdds, DECIMAL), `${size}: ${storedOdds.join(', ')}`).toBe(true);

      // Chosen again on the account page: American everywhere, remembered across pages.
      await page.goto('/Account/Me');
      // The personal details load above the setting; wait for them so the screen has settled.
      await page.getByRole('button', { name: 'Save details' }).waitFor(WAIT);
      // The page's own setting, not the footer's.
      const setting = page.getByRole('main').getByRole('combobox', { name: 'Odds format' });
      await setting.selectOption('american');
      await setting.scrollIntoViewIfNeeded();
      await screenshot(page, 'odds-format-account');
      await page.goto('/Sports/Prematch/Soccer');
      await page.locator('.fixture-row .odds-button').first().waitFor(WAIT);
      await expect.poll(async () => allMatch(await listPrices(page), AMERICAN), WAIT).toBe(true);
      const again = await openSlip(page, viewport);
      await expect.poll(async () => allMatch(await slipPrices(again), AMERICAN), WAIT).toBe(true);
      await screenshot(page, 'odds-format-american');
      await context.close();
    }
  });
});
