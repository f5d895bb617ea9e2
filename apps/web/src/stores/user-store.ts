// User state of SPEC.md §3 (currentUser, activeBonus, activeCashback, casinoActiveBonus, error,
// isLoadingCurrentUser), persisted so balances show at once after a reload.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { CurrentUser } from '../api/auth.ts';
import { STORAGE_KEYS, localJsonStorage } from './persist-options.ts';

export interface UserState {
  currentUser: CurrentUser | null;
  /** The active bonus; its shape belongs to the bonus issue. */
  activeBonus: unknown;
  activeCashback: unknown;
  casinoActiveBonus: unknown;
  error: string | null;
  isLoadingCurrentUser: boolean;
}

export interface UserActions {
  userLoadStarted(): void;
  setCurrentUser(user: CurrentUser): void;
  /** SPEC.md §4: a failed profile load stores the error and sets the user and the casino bonus to none. */
  userLoadFailed(message: string): void;
  setActiveBonus(bonus: unknown): void;
  /** SPEC.md §4: a failed cashback fetch sets the cashback to none (pass null). */
  setActiveCashback(cashback: unknown): void;
  setCasinoActiveBonus(bonus: unknown): void;
  reset(): void;
}

export const initialUserState: UserState = {
  currentUser: null,
  activeBonus: null,
  activeCashback: null,
  casinoActiveBonus: null,
  error: null,
  isLoadingCurrentUser: false,
};

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set) => ({
      ...initialUserState,
      userLoadStarted: () => set({ isLoadingCurrentUser: true, error: null }),
      setCurrentUser: (currentUser) => set({ currentUser, isLoadingCurrentUser: false, error: null }),
      userLoadFailed: (error) =>
        set({ error, currentUser: null, casinoActiveBonus: null, isLoadingCurrentUser: false }),
      setActiveBonus: (activeBonus) => set({ activeBonus }),
      setActiveCashback: (activeCashback) => set({ activeCashback }),
      setCasinoActiveBonus: (casinoActiveBonus) => set({ casinoActiveBonus }),
      reset: () => set(initialUserState),
    }),
    {
      name: STORAGE_KEYS.user,
      version: 1,
      storage: localJsonStorage,
      partialize: ({ currentUser, activeBonus, activeCashback, casinoActiveBonus }) => ({
        currentUser,
        activeBonus,
        activeCashback,
        casinoActiveBonus,
      }),
    },
  ),
);
