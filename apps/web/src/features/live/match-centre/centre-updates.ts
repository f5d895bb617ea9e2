// Merging what a match's centre topic says into the centre read over HTTP: a newer state replaces
// the scoreboard, period table and statistics; new timeline entries are added in order. An entry
// that skips ids means updates were missed (the live client keeps only a topic's latest message per
// 16 ms delivery, and nothing while disconnected): the caller then reads the centre again.
import type { MatchCentre, MatchCentreUpdate } from '../../../api/match-centre.ts';

export interface MergedCentre {
  centre: MatchCentre;
  /** Entries are missing between what was known and what came: read the whole centre again. */
  gap: boolean;
}

export function applyCentreUpdate(centre: MatchCentre, update: MatchCentreUpdate): MergedCentre {
  if (update.matchId !== centre.matchId) return { centre, gap: false };
  const lastId = centre.timeline.at(-1)?.id ?? 0;
  const fresh = update.events.filter((e) => e.id > lastId).sort((a, b) => a.id - b.id);
  const gap = fresh.some((e, i) => e.id !== lastId + 1 + i);
  if (!update.state && fresh.length === 0) return { centre, gap };
  const timeline = fresh.length > 0 ? [...centre.timeline, ...fresh] : centre.timeline;
  return { centre: { ...centre, ...(update.state ?? {}), timeline }, gap };
}
