// The walking skeleton in a real browser: the product starts with `npm start`'s code path, renders
// its layout, sends unknown paths home and guards account pages with the login dialog.

import { describe, expect, it } from 'vitest';
import { markPopupSeen, newContext, PHONE } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';

const app = useServerAndBrowser();

describe('the web shell', () => {
  it('renders the home layout at /', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Login' }).first().isVisible()).toBe(true);
    expect(await page.title()).toContain('Slipstream');
    await context.close();
  });

  it('sends an unknown path to /', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows the login dialog on an account page and remembers the path', async () => {
    const context = await newContext(app.browser, app.server.url);
    await markPopupSeen(context);
    const page = await context.newPage();
    await page.goto('/Account/Me?tab=profile');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    const stored = await page.evaluate(() => localStorage.getItem('slipstream.auth'));
    expect(stored).toContain('/Account/Me?tab=profile');
    await context.close();
  });

  it('fits a 360 px wide phone without horizontal scrolling', async () => {
    const context = await newContext(app.browser, app.server.url, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('banner').count()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
