// The operator API (/api/operator/…) is for the operator's back office, not players: every route
// needs the x-operator-key header to equal the configured OPERATOR_KEY.
import { keyGuard } from '../modules/wallet/key-guard.ts';

export const OPERATOR_KEY_HEADER = 'x-operator-key';

export function operatorGuard(operatorKey: string) {
  return keyGuard(
    OPERATOR_KEY_HEADER,
    operatorKey,
    'OPERATOR_KEY_INVALID',
    'A valid x-operator-key header is required.',
  );
}
