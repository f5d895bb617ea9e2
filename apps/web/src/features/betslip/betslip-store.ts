// Betslip store of SPEC.md §3: the coupon plus placement state, persisted so a reload keeps the
// player's selections. Every edit goes through the domain betslip engine (add/remove/replace, bet
// types, stakes, feed flags); this store only holds its results and the engine's settings.
import {
  addSelection,
  applyBetStop,
  applyOddsChange,
  applyOddsRefresh,
  buildSelection,
  changeBetType,
  clearChanged,
  loadBetslip,
  MAX_COUPON_SELECTIONS,
  recalculateBetslip,
  removeSelection,
  resetBetslip,
  selectionKey,
  setCombos,
  setStake,
  toggleBanker,
  type BetslipSelection,
  type BetType,
  type BuildSelectionOptions,
  type CouponConfig,
  type FixtureInput,
  type MarketInput,
  type OddsChangeMessage,
  type OddsRefreshEntry,
  type OutcomeInput,
} from '@slipstream/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { GlobalVariables } from '../../api/auth.ts';
import type { BetPlaced } from '../../api/bets.ts';
import type { BonusRow } from '../../api/bonus.ts';
import { STORAGE_KEYS, localJsonStorage } from '../../stores/persist-options.ts';
import { createChangedOdds, type OddsMove } from './betslip-changed-odds.ts';
import { couponConfigFor } from './betslip-config.ts';
import {
  NO_ODDS_TO_ACCEPT,
  onSlipOnly,
  stillWaiting,
  withNewMoves,
  type AcceptOddsChanges,
  type OddsToAccept,
} from './betslip-odds-acceptance.ts';
import { restoreCoupon } from './betslip-restore.ts';
import { emptyCoupon, type Coupon } from './coupon.ts';

export type { AcceptOddsChanges, BetPlaced };
export type BetslipMode = 'real' | 'sim';
/** `ticket` stakes the bet as a whole; `all` puts the stake on each selection (singles). */
export type StakeTarget = 'ticket' | 'all';
export type ToggleResult = 'added' | 'removed' | 'replaced' | 'refused';

export const TOO_MANY_SELECTIONS = `a coupon holds at most ${MAX_COUPON_SELECTIONS} selections`;

export interface BetslipState {
  coupon: Coupon;
  betPlaced: BetPlaced | null;
  /** The last shared or booked slip loaded by code (SPEC.md §3 "Shared betslip response"). */
  loadedCoupon: unknown;
  sportsbookBonusList: BonusRow[];
  SportsbookGlobalVariable: GlobalVariables;
  isBetslipLoading: boolean;
  isBetslipBooking: boolean;
  mode: BetslipMode;
  isSimulating: boolean;
  /** Live-feed topics the betslip listens to; rebuilt after a restore (SPEC.md §4). */
  activeSubscriptions: string[];
  acceptOddsChanges: AcceptOddsChanges;
  stakeTarget: StakeTarget;
  /** Which way each highlighted (changed) selection moved, by selection key. */
  oddsMoves: Record<string, OddsMove>;
  /** Why the engine refused the last edit (SPEC.md §8 betslip logic errors), shown in the panel. */
  betslipError: string | null;
  /** Prices that moved since the player accepted them and that their odds-change answer does not take. */
  oddsToAccept: OddsToAccept;
  /**
   * The slip as it was placed. A placed bet leaves the slip at once (so the same picks are never
   * offered to place again by accident); "Keep selections" brings the picks back from here.
   */
  lastPlaced: { coupon: Coupon; stakeTarget: StakeTarget } | null;
}

