// The responsible-gambling module: limits, time-outs and exclusions. It ends a player's sessions when
// a time-out or exclusion starts, so it is built from the sessions module.
import type { Db } from '../../db/database.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import {
  createResponsibleGamblingService,
  type ResponsibleGamblingService,
} from './responsible-gambling.service.ts';

export interface ResponsibleGamblingModuleDeps {
  db: Db;
  now: () => Date;
  sessions: SessionService;
}

export type ResponsibleGamblingModule = ResponsibleGamblingService;

export function createResponsibleGamblingModule(
  deps: ResponsibleGamblingModuleDeps,
): ResponsibleGamblingModule {
  return createResponsibleGamblingService({ db: deps.db, now: deps.now, sessions: deps.sessions });
}
