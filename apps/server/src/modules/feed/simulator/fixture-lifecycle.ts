// One fixture's life in the feed, event by event: announced, pre-match odds drifting, sometimes
// cancelled, handed over to the live producer at kick-off, played live (stops, re-opens, period
// settlements, the timeline's incidents, now and then a window of wrong odds cancelled), settled at
// the end (live-scouted, now and then wrongly and rolled back, then confirmed) and closed. Its
// randomness comes from its own streams, so its story is the same whenever and however often the
// simulator looks.
import {
  MARKET_STATUS,
  marketKey,
  PRODUCER,
  type FeedMessage,
  type MarketRef,
  type SportEventStatus,
  type TimelineEntry,
} from '../messages.ts';
import { HOUR_MS, MINUTE_MS, type SimFixture } from './calendar.ts';
import {
  CANCEL_ROLLBACK_DELAY_MS,
  cancelledWindow,
  planCancelWindow,
  windowCancelMessage,
  type CancelWindowPlan,
  type CancelWindowRates,
} from './cancel-window.ts';
import { matchModelFor, NO_DRIFT, type Drift, type MatchModel, type PlayEvent } from './live-play/index.ts';
import { MarketBook } from './market-book.ts';
import { betStop, fixtureChange, oddsChange, timelineEvent } from './message-builders.ts';
import type { LinePlan } from './pricing/quote.ts';
import type { Rng } from './rng.ts';
import { settleMarket, type MatchResult } from './settlement.ts';

export interface LifecycleOptions extends CancelWindowRates {
  margin: number;
  /** Share of fixtures cancelled before kick-off (bet_cancel for every market). */
  cancelRate: number;
  /** Share of finished fixtures whose first settlement has a wrong market, rolled back and re-settled. */
  rollbackRate: number;
  /** From the final whistle to the confirmed settlement and the fixture closing. */
  confirmDelayMs: number;
}

/** Where messages go; null while fast-forwarding (state advances, nothing is emitted). */
export type Sink = FeedMessage[] | null;

type Phase = 'scheduled' | 'prematch' | 'live' | 'ended' | 'done';

interface Deferred {
  at: number;
  run: (sink: Sink) => void;
}

const ROLLBACK_DELAY_MS = 3 * MINUTE_MS;

export class FixtureLifecycle {
  private phase: Phase = 'scheduled';
  private readonly model: MatchModel;
  private readonly driftRng: Rng;
  private readonly playRng: Rng;
  private drift: Drift = NO_DRIFT;
  private nextDriftAt = Infinity;
  private readonly cancelAt: number | null;
  private readonly rollback: boolean;
  /** A window of live odds still to cancel, if this fixture has one. */
  private cancelWindow: CancelWindowPlan | null;
  private prematchPlan: LinePlan | undefined;
  private readonly prematchBook = new MarketBook();
  private readonly liveBook = new MarketBook();
  private readonly settled = new Set<string>();
  private play: Generator<PlayEvent, void, undefined> | undefined;
  private pending: PlayEvent | undefined;
  private stopped = false;
  private status: SportEventStatus;
  private finalResult: MatchResult | undefined;
  private readonly deferred: Deferred[] = [];
  /** The match's timeline so far, numbered in order: a consumer starting late is sent all of it. */
  private readonly timeline: TimelineEntry[] = [];

  constructor(
    readonly fixture: SimFixture,
    rng: Rng,
    private readonly options: LifecycleOptions,
  ) {
    this.model = matchModelFor(fixture);
    this.driftRng = rng.fork('drift');
    this.playRng = rng.fork('play');
    const fate = rng.fork('fate');
    this.cancelAt = fate.chance(options.cancelRate)
      ? Math.round(fixture.publishTime + fate.range(0.2, 0.95) * (fixture.startTime - fixture.publishTime))
      : null;
    this.rollback = fate.chance(options.rollbackRate);
    this.cancelWindow = planCancelWindow(rng.fork('cancel-window'), fixture.startTime, options);
    this.status = this.model.notStarted;
  }

  get id(): number {
    return this.fixture.id;
  }

