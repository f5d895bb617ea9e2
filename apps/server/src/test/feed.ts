// A simulated feed for tests: the FeedSimulator on a hand-driven clock feeding a real ingestion
// (database, broker, odds cache), so tests move the world with advanceBy() and never sleep.
import type { Broker } from '../broker/index.ts';
import type { Db } from '../db/database.ts';
import {
  createIngestion,
  type FeedIngestion,
  type IngestionOptions,
} from '../modules/feed/ingestion/ingest.ts';
import type { FeedMessage } from '../modules/feed/messages.ts';
import { ManualClock } from '../modules/feed/simulator/clock.ts';
import { FeedSimulator, type FeedSimulatorOptions } from '../modules/feed/simulator/simulator.ts';
import type { OddsCache } from '../modules/market-data/odds-cache.ts';

const ADVANCE_STEP_MS = 5_000;

/** A Saturday afternoon (UTC): soccer, basketball and tennis in play and many fixtures to come. */
export const SIM_T0 = Date.UTC(2025, 2, 15, 14, 7, 0);

export interface SimulatedFeed {
  clock: ManualClock;
  sim: FeedSimulator;
  ingestion: FeedIngestion;
  /** Every message the simulator delivered, in order (tests replay them). */
  delivered: FeedMessage[];
  /** Moves the world (and the wall clock, for heartbeats) forward and waits for ingestion. */
  advance(ms: number): Promise<void>;
  stop(): Promise<void>;
}

export interface SimulatedFeedOptions extends Partial<
  Omit<IngestionOptions, 'db' | 'broker' | 'cache' | 'clock'>
> {
  db: Db;
  broker: Broker;
  cache: OddsCache;
  seed?: number;
  startTime?: number;
  sports?: FeedSimulatorOptions['sports'];
  simulator?: Partial<FeedSimulatorOptions>;
}

/** Starts ingestion on a simulator at `startTime`; resolves once the recovery snapshot is applied. */
export async function startSimulatedFeed(options: SimulatedFeedOptions): Promise<SimulatedFeed> {
  const {
    db,
    broker,
    cache,
    seed = 7,
    startTime = SIM_T0,
    sports = ['soccer', 'basketball', 'tennis'],
    simulator,
    ...rest
  } = options;
  const clock = new ManualClock(1_000_000);
  // Tests write the write-behind when they mean to (ingestion.flush()), unless they ask for a timer.
  const ingestion = createIngestion({ db, broker, cache, clock, flushIntervalMs: 3_600_000, ...rest });
  const sim = new FeedSimulator({ seed, startTime, clock, autoAdvance: false, sports, ...simulator });
  const delivered: FeedMessage[] = [];
  // Record what the source delivers, then hand it to ingestion as the source would.
  const recording = {
    name: sim.name,
    start: (listener: (m: FeedMessage) => void | Promise<void>) =>
      sim.start((m) => {
        delivered.push(m);
        return listener(m);
      }),
    stop: () => sim.stop(),
  };
  await ingestion.start(recording);
  await sim.idle();
  await ingestion.idle();
  return {
    clock,
    sim,
    ingestion,
    delivered,
    advance: async (ms) => {
      // In steps shorter than the heartbeat timeout, as wall and feed time move together in a server.
      for (let left = ms; left > 0; left -= ADVANCE_STEP_MS) {
        const step = Math.min(left, ADVANCE_STEP_MS);
        clock.advance(step);
        await sim.advanceBy(step);
      }
      await ingestion.idle();
    },
    stop: () => ingestion.stop(),
  };
}
