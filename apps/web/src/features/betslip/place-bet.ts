// Placing the slip (SPEC.md §4, §5): a stake of 0 is refused with "error. stake must be greater than
// 0" and a stake over the most the player may stake with the limit that binds; a visitor is asked to
// log in; otherwise the coupon goes to `POST {sports}/bets/place-bet/12` with isBooking 0 and an
// Idempotency-Key (one per slip placed: a retry of the same slip after a lost answer is placed
// once). Success empties the slip (its picks kept aside for "Keep selections"), opens the bet-placed
// dialog and refreshes the open-bet count; a refusal shows the server's message and Place Bet is
// usable again; a refusal for moved odds also puts the new prices on the slip.
import { AppError, assertStakeForPlacing, isCounted, type OddsRefreshEntry } from '@slipstream/domain';
import { fetchOpenBetCount, placeBetRequest, type BetPlaced, type CouponRequest } from '../../api/bets.ts';
import { createActionKey } from '../../api/idempotency-key.ts';
import { selectIsAuthenticated, selectUserRole, useAuthStore } from '../../stores/auth-store.ts';
import { useBetslipStore, type BetslipState } from './betslip-store.ts';
import type { Coupon } from './coupon.ts';
import { openDialog, showError } from '../../stores/dialog-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { readSportsbookSettings } from '../../stores/global-variables.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import { betModeOf } from './bet-mode.ts';
import { currentStakeLimit, isOverLimit, stakeLimitMessage } from './stake-limit.ts';

export type PlaceBetRequest = (
  coupon: CouponRequest,
  options: { idempotencyKey: string },
) => Promise<BetPlaced>;

const placementKey = createActionKey();

/**
 * Whether the slip has something to place: a selection the engine counts (not everything
 * suspended), and for a system bet a grouping ticked. Place Bet, Enter in the stake box, Book and
 * Simulate all follow it.
 */
export function selectBettable(state: Pick<BetslipState, 'coupon' | 'stakeTarget'>): boolean {
  const { coupon } = state;
  return coupon.selections.some(isCounted) && (betModeOf(state) !== 'system' || coupon.combos.length > 0);
}

/**
 * The coupon as sent. SPEC.md §3 lists who bets among its fields: the player's id, their username
 * (the mobile number they log in with, SPEC.md §7 login) and their role (SPEC.md §6: a logged-in
 * player or a visitor, who may book and simulate). A visitor sends no id and no username.
 */
export function placementBody(coupon: Coupon): CouponRequest {
  const auth = useAuthStore.getState();
  const user = useUserStore.getState().currentUser;
  const player = selectIsAuthenticated(auth);
  const userId = player ? user?.id : undefined;
  const phone = typeof user?.phone === 'string' && user.phone !== '' ? user.phone : null;
  return {
    ...coupon,
    acceptChanges: useBetslipStore.getState().acceptOddsChanges,
    isBooking: 0,
    userId: typeof userId === 'number' ? userId : typeof userId === 'string' ? Number(userId) || null : null,
    username: player ? (auth.mobile_number ?? phone) : null,
    userRole: selectUserRole(auth),
  };
}

/** The count in the account menu; the bets topic also sends it, but the feed may be down. */
async function refreshOpenBetCount(): Promise<void> {
  const userId = useUserStore.getState().currentUser?.id;
  if (userId === undefined) return;
  try {
    useUtilityStore.getState().setOpenBetCount(await fetchOpenBetCount(userId));
  } catch {
    // The next bet event or start-up loads it again.
  }
}

interface MovedSelection {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  newOdds: number;
}

/**
 * The prices a BETSLIP_ODDS_CHANGED refusal names, as odds-refresh entries: the slip takes them (and
 * flags them as changed), so a second Place Bet asks at the prices the player now sees.
 */
export function movedOdds(err: unknown): OddsRefreshEntry[] {
  if (!(err instanceof AppError) || err.code !== 'BETSLIP_ODDS_CHANGED') return [];
  const body = (err.details as { body?: { details?: { selections?: unknown } } } | undefined)?.body;
  const selections = body?.details?.selections;
  if (!Array.isArray(selections)) return [];
  return (selections as MovedSelection[])
    .filter((s) => typeof s?.newOdds === 'number')
    .map((s) => ({
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      odds: s.newOdds,
      active: true,
    }));
}

/**
 * Places the betslip. Resolves with a message to show beside the button (the stake rule), or null
 * when there is none: the login dialog, the bet-placed dialog or the error dialog speaks instead.
 */
export async function placeBet(request: PlaceBetRequest = placeBetRequest): Promise<string | null> {
  const { coupon, isBetslipLoading } = useBetslipStore.getState();
  if (isBetslipLoading) return null;
  try {
    assertStakeForPlacing(coupon.stake);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  // The server would refuse it too; saying so here keeps the player on the slip with the limit shown.
  const limit = currentStakeLimit();
  if (limit && isOverLimit(coupon.stake, limit)) {
    const { currencyCode } = readSportsbookSettings(useUtilityStore.getState().SportsbookGlobalVariable);
    return stakeLimitMessage(limit, currencyCode);
  }
  if (!selectIsAuthenticated(useAuthStore.getState())) {
    void openDialog('auth', { tab: 'login' });
    return null;
  }
  const store = useBetslipStore.getState();
  store.setBetslipLoading(true);
  try {
    const body = placementBody(coupon);
    const placed = await request(body, { idempotencyKey: placementKey.keyFor(JSON.stringify(body)) });
    placementKey.done();
    // The slip empties at once, before the dialog: no reload, second tab or stray tap can place it twice.
    useBetslipStore.getState().placementSucceeded(placed);
    void refreshOpenBetCount();
    void openDialog('place-bet', placed);
  } catch (err) {
    const moved = movedOdds(err);
    if (moved.length > 0) useBetslipStore.getState().applyOddsRefresh(moved);
    void showError(err instanceof Error ? err.message : String(err));
  } finally {
    useBetslipStore.getState().setBetslipLoading(false);
  }
  return null;
}