  /** The latest time the fixture can still be in the feed (an upper bound). */
  get latestEnd(): number {
    return (
      this.fixture.startTime +
      this.model.maxDurationMs +
      this.options.confirmDelayMs +
      Math.max(ROLLBACK_DELAY_MS, CANCEL_ROLLBACK_DELAY_MS)
    );
  }

  get isDone(): boolean {
    return this.phase === 'done';
  }

  get isLive(): boolean {
    return this.phase === 'live';
  }

  nextTime(): number {
    switch (this.phase) {
      case 'scheduled':
        return this.fixture.publishTime;
      case 'prematch':
        return Math.min(this.nextDriftAt, this.cancelAt ?? Infinity, this.fixture.startTime);
      case 'live':
        return Math.min(this.pending?.at ?? Infinity, this.deferred[0]?.at ?? Infinity);
      case 'ended':
        return this.deferred[0]?.at ?? Infinity;
      case 'done':
        return Infinity;
    }
  }

  /** Processes the next event (at nextTime()). */
  step(sink: Sink): void {
    switch (this.phase) {
      case 'scheduled':
        return this.publish(sink);
      case 'prematch':
        return this.prematchStep(sink);
      case 'live': {
        const due = this.deferred[0];
        if (due && due.at <= (this.pending?.at ?? Infinity)) {
          this.deferred.shift();
          return due.run(sink);
        }
        return this.liveStep(sink);
      }
      case 'ended': {
        const next = this.deferred.shift();
        next?.run(sink);
        if (this.deferred.length === 0) this.phase = 'done';
        return;
      }
      case 'done':
        return;
    }
  }

  /** The fixture's current state as a consumer starting now needs it. */
  recover(at: number, sink: FeedMessage[]): void {
    switch (this.phase) {
      case 'prematch':
        this.repricePrematch();
        sink.push(fixtureChange(this.fixture, at, 'recovery', PRODUCER.prematch, 'not_started'));
        sink.push(oddsChange(this.id, at, PRODUCER.prematch, this.prematchBook.toMarkets()));
        return;
      case 'live':
        sink.push(fixtureChange(this.fixture, at, 'recovery', PRODUCER.live, 'live'));
        sink.push(oddsChange(this.id, at, PRODUCER.live, this.liveBook.toMarkets(this.settled), this.status));
        if (this.stopped) sink.push(betStop(this.id, at));
        for (const entry of this.timeline) sink.push(timelineEvent(this.id, at, entry));
        return;
      case 'ended':
        sink.push(fixtureChange(this.fixture, at, 'recovery', PRODUCER.live, 'ended'));
        sink.push(oddsChange(this.id, at, PRODUCER.live, [], this.status));
        for (const entry of this.timeline) sink.push(timelineEvent(this.id, at, entry));
        return;
      default:
        return;
    }
  }

  private publish(sink: Sink): void {
    const at = this.fixture.publishTime;
    this.phase = 'prematch';
    this.nextDriftAt = at + this.driftInterval(at);
    if (!sink) return;
    this.repricePrematch();
    sink.push(fixtureChange(this.fixture, at, 'new', PRODUCER.prematch, 'not_started'));
    sink.push(oddsChange(this.id, at, PRODUCER.prematch, this.prematchBook.toMarkets()));
  }

  private repricePrematch(): boolean {
    // Pre-match lines are chosen once, from the model's own view, and kept: only their prices drift.
    this.prematchPlan ??= this.model.prematch(NO_DRIFT, this.options.margin).plan;
    return this.prematchBook.apply(
      this.model.prematch(this.drift, this.options.margin, this.prematchPlan).quotes,
    );
  }

  /** Pre-match prices move rarely far out and more often as kick-off nears. */
  private driftInterval(now: number): number {
    const toKickoff = this.fixture.startTime - now;
    const [lo, hi] = toKickoff > 24 * HOUR_MS ? [60, 120] : toKickoff > 3 * HOUR_MS ? [20, 40] : [5, 10];
    return Math.round(this.driftRng.range(lo, hi) * MINUTE_MS);
  }

