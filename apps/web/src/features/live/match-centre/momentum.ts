// The momentum chart's bars, drawn from the timeline: on a clock, each spell of a few minutes gets
// each side's pressure (a goal 3, a shot on target 2, a shot off target or a corner 1); in tennis,
// each game gets the points each side won. Regular time always has all its spells, so the chart
// does not change width as the match goes on.
import type { TimelineEntry, TimelineEventType } from '../../../api/match-centre.ts';

export interface MomentumBar {
  /** `0'–5'` on a clock, `Set 1, game 3` in tennis. */
  label: string;
  home: number;
  away: number;
}

const PRESSURE: Partial<Record<TimelineEventType, number>> = {
  score_change: 3,
  shot_on_target: 2,
  shot_off_target: 1,
  corner_kick: 1,
};

export function clockMomentum(
  timeline: readonly TimelineEntry[],
  clock: { minutes: number; step: number },
): MomentumBar[] {
  const spells = Math.ceil(clock.minutes / clock.step);
  const bars: MomentumBar[] = [];
  const bar = (i: number): MomentumBar => {
    while (bars.length <= i) {
      const from = bars.length * clock.step;
      bars.push({ label: `${from}'–${from + clock.step}'`, home: 0, away: 0 });
    }
    return bars[i] as MomentumBar;
  };
  bar(spells - 1);
  for (const entry of timeline) {
    const weight = PRESSURE[entry.type];
    if (!weight || !entry.team || entry.matchTime === null) continue;
    // Stoppage time counts in the spell that ends the half; the minute `5'` is the first spell's last.
    const spell = Math.max(0, Math.ceil(entry.matchTime / clock.step) - 1);
    bar(spell)[entry.team] += weight;
  }
  return bars;
}

/** Tennis: the points each side won in each game, the last `limit` games. */
export function gameMomentum(timeline: readonly TimelineEntry[], limit = 24): MomentumBar[] {
  const bars: MomentumBar[] = [];
  let current: MomentumBar | null = null;
  let set = 0;
  let game = 0;
  for (const entry of timeline) {
    if (entry.type !== 'point' && entry.type !== 'game_won') continue;
    if (!entry.team) continue;
    if (entry.period !== set) {
      set = entry.period;
      game = 0;
    }
    if (!current) {
      game += 1;
      current = { label: `Set ${set}, game ${game}`, home: 0, away: 0 };
      bars.push(current);
    }
    current[entry.team] += 1;
    if (entry.type === 'game_won') current = null;
  }
  return bars.slice(-limit);
}
