// The operator's fixed client id (SPEC.md §9) as it arrives in paths and bodies.
import { AppError, CLIENT_ID } from '@slipstream/domain';

/** `clientId` in a body: the number 12 or the string "12" (the contract's field). */
export { clientIdField } from '@slipstream/contract/settings';

/** `{clientId}` in a path: any other value is a resource that does not exist. */
export function assertClientIdParam(clientId: string): void {
  if (clientId !== String(CLIENT_ID))
    throw new AppError('NOT_FOUND', `Unknown client id ${clientId.slice(0, 20)}.`);
}
