// What a match centre shows differently per sport: what its periods are called in the score table,
// how long its clock runs (for the momentum chart), and whether it is played point by point (tennis:
// games and points with the server). Sports by the feed's ids, as the sports API gives them.
import { ordinal } from '@slipstream/domain';
import type { MatchCentre } from '../../../api/match-centre.ts';

const SOCCER = 1;
const BASKETBALL = 2;
const ICE_HOCKEY = 4;
const TENNIS = 5;
const TABLE_TENNIS = 20;
const VOLLEYBALL = 23;

export interface CentreSport {
  /** The score table's column head of a period (`1H`, `Q3`, `P2`, `OT`, `S1`, `G4`). */
  periodLabel(period: MatchCentre['periodScores'][number]): string;
  /** The spoken name of that column (`1st half`, `3rd quarter`, `Overtime`). */
  periodName(period: MatchCentre['periodScores'][number]): string;
  /** Clock sports: minutes of regular time and the momentum chart's step; null when not on a clock. */
  clock: { minutes: number; step: number } | null;
  /** Tennis: points, games and the server make the timeline. */
  pointByPoint: boolean;
}

function sport(short: string, word: string, clock: CentreSport['clock'], pointByPoint = false): CentreSport {
  return {
    periodLabel: (p) =>
      p.type === 'overtime' ? 'OT' : p.type === 'penalties' ? 'SO' : `${short}${p.number}`,
    periodName: (p) =>
      p.type === 'overtime'
        ? 'Overtime'
        : p.type === 'penalties'
          ? 'Shoot-out'
          : `${ordinal(p.number)} ${word}`,
    clock,
    pointByPoint,
  };
}

const SPORTS: Record<number, CentreSport> = {
  [SOCCER]: {
    ...sport('', 'half', { minutes: 90, step: 5 }),
    periodLabel: (p) => (p.type === 'regular' ? `${p.number}H` : p.type === 'overtime' ? 'ET' : 'Pen'),
  },
  [BASKETBALL]: sport('Q', 'quarter', { minutes: 48, step: 4 }),
  [ICE_HOCKEY]: sport('P', 'period', { minutes: 60, step: 5 }),
  [TENNIS]: sport('S', 'set', null, true),
  [VOLLEYBALL]: sport('S', 'set', null),
  [TABLE_TENNIS]: sport('G', 'game', null),
};

const OTHER = sport('', 'period', null);

export function centreSport(sportId: number): CentreSport {
  return SPORTS[sportId] ?? OTHER;
}
