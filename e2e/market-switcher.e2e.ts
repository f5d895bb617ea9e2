// The market switcher of lists (issue 20), at 360×740 and 1280×800: a visitor switches the soccer
// list to Over/Under 2.5 with the keyboard, the columns and the buttons name the line, a pick from
// that column goes on the slip, and the choice is still there after a reload and on the live list;
// on the handicap each row's buttons show its own line.
// SCREENSHOTS=1 also saves the screens to docs/screenshots/.
import { describe, expect, it } from 'vitest';
import { isPhone, openSlip, WAIT } from './support/betslip.ts';
import { markPopupSeen, newContext, SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { screenshot } from './support/phone-flows.ts';

const app = useServerAndBrowser();

/** An Over 2.5 button as a screen reader names it: the match, the market, the outcome and its price. */
const OVER_25 = /^.+ - .+ Total Over 2\.5, odds \d+\.\d\d$/;

describe('the market switcher', () => {
  it('switches the soccer list to Over/Under 2.5 and adds a pick from that column', async () => {
    for (const [viewport, size] of SIZES) {
      const context = await newContext(app.browser, app.server.url, viewport);
      context.setDefaultTimeout(WAIT.timeout);
      await markPopupSeen(context);
      const page = await context.newPage();
      await page.goto('/Sports/Prematch/Soccer');
      await page.locator('.fixture-row .odds-button').first().waitFor(WAIT);

      const switcher = page.getByRole('group', { name: 'Market' });
      expect(await switcher.getByRole('button').allTextContents(), size).toEqual([
        '1X2',
        'Double Chance',
        'Over/Under 2.5',
        'Both Teams To Score',
        'Handicap',
      ]);
      // By keyboard: the chip is reached and pressed without a pointer.
      const overUnder = switcher.getByRole('button', { name: 'Over/Under 2.5' });
      await overUnder.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => overUnder.getAttribute('aria-pressed'), WAIT).toBe('true');

      const columns = page.locator('.fixture-group__columns').first();
      await expect.poll(() => columns.textContent(), WAIT).toBe('Over 2.5Under 2.5');
      const over = page.getByRole('button', { name: OVER_25 }).and(page.locator(':enabled')).first();
      await over.waitFor(WAIT);
      // The switcher fits the screen and scrolls within itself when its chips are wider.
      const fits = await switcher.evaluate((row) => row.getBoundingClientRect().right <= window.innerWidth);
      expect(fits, size).toBe(true);
      await screenshot(page, 'market-switcher-list');

      const name = (await over.getAttribute('aria-label')) ?? '';
      await over.click();
      await expect.poll(() => over.getAttribute('aria-pressed'), WAIT).toBe('true');
      const slip = await openSlip(page, viewport);
      await expect
        .poll(() => slip.locator('.betslip-panel__header .count-badge').textContent(), WAIT)
        .toBe('1');
      expect(await slip.textContent(), `${size}: ${name}`).toContain('Over 2.5');
      await screenshot(page, 'market-switcher-pick');
      if (isPhone(viewport)) await page.keyboard.press('Escape');

      // Remembered for soccer on this device: after a reload, and on the live list.
      await page.reload();
      await expect
        .poll(
          () =>
            page
              .getByRole('group', { name: 'Market' })
              .getByRole('button', { name: 'Over/Under 2.5' })
              .getAttribute('aria-pressed'),
          WAIT,
        )
        .toBe('true');

      // On the main handicap line every row's buttons show that row's own line.
      await page.getByRole('group', { name: 'Market' }).getByRole('button', { name: 'Handicap' }).click();
      await expect.poll(() => columns.textContent(), WAIT).toBe('HomeAway');
      const home = page
        .getByRole('button', { name: /^.+ - .+ Handicap Home [+-]?\d+(\.\d+)?, odds / })
        .first();
      await expect.poll(() => home.locator('.odds-button__label').textContent(), WAIT).toMatch(/^[+-]?\d/);
      await screenshot(page, 'market-switcher-handicap');
      await page
        .getByRole('group', { name: 'Market' })
        .getByRole('button', { name: 'Over/Under 2.5' })
        .click();

      await page.goto('/Sport/LiveList');
      const soccer = page
        .getByRole('group', { name: 'Market' })
        .getByRole('combobox', { name: 'Soccer market' });
      await expect.poll(() => soccer.inputValue(), WAIT).toBe('ou2.5');
      await page.locator('.fixture-row').first().waitFor(WAIT);
      await screenshot(page, 'market-switcher-live');
      await context.close();
    }
  });
});
