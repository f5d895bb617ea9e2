// Betting journey helpers: picks made on the pre-match list as a player makes them, and a single
// placed through the API.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './api.ts';
import type { Player } from './wallet.ts';

/** A page settles within a few seconds (lazy chunks, the live connection). */
const WAIT = { timeout: 15_000 };

/**
 * The home (1) odds of the first `count` pre-match soccer fixtures that can be bet, each a different
 * match. Returns the betslip once it holds them: the side panel, or on a phone the sheet opened from
 * the tab bar.
 */
export async function pickHomeWins(page: Page, count: number, phone = false): Promise<Locator> {
  await page.goto('/Sports/Prematch/Soccer');
  const rows = page.locator('.fixture-row');
  await rows.first().waitFor(WAIT);
  let picked = 0;
  for (let i = 0; picked < count; i++) {
    const home = rows.nth(i).locator('.odds-button').first();
    if (await home.isDisabled()) continue;
    await home.click();
    picked += 1;
  }
  let slip = page.getByRole('complementary', { name: 'Betslip' });
  if (phone) {
    await page
      .getByRole('navigation', { name: 'Quick' })
      .getByRole('button', { name: /Betslip/ })
      .click();
    slip = page.getByRole('dialog', { name: 'Betslip' });
    await slip.waitFor(WAIT);
  }
  // The slip is read (and stored) only once every pick is on it.
  await expect.poll(() => slip.locator('.count-badge').textContent(), WAIT).toBe(String(count));
  return slip;
}

export interface Selection {
  matchId: number;
  outcomeId: string;
}

/** A single of 100 on one 1X2 outcome through the API, taking any price move. */
export function placeSingle(baseUrl: string, player: Player, selection: Selection) {
  return apiCall<{ betId: number; betslipId: string }>(baseUrl, 'POST', 'bets/place-bet/12', {
    token: player.token,
    idempotencyKey: randomUUID(),
    body: {
      bet_type: 'Single',
      stake: 100,
      acceptChanges: 'any',
      selections: [{ ...selection, marketId: 1, specifier: '', odds: '1.01' }],
    },
  });
}
