// A settled bet keeps its match's final score: written on its legs when their lines settle after the
// final whistle (from the odds cache, or the fixture's stored row once the cache forgot it), shown by
// the detail and the history after the fixture closed, and never written from a match still in play.
// Money is untouched by it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerSound } from '../../test/ledger.ts';
import { writeBatch } from '../feed/ingestion/ingestion.repo.ts';
import type { SportEventStatus } from '../feed/messages.ts';
import type { CachedFixture } from '../market-data/odds-cache.ts';
import {
  available,
  betsCall,
  coupon,
  fundedPlayer,
  placeBet,
  putFixture,
  sel,
  settlementEvent,
} from './bets.test-helpers.ts';
import type { TestPlayer } from '../../test/users.ts';

let t: TestApp;
let next = 1_300;
const fid = () => ++next;

beforeAll(async () => {
  t = await buildTestApp({ BET_LIVE_DELAY_MS: 0 });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t.db));

const sink = () => t.modules.bets.settlement;
const won1x2 = { '1': 1, '2': 0, '3': 0 } as const;

function play(fixture: CachedFixture, status: 'live' | 'ended' | 'closed', home: number, away: number) {
  const eventStatus: SportEventStatus = {
    status,
    period: status === 'live' ? 2 : 0,
    period_name: status === 'live' ? '2nd half' : 'Ended',
    home_score: home,
    away_score: away,
    period_scores: [],
  };
  fixture.status = status;
  fixture.eventStatus = eventStatus;
}

async function detail(who: TestPlayer, id: number) {
  return (await betsCall(t, who, 'GET', String(id))).json().data;
}

async function firstInHistory(who: TestPlayer) {
  return (await betsCall(t, who, 'POST', 'history?page=1', {})).json().data[0];
}

describe('the final score kept on a bet', () => {
  it('is not written while the match is in play, then kept from the whistle through the close', async () => {
    const f = fid();
    const fixture = putFixture(t, f, { live: true });
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(f, '1', 2)], 10))).json();

    // A line decided in play (the feed settles some before the end): the score so far is not final.
    play(fixture, 'live', 1, 0);
    await sink().onSettlement(settlementEvent(f, won1x2));
    const paid = await available(t, p.id);
    expect(paid).toBe(11_000);
    expect((await detail(p, bet.betId)).selections[0]).toMatchObject({ score: '1:0', finalScore: null });

    // The confirmed settlement comes after the final whistle: now the score is final.
    play(fixture, 'ended', 2, 1);
    await sink().onSettlement(settlementEvent(f, won1x2, { certainty: 2 }));
    t.odds.remove(f);

    const d = await detail(p, bet.betId);
    expect(d).toMatchObject({ status: 'won', payout: 20 });
    expect(d.selections[0]).toMatchObject({ result: 'won', score: '2:1', finalScore: '2:1' });
    expect((await firstInHistory(p)).matches).toEqual([
      {
        matchId: f,
        eventName: `Home ${f} - Away ${f}`,
        homeTeam: `Home ${f}`,
        awayTeam: `Away ${f}`,
        finalScore: '2:1',
      },
    ]);
    // Keeping the score moved no money.
    expect(await available(t, p.id)).toBe(paid);
  });

  it('reads the fixture’s stored score when the cache has already forgotten the closed match', async () => {
    const f = fid();
    const fixture = putFixture(t, f, { live: true });
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(f, '3', 4)], 10))).json();

    play(fixture, 'closed', 0, 3);
    await writeBatch(t.db, {
      catalogue: [fixture],
      fixtures: [fixture],
      markets: [],
      outcomes: [],
      producers: [],
    });
    t.odds.remove(f);
    await sink().onSettlement(settlementEvent(f, { '1': 0, '2': 0, '3': 1 }, { certainty: 2 }));

    const d = await detail(p, bet.betId);
    expect(d).toMatchObject({ status: 'won', payout: 40 });
    expect(d.selections[0]).toMatchObject({ score: '0:3', finalScore: '0:3' });
  });

  it('keeps a score already stored when a later settlement knows none', async () => {
    const f = fid();
    const fixture = putFixture(t, f, { live: true });
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(f, '2', 3)], 10))).json();
    play(fixture, 'ended', 1, 1);
    const first = settlementEvent(f, { '1': 0, '2': 1, '3': 0 });
    await sink().onSettlement(first);
    t.odds.remove(f);
    // A correction of the same line after the fixture left the cache (and with no stored row).
    await sink().onSettlement(settlementEvent(f, { '1': 0, '2': 1, '3': 0 }, { certainty: 2 }));
    expect((await detail(p, bet.betId)).selections[0]).toMatchObject({ score: '1:1', finalScore: '1:1' });
  });

  it('is null on an open bet whose match has not started', async () => {
    const f = fid();
    putFixture(t, f);
    const p = await fundedPlayer(t, 100);
    const bet = (await placeBet(t, p, coupon([sel(f, '1', 2)], 10))).json();
    expect((await detail(p, bet.betId)).selections[0]).toMatchObject({ score: null, finalScore: null });
    expect((await firstInHistory(p)).matches[0].finalScore).toBeNull();
  });
});
