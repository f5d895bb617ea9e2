// The one application error of Slipstream: a stable code, a player-facing message (SPEC.md's text
// where it gives one) and optional details. The server maps codes to HTTP statuses through
// ERROR_STATUS; the web client turns the `{ message, code }` envelope back into an AppError.

/** Every error code and the HTTP status it answers with. Add new codes here. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  SIGNATURE_INVALID: 401,
  SESSION_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  // Accounts: registration, login, SMS codes, passwords, responsible gambling.
  PHONE_INVALID: 400,
  PASSWORD_INVALID: 400,
  /** The current password given to a password change is wrong (400, not 401: the session is fine). */
  PASSWORD_INCORRECT: 400,
  CREDENTIALS_INVALID: 401,
  ACCOUNT_NOT_FOUND: 404,
  ACCOUNT_EXISTS: 409,
  /** Login refused: time-out, self-exclusion, suspended or closed account. */
  ACCOUNT_LOCKED: 403,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_TRIES: 429,
  OTP_RESEND_TOO_SOON: 429,
  OTP_DAILY_LIMIT: 429,
  /** A register or reset call without a fresh, unused proof that the number was verified. */
  VERIFICATION_INVALID: 400,
  // Wallet: ledger, deposits, withdrawals, shop codes, payment providers.
  /** A money-moving POST without its Idempotency-Key header. */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  WALLET_INSUFFICIENT_FUNDS: 422,
  /** An amount outside the operator's minimum/maximum, or a daily count reached. */
  WALLET_LIMIT: 422,
  /** A responsible-gambling deposit limit the player set would be exceeded. */
  WALLET_DEPOSIT_LIMIT: 422,
  BANK_ACCOUNT_NOT_FOUND: 422,
  /** A withdrawal or payment asked to move to a status its current status does not allow. */
  WALLET_STATUS_CONFLICT: 409,
  SHOP_CODE_USED: 409,
  SHOP_CODE_EXPIRED: 410,
  PAYMENT_SIGNATURE_INVALID: 401,
  PAYMENT_UNAVAILABLE: 503,
  OPERATOR_KEY_INVALID: 401,
  SHOP_AGENT_KEY_INVALID: 401,
  // Bets.
  /** A selection cannot be bet now (unknown, closed, suspended); details.selections says which. */
  BETSLIP_SELECTION_CLOSED: 422,
  /** The odds moved and the player's accept-changes setting does not take the move; details.selections has the new odds. */
  BETSLIP_ODDS_CHANGED: 422,
  /** A stake, payout or selection-count limit; details say which and the limit. */
  BET_LIMIT: 422,
  /** The cash-out offer moved (or is gone); details.offer is the new one (null: none). */
  CASHOUT_OFFER_CHANGED: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The JSON body of every 4xx and 5xx answer. */
export interface ErrorEnvelope {
  message: string;
  code: string;
  details?: unknown;
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in ERROR_STATUS;
}
