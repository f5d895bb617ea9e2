// Reads a Chrome trace (browser.startTracing) of the page under measurement and says where its long
// main-thread tasks went: for each of the longest tasks, the time by kind of work (script, style,
// layout, paint, garbage collection, …) and, when the trace holds V8's CPU samples, the JS functions
// that ran longest in them. Used by `BENCH_TRACE=<file> npm run bench live-list` to find what to fix.

/** The categories to record: the timeline's events plus V8's sampling profiler. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time of the thread: far below dur when the machine's other processes held the cores. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

/** What a trace event's time counts as. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  EventDispatch: 'event',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  RunMicrotasks: 'microtasks',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'layerize',
  Commit: 'commit',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  BlinkGC: 'gc',
  HitTest: 'hit test',
  ParseHTML: 'parse',
};

export interface TaskSummary {
  start: number;
  duration: number;
  /** Milliseconds the main thread actually ran during the task. */
  cpu: number;
  /** Self milliseconds by kind of work. */
  kinds: [string, number][];
  /** Self time of JS functions sampled in the task, longest first. */
  functions: [string, number][];
}

function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  // Several renderers can exist (the page, a blank start page): take the busiest main thread.
  const candidates = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number } | null = null;
  let most = -1;
  for (const c of candidates) {
    const busy = events
      .filter((e) => e.pid === c.pid && e.tid === c.tid && e.ph === 'X' && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > most) {
      most = busy;
      best = { pid: c.pid, tid: c.tid };
    }
  }
  return best;
}

/** JS self time per function from V8's ProfileChunk samples, within [from, to] (µs). */
function sampledFunctions(events: TraceEvent[], pid: number, from: number, to: number): Map<string, number> {
  const nodes = new Map<number, string>();
  const self = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'ProfileChunk' && e.name !== 'Profile')) continue;
    const data = (e.args?.data ?? {}) as {
      cpuProfile?: {
        nodes?: {
          id: number;
          callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
      startTime?: number;
    };
    for (const n of data.cpuProfile?.nodes ?? []) {
      const file = (n.callFrame.url ?? '').split('/').pop() ?? '';
      const at = file ? ` ${file}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}` : '';
      nodes.set(n.id, `${n.callFrame.functionName || '(anonymous)'}${at}`);
    }
  }
  // Samples carry time deltas from the profile's start; walk them in order.
  let t = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') t = ((e.args?.data ?? {}) as { startTime?: number }).startTime ?? t;
    if (e.name !== 'ProfileChunk') continue;
    const data = (e.args?.data ?? {}) as { cpuProfile?: { samples?: number[] }; timeDeltas?: number[] };
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const delta = deltas[i] ?? 0;
      t += delta;
      if (t < from || t > to) continue;
      const name = nodes.get(samples[i] as number) ?? '?';
      self.set(name, (self.get(name) ?? 0) + Math.max(delta, 0));
    }
  }
  return self;
}

/** The `count` longest main-thread tasks of the trace and what they were made of. */
export function summariseTrace(json: string, count = 8): TaskSummary[] {
  const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = mainThread(events);
  if (!main) return [];
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, count);

  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Self time per kind: an event's time less that of the known events nested in it, so a forced
    // layout inside a scroll handler counts as layout, not as the event.
    const kinds = new Map<string, number>();
    const stack: { kind: string; end: number }[] = [];
    for (const e of inside) {
      const kind = KINDS[e.name];
      if (!kind) continue;
      while (stack.length > 0 && (stack.at(-1) as { end: number }).end <= e.ts) stack.pop();
      const dur = (e.dur ?? 0) / 1000;
      const parent = stack.at(-1);
      if (parent) kinds.set(parent.kind, (kinds.get(parent.kind) ?? 0) - dur);
      kinds.set(kind, (kinds.get(kind) ?? 0) + dur);
      stack.push({ kind, end: e.ts + (e.dur ?? 0) });
    }
    const functions = sampledFunctions(events, main.pid, task.ts, end);
    return {
      start: task.ts,
      duration: (task.dur ?? 0) / 1000,
      cpu: (task.tdur ?? task.dur ?? 0) / 1000,
      kinds: [...kinds].sort((a, b) => b[1] - a[1]),
      functions: [...functions]
        .map(([name, us]) => [name, us / 1000] as [string, number])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8),
    };
  });
}

export function printTraceSummary(tasks: TaskSummary[]): void {
  if (tasks.length === 0) {
    console.log('trace: no renderer main thread found');
    return;
  }
  const t0 = Math.min(...tasks.map((t) => t.start));
  console.log('longest main-thread tasks in the trace:');
  for (const t of tasks) {
    const kinds = t.kinds.map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ');
    const at = `+${((t.start - t0) / 1000).toFixed(0)} ms`;
    console.log(`  ${t.duration.toFixed(1)} ms (${t.cpu.toFixed(1)} ms CPU) at ${at}: ${kinds}`);
    for (const [name, ms] of t.functions) console.log(`      ${ms.toFixed(1)} ms  ${name}`);
  }
}
