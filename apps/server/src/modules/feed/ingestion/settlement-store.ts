// Stores bet_settlement, bet_cancel and their rollbacks (idempotently: a re-sent message changes
// nothing and reaches nobody), then hands what is new to the SettlementSink and marks it handled.
// Messages queue in feed order and are stored in batches, one transaction per batch, so a burst of
// settlements (every match ending on the hour) costs a few statements each, off the feed's path.
import type { Db } from '../../../db/database.ts';
import type { Transaction } from '../../../db/executor.ts';
import type { BetCancel, BetSettlement, RollbackBetCancel, RollbackBetSettlement } from '../messages.ts';
import type { SettlementMessage } from './apply-settlement.ts';
import type { FeedLog } from './log.ts';
import {
  currentSettlements,
  insertCancellations,
  insertSettlements,
  markHandled,
  rollBackCancellations,
  rollBackSettlements,
  settlementKey,
  type CurrentSettlement,
  type NewSettlement,
} from './settlement.repo.ts';
import {
  storeOnlySettlementSink,
  type OutcomeResult,
  type RollbackSettlementEvent,
  type SettledMarket,
  type SettlementSink,
} from './settlement-sink.ts';

export interface SettlementStoreOptions {
  db: Db;
  sink: SettlementSink;
  log: FeedLog;
  /** Waits before retrying a batch the database refused (default 1 s, 2 s, 4 s). */
  retryDelaysMs?: readonly number[];
  /**
   * After the last retry, give the batch up (default: the feed sends settlements again) or keep
   * trying at the last delay until stopRetrying (for a source whose acknowledged messages are gone).
   */
  giveUp?: boolean;
  /** How long a message waits for others to share its transaction (default 50 ms). */
  batchDelayMs?: number;
}

/** A sink call to make once the batch is committed, and the rows it marks handled when it succeeds. */
interface HandOver {
  type: SettlementMessage['type'];
  call: () => void | Promise<void>;
  handles?: { table: 'market_settlements' | 'cancellations'; ids: number[] };
}

const BATCH = 200;

function sameResults(a: readonly OutcomeResult[], b: readonly OutcomeResult[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((o) => [o.outcomeId, o]));
  return a.every((o) => {
    const other = byId.get(o.outcomeId);
    return (
      other !== undefined &&
      other.result === o.result &&
      Math.abs(other.voidFactor - o.voidFactor) < 1e-9 &&
      Math.abs(other.deadHeatFactor - o.deadHeatFactor) < 1e-9
    );
  });
}

/**
 * Splits a batch into runs: consecutive bet_settlement messages that touch each line (and certainty)
 * once, stored together; every other message alone, in order.
 */
function runs(batch: readonly SettlementMessage[]): SettlementMessage[][] {
  const out: SettlementMessage[][] = [];
  let run: BetSettlement[] = [];
  let seen = new Set<string>();
  const close = () => {
    if (run.length > 0) out.push(run);
    run = [];
    seen = new Set();
  };
  for (const message of batch) {
    if (message.type !== 'bet_settlement') {
      close();
      out.push([message]);
      continue;
    }
    const keys = message.markets.map(
      (m) => `${message.event_id}/${m.id}/${m.specifier}/${message.certainty}`,
    );
    if (keys.some((k) => seen.has(k))) close();
    for (const k of keys) seen.add(k);
    run.push(message);
  }
  close();
  return out;
}

function rolledBack(s: CurrentSettlement): RollbackSettlementEvent['markets'][number] {
  return { settlementId: s.id, marketId: s.marketId, specifier: s.specifier, certainty: s.certainty };
}

export class SettlementStore {
  private pending: SettlementMessage[] = [];
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiting: Promise<void> | null = null;
  private startWaiting: (() => void) | null = null;
  private retrying = true;
  failures = 0;
  /** Messages given up on, never stored. */
  givenUp = 0;

  constructor(private readonly options: SettlementStoreOptions) {}

  /** Messages waiting to be stored. */
  get backlog(): number {
    return this.pending.length;
  }

  /**
   * Queues a message; resolves once it is stored and handed over (or given up on, logged). Storing
   * starts after a short wait, so the settlements of a burst share a transaction and statements.
   */
  enqueue(message: SettlementMessage): Promise<void> {
    this.pending.push(message);
    if (this.running) return this.running;
    if (!this.waiting) {
      this.waiting = new Promise<void>((resolve) => (this.startWaiting = resolve)).then(() => this.start());
      this.timer = setTimeout(() => this.startWaiting?.(), this.options.batchDelayMs ?? 50);
    }
    return this.waiting;
  }

