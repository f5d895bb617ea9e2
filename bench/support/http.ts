// HTTP load: `concurrency` keep-alive clients POSTing for a warm-up then a measured window, either
// as fast as answered (closed loop) or at a fixed arrival rate (open loop), with signing headers
// refreshed every few seconds (not per request, so the client's crypto does not take CPU from the
// server on a small machine); answers throughput and latency percentiles.
import { Agent, request } from 'node:http';
import { CLIENT_ID, signingHeaders } from '@slipstream/domain';
import { config } from './server.ts';

export function post(
  agent: Agent,
  port: number,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  return new Promise((ok, fail) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => ok(res.statusCode ?? 0));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

export interface LoadResult {
  tps: number;
  ok: number;
  failures: Map<number, number>;
  p50: number;
  p99: number;
}

interface LoadOptions {
  /** The API's port, or several API processes' ports: each client keeps to one, as a balancer's connection does. */
  port: number | readonly number[];
  concurrency: number;
  warmupMs: number;
  measureMs: number;
  /** The i-th request: its path, extra headers and body. */
  next: (i: number) => { path: string; headers: Record<string, string>; body: string };
}

/** `concurrency` clients, each sending its next request as soon as its last one is answered. */
export function closedLoop(options: LoadOptions): Promise<LoadResult> {
  return load(options, null);
}

/**
 * Requests arriving at a fixed rate, served by at most `concurrency` clients at a time (the players).
 * A request's latency counts from when it was due, so time spent waiting for a free client counts too
 * (a slow server cannot hide behind fewer requests).
 */
export function openLoop(options: LoadOptions & { perSecond: number }): Promise<LoadResult> {
  return load(options, options.perSecond);
}

async function load(options: LoadOptions, perSecond: number | null): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  let signed = await signingHeaders(CLIENT_ID, config.CLIENT_CODE);
  const refresher = setInterval(() => {
    void signingHeaders(CLIENT_ID, config.CLIENT_CODE).then((h) => (signed = h));
  }, 5_000);
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const end = measureFrom + options.measureMs;
  let ok = 0;
  const failures = new Map<number, number>();
  const latencies: number[] = [];
  let i = 0;
  const ports = typeof options.port === 'number' ? [options.port] : options.port;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, client) => {
      const port = ports[client % ports.length]!;
      while (performance.now() < end) {
        const n = i++;
        let due = performance.now();
        if (perSecond !== null) {
          due = start + (n * 1000) / perSecond;
          if (due >= end) return;
          if (due > performance.now()) await sleep(due - performance.now());
        }
        const req = options.next(n);
        const status = await post(agent, port, req.path, { ...signed, ...req.headers }, req.body).catch(
          () => -1,
        );
        const now = performance.now();
        if (due < measureFrom || now > end) continue;
        latencies.push(now - due);
        if (status === 200) ok++;
        else failures.set(status, (failures.get(status) ?? 0) + 1);
      }
    }),
  );
  clearInterval(refresher);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    tps: ok / (options.measureMs / 1000),
    ok,
    failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const failureText = (failures: Map<number, number>): string =>
  [...failures].map(([code, n]) => `${n}×${code}`).join(', ') || 'none';
