// Responsible gambling: deposit limits (stricter at once, looser after 24 hours), time-outs (24 hours
// to 6 weeks) and self-exclusion (6 months or more). This module stores them; the wallet and bets
// call getLimits / assertMayGamble, and login refuses a player during an exclusion.
import {
  AppError,
  DEPOSIT_LIMIT_PERIODS,
  NO_LIMIT,
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_MIN_MONTHS,
  TIME_OUT_MAX_HOURS,
  TIME_OUT_MIN_HOURS,
  addMonthsUtc,
  formatUntil,
  requestDepositLimit,
  settleDepositLimit,
  type DepositLimitPeriod,
  type DepositLimitState,
  type Minor,
} from '@slipstream/domain';
import type { Db } from '../../db/database.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import {
  depositLimitRows,
  exclusionInForce,
  insertExclusion,
  lockPlayer,
  saveDepositLimit,
  type DepositLimitRow,
} from './responsible-gambling.repo.ts';

export type ExclusionKind = 'time-out' | 'self-exclusion';

export interface Exclusion {
  kind: ExclusionKind;
  until: Date;
}

/** What the wallet and bets enforce: the deposit limits in force now (minor units; null = none). */
export interface GamblingLimits {
  deposit: Record<DepositLimitPeriod, Minor | null>;
  exclusion: Exclusion | null;
}

export type DepositLimits = Record<DepositLimitPeriod, DepositLimitState>;

export interface ResponsibleGamblingView {
  depositLimits: DepositLimits;
  exclusion: Exclusion | null;
}

export interface ResponsibleGamblingService {
  getLimits(userId: number): Promise<GamblingLimits>;
  /** Throws ACCOUNT_LOCKED (403) while a time-out or self-exclusion is in force. */
  assertMayGamble(userId: number): Promise<void>;
  exclusionOf(userId: number): Promise<Exclusion | null>;
  view(userId: number): Promise<ResponsibleGamblingView>;
  /** Omitted periods stay as they are; null asks for no limit. */
  setDepositLimits(
    userId: number,
    requested: Partial<Record<DepositLimitPeriod, Minor | null>>,
  ): Promise<ResponsibleGamblingView>;
  /** Starts a time-out and ends every session of the player. */
  startTimeOut(userId: number, hours: number): Promise<Exclusion>;
  /** Starts a self-exclusion and ends every session of the player. */
  selfExclude(userId: number, months: number): Promise<Exclusion>;
}

/** The error a locked-out player sees, at login and anywhere they try to gamble. */
export function exclusionError(exclusion: Exclusion): AppError {
  const until = formatUntil(exclusion.until);
  const message =
    exclusion.kind === 'time-out'
      ? `Your account is taking a time-out until ${until}. You can log in again after that.`
      : `Your account is self-excluded until ${until}. You can log in again after that.`;
  return new AppError('ACCOUNT_LOCKED', message, {
    reason: exclusion.kind,
    until: exclusion.until.toISOString(),
  });
}

function toState(row: DepositLimitRow | undefined): DepositLimitState {
  if (!row) return NO_LIMIT;
  return {
    amount: row.amount,
    pending: row.pending_effective_at
      ? { amount: row.pending_amount, effectiveAt: row.pending_effective_at }
      : null,
  };
}

export interface ResponsibleGamblingDeps {
  db: Db;
  now: () => Date;
  sessions: SessionService;
}

/**
 * How long "no exclusion in force" is remembered for a player who is betting. Safe because starting
 * an exclusion also ends every session of the player in the same transaction, so no process lets
 * them call again; this process also forgets the player at once. Kept short all the same.
 */
const CLEAR_REMEMBERED_MS = 5_000;
const CLEAR_REMEMBERED_MAX = 50_000;