export interface BetslipActions {
  /** SPEC.md §4: adds the outcome, removes it when already there, replaces the match's earlier pick. */
  toggleSelection(
    fixture: FixtureInput,
    market: MarketInput,
    outcome: OutcomeInput,
    options?: BuildSelectionOptions,
  ): ToggleResult;
  /** Removes by selection key (`selectionKey` of the domain). */
  removeSelection(key: string): void;
  clear(): void;
  setStake(value: number, target?: StakeTarget): void;
  changeBetType(betType: BetType): void;
  /** Ticks system groupings (e.g. [2, 3]); none leaves the system bet. */
  setCombos(groupings: readonly number[]): void;
  toggleBanker(matchId: number): void;
  setAcceptChanges(value: AcceptOddsChanges): void;
  applyOddsChange(message: OddsChangeMessage): void;
  applyBetStop(matchId: number | string): void;
  applyOddsRefresh(entries: readonly OddsRefreshEntry[] | Readonly<Record<string, OddsRefreshEntry>>): void;
  /** Ends the changed highlight of one selection (or all). */
  clearChanged(key?: string): void;
  /** A shared or booked slip: Single for one selection, Multiple otherwise. */
  loadSlip(selections: readonly BetslipSelection[], options?: { stake?: number }): void;
  /** Low level: replaces the coupon as it is (recomputed). Prefer the actions above. */
  setCoupon(coupon: Coupon): void;
  updateCoupon(patch: Partial<Coupon>): void;
  /** Back to an empty coupon, the last placement forgotten (OK in the bet-placed dialog). */
  resetCoupon(): void;
  /** A bet was placed: its answer is kept, the slip as placed is kept aside and the slip is emptied. */
  placementSucceeded(placed: BetPlaced): void;
  /** "Keep selections": the placed picks back on the slip, as they were but with no stake. */
  keepPlacedSelections(): void;
  /** The one-tap "Accept new odds": the prices now on the slip are the ones the player takes. */
  acceptNewOdds(): void;
  setBetPlaced(result: BetPlaced | null): void;
  setLoadedCoupon(coupon: unknown): void;
  setSportsbookBonusList(rows: BonusRow[]): void;
  setSportsbookGlobalVariable(variables: GlobalVariables): void;
  setBetslipLoading(loading: boolean): void;
  setBetslipBooking(booking: boolean): void;
  setMode(mode: BetslipMode): void;
  setSimulating(simulating: boolean): void;
  setActiveSubscriptions(topics: string[]): void;
  setBetslipError(message: string | null): void;
  reset(): void;
}

export type BetslipStore = BetslipState & BetslipActions;

export const initialBetslipState = (): BetslipState => ({
  coupon: emptyCoupon(),
  betPlaced: null,
  loadedCoupon: null,
  sportsbookBonusList: [],
  SportsbookGlobalVariable: {},
  isBetslipLoading: false,
  isBetslipBooking: false,
  mode: 'real',
  isSimulating: false,
  activeSubscriptions: [],
  acceptOddsChanges: 'none',
  stakeTarget: 'ticket',
  oddsMoves: {},
  betslipError: null,
  oddsToAccept: NO_ODDS_TO_ACCEPT,
  lastPlaced: null,
});

/** The engine settings for the store's global variables and bonus list. */
export const selectCouponConfig = (s: BetslipState): CouponConfig =>
  couponConfigFor(s.SportsbookGlobalVariable, s.sportsbookBonusList);

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
const MISSING_BONUS = "Can't find the bonus percentage";

/** Money as the engine takes it: not negative, at most 2 decimals, within the schema's cap. */
function cleanStake(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.round(value * 100) / 100, 1e11);
}

