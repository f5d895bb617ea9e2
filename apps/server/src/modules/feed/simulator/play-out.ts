// Plays one simulated fixture to full time at once (pure, seeded): the bets module's simulation mode
// (isBooking 2) finds the fixture the feed simulator scheduled under that id, plays it with the same
// live-play model, and settles markets with the same settlement rules the feed sends.
import type { SportEventStatus } from '../messages.ts';
import type { SettledOutcome } from '../messages.ts';
import { SPORT_KEYS, type SportKey } from '../../market-data/sports.ts';
import { Calendar, FIXTURES_PER_DAY, type SimFixture } from './calendar.ts';
import { DEFAULT_ENGINE_OPTIONS } from './engine.ts';
import { matchModelFor, NO_DRIFT } from './live-play/index.ts';
import { Rng, seedFrom } from './rng.ts';
import { settleMarket, type MatchResult } from './settlement.ts';

/** The fixture a simulator with this seed schedules under `fixtureId` (ids are day × 10 000 + n). */
export function findSimFixture(
  seed: number | string,
  fixtureId: number,
  sports: readonly SportKey[] = SPORT_KEYS,
): SimFixture | undefined {
  // The same forks as SimulationEngine, so the calendar is the one the running feed uses.
  const calendar = new Calendar(new Rng(seedFrom(seed)).fork('calendar'), {
    lookaheadDays: DEFAULT_ENGINE_OPTIONS.lookaheadDays,
    sports,
  });
  return calendar.fixturesOfDay(Math.floor(fixtureId / FIXTURES_PER_DAY)).find((f) => f.id === fixtureId);
}

export interface PlayedOut {
  result: MatchResult;
  status: SportEventStatus;
}

/** Plays the match from kick-off to the end with `rng` (live play follows the true strengths). */
export function playOut(fixture: SimFixture, rng: Rng): PlayedOut {
  for (const event of matchModelFor(fixture).play(rng, fixture.startTime, NO_DRIFT)) {
    if (event.kind === 'end' && event.result) return { result: event.result, status: event.status };
  }
  throw new Error(`fixture ${fixture.id} never ended`);
}

/** A market's settlement on a finished match (null when the result does not decide it). */
export function settleOnResult(
  marketId: number,
  specifier: string,
  result: MatchResult,
): SettledOutcome[] | null {
  return settleMarket(marketId, specifier, { ...result, complete: true });
}
