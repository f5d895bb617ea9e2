import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../../api/match-centre.ts';
import { entry as timelineEntry } from './centre-test-data.test-helper.ts';
import { clockMomentum, gameMomentum } from './momentum.ts';

let id = 0;
const entry = (patch: Partial<TimelineEntry> & Pick<TimelineEntry, 'type'>): TimelineEntry =>
  timelineEntry({ id: ++id, ...patch });

describe('momentum', () => {
  it('weighs goals, shots and corners per spell, every spell of regular time drawn from the start', () => {
    const bars = clockMomentum(
      [
        entry({ type: 'period_start', periodName: '1st half' }),
        entry({ type: 'corner_kick', team: 'home', matchTime: 3 }),
        entry({ type: 'score_change', team: 'home', matchTime: 5 }),
        entry({ type: 'shot_off_target', team: 'away', matchTime: 6 }),
        entry({ type: 'yellow_card', team: 'away', matchTime: 7 }),
        entry({ type: 'shot_on_target', team: 'away', matchTime: 45, stoppageTime: 2 }),
      ],
      { minutes: 90, step: 5 },
    );
    expect(bars).toHaveLength(18);
    expect(bars[0]).toEqual({ label: "0'–5'", home: 4, away: 0 });
    expect(bars[1]).toEqual({ label: "5'–10'", home: 0, away: 1 });
    expect(bars[8]).toMatchObject({ away: 2 });
  });

  it('adds spells for overtime as it is played', () => {
    const bars = clockMomentum([entry({ type: 'score_change', team: 'away', matchTime: 63 })], {
      minutes: 60,
      step: 5,
    });
    expect(bars).toHaveLength(13);
    expect(bars[12]).toEqual({ label: "60'–65'", home: 0, away: 3 });
  });

  it('counts the points each side won in each tennis game, set by set', () => {
    const bars = gameMomentum([
      entry({ type: 'point', team: 'home', server: 'home', period: 1 }),
      entry({ type: 'point', team: 'away', server: 'home', period: 1 }),
      entry({ type: 'game_won', team: 'home', server: 'home', period: 1 }),
      entry({ type: 'game_won', team: 'away', server: 'away', period: 1 }),
      entry({ type: 'period_start', period: 2 }),
      entry({ type: 'point', team: 'away', server: 'home', period: 2 }),
    ]);
    expect(bars).toEqual([
      { label: 'Set 1, game 1', home: 2, away: 1 },
      { label: 'Set 1, game 2', home: 0, away: 1 },
      { label: 'Set 2, game 1', home: 0, away: 1 },
    ]);
  });
});
