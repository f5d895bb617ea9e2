// The player's sessions (SPEC.md §2 /Account/SafetySecurity), logout and the session's live-feed
// login: every call acts on the token's own user only.
import { LIVE_CREDENTIALS_PATH } from '@slipstream/domain/live-credentials';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okAnswer } from './errors.ts';

export const sessionView = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionView = z.output<typeof sessionView>;

export const logout = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/auth/logout',
  summary: 'Ends the calling session; its live-feed login stops working at once.',
  auth: 'player',
  responses: { 200: okAnswer },
});

export const liveCredentials = endpoint({
  method: 'GET',
  base: 'sports',
  path: `/${LIVE_CREDENTIALS_PATH}`,
  summary: "The MQTT login of this session's own that the browser connects to the live feed with.",
  auth: 'player',
  responses: { 200: z.object({ username: z.string(), password: z.string() }) },
  errors: ['UNAVAILABLE'],
});

export const listSessions = endpoint({
  method: 'GET',
  base: 'sports',
  path: '/auth/sessions',
  summary: "The player's active sessions, the calling one marked current.",
  auth: 'player',
  responses: { 200: z.object({ sessions: z.array(sessionView) }) },
});

export const revokeOtherSessions = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/auth/sessions/revoke-others',
  summary: 'Ends every session of the player but the calling one.',
  auth: 'player',
  responses: { 200: z.object({ revoked: z.number() }) },
});

export const revokeSession = endpoint({
  method: 'POST',
  base: 'sports',
  path: '/auth/sessions/:sessionId/revoke',
  summary: "Ends one of the player's sessions; another player's session id is not found.",
  auth: 'player',
  params: z.object({ sessionId: z.uuid() }),
  responses: { 200: z.object({ revoked: z.literal(true), current: z.boolean() }) },
  errors: ['NOT_FOUND'],
});
