// Auth state of SPEC.md §3 (mobile_number, token, returnUrl, loading, authError), persisted. The
// actions follow the login steps of SPEC.md §4; the calls themselves live in features/auth.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS, localJsonStorage } from './persist-options.ts';

export interface AuthState {
  /** The canonical number (dial code + national number) of the logged-in player. */
  mobile_number: string | null;
  /** Bearer token; a player is authenticated exactly when it is set (SPEC.md §6). */
  token: string | null;
  /** The full path (pathname + search) a guarded route was asked for before login. */
  returnUrl: string | null;
  loading: boolean;
  /** Text shown in the auth dialog (server message or SPEC.md §5 validation text). */
  authError: string | null;
}

export interface AuthActions {
  /** Login step 1: loading on, any previous error cleared. */
  loginStarted(): void;
  /** Login step 2: the token is stored and the mobile number kept; loading off. */
  loginSucceeded(token: string, mobileNumber: string): void;
  /** A failed login or registration: the text is shown in the dialog and loading ends. */
  loginFailed(message: string): void;
  setLoading(loading: boolean): void;
  setAuthError(message: string | null): void;
  setReturnUrl(url: string | null): void;
  /** Login step 4: the remembered return URL (or `/`), cleared as it is used. */
  consumeReturnUrl(): string;
  /** Back to a visitor (part of logout, SPEC.md §4). */
  reset(): void;
}

export const initialAuthState: AuthState = {
  mobile_number: null,
  token: null,
  returnUrl: null,
  loading: false,
  authError: null,
};

export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set, get) => ({
      ...initialAuthState,
      loginStarted: () => set({ loading: true, authError: null }),
      loginSucceeded: (token, mobileNumber) =>
        set({ token, mobile_number: mobileNumber, loading: false, authError: null }),
      loginFailed: (message) => set({ loading: false, authError: message }),
      setLoading: (loading) => set({ loading }),
      setAuthError: (authError) => set({ authError }),
      setReturnUrl: (returnUrl) => set({ returnUrl }),
      consumeReturnUrl: () => {
        const url = get().returnUrl ?? '/';
        set({ returnUrl: null });
        return url;
      },
      reset: () => set(initialAuthState),
    }),
    {
      name: STORAGE_KEYS.auth,
      version: 1,
      storage: localJsonStorage,
      // A spinner or an old error must not come back after a reload; those two stay in memory.
      partialize: ({ mobile_number, token, returnUrl }) => ({ mobile_number, token, returnUrl }),
    },
  ),
);

export const selectIsAuthenticated = (state: AuthState) => state.token !== null && state.token !== '';

/** SPEC.md §6's two states, as the role sent with a bet (no rule depends on it). */
export type UserRole = 'player' | 'visitor';

export const selectUserRole = (state: AuthState): UserRole =>
  selectIsAuthenticated(state) ? 'player' : 'visitor';