export const useBetslipStore = create<BetslipStore>()(
  persist(
    (set, get) => {
      const changedOdds = createChangedOdds((key) => get().clearChanged(key));

      /**
       * Runs one engine edit. A refused edit keeps the slip and shows why; a bonus table with a gap
       * (an operator mistake) must not lock the slip, so that edit is redone without the bonus.
       */
      function edit(
        fn: (slip: Coupon, config: CouponConfig) => Coupon,
        extra: Partial<BetslipState> = {},
      ): boolean {
        const state = get();
        const config = selectCouponConfig(state);
        let next: Coupon;
        let betslipError: string | null = null;
        try {
          next = fn(state.coupon, config);
        } catch (err) {
          betslipError = errorText(err);
          if (!betslipError.startsWith(MISSING_BONUS)) {
            set({ betslipError });
            return false;
          }
          try {
            next = fn(state.coupon, { ...config, bonusTable: [] });
          } catch (again) {
            set({ betslipError: errorText(again) });
            return false;
          }
        }
        const oddsToAccept = onSlipOnly(extra.oddsToAccept ?? state.oddsToAccept, next.selections);
        set({ coupon: next, betslipError, ...extra, oddsToAccept });
        return true;
      }

      /** A feed update: the engine applies it, then changed prices start their 5-second highlight. */
      function feedEdit(fn: (slip: Coupon, config: CouponConfig) => Coupon) {
        const before = get().coupon.selections;
        if (!edit(fn)) return;
        const started = changedOdds.diff(before, get().coupon.selections);
        if (started.size === 0) return;
        const oddsMoves = { ...get().oddsMoves };
        for (const [key, move] of started) {
          if (move) oddsMoves[key] = move;
          else delete oddsMoves[key];
        }
        set({ oddsMoves, oddsToAccept: withNewMoves(get().oddsToAccept, started, get().acceptOddsChanges) });
        changedOdds.start(started.keys());
      }

      /** A slip started afresh: no highlights, and no moved prices waiting for an answer. */
      function forgetHighlights() {
        changedOdds.cancelAll();
        return { oddsMoves: {}, oddsToAccept: NO_ODDS_TO_ACCEPT };
      }

      return {
        ...initialBetslipState(),
        toggleSelection: (fixture, market, outcome, options) => {
          let selection: BetslipSelection | null;
          try {
            selection = buildSelection(fixture, market, outcome, options);
          } catch {
            selection = null;
          }
          if (!selection) return 'refused';
          const key = selectionKey(selection);
          const { selections } = get().coupon;
          const present = selections.some((s) => selectionKey(s) === key);
          const sameMatch = selections.some((s) => s.matchId === selection.matchId);
          if (!present && !sameMatch && selections.length >= MAX_COUPON_SELECTIONS) {
            set({ betslipError: TOO_MANY_SELECTIONS });
            return 'refused';
          }
          const pick = selection;
          const emptying = present && selections.length === 1;
          if (
            !edit(
              (slip, config) => addSelection(slip, pick, config),
              emptying ? { stakeTarget: 'ticket' } : {},
            )
          )
            return 'refused';
          if (present) changedOdds.cancel(key);
          return present ? 'removed' : sameMatch ? 'replaced' : 'added';
        },
        removeSelection: (key) => {
          const last = get().coupon.selections.length === 1;
          if (
            edit((slip, config) => removeSelection(slip, key, config), last ? { stakeTarget: 'ticket' } : {})
          )
            changedOdds.cancel(key);
        },
        clear: () => {
          edit((slip) => resetBetslip(slip), { stakeTarget: 'ticket', ...forgetHighlights() });
        },
        setStake: (value, target = 'ticket') => {
          const stake = cleanStake(value);
          edit((slip, config) => setStake(slip, stake, target, config), { stakeTarget: target });
        },
        changeBetType: (betType) => {
          const before = get().coupon;
          edit((slip, config) => changeBetType(slip, betType, config));
          if (get().coupon !== before) set({ stakeTarget: 'ticket' });
        },
        setCombos: (groupings) => {
          edit((slip, config) => setCombos(slip, groupings, config), { stakeTarget: 'ticket' });
        },
        toggleBanker: (matchId) => {
          edit((slip, config) => toggleBanker(slip, matchId, config));
        },
        setAcceptChanges: (acceptOddsChanges) => {
          set((state) => ({
            acceptOddsChanges,
            coupon: { ...state.coupon, acceptChanges: acceptOddsChanges !== 'none' },
            oddsToAccept: stillWaiting(state.oddsToAccept, acceptOddsChanges),
          }));
        },
        applyOddsChange: (message) => feedEdit((slip, config) => applyOddsChange(slip, message, config)),
        applyBetStop: (matchId) => feedEdit((slip, config) => applyBetStop(slip, matchId, config)),
        applyOddsRefresh: (entries) => feedEdit((slip, config) => applyOddsRefresh(slip, entries, config)),
        clearChanged: (key) => {
          if (key === undefined) changedOdds.cancelAll();
          const oddsMoves = { ...get().oddsMoves };
          if (key === undefined) for (const k of Object.keys(oddsMoves)) delete oddsMoves[k];
          else delete oddsMoves[key];
          edit((slip, config) => clearChanged(slip, key, config), { oddsMoves });
        },
        loadSlip: (selections, options = {}) => {
          const stake = options.stake === undefined ? undefined : cleanStake(options.stake);
          edit((slip, config) => loadBetslip(selections, { base: slip, stake }, config), {
            stakeTarget: 'ticket',
            ...forgetHighlights(),
          });
        },
        setCoupon: (coupon) => {
          edit((_, config) => recalculateBetslip(coupon, config));
        },
        updateCoupon: (patch) => {
          edit((slip, config) => recalculateBetslip({ ...slip, ...patch }, config));
        },
        resetCoupon: () => {
          // Done with the last placement too: its picks can no longer be kept.
          set({ lastPlaced: null });
          get().clear();
        },
        placementSucceeded: (placed) => {
          const { coupon, stakeTarget } = get();
          set({ betPlaced: placed, lastPlaced: { coupon, stakeTarget } });
          get().clear();
        },
        keepPlacedSelections: () => {
          const placed = get().lastPlaced;
          if (!placed) return;
          const selections = placed.coupon.selections.map((s) => (s.changed ? { ...s, changed: false } : s));
          set({ lastPlaced: null });
          get().setCoupon({ ...placed.coupon, selections });
          get().setStake(0, placed.stakeTarget);
        },
        acceptNewOdds: () => set({ oddsToAccept: NO_ODDS_TO_ACCEPT }),
        setBetPlaced: (betPlaced) => set({ betPlaced }),
        setLoadedCoupon: (loadedCoupon) => set({ loadedCoupon }),
        setSportsbookBonusList: (sportsbookBonusList) => {
          set({ sportsbookBonusList });
          edit((slip, config) => recalculateBetslip(slip, config));
        },
        setSportsbookGlobalVariable: (SportsbookGlobalVariable) => {
          set({ SportsbookGlobalVariable });
          edit((slip, config) => recalculateBetslip(slip, config));
        },
        setBetslipLoading: (isBetslipLoading) => set({ isBetslipLoading }),
        setBetslipBooking: (isBetslipBooking) => set({ isBetslipBooking }),
        setMode: (mode) => set({ mode }),
        setSimulating: (isSimulating) => set({ isSimulating }),
        setActiveSubscriptions: (activeSubscriptions) => set({ activeSubscriptions }),
        setBetslipError: (betslipError) => set({ betslipError }),
        reset: () => {
          changedOdds.cancelAll();
          set(initialBetslipState());
        },
      };
    },
    {
      name: STORAGE_KEYS.betslip,
      version: 1,
      storage: localJsonStorage,
      // Loading flags, highlights and feed subscriptions belong to this page's life; the slip survives.
      partialize: ({
        coupon,
        betPlaced,
        loadedCoupon,
        sportsbookBonusList,
        SportsbookGlobalVariable,
        mode,
        acceptOddsChanges,
        stakeTarget,
      }) => ({
        coupon,
        betPlaced,
        loadedCoupon,
        sportsbookBonusList,
        SportsbookGlobalVariable,
        mode,
        acceptOddsChanges,
        stakeTarget,
      }),
      // Storage is not trusted: the slip is checked and recomputed with the stored settings.
      merge: (persisted, current) => {
        const saved = (
          typeof persisted === 'object' && persisted !== null ? persisted : {}
        ) as Partial<BetslipState>;
        const next = { ...current, ...saved };
        if (!Array.isArray(next.sportsbookBonusList)) next.sportsbookBonusList = [];
        if (typeof next.SportsbookGlobalVariable !== 'object' || next.SportsbookGlobalVariable === null)
          next.SportsbookGlobalVariable = {};
        if (!['none', 'higher', 'any'].includes(next.acceptOddsChanges)) next.acceptOddsChanges = 'none';
        if (next.stakeTarget !== 'all') next.stakeTarget = 'ticket';
        next.coupon = restoreCoupon(saved.coupon, selectCouponConfig(next));
        return next;
      },
    },
  ),
);
