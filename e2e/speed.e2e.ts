// Phone-first speed in a real browser (docs/decisions.md "Phone-first speed"): every script and style
// sheet arrives compressed, the page carries the first screen's data and preloads its chunk, so `/`
// shows bettable odds while every script beyond the page's own first-load set is held back; the live
// feed and the betslip arrive afterwards and the page still works when they do.
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { markPopupSeen, newContext, PHONE } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';

const app = useServerAndBrowser();

const ODDS = 'button.odds-button:not(:disabled)';

describe('phone-first speed', () => {
  it('sends every script, style sheet, the page and API JSON compressed', async () => {
    const context = await newContext(app.browser, app.server.url, PHONE);
    await markPopupSeen(context);
    const page = await context.newPage();
    const answers: { path: string; type: string; encoding: string | undefined; vary: string }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
      const headers = response.headers();
      answers.push({
        path: new URL(response.url()).pathname,
        type,
        encoding: headers['content-encoding'],
        vary: headers.vary ?? '',
      });
    });
    await page.goto('/');
    await page.locator(ODDS).first().waitFor();
    await page.waitForLoadState('load');

    expect(answers.filter((a) => a.type === 'script').length).toBeGreaterThan(2);
    for (const answer of answers) {
      expect(answer.encoding, `${answer.path} is not compressed`).toMatch(/^(br|gzip)$/);
      expect(answer.vary.toLowerCase(), `${answer.path} has no Vary`).toContain('accept-encoding');
    }

    const api = await page.request.get('/api/v2/sports/highlight/live/0?source=web&markets=1', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(api.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    await context.close();
  });

  it('shows bettable odds on / before any script beyond the first-load set arrives', async () => {
    // The first-load set: the scripts the page itself names (entry, its imports, the screen's chunk).
    const html = await (await fetch(`${app.server.url}/`)).text();
    const firstLoad = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    expect(firstLoad.size).toBeGreaterThan(1);
    expect(html).toContain('<script id="first-screen" type="application/json">');

    // The service worker is kept out: the requests it would answer never reach page.route.
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: PHONE,
      locale: 'en-US',
      timezoneId: 'UTC',
      serviceWorkers: 'block',
    });
    await markPopupSeen(context);
    const page = await context.newPage();
    const held: Route[] = [];
    const late: string[] = [];
    let holding = true;
    await page.route('**/assets/*.js', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (firstLoad.has(path)) return route.continue();
      late.push(path);
      if (!holding) return route.continue();
      held.push(route);
    });
    const api: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) api.push(path);
    });

    await page.goto('/');
    await page.locator(ODDS).first().waitFor();
    expect(await page.locator(ODDS).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Live now' }).isVisible()).toBe(true);
    // Nothing the first screen shows was fetched by the scripts: it came with the page.
    expect(api).toEqual([]);

    // Whatever else the page asked for meanwhile (the live feed client) comes now. The betslip's
    // chunk is not part of a phone's first load at all: it is fetched with the first pick.
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    expect(late.some((path) => path.includes('betslip-panel'))).toBe(false);
    await page.locator(ODDS).first().click();
    await expect.poll(() => late.some((path) => path.includes('betslip-panel'))).toBe(true);
    await page
      .getByRole('button', { name: /Betslip/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await context.close();
  });
});
