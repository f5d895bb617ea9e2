// The coupon as the bets services take it. Its schema, like every request and answer of the bets API,
// is the contract's (packages/contract/src/bets.ts).
export {
  ACCEPT_CHANGES,
  couponBody,
  type AcceptChanges,
  type CouponBody,
  type CouponBodySelection,
} from '@slipstream/contract/bets';
