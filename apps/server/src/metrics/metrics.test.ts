// GET /metrics as Prometheus scrapes it: the runtime's figures, HTTP per route pattern, bets placed
// and refused, ledger transfers, the feed, the broker and the database pool; and the private
// listener of METRICS_PORT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import {
  coupon,
  fundedPlayer,
  placeBet,
  putFixture,
  sel,
  suspend,
} from '../modules/bets/bets.test-helpers.ts';
import { startMetricsServer } from './http-metrics.ts';
import { observeBroker, observeFeed, observePool } from './metrics.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function scrape(app = t): Promise<string> {
  const res = await app.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series in Prometheus text, or undefined when the series is absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    if (Object.entries(labels).every(([k, v]) => have.get(k) === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers Prometheus text with the runtime figures, without signing headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'slipstream_http_requests_total',
      'slipstream_http_request_duration_seconds',
      'slipstream_bets_placed_total',
      'slipstream_bets_refused_total',
      'slipstream_ledger_transfers_total',
      'slipstream_broker_connections',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
  });

  it('counts requests and latency by route pattern, never by raw URL', async () => {
    for (const id of [11, 12]) await t.call({ url: `/api/v2/auth/details/${id}` });
    const text = await scrape();
    const route = { method: 'GET', route: '/api/v2/auth/details/:clientId' };
    expect(valueOf(text, 'slipstream_http_requests_total', { ...route, status: '401' })).toBe(2);
    expect(valueOf(text, 'slipstream_http_request_duration_seconds_count', route)).toBe(2);
    expect(valueOf(text, 'slipstream_http_errors_total', { ...route, code: 'UNAUTHORIZED' })).toBe(2);
    expect(text).not.toContain('/api/v2/auth/details/11');
  });

  it('counts a placed bet, a refused one by its reason, and the ledger transfers', async () => {
    const before = await scrape();
    const placed = () => valueOf(before, 'slipstream_bets_placed_total', { bet_type: 'Single' }) ?? 0;
    const stakes = () => valueOf(before, 'slipstream_ledger_transfers_total', { kind: 'bet.stake' }) ?? 0;
    const placedBefore = placed();
    const stakesBefore = stakes();

    const [open, closed] = [501, 502];
    putFixture(t, open);
    putFixture(t, closed);
    suspend(t, closed);
    const p = await fundedPlayer(t, 100);
    expect((await placeBet(t, p, coupon([sel(open)], 10))).statusCode).toBe(200);
    const refused = await placeBet(t, p, coupon([sel(closed)], 10));
    expect(refused.json().code).toBe('BETSLIP_SELECTION_CLOSED');

    const after = await scrape();
    expect(valueOf(after, 'slipstream_bets_placed_total', { bet_type: 'Single' })).toBe(placedBefore + 1);
    expect(valueOf(after, 'slipstream_bets_refused_total', { reason: 'BETSLIP_SELECTION_CLOSED' })).toBe(1);
    expect(valueOf(after, 'slipstream_ledger_transfers_total', { kind: 'bet.stake' })).toBe(stakesBefore + 1);
  });

  it('shows the feed, the broker and the database pool', async () => {
    observeFeed({
      stats: {
        duplicate: 2,
        stale: 1,
        malformed: 0,
        unknownFixture: 0,
        failed: 0,
        byType: { odds_change: 7, alive: 3 },
      },
      cache: { feedTime: () => Date.now() - 4_000 },
      monitor: { isDown: (producer) => producer === 1 },
    });
    // Large figures: on TEST_DATABASE_URL the test databases' own pools are counted too.
    const pool = { totalCount: 12_000, idleCount: 4_000, waitingCount: 0, ended: false };
    observePool(pool);
    observeBroker(t.broker);
    await t.broker.publish('feeds/test', { ok: true });
    const text = await scrape();
    pool.ended = true;

    expect(valueOf(text, 'slipstream_feed_messages_total', { type: 'odds_change' })).toBe(7);
    expect(valueOf(text, 'slipstream_feed_messages_skipped_total', { reason: 'duplicate' })).toBe(2);
    expect(valueOf(text, 'slipstream_feed_producer_up', { producer: 'live' })).toBe(0);
    expect(valueOf(text, 'slipstream_feed_producer_up', { producer: 'prematch' })).toBe(1);
    expect(valueOf(text, 'slipstream_feed_lag_seconds')).toBeGreaterThanOrEqual(4);
    expect(valueOf(text, 'slipstream_broker_up')).toBe(1);
    expect(valueOf(text, 'slipstream_broker_connections')).toBe(0);
    expect(valueOf(text, 'slipstream_broker_messages_published_total')).toBe(1);
    const total = valueOf(text, 'slipstream_db_pool_connections', { state: 'total' }) ?? 0;
    const idle = valueOf(text, 'slipstream_db_pool_connections', { state: 'idle' }) ?? 0;
    expect(total - 12_000).toBeGreaterThanOrEqual(0);
    expect(total - 12_000).toBeLessThan(1_000);
    expect(idle - 4_000).toBeGreaterThanOrEqual(0);
    expect(idle - 4_000).toBeLessThan(1_000);
    expect(valueOf(text, 'slipstream_db_pool_waiting')).toBe(0);
  });
});

describe('METRICS_PORT', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await buildTestApp({ METRICS_PORT: 9 });
  });
  afterAll(() => other.close());

  it('moves /metrics to a private listener; the public port answers 404 there', async () => {
    const server = await startMetricsServer(0, '127.0.0.1');
    try {
      const hidden = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'No such endpoint: GET /metrics', code: 'NOT_FOUND' });

      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const base = `http://127.0.0.1:${address.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('# TYPE slipstream_http_requests_total counter');
      expect((await fetch(`${base}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
