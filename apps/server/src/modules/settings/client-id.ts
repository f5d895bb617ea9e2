// The operator's fixed client id (SPEC.md §9) as it arrives in paths and bodies.
import { AppError, CLIENT_ID } from '@slipstream/domain';
import { z } from 'zod';

/** `{clientId}` in a path: any other value is a resource that does not exist. */
export function assertClientIdParam(clientId: string): void {
  if (clientId !== String(CLIENT_ID))
    throw new AppError('NOT_FOUND', `Unknown client id ${clientId.slice(0, 20)}.`);
}

/** `clientId` in a body: the number 12 or the string "12". */
export const clientIdField = z.union([z.literal(CLIENT_ID), z.literal(String(CLIENT_ID))], {
  error: `must be ${CLIENT_ID}`,
});
