// The words and formats of the bets screens: bet types as a player names them, the status filter's
// options, and dates in the app's en-US style in the player's own time zone.
import type { BetStatusFilter } from '../../api/bet-history.ts';

/** The engine's bet types as players call them: Combo is a system bet, Split a multiple per match. */
const BET_TYPE_NAMES: Record<string, string> = {
  Single: 'Single',
  Multiple: 'Multiple',
  Split: 'Multiple (split)',
  Combo: 'System',
};

export function betTypeName(betType: string, selectionCount: number): string {
  const name = BET_TYPE_NAMES[betType] ?? betType;
  return betType === 'Single' || selectionCount <= 1 ? name : `${name} · ${selectionCount} selections`;
}

/**
 * A bet's multi-bet bonus, named as the betslip named it: a system bet's is the most its lines can
 * earn ("Max bonus"), an accumulator's the one it earns when every leg wins.
 */
export function bonusLabel(betType: string): string {
  return betType === 'Combo' || betType === 'Split' ? 'Max bonus' : 'Multi-bet bonus';
}

export const STATUS_OPTIONS: { value: BetStatusFilter; label: string }[] = [
  { value: 'all', label: 'All bets' },
  { value: 'open', label: 'Open' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
  { value: 'void', label: 'Void' },
  { value: 'cashed_out', label: 'Cashed out' },
];

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatBetDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}
