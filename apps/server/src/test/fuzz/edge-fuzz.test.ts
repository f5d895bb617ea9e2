// The edge fuzz: every registered route, with generated requests from its own schemas, as a signed-in
// player with money. A modest run here; `npm run fuzz` runs a long one. FUZZ_SEED replays a run.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundPlayer } from '../wallet.ts';
import { NO_BODY, type Draft } from './draft.ts';
import { judge } from './judge.ts';
import { formatReport } from './report.ts';
import { runFuzz } from './runner.ts';
import { installWriteRecorder, takeWrites } from './writes.ts';
import { buildWorld, type World } from './world.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_315);
const COUNT = 360;

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 120_000);
afterAll(() => world.t.close());

describe('edge fuzz', () => {
  it('answers every malformed request with a 4xx in the envelope and writes nothing', async () => {
    const report = await runFuzz(world, { count: COUNT, seed: SEED });
    const text = formatReport(report, { routes: false });
    // Every route was walked, in both phases.
    expect(Object.keys(report.byRoute), text).toHaveLength(report.routes);
    expect(report.findings, text).toEqual([]);
    expect(report.ledgerBreaches, text).toEqual([]);
  }, 240_000);
});

describe('the fuzzer can fail', () => {
  const draft = (defects: string[]): Draft => ({
    route: world.t.app.routeCatalog.find((r) => r.url === '/api/v2/bets/find-bet')!,
    params: {},
    query: {},
    headers: {},
    body: NO_BODY,
    contentType: 'application/json',
    caller: { kind: 'me' },
    signing: 'fresh',
    partner: 'good',
    idempotencyKey: null,
    defects,
    noise: [],
  });
  const answer = (statusCode: number, body: unknown, type = 'application/json') =>
    ({
      statusCode,
      body: JSON.stringify(body),
      headers: { 'content-type': type },
      json: () => body,
    }) as unknown as LightMyRequestResponse;

  it('flags a 5xx, a 4xx outside the envelope, an accepted defect and a write', () => {
    const envelope = { message: 'No.', code: 'BAD_REQUEST' };
    expect(judge(draft([]), answer(500, envelope), [])).toEqual(['5xx']);
    expect(judge(draft([]), answer(400, { error: 'no' }), [])).toEqual(['non-envelope-4xx']);
    expect(judge(draft(['control-char-body']), answer(200, {}), [])).toEqual(['accepted-defective']);
    const wrote = [{ table: 'bets', op: 'INSERT', count: 1 }];
    expect(judge(draft(['control-char-body']), answer(400, envelope), wrote)).toEqual(['write']);
    expect(judge(draft([]), answer(200, {}), wrote)).toEqual([]);
  });

  it('sees a write to a balance', async () => {
    await installWriteRecorder(world.t.db);
    await takeWrites(world.t.db);
    await fundPlayer(world.t, world.me.player.id, 100);
    const writes = await takeWrites(world.t.db);
    expect(writes.map((w) => w.table)).toEqual(
      expect.arrayContaining(['ledger_accounts', 'ledger_entries', 'ledger_transactions']),
    );
    expect(await takeWrites(world.t.db)).toEqual([]);
  });
});
