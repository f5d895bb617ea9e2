// The words of the bets screens: what a bet was on, bet types as a player names them and the status
// filter's options. Dates are written by the web's one date format (ui/date-format.ts).
import type { BetMatch, BetPick, BetStatusFilter, BetSummary } from '../../api/bet-history.ts';

type MatchNames = Partial<Pick<BetMatch, 'eventName' | 'homeTeam' | 'awayTeam'>> & { matchId: number };

/** "Arsenal v Chelsea"; the feed's event name when the teams are unknown; the id as a last resort. */
export function matchName(m: MatchNames): string {
  if (m.homeTeam && m.awayTeam) return `${m.homeTeam} v ${m.awayTeam}`;
  if (m.eventName) return m.eventName;
  return `Match ${m.matchId}`;
}

/** What a bet was on: its match, or its first match and how many more ("Arsenal v Chelsea + 2 more"). */
export function betOnText(bet: Pick<BetSummary, 'matches' | 'selectionCount'>): string {
  const [first, ...rest] = bet.matches;
  if (!first) return `${bet.selectionCount} selections`;
  return rest.length > 0 ? `${matchName(first)} + ${rest.length} more` : matchName(first);
}

/** The first pick as the slip showed it ("1X2: Arsenal"); null when its names were not kept. */
export function pickText(pick: BetPick | null): string | null {
  if (!pick?.outcomeName) return null;
  return pick.marketName ? `${pick.marketName}: ${pick.outcomeName}` : pick.outcomeName;
}

/** The bet's type, and a single's pick ("Single · 1X2: Arsenal", "Multiple · 3 selections"). */
export function betKindText(bet: Pick<BetSummary, 'bet_type' | 'selectionCount' | 'firstPick'>): string {
  const type = betTypeName(bet.bet_type, bet.selectionCount);
  const pick = bet.selectionCount === 1 ? pickText(bet.firstPick) : null;
  return pick ? `${type} · ${pick}` : type;
}

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
