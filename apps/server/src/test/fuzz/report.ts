// The fuzzer's report as text: what it tried (per route, per defect and noise kind, per status) and
// what it found (5xx, 4xx outside the envelope, defective requests accepted, rows written).
import { FINDING_KINDS } from './judge.ts';
import type { FuzzReport } from './runner.ts';

const EXAMPLES_PER_KIND = 5;

function table(title: string, counts: Record<string, number>): string[] {
  const rows = Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const width = Math.max(0, ...rows.map(([k]) => k.length));
  return [`${title}:`, ...rows.map(([k, n]) => `  ${k.padEnd(width)}  ${n}`)];
}

export function findingCounts(report: FuzzReport): Record<string, number> {
  return Object.fromEntries(
    FINDING_KINDS.map((kind) => [kind, report.findings.filter((f) => f.kind === kind).length]),
  );
}

export function formatReport(report: FuzzReport, options: { routes?: boolean } = {}): string {
  const counts = findingCounts(report);
  const total = report.sent.A + report.sent.B;
  const lines = [
    `Fuzzed ${total} requests over ${report.routes} routes (seed ${report.seed}): ` +
      `${report.sent.A} with certain defects (phase A), ${report.sent.B} plausible (phase B).`,
    `Found: ${FINDING_KINDS.map((k) => `${counts[k]} ${k}`).join(', ')}; ` +
      `ledger breaches: ${report.ledgerBreaches.length}.`,
    ...table('Defect kinds (phase A)', report.byDefect),
    ...table('Noise kinds', report.byNoise),
    ...table('Statuses', report.byStatus),
  ];
  if (options.routes !== false) lines.push(...table('Routes', report.byRoute));
  for (const kind of FINDING_KINDS) {
    const examples = report.findings.filter((f) => f.kind === kind).slice(0, EXAMPLES_PER_KIND);
    if (examples.length === 0) continue;
    lines.push(`Examples of ${kind}:`);
    for (const f of examples) {
      lines.push(
        `  [${f.phase}] ${f.route} → ${f.status}; defects: ${f.defects.join(', ') || 'none'}; noise: ${f.noise.join(', ') || 'none'}`,
        `    url: ${f.url}`,
        `    sent: ${JSON.stringify(f.payload)}`,
        `    answer: ${JSON.stringify(f.response)}`,
        ...(f.writes.length > 0
          ? [`    wrote: ${f.writes.map((w) => `${w.op} ${w.table} ×${w.count}`).join(', ')}`]
          : []),
      );
    }
  }
  if (report.ledgerBreaches.length > 0)
    lines.push(`Ledger breaches: ${JSON.stringify(report.ledgerBreaches.slice(0, 5))}`);
  return lines.join('\n');
}
