// The betslip on the live feed (SPEC.md §4): after a restore from storage it resubscribes to the feeds
// of all its selections and has the server check them (SPEC.md §7 validate-selections); odds changes
// and bet stops reach the slip; each connect refreshes the odds.
import { FEED } from '@slipstream/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMqtt, tick } from '../../live/fake-mqtt.test-helper.ts';
import { createLiveClient } from '../../live/live-client.ts';
import * as checks from '../../live/message-checks.ts';
import { STORAGE_KEYS } from '../../stores/persist-options.ts';
import { startBetslipFeed } from './betslip-feed.ts';
import { useBetslipStore } from './betslip-store.ts';
import { pickAll, selectionCheck } from './betslip-test-data.test-helper.ts';
import type { ValidateSelections } from './betslip-validation.ts';

function liveSetup() {
  const fake = new FakeMqtt();
  const client = createLiveClient({ checks, connect: () => fake });
  return { fake, client };
}

const topicsOf = (matchId: number) => [
  `feeds/live/bet_stop/${matchId}`,
  `feeds/live/odds_change/${matchId}`,
  `feeds/prematch/bet_stop/${matchId}`,
  `feeds/prematch/odds_change/${matchId}`,
];

/** The server's check of restored selections, answering nothing (every test but the one about it). */
const noChecks = async () => [];

let stopFeed: (() => void) | null = null;
afterEach(() => {
  stopFeed?.();
  stopFeed = null;
  vi.useRealTimers();
});

describe('betslip feed subscriptions', () => {
  it('resubscribes to the feeds of every selection after a restore from storage', async () => {
    pickAll(2, 3);
    const saved = localStorage.getItem(STORAGE_KEYS.betslip) ?? '';
    useBetslipStore.getState().reset();
    localStorage.setItem(STORAGE_KEYS.betslip, saved);
    await useBetslipStore.persist.rehydrate();

    const { fake, client } = liveSetup();
    stopFeed = startBetslipFeed(client, { refresh: async () => [], validate: noChecks });
    client.start('ws://x/mqtt');
    fake.emit('connect');
    const expected = [...topicsOf(1), ...topicsOf(2)].sort();
    expect(fake.held).toEqual(expected);
    expect(useBetslipStore.getState().activeSubscriptions).toEqual(expected);
  });

  it('resubscribes when the slip is restored after the feed started', async () => {
    pickAll(2);
    const saved = localStorage.getItem(STORAGE_KEYS.betslip) ?? '';
    useBetslipStore.getState().reset();
    const { fake, client } = liveSetup();
    client.start('ws://x/mqtt');
    fake.emit('connect');
    stopFeed = startBetslipFeed(client, { refresh: async () => [], validate: noChecks });
    expect(client.topics()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.betslip, saved);
    await useBetslipStore.persist.rehydrate();
    await tick();
    expect(fake.held).toEqual(topicsOf(1).sort());
  });

  it('follows the slip: a new pick is subscribed, a removed one released', async () => {
    const { fake, client } = liveSetup();
    client.start('ws://x/mqtt');
    fake.emit('connect');
    stopFeed = startBetslipFeed(client, { refresh: async () => [], validate: noChecks });
    pickAll(2);
    await tick();
    expect(fake.held).toEqual(topicsOf(1).sort());
    useBetslipStore.getState().clear();
    await tick();
    expect(fake.held).toEqual([]);
    expect(useBetslipStore.getState().activeSubscriptions).toEqual([]);
  });

  it('only listens to the live topics of a live pick', () => {
    const { client } = liveSetup();
    stopFeed = startBetslipFeed(client, { refresh: async () => [], validate: noChecks });
    useBetslipStore
      .getState()
      .toggleSelection(
        { matchId: 9, eventName: 'A - B' },
        { id: 1, name: '1X2' },
        { id: 1, name: 'A', odds: 2 },
        { type: 'live' },
      );
    expect(client.topics().sort()).toEqual(['feeds/live/bet_stop/9', 'feeds/live/odds_change/9']);
  });
});

