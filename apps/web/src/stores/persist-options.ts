// Shared settings of the four persisted stores (SPEC.md §9: auth, utility, user and betslip state
// persist in local storage). Keys are versioned so a later shape change can migrate or drop old data.
import { createJSONStorage } from 'zustand/middleware';

export const STORAGE_KEYS = {
  auth: 'slipstream.auth',
  utility: 'slipstream.utility',
  user: 'slipstream.user',
  betslip: 'slipstream.betslip',
  tracking: 'slipstream.tracking',
  oddsFormat: 'slipstream.oddsFormat',
  listMarkets: 'slipstream.listMarkets',
} as const;

export const localJsonStorage = createJSONStorage(() => localStorage);
