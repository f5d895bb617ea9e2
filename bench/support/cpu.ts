// Where a bench's CPU goes on this machine: the API processes, the feed process, PostgreSQL (every
// local postgres process: the backends and the writers behind them), the bench's own load generator,
// and the whole machine. Read from /proc at two moments; the difference over the work done in
// between is the cost of one unit of it. Linux only: elsewhere the figures are absent.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts process CPU time in /proc in ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user and system), if it can be read. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU seconds of every postgres process now running here (backends that ended are not counted). */
function postgresCpuSeconds(): number | undefined {
  let total = 0;
  let found = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let comm: string;
    try {
      comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm !== 'postgres') continue;
    const cpu = processCpuSeconds(Number(entry));
    if (cpu === undefined) continue;
    total += cpu;
    found = true;
  }
  return found ? total : undefined;
}

/** Busy CPU seconds of the whole machine (every core, everything but idle and I/O wait). */
function machineBusySeconds(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [, ...ticks] = line.trim().split(/\s+/).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return (ticks.reduce((a, b) => a + b, 0) - idle) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export interface CpuReading {
  api: number | undefined;
  feed: number | undefined;
  postgres: number | undefined;
  bench: number;
  machine: number | undefined;
}

export function readCpu(processes: { api: readonly number[]; feed?: number | undefined }): CpuReading {
  const own = process.cpuUsage();
  const apis = processes.api.map(processCpuSeconds);
  return {
    api: apis.every((c) => c !== undefined) ? apis.reduce((a, b) => a + b, 0) : undefined,
    feed: processes.feed === undefined ? undefined : processCpuSeconds(processes.feed),
    postgres: postgresCpuSeconds(),
    bench: (own.user + own.system) / 1e6,
    machine: machineBusySeconds(),
  };
}

/** CPU milliseconds per unit of work between two readings, part by part ("—" where unreadable). */
export function cpuPerUnit(from: CpuReading, to: CpuReading, units: number, unit: string): string {
  const part = (name: string, a: number | undefined, b: number | undefined) =>
    `${name} ${a === undefined || b === undefined ? '—' : ((1000 * (b - a)) / Math.max(1, units)).toFixed(2)}`;
  return (
    [
      part('API processes', from.api, to.api),
      part('feed process', from.feed, to.feed),
      part('PostgreSQL', from.postgres, to.postgres),
      part('load generator', from.bench, to.bench),
      part('whole machine', from.machine, to.machine),
    ].join(', ') + ` ms of CPU per ${unit}`
  );
}
