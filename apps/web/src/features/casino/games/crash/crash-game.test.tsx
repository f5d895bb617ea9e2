import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveClient } from '../../../../live/app-live-client.ts';
import type { FakeMqtt } from '../../../../live/fake-mqtt.test-helper.ts';
import { callOf, json, mockFetch, roundAnswer, testSession } from '../shared/game-test-kit.test-helper.ts';
import type { CrashBetResult, CrashRoundView } from './crash-api.ts';
import CrashGame from './crash-game.tsx';

// The app's live client, on a fake broker this test plays.
const broker = vi.hoisted(() => ({ mqtt: null as FakeMqtt | null }));
vi.mock('../../../../live/app-live-client.ts', async () => {
  const { createLiveClient } = await import('../../../../live/live-client.ts');
  const { FakeMqtt } = await import('../../../../live/fake-mqtt.test-helper.ts');
  return {
    liveClient: createLiveClient({
      checks: await import('../../../../live/message-checks.ts'),
      connect: () => {
        broker.mqtt = new FakeMqtt();
        return broker.mqtt;
      },
    }),
  };
});

beforeEach(() => {
  // jsdom draws no canvas; the chart copes with no context.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  liveClient.start(`ws://test/${Math.random()}`);
  broker.mqtt!.emit('connect');
  return () => liveClient.stop();
});

const view = (over: Partial<CrashRoundView> = {}): CrashRoundView => ({
  roundId: 'crash-round-1',
  phase: 'betting',
  serverSeedHash: 'cd'.repeat(32),
  clientSeed: 'crash-round-1',
  nonce: 0,
  bettingEndsAt: new Date(Date.now() + 5_000).toISOString(),
  startedAt: null,
  multiplier: 1,
  crashPoint: null,
  serverSeed: null,
  ...over,
});

const betResult = (over: Partial<CrashBetResult> = {}): CrashBetResult => ({
  crashRoundId: 'crash-round-1',
  autoCashout: null,
  cashedOutAt: null,
  crashPoint: null,
  ...over,
});

function broadcast(topic: string, payload: unknown) {
  act(() => {
    broker.mqtt!.deliver(topic, payload);
    liveClient.flush();
  });
}

// Whole player flows (several calls and renders each): roomier than the 5 s default on a busy machine.
describe('Crash', { timeout: 20_000 }, () => {
  it('bets while bets are open, cashes out in flight and shows the crash with its seed', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.endsWith('/games/play/crash/table')) return json({ table: view() });
      if (url.includes('/games/play/crash/state')) return json({ round: null });
      if (url.endsWith('/crash/bet'))
        return json(
          roundAnswer('crash', betResult({ autoCashout: 2 }), {
            status: 'open',
            payout: null,
            bet: 10,
            balance: 990,
          }),
        );
      if (url.endsWith('/crash/cashout'))
        return json(
          roundAnswer('crash', betResult({ autoCashout: 2, cashedOutAt: 1.5, crashPoint: 3.1 }), {
            // A crash bet is played on its round's own seed pair.
            fairness: { serverSeedHash: 'cd'.repeat(32), clientSeed: 'crash-round-1', nonce: 0 },
            payout: 15,
            bet: 10,
            balance: 1005,
          }),
        );
      return undefined;
    });
    const onBalance = vi.fn();
    render(<CrashGame session={testSession('crash')} onBalance={onBalance} />);
    await screen.findByText(/Bets open · take-off in \ds/);

    fireEvent.change(screen.getByRole('textbox', { name: 'Bet' }), { target: { value: '10' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Auto cash-out/ }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await screen.findByText('Your bet of NGN 10.00 is in · auto cash-out 2.00×');
    const placed = callOf(fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/crash/bet'))!);
    expect(placed.body).toEqual({ sessionId: 'session-0001', bet: 10, autoCashout: 2 });
    expect(placed.headers['Idempotency-Key']).toBeTruthy();
    expect(onBalance).toHaveBeenLastCalledWith(990);

    broadcast('casino/crash/round', view({ phase: 'running', startedAt: new Date().toISOString() }));
    broadcast('casino/crash/tick', { roundId: 'crash-round-1', multiplier: 1.5 });
    await screen.findByText('In flight');
    await userEvent.click(screen.getByRole('button', { name: 'Cash out NGN 15.00' }));
    await screen.findByText('You cashed out at 1.50×: NGN 15.00');
    expect(onBalance).toHaveBeenLastCalledWith(1005);

    broadcast(
      'casino/crash/round',
      view({ phase: 'crashed', multiplier: 3.1, crashPoint: 3.1, serverSeed: 'the-revealed-seed' }),
    );
    await screen.findByText('Crashed at 3.10×');
    const point = screen.getByRole('link', { name: /Crashed at 3.10×, verify/ });
    expect(point.getAttribute('href')).toContain('serverSeed=the-revealed-seed');
    expect(point.getAttribute('href')).toContain('game=crash');
    // The player's own round gets the revealed seed too.
    const mine = screen.getByRole('link', { name: /^Verify Cashed out at 1.50×/ });
    expect(mine.getAttribute('href')).toContain('serverSeed=the-revealed-seed');
  });

  it('picks up an open bet after a reload and settles it when the round crashes', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.endsWith('/games/play/crash/table'))
        return json({ table: view({ phase: 'running', multiplier: 1.1 }) });
      if (url.includes('/games/play/crash/state'))
        return json({ round: roundAnswer('crash', betResult(), { status: 'open', payout: null, bet: 10 }) });
      if (url.endsWith('/crash/cashout'))
        return json(
          roundAnswer('crash', betResult({ crashPoint: 1.2 }), { payout: 0, bet: 10, balance: 990 }),
        );
      return undefined;
    });
    render(<CrashGame session={testSession('crash')} onBalance={() => {}} />);
    await screen.findByRole('button', { name: 'Cash out NGN 11.00' });

    broadcast(
      'casino/crash/round',
      view({ phase: 'crashed', multiplier: 1.2, crashPoint: 1.2, serverSeed: 's' }),
    );
    await screen.findByText('Crashed at 1.20× before you cashed out');
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).endsWith('/crash/cashout'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Wait for the next round' })).toBeTruthy();
  });

  it('shows why a bet was refused', async () => {
    mockFetch((url) => {
      if (url.endsWith('/games/play/crash/table')) return json({ table: view() });
      if (url.includes('/games/play/crash/state')) return json({ round: null });
      if (url.endsWith('/crash/bet'))
        return json({ message: 'Bets are closed for this round. Please wait for the next one.' }, 409);
      return undefined;
    });
    render(<CrashGame session={testSession('crash')} onBalance={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bet' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bets are closed for this round');
  });
});
