// The market switcher of lists: the bettor switches soccer to Over/Under 2.5, the list asks for it,
// the columns and buttons name the line, and the choice is remembered for the sport.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketView } from '../../api/sports.ts';
import { useListMarketStore } from '../../stores/list-market-store.ts';
import { json, renderApp } from '../../test/render-app.tsx';
import { fixture, ONE_X_TWO, sportsApi } from '../../ui/sports-test-data.test-helper.ts';

// The first render waits for the screen's lazy chunk to compile.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const TOTAL_HEADER = {
  id: 18,
  name: 'Total',
  key: 'ou2.5',
  line: 2.5,
  outcomes: [
    { id: '12', label: 'Over 2.5' },
    { id: '13', label: 'Under 2.5' },
  ],
};

const totalLine: MarketView = {
  id: 18,
  name: 'Total',
  specifier: 'total=2.5',
  status: 1,
  groups: ['goals', 'main'],
  outcomes: [
    { id: '12', name: 'Over 2.5', label: 'Over 2.5', odds: 1.85, active: 1 },
    { id: '13', name: 'Under 2.5', label: 'Under 2.5', odds: 1.95, active: 1 },
  ],
};

const handicapLine: MarketView = {
  id: 16,
  name: 'Handicap',
  specifier: 'hcp=-1',
  status: 1,
  groups: ['handicap'],
  outcomes: [
    { id: '1714', name: 'Arsenal (-1)', label: 'Home -1', odds: 2.4, active: 1 },
    { id: '1715', name: 'Chelsea (+1)', label: 'Away +1', odds: 1.55, active: 1 },
  ],
};

const CATEGORIES = () => json({ sport: { id: 1, name: 'Soccer' }, categories: [] });

function prematchApi(asked: (string | null)[]) {
  return sportsApi({
    'sports/categories/1': CATEGORIES,
    'sports/highlight/prematch/1': (url) => {
      const market = url.searchParams.get('market');
      asked.push(market);
      const [header, line] =
        market === 'ou2.5'
          ? [TOTAL_HEADER, totalLine]
          : market === 'hcp'
            ? [
                {
                  ...TOTAL_HEADER,
                  id: 16,
                  name: 'Handicap',
                  key: 'hcp',
                  line: null,
                  outcomes: [
                    { id: '1714', label: 'Home' },
                    { id: '1715', label: 'Away' },
                  ],
                },
                handicapLine,
              ]
            : [ONE_X_TWO, undefined];
      const f = fixture({ homeTeam: 'Arsenal', awayTeam: 'Chelsea', ...(line ? { markets: [line] } : {}) });
      return json({
        sport: { id: 1, name: 'Soccer' },
        market: header,
        page: 1,
        perPage: 50,
        total: 1,
        totalPages: 1,
        fixtures: [f],
      });
    },
  });
}

beforeEach(() => useListMarketStore.setState({ chosen: {} }));

describe('list market switcher', () => {
  it('switches the soccer list to Over/Under 2.5 and remembers it', async () => {
    const asked: (string | null)[] = [];
    renderApp('/Sports/Prematch/Soccer', prematchApi(asked));
    const switcher = await screen.findByRole('group', { name: 'Market' });
    expect(
      within(switcher)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1X2', 'Double Chance', 'Over/Under 2.5', 'Both Teams To Score', 'Handicap']);
    expect(within(switcher).getByRole('button', { name: '1X2' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('button', { name: /Arsenal - Chelsea 1X2 1, odds 2.10/ });

    await userEvent.click(within(switcher).getByRole('button', { name: 'Over/Under 2.5' }));
    const over = await screen.findByRole('button', { name: 'Arsenal - Chelsea Total Over 2.5, odds 1.85' });
    expect(over.textContent).toBe('1.85');
    const list = screen.getByRole('list', { name: 'Soccer fixtures' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Over 2.5Under 2.5');
    expect(asked).toEqual([null, 'ou2.5']);
    expect(useListMarketStore.getState().chosen).toEqual({ 1: 'ou2.5' });

    await userEvent.click(over);
    expect(over.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows each row’s line on its buttons when the columns leave it out', async () => {
    useListMarketStore.getState().choose(1, 'hcp');
    const asked: (string | null)[] = [];
    renderApp('/Sports/Prematch/Soccer', prematchApi(asked));
    const home = await screen.findByRole('button', { name: 'Arsenal - Chelsea Handicap Home -1, odds 2.40' });
    expect(home.textContent).toBe('-12.40');
    expect(
      within(screen.getByRole('group', { name: 'Market' }))
        .getByRole('button', { name: 'Handicap' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => expect(asked).toEqual(['hcp']));
  });
});
