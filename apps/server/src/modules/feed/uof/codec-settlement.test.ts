// The settlement rules in the provider's XML: a dead heat's factor, a bet_cancel's window and the
// rollback of that cancellation are written as the provider writes them and read back unchanged,
// by hand and over a simulated world that produces all of them.
import { describe, expect, it } from 'vitest';
import { HIGHEST_SCORING_PERIOD, HIGHEST_SCORING_QUARTER } from '../../market-data/markets.ts';
import { SPORTS, sportKeyOf, type SportKey } from '../../market-data/sports.ts';
import { feedMessageSchema, type FeedMessage } from '../messages.ts';
import { HOUR_MS } from '../simulator/calendar.ts';
import { SimulationEngine } from '../simulator/engine.ts';
import { decodeFeedXml } from './decode.ts';
import { encodeFeedMessage, type EncodeContext, type OddsFeedMessage } from './encode.ts';
import { MatchStatuses } from './match-status.ts';

const statuses = new MatchStatuses();
const hockey: EncodeContext = { sport: { key: 'ice_hockey', id: SPORTS.ice_hockey.id } };

/** The message as the adapter reads it back from its own XML. */
function roundTrip(
  message: OddsFeedMessage,
  context: EncodeContext = hockey,
): { xml: string; read: FeedMessage } {
  const { xml } = encodeFeedMessage(message, context);
  const decoded = decodeFeedXml(xml, statuses);
  if (decoded.kind !== 'feed') throw new Error(`read as ${decoded.kind}`);
  return { xml, read: feedMessageSchema.parse(decoded.message) };
}

const head = { event_id: 2_014_120_001, producer: 1 as const, timestamp: 1_741_990_000_000 };

describe('settlement rules in the provider’s XML', () => {
  it('writes a dead heat’s factor on each outcome that shares the win, and reads it back', () => {
    const message: OddsFeedMessage = {
      type: 'bet_settlement',
      ...head,
      certainty: 1,
      markets: [
        {
          id: HIGHEST_SCORING_PERIOD,
          specifier: '',
          outcomes: [
            { id: '1', result: 1, void_factor: 0, dead_heat_factor: 0.5 },
            { id: '2', result: 0, void_factor: 0, dead_heat_factor: 1 },
            { id: '3', result: 1, void_factor: 0, dead_heat_factor: 0.5 },
          ],
        },
        {
          id: HIGHEST_SCORING_QUARTER,
          specifier: '',
          outcomes: [1, 2, 3, 4].map((n) => ({
            id: String(n),
            result: n < 4 ? (1 as const) : (0 as const),
            void_factor: 0 as const,
            dead_heat_factor: n < 4 ? 1 / 3 : 1,
          })),
        },
      ],
    };
    const { xml, read } = roundTrip(message);
    expect(xml).toContain(`<market id="${HIGHEST_SCORING_PERIOD}">`);
    expect(xml).toContain('<outcome id="1" result="1" dead_heat_factor="0.5"/>');
    // A factor of 1 is the schema's default and left out, as the provider does.
    expect(xml).toContain('<outcome id="2" result="0"/>');
    expect(read).toEqual(message);
  });

  it('writes a bet_cancel’s window and the same window on its rollback', () => {
    const window = { start_time: head.timestamp - 45_000, end_time: head.timestamp };
    const markets = [{ id: 18, specifier: 'total=5.5' }];
    for (const type of ['bet_cancel', 'rollback_bet_cancel'] as const) {
      const message: OddsFeedMessage = { type, ...head, ...window, markets };
      const { xml, read } = roundTrip(message);
      expect(xml).toContain(`start_time="${window.start_time}" end_time="${window.end_time}"`);
      expect(xml).toContain('<market id="18" specifiers="total=5.5"/>');
      expect(read).toEqual(message);
    }
    // Without a window every bet on the market is void: no times are written.
    const whole: OddsFeedMessage = { type: 'bet_cancel', ...head, markets };
    const { xml, read } = roundTrip(whole);
    expect(xml).not.toContain('start_time');
    expect(read).toEqual(whole);
  });

  it('reads back every dead heat, windowed cancellation and rollback of a simulated world', () => {
    const engine = new SimulationEngine({
      seed: 23,
      sports: ['ice_hockey', 'basketball'],
      lookaheadDays: 1,
      rollbackRate: 1,
      betCancelWindowRate: 1,
      betCancelRollbackRate: 1,
    });
    const T0 = Date.UTC(2025, 2, 15, 14, 7, 0);
    const stream = [...engine.start(T0), ...engine.advanceTo(T0 + 6 * HOUR_MS)];
    const sportOf = new Map<number, SportKey>();
    const seen = { deadHeats: 0, windows: 0, cancelRollbacks: 0, settlementRollbacks: 0 };
    for (const message of stream) {
      if (message.type === 'fixture_change')
        sportOf.set(message.event_id, sportKeyOf(message.fixture.sport.id)!);
      if (
        message.type !== 'bet_settlement' &&
        message.type !== 'bet_cancel' &&
        message.type !== 'rollback_bet_cancel' &&
        message.type !== 'rollback_bet_settlement'
      )
        continue;
      const key = sportOf.get(message.event_id)!;
      expect(roundTrip(message, { sport: { key, id: SPORTS[key].id } }).read).toEqual(message);
      if (message.type === 'bet_settlement')
        seen.deadHeats += message.markets.filter((m) =>
          m.outcomes.some((o) => o.dead_heat_factor < 1),
        ).length;
      if (message.type === 'bet_cancel' && message.start_time !== undefined) seen.windows++;
      if (message.type === 'rollback_bet_cancel') seen.cancelRollbacks++;
      if (message.type === 'rollback_bet_settlement') seen.settlementRollbacks++;
    }
    expect(seen.deadHeats).toBeGreaterThan(0);
    expect(seen.windows).toBeGreaterThan(0);
    expect(seen.cancelRollbacks).toBeGreaterThan(0);
    expect(seen.settlementRollbacks).toBeGreaterThan(0);
  });
});
