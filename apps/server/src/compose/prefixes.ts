// Where each API lives. Players' calls are signed (/api/v2, /api/product); partners' calls carry
// their own authentication (payment webhooks, the operator key, the shop-agent key).
export const SPORTS_API_PREFIX = '/api/v2';
export const PRODUCT_API_PREFIX = '/api/product';
/** Development helpers (the SMS outbox); never registered in production. */
export const DEV_API_PREFIX = '/api/dev';
/** Payment providers' webhooks, the operator API and the shop-agent API: each with its own authentication. */
export const PAYMENTS_API_PREFIX = '/api/payments';
export const OPERATOR_API_PREFIX = '/api/operator';
export const SHOP_API_PREFIX = '/api/shop';