export function createResponsibleGamblingService(deps: ResponsibleGamblingDeps): ResponsibleGamblingService {
  // Players found free of any exclusion, until when (oldest first, for trimming).
  const clearUntil = new Map<number, number>();

  async function depositLimits(userId: number, now: Date): Promise<DepositLimits> {
    const rows = await depositLimitRows(deps.db, userId);
    const byPeriod = (period: DepositLimitPeriod) =>
      settleDepositLimit(toState(rows.find((r) => r.period === period)), now);
    return { daily: byPeriod('daily'), weekly: byPeriod('weekly'), monthly: byPeriod('monthly') };
  }

  async function exclusionOf(userId: number): Promise<Exclusion | null> {
    const row = await exclusionInForce(deps.db, userId, deps.now());
    return row ? { kind: row.kind, until: row.endsAt } : null;
  }

  async function view(userId: number): Promise<ResponsibleGamblingView> {
    const [limits, exclusion] = await Promise.all([depositLimits(userId, deps.now()), exclusionOf(userId)]);
    return { depositLimits: limits, exclusion };
  }

  async function exclude(userId: number, kind: ExclusionKind, until: Date): Promise<Exclusion> {
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      await insertExclusion(trx, { user_id: userId, kind, starts_at: now, ends_at: until, created_at: now });
      // Logged out everywhere at once: a time-out that leaves a tab open to bet in is no time-out.
      await deps.sessions.revokeAll(userId, kind, trx);
    });
    clearUntil.delete(userId);
    return { kind, until };
  }

  return {
    async getLimits(userId) {
      const { depositLimits: limits, exclusion } = await view(userId);
      return {
        deposit: { daily: limits.daily.amount, weekly: limits.weekly.amount, monthly: limits.monthly.amount },
        exclusion,
      };
    },

    async assertMayGamble(userId) {
      const now = deps.now().getTime();
      if ((clearUntil.get(userId) ?? 0) > now) return;
      const exclusion = await exclusionOf(userId);
      if (exclusion) throw exclusionError(exclusion);
      clearUntil.delete(userId);
      if (clearUntil.size >= CLEAR_REMEMBERED_MAX) clearUntil.delete(clearUntil.keys().next().value!);
      clearUntil.set(userId, now + CLEAR_REMEMBERED_MS);
    },

    exclusionOf,
    view,

    async setDepositLimits(userId, requested) {
      await deps.db.transaction().execute(async (trx) => {
        await lockPlayer(trx, userId);
        const now = deps.now();
        const rows = await depositLimitRows(trx, userId);
        for (const period of DEPOSIT_LIMIT_PERIODS) {
          const asked = requested[period];
          if (asked === undefined) continue;
          const next = requestDepositLimit(toState(rows.find((r) => r.period === period)), asked, now);
          await saveDepositLimit(trx, {
            user_id: userId,
            period,
            amount: next.amount,
            pending_amount: next.pending?.amount ?? null,
            pending_effective_at: next.pending?.effectiveAt ?? null,
            updated_at: now,
          });
        }
      });
      return view(userId);
    },

    async startTimeOut(userId, hours) {
      if (!Number.isInteger(hours) || hours < TIME_OUT_MIN_HOURS || hours > TIME_OUT_MAX_HOURS) {
        throw new AppError(
          'VALIDATION_FAILED',
          `A time-out lasts from ${TIME_OUT_MIN_HOURS} hours to ${TIME_OUT_MAX_HOURS / 24 / 7} weeks (${TIME_OUT_MAX_HOURS} hours), in whole hours.`,
        );
      }
      return exclude(userId, 'time-out', new Date(deps.now().getTime() + hours * 3_600_000));
    },

    async selfExclude(userId, months) {
      if (
        !Number.isInteger(months) ||
        months < SELF_EXCLUSION_MIN_MONTHS ||
        months > SELF_EXCLUSION_MAX_MONTHS
      ) {
        throw new AppError(
          'VALIDATION_FAILED',
          `A self-exclusion lasts from ${SELF_EXCLUSION_MIN_MONTHS} to ${SELF_EXCLUSION_MAX_MONTHS} months, in whole months.`,
        );
      }
      return exclude(userId, 'self-exclusion', addMonthsUtc(deps.now(), months));
    },
  };
}
