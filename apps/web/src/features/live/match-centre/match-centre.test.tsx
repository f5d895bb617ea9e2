// The match centre on a live match's page and in a live list row's panel: the score by period, the
// timeline (a goal with its minute, team and score), the statistics and the momentum chart; tennis
// marks the server.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../../test/render-app.tsx';
import { fixture, ONE_X_TWO, sportsApi } from '../../../ui/sports-test-data.test-helper.ts';
import { entry, soccerCentre } from './centre-test-data.test-helper.ts';

// The first render waits for the screen's lazy chunk to compile.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const live = fixture({
  matchId: 801,
  homeTeam: 'Ajax',
  awayTeam: 'PSV',
  live: true,
  type: 'live',
  producerId: 1,
  status: 'live',
  score: '1:0',
  inPlayTime: "23'",
});
const { markets: _markets, ...summary } = live;

describe('match centre', () => {
  it('shows the score by period, the goal in the timeline, the statistics and the momentum on the live match page', async () => {
    renderApp(
      '/Sports/Live/Soccer/Premier-League/Ajax-PSV/801',
      sportsApi({
        'sports/match/801': () =>
          json({ fixture: summary, groups: [{ id: 'all', name: 'All', markets: [] }] }),
        'sports/match/801/centre': () => json(soccerCentre(801)),
      }),
    );
    const periods = await screen.findByRole('table', { name: 'Score by period' });
    const ajax = within(periods).getByRole('row', { name: /Ajax/ });
    expect(
      within(ajax)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1']);
    const timeline = screen.getByRole('list', { name: 'Timeline, latest first' });
    const items = within(timeline).getAllByRole('listitem');
    // Latest first; shots are left to the momentum chart.
    expect(items.map((i) => i.textContent)).toEqual([
      "Minute 21'Yellow card PSV",
      "Minute 17'Goal Ajax1:0",
      "Minute 9'Corner Ajax",
      '1st half',
    ]);
    expect(screen.getByRole('listitem', { name: 'Possession: Ajax 56%, PSV 44%' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Momentum: Ajax has had more of the pressure/ })).toBeTruthy();
  });

  it('opens a live row’s panel with its toggle', async () => {
    renderApp(
      '/Sport/LiveList',
      sportsApi({
        'sports/highlight/live/0': () =>
          json({
            total: 1,
            sports: [{ id: 1, name: 'Soccer', market: ONE_X_TWO, total: 1, fixtures: [live] }],
          }),
        'sports/match/801/centre': () => json(soccerCentre(801)),
      }),
    );
    const toggle = await screen.findByRole('button', { name: /^Match centre ?: Ajax - PSV$/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const goal = await within(panel).findByText('Goal');
    expect(goal.closest('li')?.textContent).toContain('1:0');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('marks the server in tennis and lists games held and broken', async () => {
    const tennis = fixture({
      matchId: 802,
      homeTeam: 'Sinner',
      awayTeam: 'Alcaraz',
      sport: 'Tennis',
      sportId: 5,
      live: true,
      type: 'live',
      status: 'live',
    });
    const { markets: _m, ...tennisSummary } = tennis;
    renderApp(
      '/Sports/Live/Tennis/ATP/Sinner-Alcaraz/802',
      sportsApi({
        'sports/match/802': () =>
          json({ fixture: tennisSummary, groups: [{ id: 'all', name: 'All', markets: [] }] }),
        'sports/match/802/centre': () =>
          json(
            soccerCentre(802, {
              sportId: 5,
              homeScore: 0,
              awayScore: 0,
              periodName: '1st set',
              periodScores: [{ number: 1, type: 'regular', home: 1, away: 1 }],
              pointScore: { home: '15', away: '0' },
              server: 'home',
              statistics: [{ type: 'aces', home: 1, away: 0 }],
              timeline: [
                entry({ id: 1, type: 'period_start', periodName: '1st set' }),
                entry({ id: 2, type: 'game_won', team: 'home', server: 'home', homeScore: 1, awayScore: 0 }),
                entry({ id: 3, type: 'game_won', team: 'away', server: 'home', homeScore: 1, awayScore: 1 }),
                entry({
                  id: 4,
                  type: 'point',
                  team: 'home',
                  server: 'home',
                  pointScore: { home: '15', away: '0' },
                }),
              ],
            }),
          ),
      }),
    );
    const periods = await screen.findByRole('table', { name: 'Score by period' });
    expect(
      within(within(periods).getByRole('row', { name: /Sinner/ })).getByRole('img', { name: 'serving' }),
    ).toBeTruthy();
    expect(within(periods).getByRole('columnheader', { name: 'Pts' })).toBeTruthy();
    const games = within(screen.getByRole('list', { name: 'Timeline, latest first' })).getAllByRole(
      'listitem',
    );
    expect(games[0]?.textContent).toContain('Alcaraz breaks');
    expect(games[1]?.textContent).toContain('Sinner holds serve');
    expect(screen.getByText(/Sinner serving/)).toBeTruthy();
  });
});
