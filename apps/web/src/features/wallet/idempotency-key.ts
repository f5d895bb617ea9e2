// The action key moved to api/idempotency-key.ts so that bets (placement, cash-out) share it.
export { createActionKey, useActionKey, type ActionKey } from '../../api/idempotency-key.ts';
