// The provider's HTTP API as the adapter reads it, against the simulator serving it: the producers
// and market descriptions, and each refusal as its own error with the provider's words; then a feed
// process whose token is refused at start, which must stay up with its producers down.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedBroker } from '../../../broker/embedded-broker.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { MARKETS } from '../../market-data/markets.ts';
import { OddsCache } from '../../market-data/odds-cache.ts';
import { createIngestion } from '../ingestion/ingest.ts';
import { PRODUCER } from '../messages.ts';
import { ManualClock } from '../simulator/clock.ts';
import { capturingLog } from './capturing-log.ts';
import {
  ProviderAccessRefused,
  ProviderApi,
  ProviderBadRequest,
  ProviderNotFound,
  ProviderUnavailable,
} from './provider-api.ts';
import { createSimulatedProviderApi } from './simulated-provider-api.ts';
import { SimulatedUofProvider } from './simulated-provider.ts';
import { UofFeedSource } from './uof-source.ts';

const TOKEN = 'the-right-token';
const NOW = Date.UTC(2025, 2, 15, 14, 0, 0);
const MINUTE = 60_000;

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  // Nothing is published: the provider is never started, its API alone answers.
  const provider = new SimulatedUofProvider({
    source: { name: 'nothing', start: () => undefined, stop: () => Promise.resolve() },
    amqpUrl: 'amqp://127.0.0.1:1',
    exchange: 'unused',
    now: () => NOW,
  });
  app = createSimulatedProviderApi(provider, TOKEN, { now: () => NOW });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
});

/** What a call rejected with. */
async function refusal(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (err: unknown) => err,
  );
}

describe('the provider’s API, as the simulator serves it', () => {
  it('lists the live and pre-match producers with their recovery windows', async () => {
    const producers = await new ProviderApi(url, TOKEN).producers();
    expect(producers).toEqual([
      expect.objectContaining({
        id: PRODUCER.live,
        active: true,
        apiUrl: `${url}/v1/liveodds/`,
        recoveryWindowMinutes: 600,
      }),
      expect.objectContaining({
        id: PRODUCER.prematch,
        apiUrl: `${url}/v1/pre/`,
        recoveryWindowMinutes: 4_320,
      }),
    ]);
  });

  it('describes every market of the catalogue with its name template, outcomes and specifiers', async () => {
    const { markets, unreadable } = await new ProviderApi(url, TOKEN).marketDescriptions();
    expect(unreadable).toBe(0);
    expect(markets.map((m) => m.id).sort()).toEqual(MARKETS.map((m) => m.id).sort());
    expect(markets.find((m) => m.id === 202)).toEqual({
      id: 202,
      variant: '',
      name: '{!setnr} set - winner',
      groups: ['all', 'sets'],
      outcomes: [
        { id: '4', name: '{$competitor1}' },
        { id: '5', name: '{$competitor2}' },
      ],
      specifiers: [{ name: 'setnr', type: 'integer' }],
    });
  });
});

