// Operator settings the web app reads (global sportsbook variables, the multi-bet bonus table),
// stored in the settings table and read through a short in-memory cache: every page load asks for
// them, while an operator's change may take up to the cache's lifetime to reach every process.
import { bonusRow, globalVariablesSetting } from '@slipstream/contract/settings';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { readSetting, writeSetting } from './settings.repo.ts';

export const SETTING_KEYS = { globalVariables: 'global_variables', bonusList: 'bonus_list' } as const;

/** SPEC.md §3 global variables: stored as the operator sets them and published as they are. */
export const globalVariablesSchema = globalVariablesSetting;
export type GlobalVariables = z.infer<typeof globalVariablesSchema>;

/** A row of the multi-bet bonus table: ticket length and bonus percentage (SPEC.md §3). */
export const bonusRowSchema = bonusRow;
export type BonusRow = z.infer<typeof bonusRowSchema>;
const bonusListSchema = z.record(z.string(), z.array(bonusRowSchema));

export interface SettingsService {
  globalVariables(): Promise<GlobalVariables>;
  /** The dial code numbers are composed with (SPEC.md §5). */
  dialCode(): Promise<string>;
  /** The bonus table of one section ("onliners"), ordered by ticket length; null for an unknown section. */
  bonusList(section: string): Promise<BonusRow[] | null>;
  /** Replaces a setting and forgets the cached copy (operator tools and tests). */
  update(key: string, value: unknown): Promise<void>;
}

export interface SettingsDeps {
  db: Db;
  now: () => Date;
  cacheMs?: number;
}

export function createSettingsService({ db, now, cacheMs = 30_000 }: SettingsDeps): SettingsService {
  const cache = new Map<string, { loadedAt: number; value: Promise<unknown> }>();

  async function load<T>(key: string, schema: z.ZodType<T>): Promise<T> {
    const at = now().getTime();
    const hit = cache.get(key);
    if (hit && at - hit.loadedAt < cacheMs) return hit.value as Promise<T>;
    // The promise is cached, so concurrent first requests share one query.
    const value = readSetting(db, key).then((raw) => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new Error(`Setting ${key} is missing or invalid: ${parsed.error.message}`);
      return parsed.data;
    });
    cache.set(key, { loadedAt: at, value });
    value.catch(() => cache.delete(key));
    return value;
  }

  const globalVariables = () => load(SETTING_KEYS.globalVariables, globalVariablesSchema);

  return {
    globalVariables,
    dialCode: async () => (await globalVariables()).DialCode,
    bonusList: async (section) => {
      const sections = await load(SETTING_KEYS.bonusList, bonusListSchema);
      const rows = Object.hasOwn(sections, section) ? sections[section] : undefined;
      return rows ? [...rows].sort((a, b) => a.ticket_length - b.ticket_length) : null;
    },
    update: async (key, value) => {
      await writeSetting(db, key, value, now());
      cache.delete(key);
    },
  };
}
