// Match statuses as the Unified Odds Feed numbers them: a sport event status carries a code
// (`match_status`, and one per period score), and the provider publishes what each code means at
// GET /v1/descriptions/{lang}/match_status.xml. The adapter reads the provider's list; the simulator,
// acting as the provider, publishes this one. The codes are the provider's own where it has the
// status; the two table-tennis game names it lacks are given codes from 1001 up.
import { ordinal } from '@slipstream/domain';
import type { SportKey } from '../../market-data/sports.ts';

export interface MatchStatusDescription {
  id: number;
  description: string;
}

export const MATCH_STATUS_DESCRIPTIONS: readonly MatchStatusDescription[] = [
  { id: 0, description: 'Not started' },
  { id: 1, description: '1st period' },
  { id: 2, description: '2nd period' },
  { id: 3, description: '3rd period' },
  { id: 6, description: '1st half' },
  { id: 7, description: '2nd half' },
  { id: 8, description: '1st set' },
  { id: 9, description: '2nd set' },
  { id: 10, description: '3rd set' },
  { id: 11, description: '4th set' },
  { id: 12, description: '5th set' },
  { id: 13, description: '1st quarter' },
  { id: 14, description: '2nd quarter' },
  { id: 15, description: '3rd quarter' },
  { id: 16, description: '4th quarter' },
  { id: 31, description: 'Halftime' },
  { id: 40, description: 'Overtime' },
  { id: 50, description: 'Penalties' },
  { id: 80, description: 'Pause' },
  { id: 100, description: 'Ended' },
  { id: 1001, description: '1st game' },
  { id: 1002, description: '2nd game' },
  { id: 1003, description: '3rd game' },
  { id: 1004, description: '4th game' },
  { id: 1005, description: '5th game' },
  { id: 1006, description: '6th game' },
  { id: 1007, description: '7th game' },
];

/** Looks descriptions up both ways; built from the provider's list (or the one above). */
export class MatchStatuses {
  private readonly byId = new Map<number, string>();
  private readonly byName = new Map<string, number>();

  constructor(descriptions: readonly MatchStatusDescription[] = MATCH_STATUS_DESCRIPTIONS) {
    for (const { id, description } of descriptions) {
      this.byId.set(id, description);
      if (!this.byName.has(description.toLowerCase())) this.byName.set(description.toLowerCase(), id);
    }
  }

  /** The bettor's words for a code; an unknown code reads as the bare number rather than failing the message. */
  nameOf(code: number): string {
    return this.byId.get(code) ?? `Status ${code}`;
  }

  codeOf(name: string): number | undefined {
    return this.byName.get(name.toLowerCase());
  }
}

/** What a sport calls its regular periods: `1st half`, `3rd quarter`, `2nd set`, `1st game`. */
const PERIOD_WORD: Record<SportKey, string> = {
  soccer: 'half',
  basketball: 'quarter',
  ice_hockey: 'period',
  tennis: 'set',
  volleyball: 'set',
  table_tennis: 'game',
};

export type PeriodType = 'regular' | 'overtime' | 'penalties';

/** The name of a period score, as the provider's code for it would describe it. */
export function periodScoreName(sport: SportKey, type: PeriodType, number: number): string {
  if (type === 'overtime') return 'Overtime';
  if (type === 'penalties') return 'Penalties';
  return `${ordinal(number)} ${PERIOD_WORD[sport]}`;
}

/** The period type a period score's description names. */
export function periodTypeOf(description: string): PeriodType {
  const words = description.toLowerCase();
  if (words.includes('penalt')) return 'penalties';
  if (words.includes('overtime') || words.includes('extra')) return 'overtime';
  return 'regular';
}
