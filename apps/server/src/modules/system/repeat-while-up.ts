// Background work on a timer while the app is up: started once the app is ready (after migrations),
// stopped when it closes, never overlapping itself (a slow round is not stacked on by the next tick),
// and a failed round logged, not fatal. The sweeps, the crash table and the timeline retention use it.
import type { FastifyInstance } from 'fastify';

export interface RepeatedJob {
  /** What the log calls it: "<what> failed". */
  what: string;
  intervalMs: number;
  run: () => Promise<void>;
}

export function repeatWhileUp(app: FastifyInstance, job: RepeatedJob): void {
  if (job.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      job
        .run()
        .catch((err: unknown) => app.log.warn({ err }, `${job.what} failed`))
        .finally(() => {
          running = false;
        });
    }, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