  /** From now on a batch the database refuses is given up on at once (the process is stopping). */
  stopRetrying(): void {
    this.retrying = false;
  }

  /** Stores everything queued so far now; resolves once it is stored (or given up on: see givenUp). */
  async idle(): Promise<void> {
    if (this.waiting) {
      if (this.timer) clearTimeout(this.timer);
      this.startWaiting?.();
      await this.waiting;
    }
    while (this.running) await this.running;
  }

  private start(): Promise<void> {
    this.waiting = null;
    this.startWaiting = null;
    this.timer = null;
    this.running ??= this.drain().finally(() => {
      this.running = null;
      // A message queued after the last batch ended but before this ran.
      if (this.pending.length > 0) void this.start();
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, BATCH);
      await this.storeWithRetries(batch);
    }
  }

  private async storeWithRetries(batch: SettlementMessage[]): Promise<void> {
    const delays = this.options.retryDelaysMs ?? [1_000, 2_000, 4_000];
    const giveUp = this.options.giveUp ?? true;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.storeBatch(batch);
        return;
      } catch (err) {
        this.failures++;
        const delay = delays[attempt] ?? (giveUp ? undefined : delays[delays.length - 1]);
        if (delay === undefined || !this.retrying) {
          // The feed re-sends settlements (the confirmed one, or a real feed's recovery or
          // redelivery), and storing them then is idempotent; until then the loss is loud.
          this.givenUp += batch.length;
          this.options.log.error(
            { err, messages: batch.length },
            'storing settlements failed; giving up on this batch',
          );
          return;
        }
        this.options.log.warn({ err, attempt: attempt + 1 }, 'storing settlements failed; retrying');
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  }

  private async storeBatch(batch: readonly SettlementMessage[]): Promise<void> {
    const { db, log } = this.options;
    const handOvers = await db.transaction().execute(async (trx) => {
      const out: HandOver[] = [];
      for (const run of runs(batch)) {
        if (run[0]?.type === 'bet_settlement') out.push(...(await this.settle(trx, run as BetSettlement[])));
        else for (const message of run) out.push(...(await this.storeOne(trx, message)));
      }
      return out;
    });
    const handled = { market_settlements: [] as number[], cancellations: [] as number[] };
    for (const h of handOvers) {
      try {
        await h.call();
        if (h.handles) handled[h.handles.table].push(...h.handles.ids);
      } catch (err) {
        // The rows stay unhandled (handled_at null) for the bets module to pick up from the database.
        log.error({ err, type: h.type }, 'settlement sink failed; the rows stay unhandled');
      }
    }
    // With no bets module plugged in, nothing has taken the rows: they stay unhandled for it.
    if (this.options.sink === storeOnlySettlementSink) return;
    await markHandled(db, 'market_settlements', handled.market_settlements);
    await markHandled(db, 'cancellations', handled.cancellations);
  }

  private storeOne(trx: Transaction, message: SettlementMessage): Promise<HandOver[]> {
    switch (message.type) {
      case 'bet_settlement':
        return this.settle(trx, [message]);
      case 'bet_cancel':
        return this.cancel(trx, message);
      case 'rollback_bet_settlement':
        return this.rollbackSettlement(trx, message);
      case 'rollback_bet_cancel':
        return this.rollbackCancel(trx, message);
    }
  }

