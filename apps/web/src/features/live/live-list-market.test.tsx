// The live list's market selects: one per sport in play, each sport's choice sent with the request.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useListMarketStore } from '../../stores/list-market-store.ts';
import { json, renderApp } from '../../test/render-app.tsx';
import { fixture, ONE_X_TWO, sportsApi } from '../../ui/sports-test-data.test-helper.ts';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => useListMarketStore.setState({ chosen: {} }));

describe('live list markets', () => {
  it('offers a market per sport in play and asks for the one chosen', async () => {
    const asked: (string | null)[] = [];
    renderApp(
      '/Sport/LiveList',
      sportsApi({
        'sports/highlight/live/0': (url) => {
          asked.push(url.searchParams.get('market'));
          const over = url.searchParams.get('market') === '1:ou2.5';
          return json({
            total: 1,
            sports: [
              {
                id: 1,
                name: 'Soccer',
                market: over
                  ? {
                      id: 18,
                      name: 'Total',
                      key: 'ou2.5',
                      line: 2.5,
                      outcomes: [
                        { id: '12', label: 'Over 2.5' },
                        { id: '13', label: 'Under 2.5' },
                      ],
                    }
                  : ONE_X_TWO,
                total: 1,
                fixtures: [
                  fixture({ live: true, type: 'live', producerId: 1, status: 'live', score: '0:0' }),
                ],
              },
            ],
          });
        },
      }),
    );
    const markets = await screen.findByRole('group', { name: 'Market' });
    const soccer = within(markets).getByRole('combobox', { name: 'Soccer market' });
    expect((soccer as HTMLSelectElement).value).toBe('1x2');
    await userEvent.selectOptions(soccer, 'ou2.5');
    await waitFor(() => expect(asked).toEqual([null, '1:ou2.5']));
    expect(useListMarketStore.getState().chosen).toEqual({ 1: 'ou2.5' });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Live matches' }).textContent).toContain('Over 2.5'),
    );
  });
});
