// A sport event status's statistics as the Unified Odds Feed writes them: cards and corners per side
// (`<statistics><yellow_cards home="1" away="2"/><corners home="5" away="3"/></statistics>`). That is
// all the odds feed counts; shots, possession and the like come from a provider's live-data product
// and are not on this wire.
import type { MatchStatistics } from '../../market-data/event-status.ts';
import type { XmlNode } from './xml.ts';
import { child, count } from './xml-read.ts';

/** The counts the odds feed's schema has (statisticsType), in its order. */
export const UOF_STATISTICS = ['yellow_cards', 'red_cards', 'yellow_red_cards', 'corners'] as const;

/** The part of a match's statistics the odds feed can carry; undefined when none of it is there. */
export function uofStatistics(statistics: MatchStatistics | undefined): MatchStatistics | undefined {
  if (!statistics) return undefined;
  const out: MatchStatistics = {};
  for (const key of UOF_STATISTICS) {
    const count = statistics[key];
    if (count) out[key] = { home: count.home, away: count.away };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The `<statistics>` element of a status, or undefined to leave it out. */
export function statisticsNode(statistics: MatchStatistics | undefined): XmlNode | undefined {
  return uofStatistics(statistics);
}

/** The statistics an element holds; undefined when it holds none. */
export function readStatistics(node: XmlNode | undefined): MatchStatistics | undefined {
  if (!node) return undefined;
  const read: MatchStatistics = {};
  for (const key of UOF_STATISTICS) {
    const side = child(node, key);
    if (side) read[key] = { home: count(side, 'home'), away: count(side, 'away') };
  }
  return uofStatistics(read);
}
