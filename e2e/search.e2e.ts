// The sports header's search (issue 20), at 1280×800 and 360×740: a bettor types part of a team's
// name with a typo, finds the team and its match (the phone in a full-screen search), puts the
// match's odds on the slip right from the results, and finds the search again among the recent ones.
// SCREENSHOTS=1 also saves the screens to docs/screenshots/.
import { describe, expect, it } from 'vitest';
import { markPopupSeen, newContext, PHONE, SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { screenshot } from './support/phone-flows.ts';
import { misspeltTeam, openSearch } from './support/search.ts';

const WAIT = { timeout: 15_000 };

describe('the search of the sports header', () => {
  const app = useServerAndBrowser();

  it('finds a team by a partial, misspelt name and adds its odds from the results', async () => {
    const target = await misspeltTeam(app.server.url);
    for (const [viewport, size] of SIZES) {
      const context = await newContext(app.browser, app.server.url, viewport);
      await markPopupSeen(context);
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('button.odds-button:not(:disabled)').first().waitFor(WAIT);

      const { box, results } = await openSearch(page);
      await expect.poll(() => box.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
      await box.pressSequentially(target.typed, { delay: 40 });

      const teams = results.getByRole('region', { name: 'Teams' });
      await teams.getByText(target.team.name, { exact: true }).waitFor(WAIT);
      const row = results.locator(`.fixture-row[data-match-id="${target.matchId}"]`);
      await row.waitFor(WAIT);
      expect(await results.getByRole('heading').allTextContents(), size).toEqual(
        expect.arrayContaining(['Upcoming', 'Teams']),
      );
      await screenshot(page, 'search-results');

      const odds = row.locator('button.odds-button:not(:disabled)').first();
      await odds.click();
      await expect.poll(() => odds.getAttribute('aria-pressed'), WAIT).toBe('true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), size).toBe(true);

      if (viewport === PHONE) {
        // Escape (or the phone's back button) closes the search; the slip holds the pick.
        await page.keyboard.press('Escape');
        await results.waitFor({ state: 'detached', ...WAIT });
        const launcher = page.getByRole('button', { name: /Betslip/ }).first();
        await expect.poll(() => launcher.textContent(), WAIT).toContain('1');
        await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
        await page.getByRole('dialog', { name: 'Search' }).waitFor(WAIT);
        await page.goBack();
        await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached', ...WAIT });
      } else {
        const slip = page.getByRole('complementary', { name: 'Betslip' });
        await expect.poll(() => slip.locator('.count-badge').first().textContent(), WAIT).toBe('1');
        await page.keyboard.press('Escape');
        await results.waitFor({ state: 'detached', ...WAIT });
      }

      // The search is remembered on the device, offered while the box is empty.
      const again = await openSearch(page);
      await again.box.fill('');
      const recent = again.results.getByRole('region', { name: 'Recent searches' });
      await recent.getByRole('button', { name: target.typed, exact: true }).waitFor(WAIT);
      await screenshot(page, 'search-recent');
      await context.close();
    }
  });
});