  private prematchStep(sink: Sink): void {
    const at = this.nextTime();
    if (this.cancelAt !== null && at === this.cancelAt && this.cancelAt < this.fixture.startTime) {
      this.phase = 'done';
      if (!sink) return;
      if (this.prematchBook.size === 0) this.repricePrematch();
      sink.push({
        type: 'bet_cancel',
        event_id: this.id,
        producer: PRODUCER.prematch,
        timestamp: at,
        markets: this.prematchBook.refs(),
      });
      sink.push(fixtureChange(this.fixture, at, 'status', PRODUCER.prematch, 'cancelled'));
      return;
    }
    if (at === this.nextDriftAt && at < this.fixture.startTime) {
      // Mean-reverting random walk: the market's opinion wanders but does not run away.
      this.drift = {
        home: 0.95 * this.drift.home + this.driftRng.normal(0, 0.02),
        away: 0.95 * this.drift.away + this.driftRng.normal(0, 0.02),
      };
      this.nextDriftAt = at + this.driftInterval(at);
      if (sink && this.repricePrematch())
        sink.push(oddsChange(this.id, at, PRODUCER.prematch, this.prematchBook.toMarkets()));
      return;
    }
    this.kickoff(sink);
  }

  private kickoff(sink: Sink): void {
    const at = this.fixture.startTime;
    this.phase = 'live';
    this.play = this.model.play(this.playRng, at, this.drift);
    this.pending = this.play.next().value ?? undefined;
    // Even when fast-forwarding, the book must know the pre-match markets: they are settled at the end.
    if (this.prematchBook.size === 0) this.repricePrematch();
    if (!sink) return;
    sink.push(
      oddsChange(
        this.id,
        at,
        PRODUCER.prematch,
        this.prematchBook.toMarkets(new Set(), MARKET_STATUS.handedOver),
      ),
    );
    sink.push(fixtureChange(this.fixture, at, 'status', PRODUCER.live, 'live'));
  }

  private liveStep(sink: Sink): void {
    const event = this.pending;
    if (!event || !this.play) return;
    this.pending = this.play.next().value ?? undefined;
    this.status = event.status;
    const at = event.at;
    for (const incident of event.timeline ?? []) {
      const entry: TimelineEntry = { id: this.timeline.length + 1, ...incident };
      this.timeline.push(entry);
      sink?.push(timelineEvent(this.id, at, entry));
    }
    switch (event.kind) {
      case 'bet_stop':
        this.stopped = true;
        sink?.push(betStop(this.id, at));
        return;
      case 'update':
        if (this.stopped) return;
        this.priceLive(event, sink);
        return;
      case 'reopen':
        this.stopped = false;
        this.priceLive(event, sink);
        return;
      case 'period_end':
        this.stopped = false;
        if (event.result) this.settle(at, event.result, sink);
        this.priceLive(event, sink);
        return;
      case 'end':
        this.finish(event, sink);
        return;
    }
  }

  private priceLive(event: PlayEvent, sink: Sink): void {
    const wasOpen = this.cancelWindow ? this.liveBook.openRefs(this.settled) : [];
    this.liveBook.apply(event.price(this.options.margin).quotes);
    sink?.push(
      oddsChange(this.id, event.at, PRODUCER.live, this.liveBook.toMarkets(this.settled), event.status),
    );
    if (this.cancelWindow && event.at >= this.cancelWindow.notBefore)
      this.cancelOddsWindow(event.at, wasOpen, sink);
  }

  /**
   * Voids the bets one market took over the last moments of play: one open since the previous
   * prices, so it was on offer through the window; its rollback may follow.
   */
  private cancelOddsWindow(at: number, wasOpen: readonly MarketRef[], sink: Sink): void {
    const plan = this.cancelWindow;
    const before = new Set(wasOpen.map(marketKey));
    const open = this.liveBook.openRefs(this.settled).filter((ref) => before.has(marketKey(ref)));
    const window = plan && cancelledWindow(plan, at, open);
    if (!plan || !window) return;
    this.cancelWindow = null;
    sink?.push(windowCancelMessage(this.id, at, window, 'bet_cancel'));
    if (!plan.rolledBack) return;
    const rollbackAt = at + CANCEL_ROLLBACK_DELAY_MS;
    this.defer(rollbackAt, (s) =>
      s?.push(windowCancelMessage(this.id, rollbackAt, window, 'rollback_bet_cancel')),
    );
  }

