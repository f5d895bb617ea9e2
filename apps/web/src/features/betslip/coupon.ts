// The betslip (coupon) and selection shapes of SPEC.md §3 are the engine's (packages/domain/src/betslip);
// this module re-exports them for the web app and turns untrusted selections (local storage, a shared
// slip) back into engine selections.
import {
  createBetslip,
  toOutcomeId,
  type Betslip,
  type BetslipSelection,
  type BetslipType,
  type BetType,
  type BookingMode,
} from '@slipstream/domain';
import { isRecord } from '../../api/envelope.ts';

export type { Betslip, BetslipSelection, BetslipType, BetType };

/** The coupon the store holds is the engine's betslip. */
export type Coupon = Betslip;

/** SPEC.md §4: isBooking is 0 in real mode, 2 in simulation mode and 1 when booking. */
export type IsBooking = BookingMode;

/** An empty coupon: removing the last selection resets to this (SPEC.md §4). */
export function emptyCoupon(): Coupon {
  return createBetslip();
}

function int(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

const text = (value: unknown, fallback = '') =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

const flag = (value: unknown) => value === true || value === 1;

/**
 * A selection from outside the engine (an older local-storage copy, a shared or booked slip) as an
 * engine selection, or null when it lacks what makes it a pick (match, market, outcome). Missing
 * descriptive fields become empty; the odds are kept as given (the engine refuses unpriced ones).
 */
export function toBetslipSelection(raw: unknown): BetslipSelection | null {
  if (!isRecord(raw)) return null;
  const matchId = int(raw.matchId ?? raw.match_id);
  const marketId = int(raw.marketId ?? raw.market_id);
  const rawOutcome = raw.outcomeId ?? raw.outcome_id;
  if (matchId === null || marketId === null) return null;
  if (typeof rawOutcome !== 'number' && (typeof rawOutcome !== 'string' || rawOutcome === '')) return null;
  const eventId = int(raw.eventId ?? raw.event_id) ?? matchId;
  const elementId = int(raw.element_id ?? raw.selectionId) ?? 0;
  const odds = typeof raw.odds === 'number' ? raw.odds.toFixed(2) : text(raw.odds, '-');
  const selection: BetslipSelection = {
    matchId,
    eventId,
    event_id: eventId,
    eventName: text(raw.eventName),
    marketId,
    marketName: text(raw.marketName),
    specifier: text(raw.specifier),
    outcomeName: text(raw.outcomeName),
    displayName: text(raw.displayName, text(raw.outcomeName)),
    outcomeId: toOutcomeId(rawOutcome),
    odds,
    eventDate: text(raw.eventDate),
    tournament: text(raw.tournament),
    category: text(raw.category),
    sport: text(raw.sport),
    sportId: int(raw.sportId) ?? 0,
    type: raw.type === 'live' ? 'live' : 'prematch',
    fixed: flag(raw.fixed),
    combinability: int(raw.combinability) ?? 0,
    selectionId: elementId,
    element_id: elementId,
    homeTeam: text(raw.homeTeam),
    awayTeam: text(raw.awayTeam),
    producerId: int(raw.producerId) ?? 0,
    stake: typeof raw.stake === 'number' && Number.isFinite(raw.stake) && raw.stake > 0 ? raw.stake : 0,
    suspended: flag(raw.suspended),
    unavailable: flag(raw.unavailable),
    changed: flag(raw.changed),
  };
  if (typeof raw.inPlayTime === 'string') selection.inPlayTime = raw.inPlayTime;
  if (typeof raw.score === 'string') selection.score = raw.score;
  return selection;
}

/** Every usable selection of a list (invalid rows are dropped rather than failing the whole slip). */
export function toBetslipSelections(rows: unknown): BetslipSelection[] {
  if (!Array.isArray(rows)) return [];
  return rows.map(toBetslipSelection).filter((s): s is BetslipSelection => s !== null);
}
