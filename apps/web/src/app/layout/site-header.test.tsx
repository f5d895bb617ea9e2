// The sports strip belongs to the sports screens: shown over the sports lists, absent from the casino
// and the account pages, where a highlighted sport would say nothing.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../test/render-app.tsx';

const MENU = { sports: [{ sportID: 1, sportName: 'Soccer' }] };
const serveMenu = (url: string) => (url.startsWith('/api/v2/sports/menu') ? json(MENU) : undefined);
const WAIT = { timeout: 5_000 };

describe('the sports strip', () => {
  it('is shown on the sports screens', async () => {
    renderApp('/Sports/Prematch/soccer', serveMenu);
    expect(await screen.findByRole('navigation', { name: 'Sports' }, WAIT)).toBeTruthy();
  });

  it('is not shown on the casino pages', async () => {
    for (const path of ['/Games', '/Games/Providers']) {
      const { unmount } = renderApp(path, serveMenu);
      await screen.findByRole('heading', { level: 1 }, WAIT);
      expect(screen.queryByRole('navigation', { name: 'Sports' }), path).toBeNull();
      unmount();
    }
  });
});
