// The market each sport's lists show is remembered per sport on the device; the default and
// choices a sport does not offer are not kept.
import { beforeEach, describe, expect, it } from 'vitest';
import { useListMarketStore } from './list-market-store.ts';
import { STORAGE_KEYS } from './persist-options.ts';

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.listMarkets) ?? 'null') as { state: { chosen: unknown } };

beforeEach(() => useListMarketStore.setState({ chosen: {} }));

describe('list market store', () => {
  it('remembers a choice per sport, and forgets it when the default is chosen again', () => {
    const { choose } = useListMarketStore.getState();
    choose(1, 'ou2.5');
    choose(2, 'total');
    expect(useListMarketStore.getState().chosen).toEqual({ 1: 'ou2.5', 2: 'total' });
    expect(stored().state.chosen).toEqual({ 1: 'ou2.5', 2: 'total' });
    choose(1, '1x2');
    expect(useListMarketStore.getState().chosen).toEqual({ 2: 'total' });
  });

  it('ignores a market the sport does not switch to', () => {
    useListMarketStore.getState().choose(2, 'btts');
    expect(useListMarketStore.getState().chosen).toEqual({});
  });

  it('reads back only choices still offered', async () => {
    localStorage.setItem(
      STORAGE_KEYS.listMarkets,
      JSON.stringify({ version: 1, state: { chosen: { 1: 'btts', 2: 'games', 5: 'games', 999: 'x' } } }),
    );
    await useListMarketStore.persist.rehydrate();
    expect(useListMarketStore.getState().chosen).toEqual({ 1: 'btts', 5: 'games' });
  });
});
