// How the bettor reads prices (decimal, fractional or American), remembered on this device through
// logins and logouts. Only the screen changes: the slip stores and sends decimal odds whatever the choice.
import { DEFAULT_ODDS_FORMAT, isOddsFormat, type OddsFormat } from '@slipstream/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS, localJsonStorage } from './persist-options.ts';

interface OddsFormatState {
  format: OddsFormat;
  setFormat(format: OddsFormat): void;
}

export const useOddsFormatStore = create<OddsFormatState>()(
  persist(
    (set) => ({
      format: DEFAULT_ODDS_FORMAT,
      setFormat: (format) => set({ format: isOddsFormat(format) ? format : DEFAULT_ODDS_FORMAT }),
    }),
    {
      name: STORAGE_KEYS.oddsFormat,
      version: 1,
      storage: localJsonStorage,
      partialize: ({ format }) => ({ format }),
      // A value this version does not know (edited by hand, or from a later one) reads as the default.
      merge: (stored, current) => {
        const format = (stored as Partial<OddsFormatState> | undefined)?.format;
        return { ...current, format: isOddsFormat(format) ? format : DEFAULT_ODDS_FORMAT };
      },
    },
  ),
);
