// Sportsbook journeys in a real browser against the real server, feed simulator at 20× speed so
// matches move: browse home → sport → country → tournament → fixture, build a slip (accumulator,
// same-match replacement, system), watch live odds flash, see a bet stop suspend a pick, reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';

const app = useServerAndBrowser({ env: { SIM_SPEED: '20' } });

/** A page with the start-up popup banner already handled, so it never covers what we click. */
async function openPage(path: string): Promise<Page> {
  const context = await newContext(app.browser, app.server.url);
  await context.addInitScript(() => {
    if (!localStorage.getItem('slipstream.utility')) {
      localStorage.setItem(
        'slipstream.utility',
        JSON.stringify({ state: { popupDialogShown: true }, version: 1 }),
      );
    }
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const slip = (page: Page) => page.getByRole('complementary', { name: 'Betslip' });
const totalsRow = (page: Page, label: string) =>
  slip(page)
    .locator('.betslip-totals dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const num = (text: string | null) => Number((text ?? '').replace(/[^0-9.–-]/g, '').split('–')[0]);

describe('sportsbook screens', () => {
  it('browses home → sport → country → tournament → fixture', async () => {
    const page = await openPage('/');
    await page.getByRole('list', { name: 'Live now' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Sports' })
      .getByRole('link', { name: /Soccer/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Sports/Prematch/Soccer');
    await page.getByRole('list', { name: 'Soccer fixtures' }).waitFor();

    const country = page.getByRole('navigation', { name: 'Soccer countries' }).getByRole('link').first();
    await country.click();
    await expect.poll(() => new URL(page.url()).pathname.split('/').length).toBe(5);
    const tournament = page.locator('nav.chip-nav[aria-label$=" tournaments"]').getByRole('link').first();
    await tournament.click();
    await expect.poll(() => new URL(page.url()).pathname.split('/').length).toBe(6);

    const fixture = page.getByRole('link', { name: /, all markets$/ }).first();
    const name = (await fixture.getAttribute('aria-label'))?.replace(/, all markets$/, '') ?? '';
    await fixture.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('tab').count()).toBeGreaterThan(1);
    expect(
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: /Total Over \d/ })
        .count(),
    ).toBeGreaterThan(0);
    await page.context().close();
  });

  it('builds an accumulator, replaces a same-match pick and prices a system bet', async () => {
    const page = await openPage('/Sports/Prematch/Soccer');
    const rows = page.locator('.fixture-row');
    await rows.first().waitFor();
    const picked: number[] = [];
    for (let i = 0; picked.length < 3; i++) {
      const home = rows.nth(i).locator('.odds-button').first();
      if (await home.isDisabled()) continue;
      picked.push(num(await home.locator('.odds-button__price').textContent()));
      await home.click();
    }
    await expect.poll(() => slip(page).locator('.count-badge').textContent()).toBe('3');
    await slip(page).getByRole('radio', { name: 'Multiple' }).check();
    const product = picked.reduce((a, b) => a * b, 1);
    await expect
      .poll(async () => num(await totalsRow(page, 'Total odds').textContent()))
      .toBeCloseTo(product, 1);
    await slip(page).getByLabel('Stake', { exact: true }).fill('100');
    await expect
      .poll(async () => num(await totalsRow(page, 'Potential win').textContent()))
      .toBeGreaterThanOrEqual(Math.floor(product * 100 * 100) / 100 - 0.05);

    // A second pick from the first match replaces its first one.
    const firstRow = rows.first();
    const draw = firstRow.locator('.odds-button').nth(1);
    await draw.click();
    await expect.poll(() => draw.getAttribute('aria-pressed')).toBe('true');
    expect(await firstRow.locator('.odds-button').first().getAttribute('aria-pressed')).toBe('false');
    expect(await slip(page).locator('.count-badge').textContent()).toBe('3');

    // System: tick a grouping, see its lines and the min–max potential win.
    await slip(page).getByRole('radio', { name: 'System' }).check();
    const groupings = slip(page).getByRole('group', { name: 'System groupings' }).getByRole('checkbox');
    const count = await groupings.count();
    for (let i = 0; i < count; i++) {
      const box = groupings.nth(i);
      if (!(await box.isChecked()) && (await box.isEnabled())) {
        await box.check();
        break;
      }
    }
    await slip(page).getByLabel('Total stake', { exact: true }).fill('100');
    await expect.poll(async () => Number(await totalsRow(page, 'Lines').textContent())).toBeGreaterThan(3);
    await expect.poll(() => totalsRow(page, 'Potential win').textContent()).toMatch(/–/);
    await page.context().close();
  });

  it('flashes live odds as they change', async () => {
    const page = await openPage('/Sport/LiveList');
    await page.getByRole('list', { name: 'Live matches' }).waitFor();
    await page.locator('.odds-button--up, .odds-button--down').first().waitFor({ timeout: 30_000 });
    const flashing = page.locator('.odds-button--up, .odds-button--down').first();
    expect(await flashing.getAttribute('aria-label')).toMatch(/odds (up|down)/);
    await page.context().close();
  });

  it('suspends a pick on a bet stop, and restores and resubscribes the slip after a reload', async () => {
    const page = await openPage('/Sport/LiveList');
    const rows = page.locator('.fixture-row--live');
    await rows.first().waitFor();
    // Picks from several matches, so one of them meets a bet stop (a goal, a danger) soon.
    const ids: string[] = [];
    const n = Math.min(8, await rows.count());
    for (let i = 0; i < n; i++) {
      const button = rows.nth(i).locator('.odds-button:not([disabled])').first();
      if ((await button.count()) === 0) continue;
      await button.click();
      ids.push((await rows.nth(i).getAttribute('data-match-id')) ?? '');
    }
    expect(ids.length).toBeGreaterThan(2);
    await slip(page).getByText('Suspended').first().waitFor({ timeout: 120_000 });

    const sent: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framesent', (f) =>
        sent.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('latin1')),
      ),
    );
    const before = await slip(page).locator('.count-badge').textContent();
    await page.reload();
    await expect.poll(() => slip(page).locator('.count-badge').textContent()).toBe(before);
    const stillOnSlip = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('slipstream.betslip') ?? '{}'),
    );
    const slipIds: number[] = stillOnSlip.state.coupon.selections.map((s: { matchId: number }) => s.matchId);
    await expect
      .poll(
        () => slipIds.every((id) => sent.some((frame) => frame.includes(`feeds/live/odds_change/${id}`))),
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.context().close();
  }, 180_000);
});
