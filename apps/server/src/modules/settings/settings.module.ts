// The settings module: the operator's settings, read through a short cache, for every module that
// shows or applies them.
import type { Db } from '../../db/database.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';

export interface SettingsModuleDeps {
  db: Db;
  now: () => Date;
}

export type SettingsModule = SettingsService;

export function createSettingsModule(deps: SettingsModuleDeps): SettingsModule {
  return createSettingsService({ db: deps.db, now: deps.now });
}