describe('betslip feed messages', () => {
  it('applies odds changes and bet stops of its matches', () => {
    vi.useFakeTimers();
    const { fake, client } = liveSetup();
    client.start('ws://x/mqtt');
    fake.emit('connect');
    pickAll(2, 3);
    stopFeed = startBetslipFeed(client, { refresh: async () => [], validate: noChecks });
    fake.deliver('feeds/prematch/odds_change/1', {
      markets: [{ id: 1, outcomes: [{ id: '1', odds: 2.4, active: 1 }] }],
    });
    fake.deliver('feeds/live/bet_stop/2', { event_id: 2, match_id: 2 });
    vi.advanceTimersByTime(FEED.batchMs);
    const [first, second] = useBetslipStore.getState().coupon.selections;
    expect(first).toMatchObject({ odds: '2.40', changed: true });
    expect(second).toMatchObject({ suspended: true, odds: '0' });
  });

  it('treats the outcomes of a market that is not open as inactive', () => {
    vi.useFakeTimers();
    const { fake, client } = liveSetup();
    client.start('ws://x/mqtt');
    fake.emit('connect');
    pickAll(2);
    stopFeed = startBetslipFeed(client, { refresh: async () => [], validate: noChecks });
    fake.deliver('feeds/prematch/odds_change/1', {
      markets: [{ id: 1, status: -1, outcomes: [{ id: '1', odds: 2, active: 1 }] }],
    });
    vi.advanceTimersByTime(FEED.batchMs);
    expect(useBetslipStore.getState().coupon.selections[0]).toMatchObject({
      suspended: true,
      unavailable: true,
    });
  });

  it('refreshes the odds of its selections on connect and after a reconnect', async () => {
    pickAll(2, 3);
    const { fake, client } = liveSetup();
    const refresh = vi.fn(async () => [
      { matchId: 2, marketId: '1', outcomeId: '1', specifier: '', odds: 3.3, active: 1 },
    ]);
    stopFeed = startBetslipFeed(client, { refresh, validate: noChecks });
    client.start('ws://x/mqtt');
    fake.emit('connect');
    await tick();
    expect(refresh).toHaveBeenCalledWith([
      { matchId: 1, marketId: '1', outcomeId: 1, specifier: '' },
      { matchId: 2, marketId: '1', outcomeId: 1, specifier: '' },
    ]);
    await vi.waitFor(() => expect(useBetslipStore.getState().coupon.selections[1]?.odds).toBe('3.30'));
    fake.emit('close');
    fake.emit('connect');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('shrugs off a failing refresh', async () => {
    pickAll(2);
    const { fake, client } = liveSetup();
    stopFeed = startBetslipFeed(client, {
      refresh: async () => Promise.reject(new Error('404')),
      validate: noChecks,
    });
    client.start('ws://x/mqtt');
    fake.emit('connect');
    await tick();
    await tick();
    expect(useBetslipStore.getState().coupon.selections[0]).toMatchObject({ odds: '2.00', suspended: false });
  });
});

describe('checking a restored slip (SPEC.md §7 bets/validate-selections)', () => {
  async function restore(...odds: number[]) {
    pickAll(...odds);
    const saved = localStorage.getItem(STORAGE_KEYS.betslip) ?? '';
    useBetslipStore.getState().reset();
    localStorage.setItem(STORAGE_KEYS.betslip, saved);
    await useBetslipStore.persist.rehydrate();
  }

  it('asks about every selection of the slip restored at start and marks the closed ones', async () => {
    await restore(2, 3);
    const validate = vi.fn(async () => [
      selectionCheck(1, 2.1),
      selectionCheck(2, null, 'unknown_selection'),
    ]);
    const { client } = liveSetup();
    stopFeed = startBetslipFeed(client, { refresh: async () => [], validate });
    expect(validate).toHaveBeenCalledWith([
      { matchId: 1, marketId: 1, specifier: '', outcomeId: 1 },
      { matchId: 2, marketId: 1, specifier: '', outcomeId: 1 },
    ]);
    await vi.waitFor(() =>
      expect(useBetslipStore.getState().coupon.selections[1]).toMatchObject({
        suspended: true,
        unavailable: true,
      }),
    );
    const { coupon } = useBetslipStore.getState();
    expect(coupon.selections[0]).toMatchObject({ odds: '2.10', changed: true, suspended: false });
    // The closed pick is out of the totals: only the open one is priced.
    expect(coupon.totalOdds).toBe(2.1);
  });

  it('checks a slip restored after the feed started, and leaves an empty slip alone', async () => {
    const validate = vi.fn(async () => [selectionCheck(1, 2, 'market_not_active')]);
    const { client } = liveSetup();
    stopFeed = startBetslipFeed(client, { refresh: async () => [], validate });
    expect(validate).not.toHaveBeenCalled();
    await restore(2);
    await vi.waitFor(() =>
      expect(useBetslipStore.getState().coupon.selections[0]).toMatchObject({ suspended: true }),
    );
  });

  it('keeps the slip as it was when the check fails, and asks again at the next connect', async () => {
    await restore(2);
    const { fake, client } = liveSetup();
    const validate = vi
      .fn<ValidateSelections>()
      .mockRejectedValueOnce(new Error('We are very busy right now.'))
      .mockResolvedValue([{ matchId: 1, marketId: 1, specifier: '', outcomeId: '1', odds: 2, active: 0 }]);
    stopFeed = startBetslipFeed(client, { refresh: async () => [], validate });
    await tick();
    expect(useBetslipStore.getState().coupon.selections[0]).toMatchObject({ odds: '2.00', suspended: false });
    client.start('ws://x/mqtt');
    fake.emit('connect');
    await vi.waitFor(() =>
      expect(useBetslipStore.getState().coupon.selections[0]).toMatchObject({ suspended: true }),
    );
    fake.emit('close');
    fake.emit('connect');
    expect(validate).toHaveBeenCalledTimes(2);
  });
});
