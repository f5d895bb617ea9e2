// Favourites (issue 20), at 1280×800 and 360×740: a visitor stars a team from the search results,
// sees it first on home and at the head of the sports menu, logs in, and finds it first on home
// again, now kept in the account (the device's copy merged in and emptied). A favourite match in play
// shows in the strip at the top of home.
// SCREENSHOTS=1 also saves the screens to docs/screenshots/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginToken, loginWithDialog, registerPlayer } from './support/accounts.ts';
import { apiCall } from './support/api.ts';
import { markPopupSeen, newContext, SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { screenshot } from './support/phone-flows.ts';
import { misspeltTeam, openSearch, type SearchTarget } from './support/search.ts';

const WAIT = { timeout: 15_000 };

/** Stars a team from the search results, then leaves the search. */
async function starTeam(page: Page, target: SearchTarget) {
  const { box, results } = await openSearch(page);
  await box.pressSequentially(target.typed, { delay: 40 });
  const star = results
    .getByRole('region', { name: 'Teams' })
    .getByRole('button', { name: `Add ${target.team.name} to favourites` });
  await star.click();
  await results
    .getByRole('button', { name: `Remove ${target.team.name} from favourites` })
    .first()
    .waitFor(WAIT);
  await page.keyboard.press('Escape');
  await results.waitFor({ state: 'detached', ...WAIT });
}

/** The first section of home's page, by its heading. */
const firstSection = (page: Page) => page.locator('main .page-section__title').first().textContent();

describe('favourites', () => {
  const app = useServerAndBrowser();

  it('stars a team as a visitor, logs in, and finds it first on home', async () => {
    const target = await misspeltTeam(app.server.url);
    for (const [viewport, size] of SIZES) {
      const player = await registerPlayer(app.server.url);
      const context = await newContext(app.browser, app.server.url, viewport);
      await markPopupSeen(context);
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('button.odds-button:not(:disabled)').first().waitFor(WAIT);

      await starTeam(page, target);
      const favourites = page.getByRole('list', { name: 'Favourite leagues and teams' });
      await favourites.getByText(target.team.name, { exact: true }).waitFor(WAIT);
      expect(await firstSection(page), size).toBe('Favourites');
      // Its matches come with it, odds and all.
      await page
        .getByRole('list', { name: 'Favourite matches' })
        .locator(`.fixture-row[data-match-id="${target.matchId}"]`)
        .waitFor(WAIT);
      expect(
        await page.getByRole('navigation', { name: 'Sports' }).getByRole('link').first().textContent(),
        size,
      ).toBe('Favourites');
      await screenshot(page, 'favourites-visitor');

      await loginWithDialog(page, player);
      await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).waitFor(WAIT);
      await page.goto('/');
      await favourites.getByText(target.team.name, { exact: true }).waitFor(WAIT);
      expect(await firstSection(page), size).toBe('Favourites');
      expect(
        await favourites
          .getByRole('button', { name: `Remove ${target.team.name} from favourites` })
          .getAttribute('aria-pressed'),
        size,
      ).toBe('true');
      // Kept in the account now; the device's copy is emptied.
      const token = await loginToken(app.server.url, player);
      const stored = await apiCall<{ favourites: { kind: string; id: number }[] }>(
        app.server.url,
        'GET',
        'sports/favourites',
        { token },
      );
      expect(
        stored.favourites.map((f) => `${f.kind}:${f.id}`),
        size,
      ).toEqual([`team:${target.team.id}`]);
      const device = await page.evaluate(() => localStorage.getItem('slipstream.favourites'));
      expect(JSON.parse(device ?? '{}'), size).toEqual({ state: { device: [] }, version: 1 });
      await screenshot(page, 'favourites-home');
      await context.close();
    }
  });

  it('shows a favourite match in play in the strip at the top of home', async () => {
    const target = await misspeltTeam(app.server.url, { live: true });
    for (const [viewport] of SIZES) {
      const context = await newContext(app.browser, app.server.url, viewport);
      await markPopupSeen(context);
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('button.odds-button:not(:disabled)').first().waitFor(WAIT);
      await starTeam(page, target);
      const strip = page.getByRole('region', { name: 'Your favourites in play' });
      await strip.locator('.live-favourite').first().waitFor(WAIT);
      // Above everything else on the page.
      const [stripTop, pageTop] = await Promise.all([
        strip.evaluate((el) => el.getBoundingClientRect().top),
        page
          .locator('main .page-section')
          .first()
          .evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(stripTop).toBeLessThan(pageTop);
      await screenshot(page, 'favourites-live-strip');
      await context.close();
    }
  });
});
