// A betslip coming back from local storage: its selections are checked one by one (storage is not
// trusted), the 5-second changed highlight is over, and the totals are recomputed with today's
// settings, so an old copy can never show stale or invalid figures.
import {
  BET_TYPES,
  createBetslip,
  loadBetslip,
  recalculateBetslip,
  type Betslip,
  type CouponConfig,
} from '@slipstream/domain';
import { isRecord } from '../../api/envelope.ts';
import { emptyCoupon, toBetslipSelections, type Coupon } from './coupon.ts';

export function restoreCoupon(raw: unknown, config: CouponConfig): Coupon {
  if (!isRecord(raw)) return emptyCoupon();
  const selections = toBetslipSelections(raw.selections).map((s) =>
    s.changed ? { ...s, changed: false } : s,
  );
  const acceptChanges = raw.acceptChanges === true;
  if (selections.length === 0) return createBetslip({ acceptChanges });
  const stake = typeof raw.stake === 'number' && Number.isFinite(raw.stake) && raw.stake >= 0 ? raw.stake : 0;
  const betType = BET_TYPES.find((t) => t === raw.bet_type);
  const combos = Array.isArray(raw.combos)
    ? raw.combos
        .filter(isRecord)
        .flatMap((c) => (typeof c.Grouping === 'number' ? [c as unknown as Betslip['combos'][number]] : []))
    : [];
  const restored: Betslip = createBetslip({
    selections,
    stake,
    acceptChanges,
    bet_type: betType ?? (selections.length === 1 ? 'Single' : 'Multiple'),
    combos: betType === 'Combo' ? combos : [],
    source: typeof raw.source === 'string' ? raw.source : 'mobile',
  });
  try {
    return recalculateBetslip(restored, config);
  } catch {
    // The stored bet type no longer fits (or the engine refuses it): start over from the picks.
    try {
      return loadBetslip(selections, { stake }, config);
    } catch {
      return emptyCoupon();
    }
  }
}
