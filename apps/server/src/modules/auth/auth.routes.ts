// HTTP of the account calls of SPEC.md §7 under /api/v2: login, register, verify-username, password
// reset and change, details. Failures carry the envelope, a proper status and SPEC's `error` field.
import { auth as contract } from '@slipstream/contract';
import { toMajor } from '@slipstream/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { userOf } from '../../http/auth.ts';
import { routeOf } from '../../http/endpoint-route.ts';
import { secretKey } from '../../limits/rate-limit-store.ts';
import { assertClientIdParam } from '../settings/client-id.ts';
import type { AuthService, LoginResult } from './auth.service.ts';
import type { PlayerDetails, ProfileService } from './profile.service.ts';
import { withErrorField } from './spec-compat.ts';

export interface AuthRouteDeps {
  config: Config;
  auth: AuthService;
  profile: ProfileService;
}

const QUARTER_HOUR = 15 * 60_000;

function meta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

function loginJson(result: LoginResult) {
  return { token: result.token, expiresAt: result.expiresAt.toISOString(), user: result.user };
}

function detailsJson(d: PlayerDetails) {
  return {
    id: d.id,
    phone: d.phone,
    dialCode: d.dialCode,
    status: d.status,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    dateOfBirth: d.dateOfBirth,
    address: d.address,
    city: d.city,
    state: d.state,
    promoCode: d.promoCode,
    createdAt: d.createdAt.toISOString(),
    currency: d.currency,
    availableBalance: toMajor(d.balances.available),
    sportBonusBalance: toMajor(d.balances.sportBonus),
    casinoBonusBalance: toMajor(d.balances.casinoBonus),
    virtualBonusBalance: toMajor(d.balances.virtualBonus),
    trustBalance: toMajor(d.balances.trust),
    activeCashback: null,
  };
}

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, profile } = deps;

  r.route({
    ...routeOf(contract.login),
    // Per address here; per number in the service (it needs the body).
    config: {
      rateLimit: {
        max: deps.config.LOGIN_RATE_LIMIT_PER_IP,
        timeWindow: QUARTER_HOUR,
        keyGenerator: (req) => `login:${req.ip}`,
      },
    },
    errorHandler: withErrorField,
    handler: async (request) => {
      const { username, password } = request.body;
      return loginJson(await auth.login(username, password, meta(request)));
    },
  });

  r.route({
    ...routeOf(contract.register),
    config: {
      rateLimit: { max: 20, timeWindow: 60 * 60_000, keyGenerator: (req) => `register:${req.ip}` },
    },
    errorHandler: withErrorField,
    handler: async (request, reply) => {
      const body = request.body;
      // The schema requires at least one of the two; when both are sent they must name one number.
      const user = await auth.register({
        phone: body.phone ?? body.username ?? '',
        username: body.phone !== undefined ? body.username : undefined,
        password: body.password,
        promoCode: body.promoCode,
        trackingToken: body.trackingToken,
        verificationToken: body.verificationToken ?? '',
      });
      return reply.code(201).send({ status: true as const, message: 'Your account is ready.', user });
    },
  });

  r.route({
    ...routeOf(contract.verifyUsername),
    config: {
      rateLimit: { max: 60, timeWindow: QUARTER_HOUR, keyGenerator: (req) => `verify-username:${req.ip}` },
    },
    errorHandler: withErrorField,
    handler: async (request) => ({
      responseMessage: (await auth.accountExists(request.body.username))
        ? ('SUCCESSFUL' as const)
        : ('NOT_FOUND' as const),
    }),
  });

  r.route({
    ...routeOf(contract.resetPassword),
    config: {
      rateLimit: { max: 20, timeWindow: QUARTER_HOUR, keyGenerator: (req) => `reset-password:${req.ip}` },
    },
    errorHandler: withErrorField,
    handler: async (request) => {
      const { phone, code, verificationToken, newPassword } = request.body;
      await auth.resetPassword({ phone, code, verificationToken, newPassword });
      return {
        status: true as const,
        message: 'Your password has been reset. Please log in with your new password.',
      };
    },
  });

  r.route({
    ...routeOf(contract.changePassword),
    onRequest: app.requireUser,
    // Keyed by the token (its digest: a shared store never holds a usable token): a stolen token
    // must not buy unlimited guesses at the current password.
    config: {
      rateLimit: {
        max: 10,
        timeWindow: QUARTER_HOUR,
        keyGenerator: (req) =>
          `change-password:${req.headers.authorization ? secretKey(req.headers.authorization) : req.ip}`,
      },
    },
    errorHandler: withErrorField,
    handler: async (request) => {
      const { currentPassword, newPassword } = request.body;
      const result = await auth.changePassword(userOf(request), currentPassword, newPassword, meta(request));
      return {
        status: true as const,
        message: 'Your password has been changed. Your other devices have been logged out.',
        ...loginJson(result),
      };
    },
  });

  r.route({
    ...routeOf(contract.updateDetails),
    onRequest: app.requireUser,
    handler: async (request) => detailsJson(await profile.updateDetails(userOf(request).id, request.body)),
  });

  r.route({
    ...routeOf(contract.details),
    onRequest: app.requireUser,
    handler: async (request) => {
      assertClientIdParam(request.params.clientId);
      return detailsJson(await profile.details(userOf(request).id));
    },
  });
}
