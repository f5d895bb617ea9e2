// The marketing tracking token (`?clickid=` on /Register, SPEC.md §2), kept until registration sends
// it as `trackingToken` (SPEC.md §7 auth/register).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS, localJsonStorage } from './persist-options.ts';

interface TrackingState {
  trackingToken: string | null;
  setTrackingToken(token: string | null): void;
}

export const useTrackingStore = create<TrackingState>()(
  persist(
    (set) => ({
      trackingToken: null,
      setTrackingToken: (trackingToken) => set({ trackingToken }),
    }),
    { name: STORAGE_KEYS.tracking, version: 1, storage: localJsonStorage },
  ),
);
