// Simulation mode (SPEC.md §3 mode sim, §4 isBooking 2): the slip's matches are played out by the
// server's simulator and the slip settled with play money (`POST bets/simulate`); the result opens in
// the simulation dialog with the slip's own market and outcome names. Nothing is staked or stored.
import { assertStakeForPlacing, pickNames } from '@slipstream/domain';
import { simulateBetRequest, type CouponRequest, type Simulation } from '../../api/bets.ts';
import { openDialog, showError } from '../../stores/dialog-store.ts';
import type { SimulatedPick } from '../../stores/dialog-types.ts';
import { useBetslipStore } from './betslip-store.ts';
import type { Coupon } from './coupon.ts';
import { placementBody } from './place-bet.ts';

export type SimulateBetRequest = (coupon: CouponRequest) => Promise<Simulation>;

function picksOf(coupon: Coupon): SimulatedPick[] {
  return coupon.selections.map((s) => {
    const names = pickNames(s);
    return {
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier ?? '',
      outcomeId: String(s.outcomeId),
      marketName: names.market,
      outcomeName: names.outcome,
    };
  });
}

/** Resolves with a message for beside the button (the stake rule), or null when a dialog speaks. */
export async function simulateBet(request: SimulateBetRequest = simulateBetRequest): Promise<string | null> {
  const { coupon, isSimulating } = useBetslipStore.getState();
  if (isSimulating) return null;
  try {
    assertStakeForPlacing(coupon.stake);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  const store = useBetslipStore.getState();
  store.setMode('sim');
  store.setSimulating(true);
  try {
    const simulation = await request({ ...placementBody(coupon), isBooking: 2 });
    void openDialog('simulation', { simulation, picks: picksOf(coupon) });
  } catch (err) {
    void showError(err instanceof Error ? err.message : String(err));
  } finally {
    // Back to real money: a simulation never leaves the slip in play-money mode.
    useBetslipStore.getState().setSimulating(false);
    useBetslipStore.getState().setMode('real');
  }
  return null;
}
