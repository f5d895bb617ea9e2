// Building a betslip selection from a fixture, a market and an outcome (SPEC.md §3 "Betslip
// selection"), and the key that says whether two selections are the same pick.

import { AppError } from '../errors.ts';
import { formatOdds, parseOdds } from '../odds.ts';
import type {
  BetslipSelection,
  CouponSelection,
  FixtureInput,
  MarketInput,
  OutcomeId,
  OutcomeInput,
  SelectionType,
} from './types.ts';

function optionalInt(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isSafeInteger(n) ? n : null;
}

function requiredInt(value: number | string | null | undefined, what: string): number {
  const n = optionalInt(value);
  if (n === null) throw new AppError('VALIDATION_FAILED', `${what} must be an integer`);
  return n;
}

/** Outcome ids are ints when numeric; compound feed codes ("sr:exact_goals:4") stay text. */
export function toOutcomeId(value: number | string): OutcomeId {
  return optionalInt(value) ?? String(value);
}

function formatScore(score: FixtureInput['score']): string {
  if (score === undefined) return '';
  return typeof score === 'string' ? score : `${score.home}:${score.away}`;
}

export interface BuildSelectionOptions {
  type?: SelectionType;
}

/**
 * A selection of SPEC.md §3 from a fixture, its market and an outcome. Ids become ints; the event id
 * comes from the game id (the match id when there is none); home/away fall back to competitor1/2;
 * the producer is the outcome's, else the fixture's; the type is prematch unless asked for live, and
 * live selections carry the event time and the score. Returns null when the outcome has no price
 * (odds `-` or null): such an outcome cannot go on a slip (SPEC.md §4).
 */
export function buildSelection(
  fixture: FixtureInput,
  market: MarketInput,
  outcome: OutcomeInput,
  options: BuildSelectionOptions = {},
): BetslipSelection | null {
  const odds = parseOdds(outcome.odds);
  if (odds === null) return null;
  const matchId = requiredInt(fixture.matchId ?? fixture.id, 'matchId');
  const eventId = optionalInt(fixture.gameId ?? fixture.game_id) ?? matchId;
  const homeTeam = fixture.homeTeam ?? fixture.competitor1 ?? '';
  const awayTeam = fixture.awayTeam ?? fixture.competitor2 ?? '';
  const elementId = optionalInt(outcome.elementId ?? outcome.element_id) ?? 0;
  const type = options.type ?? 'prematch';
  const selection: BetslipSelection = {
    matchId,
    eventId,
    event_id: eventId,
    eventName: fixture.eventName ?? fixture.name ?? (homeTeam && awayTeam ? `${homeTeam} - ${awayTeam}` : ''),
    marketId: requiredInt(market.id, 'marketId'),
    marketName: market.name,
    specifier: market.specifier ?? '',
    outcomeName: outcome.name,
    displayName: outcome.displayName ?? outcome.name,
    outcomeId: toOutcomeId(outcome.id),
    odds: formatOdds(odds),
    eventDate: fixture.date ?? '',
    tournament: fixture.tournament ?? '',
    category: fixture.category ?? '',
    sport: fixture.sport ?? '',
    sportId: optionalInt(fixture.sportId) ?? 0,
    type,
    fixed: false,
    combinability: fixture.combinability ?? 0,
    selectionId: elementId,
    element_id: elementId,
    homeTeam,
    awayTeam,
    producerId: optionalInt(outcome.producerId) ?? optionalInt(fixture.producerId) ?? 0,
    stake: 0,
    suspended: false,
    unavailable: false,
    changed: false,
  };
  if (type === 'live') {
    selection.inPlayTime = fixture.inPlayTime ?? '';
    selection.score = formatScore(fixture.score);
  }
  return selection;
}

/** The identity of a pick: match, market, specifier and outcome. */
export function selectionKey(
  s: Pick<CouponSelection, 'matchId' | 'marketId' | 'specifier' | 'outcomeId'>,
): string {
  return `${s.matchId}|${s.marketId}|${s.specifier ?? ''}|${String(s.outcomeId)}`;
}
