// Where each API lives: the contract says it once (packages/contract/src/prefixes.ts).
export {
  DEV_API_PREFIX,
  OPERATOR_API_PREFIX,
  PAYMENTS_API_PREFIX,
  PRODUCT_API_PREFIX,
  SHOP_API_PREFIX,
  SPORTS_API_PREFIX,
} from '@slipstream/contract/prefixes';
