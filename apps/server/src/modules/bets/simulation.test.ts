// Simulation mode: the slip's matches are played by the simulator's models with a seed, settled by the
// settlement code, answered match by match; play money never touches the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import { Calendar, dayOf } from '../feed/simulator/calendar.ts';
import { DEFAULT_ENGINE_OPTIONS } from '../feed/simulator/engine.ts';
import { Rng, seedFrom } from '../feed/simulator/rng.ts';
import { available, betsCall, coupon, fundedPlayer, putFixture, sel } from './bets.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ BET_LIVE_DELAY_MS: 0 });
});
afterAll(() => t.close());

function soccerFixtureIds(n: number): number[] {
  const calendar = new Calendar(new Rng(seedFrom(t.config.SIM_SEED)).fork('calendar'), {
    lookaheadDays: DEFAULT_ENGINE_OPTIONS.lookaheadDays,
    sports: DEFAULT_ENGINE_OPTIONS.sports,
  });
  return calendar
    .fixturesOfDay(dayOf(Date.now()))
    .filter((f) => f.sport === 'soccer')
    .slice(0, n)
    .map((f) => f.id);
}

describe('simulation', () => {
  it('plays the slip out with a seed and settles it, moving no money', async () => {
    const ids = soccerFixtureIds(2);
    for (const id of ids) putFixture(t, id);
    const p = await fundedPlayer(t, 100);
    const body = {
      ...coupon(
        ids.map((id) => sel(id, '1', 2)),
        10,
        { isBooking: 2 },
      ),
      seed: 42,
    };
    const res = await betsCall(t, p, 'POST', 'place-bet/12', body);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.matches).toHaveLength(2);
    for (const m of data.matches) {
      expect(m.score).toMatch(/^\d+:\d+$/);
      expect(['won', 'lost']).toContain(m.selections[0].result);
      const [home, away] = m.score.split(':').map(Number);
      expect(m.selections[0].result).toBe(home > away ? 'won' : 'lost');
    }
    const allWon = data.matches.every(
      (m: { selections: { result: string }[] }) => m.selections[0]!.result === 'won',
    );
    expect(data.totalReturn).toBe(allWon ? 40 : 0);
    expect(data.status).toBe(allWon ? 'won' : 'lost');
    // The same seed plays the same matches; visitors may simulate too.
    const again = await betsCall(t, null, 'POST', 'simulate', body);
    expect(again.json().data).toEqual(data);
    expect(await available(t, p.id)).toBe(10_000);
    await expectLedgerSound(t.db);
  });

  it('refuses a match the simulator does not know', async () => {
    putFixture(t, 9_999);
    const res = await betsCall(t, null, 'POST', 'simulate', coupon([sel(9_999)], 10));
    expect(res.statusCode).toBe(422);
  });
});
