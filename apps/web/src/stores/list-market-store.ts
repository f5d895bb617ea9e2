// The market each sport's lists show in their odds columns (1X2, Over/Under 2.5, Handicap…), as the
// bettor last chose it on this device, through logins and logouts. Only choices other than the
// sport's default are kept, and a choice the sport no longer offers reads as the default.
import { defaultListMarket, findListMarket, listMarketsOf } from '@slipstream/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS, localJsonStorage } from './persist-options.ts';

interface ListMarketState {
  /** List market keys by sport id. */
  chosen: Record<number, string>;
  choose(sportId: number, key: string): void;
}

/** Keeps the choices the domain still offers, other than each sport's default. */
function offered(chosen: unknown): Record<number, string> {
  const kept: Record<number, string> = {};
  if (typeof chosen !== 'object' || chosen === null) return kept;
  for (const [sport, key] of Object.entries(chosen)) {
    const sportId = Number(sport);
    if (typeof key === 'string' && findListMarket(sportId, key) && defaultListMarket(sportId)?.key !== key)
      kept[sportId] = key;
  }
  return kept;
}

export const useListMarketStore = create<ListMarketState>()(
  persist(
    (set) => ({
      chosen: {},
      choose: (sportId, key) => set((state) => ({ chosen: offered({ ...state.chosen, [sportId]: key }) })),
    }),
    {
      name: STORAGE_KEYS.listMarkets,
      version: 1,
      storage: localJsonStorage,
      partialize: ({ chosen }) => ({ chosen }),
      merge: (stored, current) => ({
        ...current,
        chosen: offered((stored as Partial<ListMarketState> | undefined)?.chosen),
      }),
    },
  ),
);

/** The sport's chosen list market key, or undefined for its default (a list request then names none). */
export function useChosenListMarket(sportId: number): string | undefined {
  return useListMarketStore((state) => state.chosen[sportId]);
}

/** Every sport's choice other than its default, for lists of every sport. */
export function useChosenListMarkets(): Readonly<Record<number, string>> {
  return useListMarketStore((state) => state.chosen);
}

/** A sport's list markets, the one shown now, and how to choose another. */
export function useListMarketChoice(sportId: number) {
  const chosen = useChosenListMarket(sportId);
  const choose = useListMarketStore((state) => state.choose);
  return {
    choices: listMarketsOf(sportId),
    shown: chosen ?? defaultListMarket(sportId)?.key ?? '',
    chosen,
    choose: (key: string) => choose(sportId, key),
  };
}
