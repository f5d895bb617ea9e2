// The live list: matches grouped by sport, with score and match time; the empty state.
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../test/render-app.tsx';
import { fixture, ONE_X_TWO, sportsApi } from '../../ui/sports-test-data.test-helper.ts';

// The first render waits for the screen's lazy chunk to compile.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const live = (over: Parameters<typeof fixture>[0]) =>
  fixture({
    live: true,
    type: 'live',
    producerId: 1,
    status: 'live',
    score: '1:0',
    inPlayTime: "67'",
    ...over,
  });

describe('live list', () => {
  it('groups live matches by sport with score and time', async () => {
    renderApp(
      '/Sport/LiveList',
      sportsApi({
        'sports/highlight/live/0': () =>
          json({
            total: 2,
            sports: [
              {
                id: 1,
                name: 'Soccer',
                market: ONE_X_TWO,
                total: 1,
                fixtures: [live({ homeTeam: 'Ajax', awayTeam: 'PSV' })],
              },
              {
                id: 2,
                name: 'Basketball',
                market: {
                  id: 219,
                  name: 'Winner',
                  outcomes: [
                    { id: '4', label: '1' },
                    { id: '5', label: '2' },
                  ],
                },
                total: 1,
                fixtures: [
                  live({
                    homeTeam: 'Lakers',
                    awayTeam: 'Bulls',
                    sport: 'Basketball',
                    sportId: 2,
                    score: '88:80',
                    inPlayTime: '4th quarter',
                    markets: [],
                  }),
                ],
              },
            ],
          }),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Live matches' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Soccer');
    expect(items[1]?.textContent).toContain('Ajax');
    expect(within(items[1] as HTMLElement).getByLabelText('Score 1 to 0')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("67'")).toBeTruthy();
    expect(items[2]?.textContent).toContain('Basketball');
    expect(items[3]?.textContent).toContain('4th quarter');
    expect(within(list).getByRole('link', { name: 'Ajax - PSV, all markets' }).getAttribute('href')).toBe(
      `/Sports/Live/Soccer/Premier-League/Ajax-PSV/${(items[1] as HTMLElement).querySelector('[data-match-id]')?.getAttribute('data-match-id')}`,
    );
  });

  it('says when nothing is in play', async () => {
    renderApp(
      '/Sport/LiveList',
      sportsApi({ 'sports/highlight/live/0': () => json({ total: 0, sports: [] }) }),
    );
    expect(await screen.findByText('No live matches right now')).toBeTruthy();
  });
});
