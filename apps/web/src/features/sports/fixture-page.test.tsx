// Fixture detail: markets by group (tabs), outcomes named as a bettor reads them, picks to the slip.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../test/render-app.tsx';
import { fixture, sportsApi } from '../../ui/sports-test-data.test-helper.ts';

// The first render waits for the screen's lazy chunk to compile.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const { markets: _m, ...summary } = fixture({ matchId: 555, homeTeam: 'Arsenal', awayTeam: 'Chelsea' });
const total = {
  id: 18,
  name: 'Total',
  specifier: 'total=2.5',
  status: 1,
  groups: ['goals'],
  outcomes: [
    { id: '12', name: 'Over 2.5', label: 'Over 2.5', odds: 1.9, active: 1 },
    { id: '13', name: 'Under 2.5', label: 'Under 2.5', odds: 1.95, active: 1 },
  ],
};
const handicap = {
  id: 16,
  name: 'Handicap',
  specifier: 'hcp=-1',
  status: 1,
  groups: ['main'],
  outcomes: [
    { id: '1714', name: 'Arsenal (-1)', label: 'Home -1', odds: 2.8, active: 1 },
    { id: '1715', name: 'Chelsea (+1)', label: 'Away +1', odds: 1.4, active: 0 },
  ],
};

describe('fixture detail', () => {
  it('shows every market by group with readable outcome names and adds a pick', async () => {
    renderApp(
      '/Sports/Prematch/Soccer/Premier-League/Arsenal-Chelsea/555',
      sportsApi({
        'sports/match/555': () =>
          json({
            fixture: summary,
            groups: [
              { id: 'all', name: 'All', markets: [handicap, total] },
              { id: 'goals', name: 'Goals', markets: [total] },
            ],
          }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal - Chelsea' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(
      (
        within(panel).getByRole('button', {
          name: /^Arsenal - Chelsea Handicap Home -1, odds 2.80/,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
    expect(
      (
        within(panel).getByRole('button', {
          name: /Handicap Away \+1, (suspended|odds -)/,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: /Goals/ }));
    const goals = screen.getByRole('tabpanel');
    expect(within(goals).queryByText('Handicap')).toBeNull();
    const over = within(goals).getByRole('button', { name: /Total Over 2.5, odds 1.90/ });
    await userEvent.click(over);
    // Pressed: the slip holds this very match, market, line and outcome.
    expect(over.getAttribute('aria-pressed')).toBe('true');
  });

  it('says when the fixture cannot be loaded', async () => {
    renderApp(
      '/Sports/Prematch/Soccer/X/Y/556',
      sportsApi({ 'sports/match/556': () => json({ message: 'Match 556 was not found.' }, 404) }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Match 556 was not found.');
  });
});