describe('the provider’s refusals, each its own error with the provider’s words', () => {
  it('a wrong token: 403, access refused, for every call', async () => {
    const api = new ProviderApi(url, 'a-wrong-token');
    const calls = [
      api.matchStatuses(),
      api.producers(),
      api.marketDescriptions(),
      api.fixture(1),
      api.requestRecovery({ producer: PRODUCER.live, requestId: 1, nodeId: '1', after: undefined }),
    ];
    for (const call of calls) {
      const err = await refusal(call);
      expect(err).toBeInstanceOf(ProviderAccessRefused);
      expect(err).toMatchObject({ status: 403 });
      expect((err as ProviderAccessRefused).providerMessage).toContain('access token');
    }
  });

  it('a recovery reaching past the producer’s window: 400, a bad request, saying why', async () => {
    const api = new ProviderApi(url, TOKEN);
    const request = { producer: PRODUCER.live, requestId: 7, nodeId: '1' } as const;
    const err = await refusal(api.requestRecovery({ ...request, after: NOW - 601 * MINUTE }));
    expect(err).toBeInstanceOf(ProviderBadRequest);
    expect(err).toMatchObject({ status: 400 });
    expect((err as ProviderBadRequest).providerMessage).toContain('600 minutes');
    expect((err as Error).message).toContain('/v1/liveodds/recovery/initiate_request');
    // Inside the window, and without `after`, the same request is accepted.
    await api.requestRecovery({ ...request, after: NOW - 599 * MINUTE });
    await api.requestRecovery({ ...request, after: undefined });
  });

  it('a recovery with a request id that is not a whole number: 400, a bad request', async () => {
    const api = new ProviderApi(url, TOKEN);
    const err = await refusal(
      api.requestRecovery({ producer: PRODUCER.prematch, requestId: -1, nodeId: '1', after: undefined }),
    );
    expect(err).toBeInstanceOf(ProviderBadRequest);
    expect((err as ProviderBadRequest).providerMessage).toContain('request_id');
  });

  it('a match the provider does not know: 404, not found', async () => {
    const err = await refusal(new ProviderApi(url, TOKEN).fixture(987_654));
    expect(err).toBeInstanceOf(ProviderNotFound);
    expect((err as ProviderNotFound).providerMessage).toContain('sr:match:987654');
  });

  it('a provider that fails or does not answer: unavailable, to be asked again later', async () => {
    const failing: typeof fetch = () =>
      Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }));
    const failed = await refusal(new ProviderApi(url, TOKEN, failing).producers());
    expect(failed).toBeInstanceOf(ProviderUnavailable);
    expect(failed).toMatchObject({ status: 502, providerMessage: undefined });

    const silent: typeof fetch = () =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'));
    const timedOut = await refusal(new ProviderApi(url, TOKEN, silent).matchStatuses());
    expect(timedOut).toBeInstanceOf(ProviderUnavailable);
    expect(timedOut).toMatchObject({ status: null });
  });
});

describe('a feed process whose token the provider refuses at start', () => {
  it('says the token is refused, keeps its producers down and stays up, without asking again at once', async () => {
    const database = await createTestDatabase();
    const broker = await createEmbeddedBroker();
    const clock = new ManualClock(NOW);
    const cache = new OddsCache();
    const log = capturingLog();
    const asked: string[] = [];
    const counting: typeof fetch = (input, init) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    };
    const ingestion = createIngestion({
      db: database.db,
      broker,
      cache,
      clock,
      log,
      producerTimeoutMs: 30_000,
      acknowledgingSource: true,
    });
    const source = new UofFeedSource({
      amqpUrl: 'amqp://127.0.0.1:1',
      exchange: 'unused',
      queue: 'unused',
      apiUrl: url,
      accessToken: 'an-expired-token',
      db: database.db,
      nodeId: '1',
      since: {},
      silenceMs: 30_000,
      log,
      commit: () => ingestion.commit(),
      fetch: counting,
      connect: () => Promise.reject(new Error('the feed must not connect with a refused token')),
    });
    try {
      await ingestion.start(source);
      await vi.waitFor(() => expect(log.said('error', 'refused our access token')).toHaveLength(1));
      expect(log.said('error', 'refused our access token')[0]!.obj).toMatchObject({
        providerMessage: expect.stringContaining('access token'),
        retryInMs: 5 * MINUTE,
      });
      // The next try is minutes away, not a loop.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(asked).toEqual(['/v1/descriptions/en/match_status.xml']);
      // No alive arrives: the producers go down, their markets suspended, and stay so.
      clock.advance(31_000);
      expect(cache.isProducerDown(PRODUCER.live)).toBe(true);
      expect(cache.isProducerDown(PRODUCER.prematch)).toBe(true);
      expect(source.isRecovering(PRODUCER.live)).toBe(true);
    } finally {
      // Stopping wakes the wait for the next try: it does not hold the process for minutes.
      await ingestion.stop();
      await broker.close();
      await database.dispose();
    }
    // A fresh migrated database takes most of it.
  }, 90_000);
});
