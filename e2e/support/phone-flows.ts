// Helpers for the phone-flow journeys: screenshots on demand, what the start-up popup looks like, a
// slip booked through the API from the open pre-match board, and measurements of the board taken in
// the page (team names, odds cells) in one go, so a moving price cannot change between two reads.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { apiCall } from './api.ts';

const SHOTS_DIR = resolve(import.meta.dirname, '../../docs/screenshots');

/** With SCREENSHOTS=1, saves docs/screenshots/<name>-<width>.png (360 or 1280). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png` });
}

/** The seeded start-up popup banner, by its image. */
export const popupImage = (page: Page) => page.getByRole('img', { name: /double your first deposit/i });

interface BoardFixture {
  matchId: number;
  markets: { id: number; outcomes: { id: string; odds: number; active: number }[] }[];
}

/** Books a slip of the home wins of the first `count` open pre-match soccer fixtures; its booking code. */
export async function bookPrematchSlip(baseUrl: string, count: number): Promise<string> {
  const board = await apiCall<{ fixtures: BoardFixture[] }>(
    baseUrl,
    'GET',
    'sports/highlight/prematch/1?page=1&perPage=50',
  );
  const picks = board.fixtures
    .flatMap((f) => {
      const home = f.markets.find((m) => m.id === 1)?.outcomes.find((o) => o.id === '1');
      return home && home.active === 1 ? [{ matchId: f.matchId, outcomeId: home.id }] : [];
    })
    .slice(0, count);
  if (picks.length < count) throw new Error(`only ${picks.length} open fixtures to book`);
  const booked = await apiCall<{ betslipId: string }>(baseUrl, 'POST', 'bets/book-bet/12', {
    body: {
      bet_type: 'Multiple',
      stake: 100,
      selections: picks.map((p) => ({ ...p, marketId: 1, specifier: '', odds: '1.01', type: 'prematch' })),
    },
  });
  return booked.betslipId;
}

export interface TeamNameCheck {
  names: number;
  /** Names cut short (wider than their box, or drawn with an ellipsis) or spilling out of their row. */
  cut: string[];
  /** The distinct left edges of the team column, rounded to the pixel. */
  columnStarts: number[];
}

/** Every team name drawn on the page, checked as a bettor would read it. */
export function checkTeamNames(page: Page): Promise<TeamNameCheck> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const starts = new Set<number>();
    const teams = Array.from(document.querySelectorAll<HTMLElement>('.fixture-row__team'));
    for (const team of teams) {
      const row = team.closest('.fixture-row');
      const box = team.getBoundingClientRect();
      const rowBox = row?.getBoundingClientRect();
      const style = getComputedStyle(team);
      const clipped =
        team.scrollWidth > team.clientWidth ||
        (style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap') ||
        !rowBox ||
        box.top < rowBox.top ||
        box.bottom > rowBox.bottom;
      if (clipped) cut.push(team.textContent ?? '');
      const column = team.closest('.fixture-row__teams')?.getBoundingClientRect();
      if (column) starts.add(Math.round(column.left));
    }
    return { names: teams.length, cut, columnStarts: [...starts] };
  });
}

export interface OddsFitCheck {
  /** Prices of 100.00 or more on the page. */
  long: string[];
  /** Prices whose text runs past the edge of their own button. */
  spilling: string[];
}

/** Every odds button of the page's lists, its price text measured against its own box. */
export function checkOddsFit(page: Page): Promise<OddsFitCheck> {
  return page.evaluate(() => {
    const long: string[] = [];
    const spilling: string[] = [];
    for (const price of Array.from(
      document.querySelectorAll<HTMLElement>('.fixture-row .odds-button__price'),
    )) {
      const text = price.textContent?.trim() ?? '';
      const button = price.closest('.odds-button');
      if (!button || !/^\d+\.\d\d$/.test(text)) continue;
      if (text.length >= 6) long.push(text);
      // The digits themselves (not the price-move arrow beside them, which is not text).
      const digits = Array.from(price.childNodes).find((node) => node.nodeType === Node.TEXT_NODE);
      if (!digits) continue;
      const range = document.createRange();
      range.selectNodeContents(digits);
      const inner = range.getBoundingClientRect();
      const outer = button.getBoundingClientRect();
      // The text's own box against the button's border box (the button's scroll width is no guide:
      // its price-move overlays reach a pixel past its edge on purpose).
      if (inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5) {
        spilling.push(text);
      }
    }
    return { long, spilling };
  });
}
