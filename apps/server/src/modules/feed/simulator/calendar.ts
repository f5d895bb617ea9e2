// The fixture calendar: which matches are played on a given UTC day, who plays, when they kick off and
// when each is first announced. A pure function of (seed, day), so any day can be rebuilt at any time.
import { SPORT_KEYS, type SportKey } from '../../market-data/sports.ts';
import type { Rng } from './rng.ts';
import { Roster, type Competitor } from './world/competitors.ts';
import { TOURNAMENTS, type TournamentDef } from './world/tournaments.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Fixture ids are `day * FIXTURES_PER_DAY + n`: unique, stable for a seed, and small enough for an int column. */
export const FIXTURES_PER_DAY = 10_000;

export interface SimFixture {
  id: number;
  sport: SportKey;
  tournament: TournamentDef;
  home: Competitor;
  away: Competitor;
  startTime: number;
  /** When the fixture first appears in the feed. */
  publishTime: number;
}

export interface CalendarOptions {
  /** How many days ahead daily competitions are announced. */
  lookaheadDays: number;
  sports: readonly SportKey[];
}

export function dayOf(time: number): number {
  return Math.floor(time / DAY_MS);
}

/** Pairings of round `round` of a single round-robin (circle method); index pairs into the club list. */
export function roundRobinPairs(size: number, round: number): [number, number][] {
  const n = size % 2 === 0 ? size : size + 1; // an odd league gets a bye slot
  const r = round % (n - 1);
  const rotating = Array.from({ length: n - 1 }, (_, i) => 1 + ((i + r) % (n - 1)));
  const order = [0, ...rotating];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i] ?? 0;
    const b = order[n - 1 - i] ?? 0;
    if (a >= size || b >= size) continue;
    pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

export class Calendar {
  private readonly roster: Roster;

  constructor(
    private readonly rng: Rng,
    private readonly options: CalendarOptions,
  ) {
    this.roster = new Roster(rng.fork('roster'));
  }

  /** When the first fixture of `day` may be announced (so a day must be built by then). */
  firstPublishOf(day: number): number {
    return day * DAY_MS - this.options.lookaheadDays * DAY_MS;
  }

  /** Every fixture kicking off on `day` (UTC) in the covered sports, ordered by id. */
  fixturesOfDay(day: number): SimFixture[] {
    const out: SimFixture[] = [];
    let seq = 0;
    for (const sport of SPORT_KEYS) {
      for (const tournament of TOURNAMENTS[sport]) {
        const made = this.tournamentDay(sport, tournament, day);
        for (const fixture of made) {
          // Ids follow the fixed order of sports and tournaments, so filtering sports leaves ids unchanged.
          if (this.options.sports.includes(sport)) out.push({ ...fixture, id: day * FIXTURES_PER_DAY + seq });
          seq++;
        }
      }
    }
    return out;
  }

  private tournamentDay(sport: SportKey, tournament: TournamentDef, day: number): Omit<SimFixture, 'id'>[] {
    const rng = this.rng.fork('day', day, tournament.id);
    const competitors = this.roster.competitorsOf(tournament, sport);
    if (competitors.length < 2) return [];
    const dayStart = day * DAY_MS;
    const schedule = tournament.schedule;
    const matches: { startTime: number; home: Competitor; away: Competitor }[] = [];

    if (schedule.kind === 'daily') {
      const count = rng.int(schedule.perDay[0], schedule.perDay[1]);
      const [from, to] = schedule.hours;
      const kickoff = () => dayStart + from * HOUR_MS + rng.int(0, (to - from) * 4 - 1) * 15 * MINUTE_MS;
      if (tournament.competitors.kind === 'clubs') {
        const pairs = rng.shuffle(roundRobinPairs(competitors.length, day)).slice(0, count);
        for (const [h, a] of pairs) {
          matches.push({
            startTime: kickoff(),
            home: competitors[h] as Competitor,
            away: competitors[a] as Competitor,
          });
        }
      } else {
        const drawn = rng.shuffle(competitors).slice(0, 2 * count);
        for (let i = 0; i + 1 < drawn.length; i += 2) {
          matches.push({
            startTime: kickoff(),
            home: drawn[i] as Competitor,
            away: drawn[i + 1] as Competitor,
          });
        }
      }
    } else {
      const [from, to] = schedule.hours ?? [0, 24];
      // Stagger rolling competitions so their kick-offs do not all coincide.
      const offset = (tournament.id * 7) % schedule.everyMinutes;
      for (let minute = from * 60 + offset; minute < to * 60; minute += schedule.everyMinutes) {
        const [home, away] = rng.shuffle(competitors).slice(0, 2) as [Competitor, Competitor];
        matches.push({ startTime: dayStart + minute * MINUTE_MS, home, away });
      }
    }

    matches.sort((x, y) => x.startTime - y.startTime);
    return matches.map((m) => ({
      ...m,
      sport,
      tournament,
      publishTime: this.publishTime(rng, schedule.kind, m.startTime, day),
    }));
  }

  /**
   * Daily competitions are announced `lookaheadDays` ahead, spread over a day so new fixtures appear
   * continuously; rolling ones 12–24 hours ahead, as the round-the-clock leagues are.
   */
  private publishTime(rng: Rng, kind: 'daily' | 'rolling', startTime: number, day: number): number {
    const latest = startTime - HOUR_MS;
    if (kind === 'rolling')
      return Math.max(this.firstPublishOf(day), startTime - Math.round(rng.range(12, 24) * HOUR_MS));
    return Math.min(latest, this.firstPublishOf(day) + Math.floor(rng.next() * DAY_MS));
  }
}