  /**
   * Settles a run of bet_settlement messages with a few statements for the whole run: insert every
   * line (those already settled at that certainty are left out by the database), then look only at
   * what conflicted: an identical result is a no-op, a different one replaces the one in force.
   */
  private async settle(trx: Transaction, messages: readonly BetSettlement[]): Promise<HandOver[]> {
    const { sink } = this.options;
    const incoming = messages.map((message) =>
      message.markets.map((m): NewSettlement => ({
        fixtureId: message.event_id,
        marketId: m.id,
        specifier: m.specifier,
        producer: message.producer,
        certainty: message.certainty,
        timestamp: message.timestamp,
        outcomes: m.outcomes.map((o) => ({
          outcomeId: o.id,
          result: o.result,
          voidFactor: o.void_factor,
          deadHeatFactor: o.dead_heat_factor,
        })),
      })),
    );
    const all = incoming.flat();
    const ids = await insertSettlements(trx, all);
    const conflicted = all.filter((s) => !ids.has(settlementKey(s, s.certainty)));
    const replaced = new Map<string, CurrentSettlement>();
    if (conflicted.length > 0) {
      const current = new Map(
        (await currentSettlements(trx, conflicted)).map((s) => [settlementKey(s, s.certainty), s]),
      );
      const changed = conflicted.filter((s) => {
        const existing = current.get(settlementKey(s, s.certainty));
        return existing !== undefined && !sameResults(existing.outcomes, s.outcomes);
      });
      for (const s of changed)
        replaced.set(settlementKey(s, s.certainty), current.get(settlementKey(s, s.certainty))!);
      if (changed.length > 0) {
        await rollBackSettlements(
          trx,
          [...replaced.values()].map((r) => r.id),
          'replaced',
          changed[0]!.timestamp,
        );
        for (const [k, id] of await insertSettlements(trx, changed)) ids.set(k, id);
      }
    }
    const confirmed = all.filter((s) => s.certainty === 2 && ids.has(settlementKey(s, 2)));
    const live = new Map(
      (confirmed.length > 0 ? await currentSettlements(trx, confirmed) : [])
        .filter((s) => s.certainty === 1)
        .map((s) => [settlementKey(s, 1), s]),
    );
    const out: HandOver[] = [];
    messages.forEach((message, i) => {
      const lines = incoming[i] ?? [];
      const event = { fixtureId: message.event_id, producer: message.producer, timestamp: message.timestamp };
      const gone = lines.flatMap((s) => {
        const r = replaced.get(settlementKey(s, s.certainty));
        return r ? [r] : [];
      });
      if (gone.length > 0) {
        out.push({
          type: 'rollback_bet_settlement',
          call: () =>
            sink.onRollbackSettlement({ ...event, reason: 'replaced', markets: gone.map(rolledBack) }),
        });
      }
      const settled: SettledMarket[] = lines.flatMap((s) => {
        const settlementId = ids.get(settlementKey(s, s.certainty));
        if (settlementId === undefined) return [];
        const earlier = live.get(settlementKey(s, 1));
        const confirms =
          s.certainty === 2 && earlier && sameResults(earlier.outcomes, s.outcomes) ? earlier.id : null;
        return [
          {
            settlementId,
            marketId: s.marketId,
            specifier: s.specifier,
            outcomes: s.outcomes,
            confirmsSettlementId: confirms,
          },
        ];
      });
      if (settled.length > 0) {
        out.push({
          type: 'bet_settlement',
          call: () => sink.onSettlement({ ...event, certainty: message.certainty, markets: settled }),
          handles: { table: 'market_settlements', ids: settled.map((s) => s.settlementId) },
        });
      }
    });
    return out;
  }

  private async rollbackSettlement(trx: Transaction, message: RollbackBetSettlement): Promise<HandOver[]> {
    const rolled = await currentSettlements(
      trx,
      message.markets.map((m) => ({ fixtureId: message.event_id, marketId: m.id, specifier: m.specifier })),
    );
    if (rolled.length === 0) return [];
    await rollBackSettlements(
      trx,
      rolled.map((s) => s.id),
      'rollback',
      message.timestamp,
    );
    const event = {
      fixtureId: message.event_id,
      producer: message.producer,
      timestamp: message.timestamp,
      reason: 'rollback' as const,
      markets: rolled.map(rolledBack),
    };
    return [{ type: message.type, call: () => this.options.sink.onRollbackSettlement(event) }];
  }

  private cancellationHead(message: BetCancel | RollbackBetCancel) {
    return {
      fixtureId: message.event_id,
      producer: message.producer,
      timestamp: message.timestamp,
      startTime: message.start_time ?? null,
      endTime: message.end_time ?? null,
    };
  }

  private async cancel(trx: Transaction, message: BetCancel): Promise<HandOver[]> {
    const head = this.cancellationHead(message);
    const inserted = await insertCancellations(trx, head, message.markets);
    if (inserted.length === 0) return [];
    const event = {
      ...head,
      markets: inserted.map((c) => ({ cancellationId: c.id, marketId: c.marketId, specifier: c.specifier })),
    };
    return [
      {
        type: message.type,
        call: () => this.options.sink.onCancel(event),
        handles: { table: 'cancellations', ids: inserted.map((c) => c.id) },
      },
    ];
  }

  private async rollbackCancel(trx: Transaction, message: RollbackBetCancel): Promise<HandOver[]> {
    const head = this.cancellationHead(message);
    const rolled = await rollBackCancellations(trx, head, message.markets);
    if (rolled.length === 0) return [];
    const event = {
      fixtureId: head.fixtureId,
      producer: head.producer,
      timestamp: head.timestamp,
      markets: rolled.map((c) => ({ cancellationId: c.id, marketId: c.marketId, specifier: c.specifier })),
    };
    return [{ type: message.type, call: () => this.options.sink.onRollbackCancel(event) }];
  }
}
