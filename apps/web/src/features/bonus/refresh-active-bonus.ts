// Refreshing the active bonus (SPEC.md §4) lives with the user store, so the wallet and casino
// features, which may not import this one, can run it too.
export { CASINO_BONUS_EVENT, refreshActiveBonus, storeActiveBonus } from '../../stores/active-bonus.ts';
