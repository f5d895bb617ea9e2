// `npm run fuzz [-- --count 20000 --seed 7]`: the long run of the edge fuzz (src/test/fuzz) on a fresh
// embedded database. Prints what it tried and what it found; exits 1 on any finding.
import { parseArgs } from 'node:util';
import { formatReport } from '../src/test/fuzz/report.ts';
import { runFuzz } from '../src/test/fuzz/runner.ts';
import { buildWorld } from '../src/test/fuzz/world.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: process.env.FUZZ_COUNT ?? '20000' },
    seed: { type: 'string', default: process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000_000) },
    plausible: { type: 'string', default: '0.2' },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
const plausibleShare = Number(values.plausible);
if (
  !Number.isSafeInteger(count) ||
  count < 1 ||
  !Number.isSafeInteger(seed) ||
  !(plausibleShare >= 0 && plausibleShare <= 1)
) {
  console.error('Usage: npm run fuzz -- [--count N] [--seed S] [--plausible 0..1]');
  process.exit(2);
}

const started = Date.now();
const world = await buildWorld();
try {
  const report = await runFuzz(world, {
    count,
    seed,
    plausibleShare,
    progress: (sent, total) => {
      if (sent % 1000 === 0 || sent === total) {
        process.stderr.write(`  ${sent}/${total} requests, ${Math.round((Date.now() - started) / 1000)} s\n`);
      }
    },
  });
  console.log(formatReport(report));
  console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exitCode = report.findings.length > 0 || report.ledgerBreaches.length > 0 ? 1 : 0;
} finally {
  await world.t.close();
}
