// pgbench's TPC-B (scale 1) on the bench server, in a database created and dropped for the run.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DATABASE_URL } from './server.ts';

export function pgbench(concurrency: number, seconds: number): number {
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
    const r = spawnSync(args[0]!, args.slice(1), { env, encoding: 'utf8', timeout: 120_000 });
    if (r.status !== 0)
      throw new Error(`${args.slice(0, 2).join(' ')} failed: ${r.stderr || r.error?.message}`);
    return r.stdout + r.stderr;
  };
  const adminDb = u.pathname.slice(1) || 'postgres';
  run(['psql', ...conn, '-d', adminDb, '-qc', `create database ${db}`]);
  try {
    run(['pgbench', ...conn, '-i', '-q', db]);
    const out = run(['pgbench', ...conn, '-c', String(concurrency), '-j', '2', '-T', String(seconds), db]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
    if (!tps) throw new Error(`could not read pgbench's tps from:\n${out}`);
    return Number(tps);
  } finally {
    run(['psql', ...conn, '-d', adminDb, '-qc', `drop database if exists ${db} with (force)`]);
  }
}
