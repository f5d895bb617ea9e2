// Where each API lives. Players' calls are signed (/api/v2, /api/product); partners' calls carry
// their own authentication (payment webhooks, the operator key, the shop-agent key, casino
// providers' signed wallet callbacks).
export const API_PREFIXES = {
  /** The sports API the web app calls (SPEC.md §7). */
  sports: '/api/v2',
  /** The product API: client configuration, bonus lists, coupon settings (SPEC.md §7). */
  product: '/api/product',
  /** Payment providers' webhooks. */
  payments: '/api/payments',
  /** The operator's back office. */
  operator: '/api/operator',
  /** Shop agents: cash deposits and withdrawals over the counter. */
  shop: '/api/shop',
  /** Casino providers' seamless-wallet callbacks. */
  casinoWallet: '/api/casino/wallet',
  /** Development helpers (the SMS outbox); never registered in production. */
  dev: '/api/dev',
  /** Health and readiness, metrics and uploaded media: at the root. */
  root: '',
} as const;

export type ApiBase = keyof typeof API_PREFIXES;

export const SPORTS_API_PREFIX = API_PREFIXES.sports;
export const PRODUCT_API_PREFIX = API_PREFIXES.product;
export const DEV_API_PREFIX = API_PREFIXES.dev;
export const PAYMENTS_API_PREFIX = API_PREFIXES.payments;
export const OPERATOR_API_PREFIX = API_PREFIXES.operator;
export const SHOP_API_PREFIX = API_PREFIXES.shop;
export const CASINO_WALLET_PREFIX = API_PREFIXES.casinoWallet;

/** The full path of an endpoint, as OpenAPI and the route catalog list it. */
export const fullPath = (e: { base: ApiBase; path: string }): string => `${API_PREFIXES[e.base]}${e.path}`;
