// Live prices a bettor can trust, at 360 × 740 and 1280 × 800, on a simulator running fast: nearly
// every live price can be taken; a market stopped around a dangerous moment says "Suspended" over its
// odds, its buttons are named suspended and locked, and a price that cannot be taken never flashes
// green or red; the market opens again within seconds.
// SHOTS_DIR=/tmp/shots-live also saves the live list with a suspended market at both sizes.
import { mkdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { markPopupSeen, newContext, SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';

const SHOTS = process.env.SHOTS_DIR;
// Ten times real time: a bet stop lasts one to three seconds on screen, and comes often.
const app = useServerAndBrowser({ env: { SIM_SPEED: '10' } });
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

describe('live prices', () => {
  it('says Suspended over a stopped market, never flashes a locked price, and keeps most prices open', async () => {
    for (const [viewport, size] of SIZES) {
      const context = await newContext(app.browser, app.server.url, viewport);
      await markPopupSeen(context);
      // Every moment an odds cell shows a move while it cannot be taken, from the first paint on.
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { lockedFlashes: string[] }).lockedFlashes = seen;
        new MutationObserver(() => {
          for (const b of Array.from(
            document.querySelectorAll<HTMLButtonElement>(
              '.odds-button.odds-button--up, .odds-button.odds-button--down',
            ),
          ))
            if (b.disabled || /suspended/.test(b.getAttribute('aria-label') ?? ''))
              seen.push(b.getAttribute('aria-label') ?? '');
        }).observe(document, {
          subtree: true,
          attributes: true,
          attributeFilter: ['class'],
          childList: true,
        });
      });
      const page = await context.newPage();
      await page.goto('/Sport/LiveList');
      await page.getByRole('list', { name: 'Live matches' }).waitFor({ timeout: 30_000 });
      await page.locator('.fixture-row--live .odds-button').first().waitFor({ timeout: 30_000 });

      // Most live prices can be taken at any moment.
      const shares: number[] = [];
      for (let i = 0; i < 8; i++) {
        shares.push(
          await page.evaluate(() => {
            const all = Array.from(
              document.querySelectorAll<HTMLButtonElement>('.fixture-row--live .odds-button'),
            );
            return all.filter((b) => !b.disabled).length / Math.max(1, all.length);
          }),
        );
        await page.waitForTimeout(500);
      }
      const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
      expect(mean, `${size}: open share ${shares.join(', ')}`).toBeGreaterThan(0.8);

      // A bet stop: the label over the row's odds, and every button of that market named suspended.
      // Only a market seen open first is taken: one already off when the watch starts may be off
      // because its match is as good as decided, and that stays off until play changes the match,
      // not for the seconds of a bet stop.
      const stopped = await page.waitForFunction(
        () => {
          const watch = window as unknown as { seenOpen?: Set<string> };
          const seenOpen = (watch.seenOpen ??= new Set<string>());
          const rows = Array.from(document.querySelectorAll('.fixture-row'));
          for (const row of rows) {
            if (!row.querySelector('.market-suspended') && row.querySelector('.odds-button:not(:disabled)'))
              seenOpen.add(row.getAttribute('data-match-id') ?? '');
          }
          const row = rows.find(
            (r) =>
              r.querySelector('.market-suspended') && seenOpen.has(r.getAttribute('data-match-id') ?? ''),
          );
          const label = row?.querySelector('.market-suspended');
          if (!label || !row) return null;
          const box = label.getBoundingClientRect();
          return {
            text: label.textContent,
            matchId: row.getAttribute('data-match-id'),
            visible: box.width > 0 && box.height > 0,
            buttons: Array.from(row.querySelectorAll<HTMLButtonElement>('.odds-button')).map((b) => ({
              name: b.getAttribute('aria-label') ?? '',
              disabled: b.disabled,
            })),
          };
        },
        null,
        { timeout: 90_000, polling: 100 },
      );
      const seen = (await stopped.jsonValue())!;
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-suspended-${viewport.width}.png` });
      expect(seen.text?.trim(), size).toBe('Suspended');
      expect(seen.visible).toBe(true);
      expect(seen.buttons.length).toBeGreaterThan(0);
      for (const b of seen.buttons) {
        expect(b.name, size).toMatch(/, suspended$/);
        expect(b.disabled).toBe(true);
      }
      // It opens again within seconds (a minute of the feed's time at most).
      await page.waitForFunction(
        (id) => !document.querySelector(`.fixture-row[data-match-id="${id}"] .market-suspended`),
        seen.matchId,
        // Seconds of the feed's time, but a busy machine can slow the simulator's clock.
        { timeout: 45_000 },
      );

      const locked = await page.evaluate(
        () => (window as unknown as { lockedFlashes: string[] }).lockedFlashes,
      );
      expect(locked, `${size}: locked prices that flashed`).toEqual([]);
      await context.close();
    }
  }, 300_000);
});
