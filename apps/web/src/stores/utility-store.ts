// Utility state of SPEC.md §3: the active sport, start-up data (banners, sports menu, bonus table,
// global variables), layout switches and small counters, persisted in local storage.
import { DEFAULT_SPORT } from '@slipstream/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { GlobalVariables } from '../api/auth.ts';
import type { BonusRow } from '../api/bonus.ts';
import type { Banner } from '../api/content.ts';
import type { SportsMenuItem } from '../api/sports.ts';
import { STORAGE_KEYS, localJsonStorage } from './persist-options.ts';

export interface ActiveSport {
  sportID: number;
  sportName: string;
}

export interface UtilityState {
  activeSport: ActiveSport;
  sportID: number;
  live: boolean;
  banners: Banner[];
  sportsMenu: SportsMenuItem[];
  /** Shapes of the next four belong to the sports and live issues. */
  marketGroups: unknown[];
  activeLiveMarkets: unknown[];
  homeCarousel: unknown[];
  SportsbookBonusList: BonusRow[];
  SportsbookGlobalVariable: GlobalVariables;
  showBetslipCount: boolean;
  showFooter: boolean;
  showMobileNavigation: boolean;
  errorMessage: string | null;
  activeCategories: unknown[];
  openBetCount: number;
  liveListSingleMatch: unknown;
  showDefaultHeaderItems: boolean;
  /**
   * The id of the casino bonus whose dialog was shown, so each bonus is announced once per browser
   * (a new award has a new id); null until one is shown.
   */
  bonusModalShown: number | null;
  popupDialogShown: boolean;
}

export interface UtilityActions {
  /** Makes a sport active; `sportID` follows it. */
  setActiveSport(sport: ActiveSport): void;
  setLive(live: boolean): void;
  setBanners(banners: Banner[]): void;
  setSportsMenu(menu: SportsMenuItem[]): void;
  setMarketGroups(groups: unknown[]): void;
  setActiveLiveMarkets(markets: unknown[]): void;
  setHomeCarousel(items: unknown[]): void;
  setSportsbookBonusList(rows: BonusRow[]): void;
  setSportsbookGlobalVariable(variables: GlobalVariables): void;
  setShowBetslipCount(show: boolean): void;
  setShowFooter(show: boolean): void;
  setShowMobileNavigation(show: boolean): void;
  setErrorMessage(message: string | null): void;
  setActiveCategories(categories: unknown[]): void;
  setOpenBetCount(count: number): void;
  setLiveListSingleMatch(match: unknown): void;
  setShowDefaultHeaderItems(show: boolean): void;
  setBonusModalShown(bonusId: number | null): void;
  setPopupDialogShown(shown: boolean): void;
  reset(): void;
}

export const initialUtilityState: UtilityState = {
  activeSport: { ...DEFAULT_SPORT },
  sportID: DEFAULT_SPORT.sportID,
  live: false,
  banners: [],
  sportsMenu: [],
  marketGroups: [],
  activeLiveMarkets: [],
  homeCarousel: [],
  SportsbookBonusList: [],
  SportsbookGlobalVariable: {},
  showBetslipCount: true,
  showFooter: true,
  showMobileNavigation: true,
  errorMessage: null,
  activeCategories: [],
  openBetCount: 0,
  liveListSingleMatch: null,
  showDefaultHeaderItems: true,
  bonusModalShown: null,
  popupDialogShown: false,
};

export const useUtilityStore = create<UtilityState & UtilityActions>()(
  persist(
    (set) => ({
      ...initialUtilityState,
      setActiveSport: (sport) => set({ activeSport: { ...sport }, sportID: sport.sportID }),
      setLive: (live) => set({ live }),
      setBanners: (banners) => set({ banners }),
      setSportsMenu: (sportsMenu) => set({ sportsMenu }),
      setMarketGroups: (marketGroups) => set({ marketGroups }),
      setActiveLiveMarkets: (activeLiveMarkets) => set({ activeLiveMarkets }),
      setHomeCarousel: (homeCarousel) => set({ homeCarousel }),
      setSportsbookBonusList: (SportsbookBonusList) => set({ SportsbookBonusList }),
      setSportsbookGlobalVariable: (SportsbookGlobalVariable) => set({ SportsbookGlobalVariable }),
      setShowBetslipCount: (showBetslipCount) => set({ showBetslipCount }),
      setShowFooter: (showFooter) => set({ showFooter }),
      setShowMobileNavigation: (showMobileNavigation) => set({ showMobileNavigation }),
      setErrorMessage: (errorMessage) => set({ errorMessage }),
      setActiveCategories: (activeCategories) => set({ activeCategories }),
      setOpenBetCount: (openBetCount) => set({ openBetCount }),
      setLiveListSingleMatch: (liveListSingleMatch) => set({ liveListSingleMatch }),
      setShowDefaultHeaderItems: (showDefaultHeaderItems) => set({ showDefaultHeaderItems }),
      setBonusModalShown: (bonusModalShown) => set({ bonusModalShown }),
      setPopupDialogShown: (popupDialogShown) => set({ popupDialogShown }),
      reset: () => set(initialUtilityState),
    }),
    {
      name: STORAGE_KEYS.utility,
      // Version 2: bonusModalShown went from a flag (never set) to the id of the bonus announced.
      version: 2,
      storage: localJsonStorage,
      migrate: (persisted) => {
        const state = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<
          string,
          unknown
        >;
        const shown = state.bonusModalShown;
        return { ...state, bonusModalShown: typeof shown === 'number' ? shown : null } as UtilityState;
      },
      // An error text is about the moment it happened; everything else survives a reload.
      partialize: ({ errorMessage: _errorMessage, ...rest }) =>
        Object.fromEntries(Object.entries(rest).filter(([, v]) => typeof v !== 'function')) as Omit<
          UtilityState,
          'errorMessage'
        >,
    },
  ),
);
