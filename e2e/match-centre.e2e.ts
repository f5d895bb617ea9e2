// The live match centre (issue 20), at 360×740 and 1280×800, on a simulator running a minute of play
// a second: a bettor follows a live soccer match and sees a goal arrive in the timeline and in the
// score by period, with the header's score agreeing; on the live list, a row's "Match centre" toggle
// opens its panel (aria-expanded) and closes it again.
// SCREENSHOTS=1 also saves the screens to docs/screenshots/.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { DESKTOP, markPopupSeen, newContext, PHONE, SIZES } from './support/browser.ts';
import { useServerAndBrowser } from './support/journey.ts';
import { screenshot } from './support/phone-flows.ts';

// Sixty times real time: a soccer match's 90 minutes play in about two minutes.
const app = useServerAndBrowser({ env: { SIM_SPEED: '60' } });
const WAIT = { timeout: 30_000 };
/** A match has about two and a half goals in 90 minutes; what is left of a fresh one plays in under two minutes. */
const GOAL_WAIT_MS = 120_000;

interface LiveAnswer {
  sports: {
    name: string;
    fixtures: { matchId: number; eventName: string; sport: string; tournament: string; inPlayTime: string }[];
  }[];
}

/** The latest minute a followed match may be at: most of it is still to play. */
const FRESH_BY_MINUTE = 20;

/**
 * The live soccer match with the most left to play, once one is no further than its 20th minute (at a
 * quiet hour of the simulated day every match on may be late in its game: one kicks off soon enough).
 */
async function freshSoccerMatch(baseUrl: string, skip: ReadonlySet<number>) {
  const minute = (time: string) => {
    const m = /^(\d+)/.exec(time);
    return time === 'HT' ? 45 : m ? Number(m[1]) : 999;
  };
  let match: LiveAnswer['sports'][number]['fixtures'][number] | undefined;
  await expect
    .poll(
      async () => {
        const live = await apiCall<LiveAnswer>(baseUrl, 'GET', 'sports/highlight/live/1');
        const fixtures = (live.sports[0]?.fixtures ?? []).filter(
          (f) => !skip.has(f.matchId) && minute(f.inPlayTime) <= FRESH_BY_MINUTE,
        );
        fixtures.sort((a, b) => minute(a.inPlayTime) - minute(b.inPlayTime));
        match = fixtures[0];
        return match !== undefined;
      },
      { timeout: 120_000, interval: 2_000, message: 'no live soccer match early in its game' },
    )
    .toBe(true);
  return match!;
}

const slug = (name: string) => encodeURIComponent(name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, ''));

async function openMatch(browser: Browser, url: string, path: string, viewport: typeof DESKTOP) {
  const context = await newContext(browser, url, viewport);
  await markPopupSeen(context);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('table', { name: 'Score by period' }).waitFor(WAIT);
  return { context, page };
}

/** What the page shows: the goals in its timeline (latest first), the totals and the header's score. */
function board(page: Page) {
  return page.evaluate(() => {
    const goals = Array.from(document.querySelectorAll('.centre-event[data-type="score_change"]')).map(
      (g) => g.querySelector('.centre-event__score')?.textContent ?? '',
    );
    const totals = Array.from(document.querySelectorAll('.centre-periods__total')).map((t) => t.textContent);
    const header = document.querySelector('.match-header__goals')?.textContent?.replace(/\s/g, '') ?? '';
    return { goals, totals: totals.join(':'), header };
  });
}

describe('the live match centre', () => {
  it('shows a goal in the timeline and the score as it is scored, on a phone and a desktop', async () => {
    const tried = new Set<number>();
    let scored = false;
    // A match may end goalless: then the next freshest one is followed.
    for (let attempt = 0; attempt < 4 && !scored; attempt++) {
      const match = await freshSoccerMatch(app.server.url, tried);
      tried.add(match.matchId);
      const path = `/Sports/Live/Soccer/${slug(match.tournament)}/${slug(match.eventName)}/${match.matchId}`;
      const views = await Promise.all(
        SIZES.map(([viewport]) => openMatch(app.browser, app.server.url, path, viewport)),
      );
      try {
        const before = await Promise.all(views.map(({ page }) => board(page)));
        const goalsBefore = before[0]?.goals.length ?? 0;
        const goal = await views[0]!.page
          .waitForFunction(
            (n) => document.querySelectorAll('.centre-event[data-type="score_change"]').length > n,
            goalsBefore,
            { timeout: GOAL_WAIT_MS, polling: 250 },
          )
          .then(
            () => true,
            () => false,
          );
        if (!goal) continue;
        scored = true;
        for (const { page } of views) {
          const size = page.viewportSize()?.width;
          // The phone hears the same goal; both show it first in the timeline with the score it left,
          // which is the score by period's total and the header's.
          await expect
            .poll(async () => (await board(page)).goals.length, { timeout: 15_000 })
            .toBeGreaterThan(goalsBefore);
          await expect
            .poll(
              async () => {
                const now = await board(page);
                return now.goals[0] === now.totals && now.totals === now.header;
              },
              { timeout: 15_000 },
            )
            .toBe(true);
          const latest = page.locator('.centre-event[data-type="score_change"]').first();
          expect(await latest.textContent(), `${size}`).toMatch(/Goal/);
          expect(await latest.locator('.centre-event__minute').textContent(), `${size}`).toMatch(/\d+'/);
          // Nothing of the centre runs off a phone's screen.
          const overflow = await page.evaluate(() => {
            const centre = document.querySelector('.match-centre')?.getBoundingClientRect();
            return centre ? centre.right - window.innerWidth : 0;
          });
          expect(overflow, `${size}`).toBeLessThanOrEqual(0);
          // The score board at the top, under the sticky header, with the centre below it.
          await page.evaluate(() => {
            const header = document.querySelector('.match-header')?.getBoundingClientRect();
            if (header) window.scrollTo(0, header.top + window.scrollY - 116);
          });
          await screenshot(page, 'match-centre-goal');
        }
      } finally {
        await Promise.all(views.map(({ context }) => context.close()));
      }
    }
    expect(scored, `no goal in ${[...tried].join(', ')}`).toBe(true);
  }, 1_200_000);

  it('opens and closes a live row’s match centre from its toggle', async () => {
    for (const [viewport, size] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const context = await newContext(app.browser, app.server.url, viewport);
      await markPopupSeen(context);
      const page = await context.newPage();
      await page.goto('/Sport/LiveList');
      const list = page.getByRole('list', { name: 'Live matches' });
      await list.waitFor(WAIT);
      const toggle = list.getByRole('button', { name: /^Match centre/ }).first();
      await toggle.waitFor(WAIT);
      expect(await toggle.getAttribute('aria-expanded'), size).toBe('false');
      const rowBox = await list.locator('.fixture-row').nth(1).boundingBox();

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded'), size).toBe('true');
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await panel.getByRole('table', { name: 'Score by period' }).waitFor(WAIT);
      await panel.getByRole('list', { name: 'Timeline, latest first' }).waitFor(WAIT);
      // The rows below make room for the panel rather than lying under it.
      await expect
        .poll(async () => (await list.locator('.fixture-row').nth(1).boundingBox())?.y ?? 0)
        .toBeGreaterThan((rowBox?.y ?? 0) + 100);
      await screenshot(page, 'match-centre-row');

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded'), size).toBe('false');
      expect(await panel.isHidden(), size).toBe(true);
      await context.close();
    }
  }, 180_000);
});
