// pgbench's TPC-B on the bench server, in a database created and dropped for the run, at its best
// configuration: TPC-B updates one branch row per transaction, so with fewer branches (the scale)
// than clients the clients queue on those rows and pgbench measures the queue, not the server. The
// baseline is therefore run at a scale of at least its clients, with 8 and with 16 clients, and the
// better of the two is the figure a bench compares against.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DATABASE_URL } from './server.ts';

const SCALE = 16;
const CLIENT_COUNTS = [8, 16] as const;

export interface PgbenchBest {
  /** The best transactions per second over the client counts tried. */
  tps: number;
  /** What was tried, for the printout: e.g. `scale 16: -c 8 2,243 tps, -c 16 2,288 tps`. */
  description: string;
}

export function pgbenchBest(seconds: number): PgbenchBest {
  const db = `bench_pgbench_${randomBytes(4).toString('hex')}`;
  const u = new URL(DATABASE_URL);
  const conn = [
    '-h',
    u.searchParams.get('host') ?? u.hostname,
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
  ];
  const env = { ...process.env, ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}) };
  const run = (args: string[]) => {
    const r = spawnSync(args[0]!, args.slice(1), { env, encoding: 'utf8', timeout: 300_000 });
    if (r.status !== 0)
      throw new Error(`${args.slice(0, 2).join(' ')} failed: ${r.stderr || r.error?.message}`);
    return r.stdout + r.stderr;
  };
  const adminDb = u.pathname.slice(1) || 'postgres';
  run(['psql', ...conn, '-d', adminDb, '-qc', `create database ${db}`]);
  try {
    run(['pgbench', ...conn, '-i', '-q', '-s', String(SCALE), db]);
    const runs = CLIENT_COUNTS.map((clients) => {
      const out = run(['pgbench', ...conn, '-c', String(clients), '-j', '2', '-T', String(seconds), db]);
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
      if (!tps) throw new Error(`could not read pgbench's tps from:\n${out}`);
      return { clients, tps: Number(tps) };
    });
    const best = Math.max(...runs.map((r) => r.tps));
    const tried = runs.map((r) => `-c ${r.clients} -j 2: ${r.tps.toFixed(0)} tps`).join(', ');
    return {
      tps: best,
      description: `TPC-B, scale ${SCALE}, -T ${seconds}; ${tried}; best ${best.toFixed(0)} tps`,
    };
  } finally {
    run(['psql', ...conn, '-d', adminDb, '-qc', `drop database if exists ${db} with (force)`]);
  }
}
