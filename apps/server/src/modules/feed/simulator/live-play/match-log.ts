// What a match model notes beside the score as it plays: the timeline's incidents (handed out with
// the next play event, stamped with its time) and the statistics each side has so far. Incidents are
// drawn from a stream of their own, so the score and prices of a seeded match stay as they were.
import type { MatchStatistics, StatisticKey } from '../../../market-data/event-status.ts';
import type { MatchIncident } from '../../../market-data/match-timeline.ts';
import type { SportEventStatus } from '../../messages.ts';
import type { Rng } from '../rng.ts';

export type Side = 'home' | 'away';

/** An incident as a model notes it; the time is the play event's that carries it. */
export type Incident = Omit<MatchIncident, 'time'>;

/** The stream incidents are drawn from: a fork of the match's, so the match's own draws are untouched. */
export function incidentRng(rng: Rng): Rng {
  return rng.fork('incidents');
}

export class MatchLog {
  private pending: Incident[] = [];
  private readonly counts = new Map<StatisticKey, { home: number; away: number }>();

  /** Starts every statistic the sport reports at 0–0, in the order given. */
  constructor(statistics: readonly StatisticKey[]) {
    for (const key of statistics) this.counts.set(key, { home: 0, away: 0 });
  }

  note(incident: Incident): void {
    this.pending.push(incident);
  }

  count(key: StatisticKey, side: Side, by = 1): void {
    const c = this.counts.get(key);
    if (c) c[side] += by;
  }

  set(key: StatisticKey, home: number, away: number): void {
    this.counts.set(key, { home, away });
  }

  get(key: StatisticKey, side: Side): number {
    return this.counts.get(key)?.[side] ?? 0;
  }

  /** The incidents noted since the last call, stamped with `at`; undefined when there are none. */
  take(at: number): MatchIncident[] | undefined {
    if (this.pending.length === 0) return undefined;
    const out = this.pending.map((i) => ({ ...i, time: at }));
    this.pending = [];
    return out;
  }

  statistics(): MatchStatistics {
    const out: MatchStatistics = {};
    for (const [key, c] of this.counts) out[key] = { ...c };
    return out;
  }

  /** A model's status with the statistics so far (none before the start). */
  withStatistics(status: SportEventStatus): SportEventStatus {
    return status.status === 'not_started' ? status : { ...status, statistics: this.statistics() };
  }
}