  /** Runs `run` at `at`, in time order with the rest of the fixture's story. */
  private defer(at: number, run: (sink: Sink) => void): void {
    this.deferred.push({ at, run });
    this.deferred.sort((a, b) => a.at - b.at);
  }

  private allMarkets(): MarketRef[] {
    const seen = new Map<string, MarketRef>();
    for (const ref of [...this.prematchBook.refs(), ...this.liveBook.refs()]) seen.set(marketKey(ref), ref);
    return [...seen.values()];
  }

  /** Settles every open market the result decides (certainty 1, live producer). */
  private settle(at: number, result: MatchResult, sink: Sink, corrupt = false): void {
    const markets: Extract<FeedMessage, { type: 'bet_settlement' }>['markets'] = [];
    for (const ref of this.allMarkets()) {
      const key = marketKey(ref);
      if (this.settled.has(key)) continue;
      const outcomes = settleMarket(ref.id, ref.specifier, result);
      if (!outcomes) continue;
      this.settled.add(key);
      markets.push({ ...ref, outcomes });
    }
    // A scouting error on one decided market: its results are swapped (no dead heat shared in the
    // wrong version); a rollback and a correction follow.
    const wrongIndex = corrupt ? markets.findIndex((m) => m.outcomes.some((o) => o.void_factor === 0)) : -1;
    const wrong = markets[wrongIndex];
    if (wrong) {
      markets[wrongIndex] = {
        ...wrong,
        outcomes: wrong.outcomes.map((o) =>
          o.void_factor === 0 ? { ...o, result: o.result === 1 ? 0 : 1, dead_heat_factor: 1 } : o,
        ),
      };
      const at2 = at + ROLLBACK_DELAY_MS;
      this.defer(at2, (s) => {
        s?.push({
          type: 'rollback_bet_settlement',
          event_id: this.id,
          producer: PRODUCER.live,
          timestamp: at2,
          markets: [{ id: wrong.id, specifier: wrong.specifier }],
        });
        s?.push({
          type: 'bet_settlement',
          event_id: this.id,
          producer: PRODUCER.live,
          timestamp: at2,
          certainty: 1,
          markets: [wrong],
        });
      });
    }
    if (sink && markets.length > 0) {
      sink.push({
        type: 'bet_settlement',
        event_id: this.id,
        producer: PRODUCER.live,
        timestamp: at,
        certainty: 1,
        markets,
      });
    }
  }

  private finish(event: PlayEvent, sink: Sink): void {
    const at = event.at;
    const result = event.result ?? { complete: true };
    this.finalResult = result;
    this.phase = 'ended';
    this.stopped = false;
    this.liveBook.deactivateAll();
    if (sink) {
      sink.push(oddsChange(this.id, at, PRODUCER.live, this.liveBook.toMarkets(this.settled), event.status));
      sink.push(fixtureChange(this.fixture, at, 'status', PRODUCER.live, 'ended'));
    }
    this.settle(at, result, sink, this.rollback);
    const confirmAt = at + this.options.confirmDelayMs;
    this.defer(confirmAt, (s) => this.confirm(confirmAt, s));
  }

  /** The confirmed settlement of every market (pre-match and live), then the fixture closes. */
  private confirm(at: number, sink: Sink): void {
    if (!sink || !this.finalResult) return;
    const result = this.finalResult;
    const markets = this.allMarkets().flatMap((ref) => {
      const outcomes = settleMarket(ref.id, ref.specifier, result);
      return outcomes ? [{ ...ref, outcomes }] : [];
    });
    if (markets.length > 0) {
      sink.push({
        type: 'bet_settlement',
        event_id: this.id,
        producer: PRODUCER.prematch,
        timestamp: at,
        certainty: 2,
        markets,
      });
    }
    sink.push(fixtureChange(this.fixture, at, 'status', PRODUCER.prematch, 'closed'));
  }
}
