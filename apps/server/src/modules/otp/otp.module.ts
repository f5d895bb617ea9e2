// The OTP module: codes texted through the SMS module, hashed with a key from TOKEN_SECRET, and sent
// only for a purpose the number allows (the accounts table says whether it is registered).
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createOtpPurposeCheck } from '../auth/auth.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { createOtpService, type OtpService } from './otp.service.ts';

export interface OtpModuleDeps {
  config: Config;
  db: Db;
  now: () => Date;
  sms: SmsSender;
  settings: SettingsService;
}

export type OtpModule = OtpService;

export function createOtpModule(deps: OtpModuleDeps): OtpModule {
  return createOtpService({
    db: deps.db,
    sms: deps.sms,
    settings: deps.settings,
    now: deps.now,
    secret: deps.config.TOKEN_SECRET,
    checkPurpose: createOtpPurposeCheck(deps.db),
  });
}
