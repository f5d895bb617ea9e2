// What happens in a soccer minute besides goals: shots, corners, cards, substitutions and who has the
// ball. The stronger attack shoots and wins corners more often, in proportion to its scoring rate,
// so a match's statistics tell the same story as its score.
import type { Rng } from '../rng.ts';
import { MatchLog, type Side } from './match-log.ts';

export const SOCCER_STATISTICS = [
  'ball_possession',
  'shots_on_target',
  'shots_off_target',
  'corners',
  'yellow_cards',
  'yellow_red_cards',
  'red_cards',
  'substitutions',
] as const;

/** Per-minute chances as multiples of a side's scoring rate (about 4 shots on, 5 off, 5 corners a match). */
const SHOT_ON_TARGET_PER_GOAL_RATE = 2;
const SHOT_OFF_TARGET_PER_GOAL_RATE = 3;
const CORNER_PER_GOAL_RATE = 3.6;
const YELLOW_PER_MINUTE = 0.02;
/** Share of bookings that are a player's second. */
const SECOND_YELLOW_SHARE = 0.04;
const RED_PER_MINUTE = 0.001;
/** How far the stronger attack tilts possession, and how much a minute wanders around it. */
const POSSESSION_TILT = 0.3;
const POSSESSION_NOISE = 0.08;
const SIDES: readonly Side[] = ['home', 'away'];

/** The scoreboard minute: `23'` in the 23rd minute, `45+2'` in the second of stoppage time. */
export function soccerClock(half: 1 | 2, minute: number, halfMinutes: number) {
  const base = half === 1 ? 0 : halfMinutes;
  return minute <= halfMinutes
    ? { match_time: base + minute }
    : { match_time: base + halfMinutes, stoppage_time: minute - halfMinutes };
}

export class SoccerIncidents {
  readonly log = new MatchLog(SOCCER_STATISTICS);
  private possessionMinutes = 0;
  private homeBall = 0;
  /** Minutes of the current half in which each side makes a substitution. */
  private substitutions = new Map<number, Side[]>();

  constructor(
    private readonly rng: Rng,
    private readonly rate: { home: number; away: number },
    private readonly halfMinutes: number,
  ) {
    this.log.set('ball_possession', 50, 50);
  }

  /** A side makes three to five changes in the second half, the odd one at the break. */
  planSubstitutions(): void {
    this.substitutions = new Map();
    for (const side of SIDES) {
      const changes = this.rng.int(3, 5);
      for (let i = 0; i < changes; i++) {
        const minute = i === 0 && this.rng.chance(0.3) ? 1 : this.rng.int(10, this.halfMinutes - 2);
        this.substitutions.set(minute, [...(this.substitutions.get(minute) ?? []), side]);
      }
    }
  }

  goal(side: Side, half: 1 | 2, minute: number, score: { home: number; away: number }): void {
    this.log.count('shots_on_target', side);
    this.log.note({
      type: 'score_change',
      team: side,
      period: half,
      ...soccerClock(half, minute, this.halfMinutes),
      home_score: score.home,
      away_score: score.away,
    });
  }

  /** Everything but goals in minute `minute` of the half. */
  minute(half: 1 | 2, minute: number): void {
    const at = { period: half, ...soccerClock(half, minute, this.halfMinutes) };
    const note = (type: Parameters<MatchLog['note']>[0]['type'], team: Side) =>
      this.log.note({ type, team, ...at });
    for (const side of SIDES) {
      const rate = this.rate[side];
      if (this.rng.chance(Math.min(0.3, rate * SHOT_ON_TARGET_PER_GOAL_RATE))) {
        this.log.count('shots_on_target', side);
        note('shot_on_target', side);
      }
      if (this.rng.chance(Math.min(0.4, rate * SHOT_OFF_TARGET_PER_GOAL_RATE))) {
        this.log.count('shots_off_target', side);
        note('shot_off_target', side);
      }
      if (this.rng.chance(Math.min(0.3, rate * CORNER_PER_GOAL_RATE))) {
        this.log.count('corners', side);
        note('corner_kick', side);
      }
      if (this.rng.chance(YELLOW_PER_MINUTE)) {
        const second = this.rng.chance(SECOND_YELLOW_SHARE);
        this.log.count(second ? 'yellow_red_cards' : 'yellow_cards', side);
        note(second ? 'yellow_red_card' : 'yellow_card', side);
      }
      if (this.rng.chance(RED_PER_MINUTE)) {
        this.log.count('red_cards', side);
        note('red_card', side);
      }
    }
    if (half === 2) {
      for (const side of this.substitutions.get(minute) ?? []) {
        this.log.count('substitutions', side);
        note('substitution', side);
      }
    }
    this.possession();
  }

  private possession(): void {
    const { home, away } = this.rate;
    const tilt = 0.5 + (POSSESSION_TILT * (home - away)) / (home + away);
    const share = Math.min(0.75, Math.max(0.25, tilt + this.rng.normal(0, POSSESSION_NOISE)));
    this.possessionMinutes++;
    this.homeBall += share;
    const homePct = Math.round((100 * this.homeBall) / this.possessionMinutes);
    this.log.set('ball_possession', homePct, 100 - homePct);
  }
}
