// POST notification/send-otp and notification/verify-otp (SPEC.md §7): `{ status, message }` answers,
// failures with their HTTP status and `status: false`.
import { otp as contract } from '@slipstream/contract';
import { maskPhone } from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/endpoint-route.ts';
import { withStatusFalse } from '../auth/spec-compat.ts';
import { readPhone } from '../settings/phone-input.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { OtpService } from './otp.service.ts';

/** Per address: generous for shared mobile addresses, yet it stops one script flooding numbers with texts. */
const SEND_LIMIT = { max: 20, timeWindow: '1 hour' };
const VERIFY_LIMIT = { max: 60, timeWindow: '15 minutes' };

export async function otpRoutes(app: FastifyInstance, deps: { otp: OtpService; settings: SettingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(contract.sendOtp),
    config: { rateLimit: SEND_LIMIT },
    errorHandler: withStatusFalse,
    handler: async (request) => {
      const phone = await readPhone(deps.settings, request.body.phoneNumber);
      const sent = await deps.otp.send(phone, request.body.purpose);
      const shown = maskPhone(phone, await deps.settings.dialCode());
      return { status: true as const, message: `We sent a 6-digit code to ${shown}.`, ...sent };
    },
  });

  r.route({
    ...routeOf(contract.verifyOtp),
    config: { rateLimit: VERIFY_LIMIT },
    errorHandler: withStatusFalse,
    handler: async (request) => {
      const phone = await readPhone(deps.settings, request.body.phoneNumber);
      const verified = await deps.otp.verify(phone, request.body.purpose, request.body.code.trim());
      return { status: true as const, message: 'Your number is verified.', ...verified };
    },
  });
}
