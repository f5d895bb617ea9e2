import { createHash } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callOf, json, mockFetch } from '../games/shared/game-test-kit.test-helper.ts';
import { FairnessPage } from './fairness-page.tsx';
import { verifyHref } from './verify-link.ts';

const SEED = 'a1'.repeat(32);
const HASH = createHash('sha256').update(SEED).digest('hex');

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/Games/Fairness', element: <FairnessPage /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

// Whole player flows (several calls and renders each): roomier than the 5 s default on a busy machine.
describe('Fairness page', { timeout: 20_000 }, () => {
  it('reveals a round’s seed by rotating, then verifies it against the published hash', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.includes('/games/fairness?sessionId=demo-session-1'))
        return json({ serverSeedHash: HASH, clientSeed: 'lucky', nonce: 4 });
      if (url.endsWith('/games/fairness/rotate'))
        return json({
          previous: { serverSeed: SEED, serverSeedHash: HASH, clientSeed: 'lucky', nonce: 4 },
          current: { serverSeedHash: 'ff'.repeat(32), clientSeed: 'my-new-seed', nonce: 0 },
        });
      if (url.endsWith('/games/fairness/verify'))
        return json({ serverSeedHash: HASH, outcome: { roll: 42.17 } });
      return undefined;
    });
    const link = verifyHref({
      game: 'dice',
      fairness: { serverSeedHash: HASH, clientSeed: 'lucky', nonce: 3 },
      sessionId: 'demo-session-1',
    });
    renderAt(link);

    expect(await screen.findByText(HASH)).toBeTruthy();
    expect(screen.getByText('Still secret: rotate your seed pair to reveal it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toContain('still secret');

    await userEvent.type(screen.getByRole('textbox', { name: /New client seed/ }), 'my-new-seed');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed pair' }));
    await screen.findByText('my-new-seed');
    const rotate = callOf(fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/rotate'))!);
    expect(rotate.body).toEqual({ sessionId: 'demo-session-1', clientSeed: 'my-new-seed' });
    expect((screen.getByRole('textbox', { name: 'Server seed' }) as HTMLInputElement).value).toBe(SEED);

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Roll 42.17');
    expect(screen.getByText('✓ Matches the hash published before the round.')).toBeTruthy();
    const verify = callOf(fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/verify'))!);
    expect(verify.body).toEqual({ game: 'dice', serverSeed: SEED, clientSeed: 'lucky', nonce: 3 });
  });

  it('verifies a mines round straight from its link and flags a seed that is not the committed one', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/games/fairness/verify')
        ? json({ serverSeedHash: 'not-used', outcome: { mines: [0, 7, 24] } })
        : undefined,
    );
    renderAt(
      verifyHref({
        game: 'mines',
        fairness: { serverSeedHash: 'bb'.repeat(32), clientSeed: 'c', nonce: 9 },
        serverSeed: SEED,
        mines: 3,
      }),
    );
    // A visitor without a demo session sees no seeds, but can verify.
    expect(screen.getByText(/Log in \(or open a game in demo mode\)/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Mines on tiles 1, 8, 25' })).toBeTruthy();
    expect(screen.getByText(/Does not match the published hash/)).toBeTruthy();
    expect(screen.getByText(HASH)).toBeTruthy();
    const verify = callOf(fetchMock.mock.calls[0]!);
    expect(verify.body).toEqual({
      game: 'mines',
      serverSeed: SEED,
      clientSeed: 'c',
      nonce: 9,
      params: { mines: 3 },
    });
  });
});
