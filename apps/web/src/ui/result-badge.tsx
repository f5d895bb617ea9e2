// A bet's or a selection's result as a coloured word (bet history, bet detail, the simulation): the
// colour helps at a glance, the word carries the meaning for everyone.
import './result-badge.css';

const LABELS: Record<string, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  cashed_out: 'Cashed out',
  'half-won': 'Half won',
  'half-lost': 'Half lost',
};

const TONES: Record<string, 'win' | 'loss' | 'neutral' | 'open'> = {
  open: 'open',
  won: 'win',
  'half-won': 'win',
  cashed_out: 'win',
  lost: 'loss',
  'half-lost': 'loss',
  void: 'neutral',
};

/** The player's word for a status or result (`cashed_out` → "Cashed out"). */
export function resultLabel(result: string): string {
  return LABELS[result] ?? result.replace(/[_-]+/g, ' ');
}

export function ResultBadge({ result }: { result: string }) {
  return (
    <span className={`result-badge result-badge--${TONES[result] ?? 'neutral'}`}>{resultLabel(result)}</span>
  );
}
