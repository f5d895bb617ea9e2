// Business constants of SPEC.md §9, in one place for the web app and the server.

/** The operator's client id, fixed for this product (SPEC.md §9). */
export const CLIENT_ID = 12;

/** Soccer is the default active sport (SPEC.md §3 utility state). */
export const DEFAULT_SPORT = { sportID: 1, sportName: 'Soccer' } as const;

export const DEFAULT_STAKE = 100;
export const STAKE_STEP = 0.1;
export const MIN_STAKE_FLOOR = 5;
export const MAX_COUPON_COMBINATIONS = 100_000;
export const ODDS_PRODUCT_DECIMALS = 10;
export const ODDS_DISPLAY_DECIMALS = 2;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const CHANGED_ODDS_HIGHLIGHT_MS = 5_000;
export const POPUP_BANNER_DELAY_MS = 1_000;

export const PAGE_SIZES = [50, 30] as const;

/** Live feed client settings (SPEC.md §9). */
export const FEED = {
  batchMs: 16,
  reconnectPeriodMs: 1_000,
  connectTimeoutMs: 30_000,
  keepaliveSeconds: 60,
} as const;
