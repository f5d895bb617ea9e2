// Label/value rows (dialog summaries: amount, bank, stake, potential win).
import type { ReactNode } from 'react';
import './detail-list.css';

export function DetailList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="detail-list">
      {rows.map((row) => (
        <div key={row.label} className="detail-list__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
