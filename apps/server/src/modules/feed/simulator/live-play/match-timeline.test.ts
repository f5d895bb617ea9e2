import { describe, expect, it } from 'vitest';
import { timelineEntrySchema } from '../../messages.ts';
import { SPORT_KEYS, type SportKey } from '../../../market-data/sports.ts';
import { Calendar, type SimFixture } from '../calendar.ts';
import { Rng } from '../rng.ts';
import { matchModelFor, NO_DRIFT, type PlayEvent } from './index.ts';

const DAY = 20_200;

function fixtureOf(sport: SportKey, n = 0): SimFixture {
  const calendar = new Calendar(new Rng(7), { lookaheadDays: 2, sports: [sport] });
  const fixture = calendar.fixturesOfDay(DAY)[n];
  if (!fixture) throw new Error(`no ${sport} fixture`);
  return fixture;
}

function play(fixture: SimFixture, seed: number): PlayEvent[] {
  return [...matchModelFor(fixture).play(new Rng(seed), fixture.startTime, NO_DRIFT)];
}

const entriesOf = (events: readonly PlayEvent[]) =>
  events.flatMap((e) => (e.timeline ?? []).map((incident) => ({ incident, event: e })));

describe.each(SPORT_KEYS)('the timeline and statistics of live play: %s', (sport) => {
  const fixture = fixtureOf(sport);
  const events = play(fixture, 11);

  it('notes well-formed entries at their event’s time, from the first period’s start to the end', () => {
    const entries = entriesOf(events);
    entries.forEach(({ incident, event }, i) => {
      expect(timelineEntrySchema.safeParse({ id: i + 1, ...incident }).error).toBeUndefined();
      expect(incident.time).toBe(event.at);
    });
    expect(entries[0]?.incident).toMatchObject({ type: 'period_start', period: 1 });
    expect(entries.at(-1)?.incident.type).toBe('match_ended');
    expect(entries.at(-1)?.event.kind).toBe('end');
  });

  it('reports statistics from kick-off on, that only grow (possession aside)', () => {
    let last: Record<string, { home: number; away: number }> = {};
    for (const e of events) {
      const stats = e.status.statistics;
      expect(stats).toBeDefined();
      for (const [key, count] of Object.entries(stats ?? {})) {
        if (key === 'ball_possession') {
          expect(count.home + count.away).toBe(100);
          continue;
        }
        expect(count.home).toBeGreaterThanOrEqual(last[key]?.home ?? 0);
        expect(count.away).toBeGreaterThanOrEqual(last[key]?.away ?? 0);
      }
      last = stats ?? {};
    }
  });

  it('notes the same timeline for the same seed', () => {
    expect(entriesOf(play(fixture, 11)).map((e) => e.incident)).toEqual(
      entriesOf(events).map((e) => e.incident),
    );
  });
});

describe('a soccer match’s timeline', () => {
  // Several matches, so that goals, cards and substitutions all happen.
  const matches = [0, 1, 2, 3].map((n) => play(fixtureOf('soccer', n), 20 + n));

  it('notes each goal with the score it leaves, carried by the event whose status shows that score', () => {
    let goals = 0;
    for (const events of matches) {
      const final = events.at(-1)!.status;
      const scored = entriesOf(events).filter((e) => e.incident.type === 'score_change');
      goals += scored.length;
      for (const { incident, event } of scored) {
        expect(incident.team).toMatch(/^(home|away)$/);
        expect(incident.match_time).toBeGreaterThan(0);
        // The last goal of an event leaves the score the event's status shows.
        const lastOfEvent = (event.timeline ?? []).filter((i) => i.type === 'score_change').at(-1);
        if (lastOfEvent === incident) {
          expect([incident.home_score, incident.away_score]).toEqual([
            event.status.home_score,
            event.status.away_score,
          ]);
        }
      }
      expect(scored.filter((e) => e.incident.team === 'home')).toHaveLength(final.home_score);
      expect(scored.filter((e) => e.incident.team === 'away')).toHaveLength(final.away_score);
      expect(scored.at(-1)?.incident).toMatchObject({
        home_score: final.home_score,
        away_score: final.away_score,
      });
      // Every goal was a shot on target.
      const shots = final.statistics?.shots_on_target;
      expect((shots?.home ?? 0) + (shots?.away ?? 0)).toBeGreaterThanOrEqual(
        final.home_score + final.away_score,
      );
    }
    expect(goals).toBeGreaterThan(0);
  });

  it('counts in the statistics exactly the cards, corners and substitutions on the timeline', () => {
    const seen = new Set<string>();
    for (const events of matches) {
      const entries = entriesOf(events).map((e) => e.incident);
      const stats = events.at(-1)!.status.statistics ?? {};
      const pairs = [
        ['corner_kick', 'corners'],
        ['yellow_card', 'yellow_cards'],
        ['yellow_red_card', 'yellow_red_cards'],
        ['red_card', 'red_cards'],
        ['substitution', 'substitutions'],
      ] as const;
      for (const [type, key] of pairs) {
        for (const side of ['home', 'away'] as const) {
          const noted = entries.filter((i) => i.type === type && i.team === side).length;
          expect(stats[key]?.[side] ?? 0, `${type} ${side}`).toBe(noted);
        }
      }
      for (const e of entries) seen.add(e.type);
      expect(entries.filter((i) => i.type === 'period_start').map((i) => i.period_name)).toEqual([
        '1st half',
        '2nd half',
      ]);
      expect(entries.filter((i) => i.type === 'break_start').map((i) => i.period_name)).toEqual(['Halftime']);
      // Substitutions come in the second half; stoppage time shows as 45+n or 90+n.
      expect(entries.filter((i) => i.type === 'substitution').every((i) => i.period === 2)).toBe(true);
      for (const i of entries.filter((x) => x.stoppage_time !== undefined))
        expect([45, 90]).toContain(i.match_time);
    }
    for (const type of ['score_change', 'corner_kick', 'yellow_card', 'substitution', 'shot_off_target'])
      expect(seen, type).toContain(type);
  });
});

describe('a tennis match’s timeline', () => {
  const events = play(fixtureOf('tennis'), 5);
  const entries = entriesOf(events).map((e) => e.incident);

  it('notes every point and game with its server, and the games each game leaves', () => {
    const points = entries.filter((i) => i.type === 'point' || i.type === 'game_won');
    const won = events.at(-1)!.status.statistics?.points_won;
    expect(points.length).toBe((won?.home ?? 0) + (won?.away ?? 0));
    for (const p of points) expect(p.server).toMatch(/^(home|away)$/);
    for (const p of entries.filter((i) => i.type === 'point')) expect(p.point_score).toBeDefined();
    // The last game of each set leaves that set's score in games.
    const final = events.at(-1)!.status;
    for (const set of final.period_scores) {
      const lastGame = entries.filter((i) => i.type === 'game_won' && i.period === set.number).at(-1);
      expect(lastGame).toMatchObject({ home_score: set.home, away_score: set.away });
    }
    // A break is a game won against the serve (outside a tie-break).
    const breaks = final.statistics?.breaks;
    const against = entries.filter((i) => i.type === 'game_won' && i.team !== i.server).length;
    expect((breaks?.home ?? 0) + (breaks?.away ?? 0)).toBeLessThanOrEqual(against);
  });
});
