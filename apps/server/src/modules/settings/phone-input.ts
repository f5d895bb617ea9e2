// Turns a number as a player typed it into the account identifier, with the operator's dial code.
import { AppError, canonicalPhone } from '@slipstream/domain';
import type { SettingsService } from './settings.service.ts';

/** The canonical number (dial code + national number without its 0), or a PHONE_INVALID error. */
export async function readPhone(settings: SettingsService, input: string): Promise<string> {
  const dialCode = await settings.dialCode();
  const phone = canonicalPhone(input, dialCode);
  if (!phone) {
    throw new AppError(
      'PHONE_INVALID',
      `That is not a valid mobile number for +${dialCode}. Check the number and try again.`,
    );
  }
  return phone;
}
