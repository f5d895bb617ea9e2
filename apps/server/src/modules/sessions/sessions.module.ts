// The sessions module: login sessions signed with TOKEN_SECRET and lasting SESSION_TTL_HOURS. The
// broker checks MQTT logins with it, so the composition builds it before the broker.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSessionService, type SessionService } from './sessions.service.ts';

export interface SessionsModuleDeps {
  config: Config;
  db: Db;
  now: () => Date;
}

export type SessionsModule = SessionService;

export function createSessionsModule(deps: SessionsModuleDeps): SessionsModule {
  return createSessionService({
    db: deps.db,
    now: deps.now,
    secret: deps.config.TOKEN_SECRET,
    ttlHours: deps.config.SESSION_TTL_HOURS,
  });
}
