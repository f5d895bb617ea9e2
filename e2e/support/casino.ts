// Casino journey helpers: the catalog's game ids (read as the lobby reads them), opening a game's
// play page, answering the casino balance dialog, and playing a round while reading its answer.
import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { Journey } from './journey.ts';

export interface CatalogGame {
  id: number;
  slug: string;
  name: string;
}

/** Every game of the catalog by slug (the public game-list read). */
export async function catalog(baseUrl: string): Promise<Record<string, CatalogGame>> {
  const res = await fetch(`${baseUrl}/api/v2/games/12/game-list`, {
    headers: { Accept: 'application/json' },
  });
  const body = (await res.json()) as { data: CatalogGame[] };
  return Object.fromEntries(body.data.map((g) => [g.slug, g]));
}

/**
 * The catalog for a file of journeys, read once its server is up (a beforeAll after the one that
 * starts it); empty until then.
 */
export function useCatalog(app: Journey): Readonly<Record<string, CatalogGame>> {
  const games: Record<string, CatalogGame> = {};
  beforeAll(async () => {
    Object.assign(games, await catalog(app.server.url));
  });
  return games;
}

export const playPath = (game: CatalogGame) =>
  `/Games/${game.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${game.id}/Play`;

/** Picks a balance in the casino balance dialog and waits for the session to start. */
export async function chooseBalance(page: Page, button: 'Real Money' | 'Bonus' | 'Demo'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Choose a balance' });
  await dialog.waitFor();
  const started = page.waitForResponse((r) => r.url().includes('/api/v2/games/12/start'));
  await dialog.getByRole('button', { name: button }).click();
  await started;
  await page.getByRole('group', { name: 'Game session' }).waitFor();
}

/** The session balance in the play page's header, as shown. */
export const sessionBalance = (page: Page) =>
  page
    .getByRole('group', { name: 'Game session' })
    .getByRole('status', { name: 'Session balance' })
    .textContent();

export interface PlayedRound {
  bet: number;
  payout: number | null;
  balance: number;
  currency: string;
  result: Record<string, unknown>;
}

/** Clicks the game's Spin and returns the server's round answer. */
export async function spin(page: Page, path: 'slot/spin' | 'roulette/spin'): Promise<PlayedRound> {
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/v2/games/play/${path}`));
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  const response = await answer;
  if (!response.ok()) throw new Error(`${path} → ${response.status()}: ${await response.text()}`);
  const round = (await response.json()) as PlayedRound;
  // The screen is done with the round when Spin is offered again.
  await page.getByRole('button', { name: 'Spin', exact: true }).waitFor();
  return round;
}

export const money = (currency: string, amount: number) =>
  `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
