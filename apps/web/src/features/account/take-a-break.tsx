// Time-out (24 hours to 6 weeks) and self-exclusion (6 months or more), each behind a confirmation
// dialog that states the consequence. Both end every session on the server, so after the server's
// confirmation is shown the player is logged out here too.
import { useId, useState } from 'react';
import { selfExclude, takeTimeOut } from '../../api/account-safety.ts';
import { logout } from '../../stores/session.ts';
import { Dialog } from '../../ui/dialog.tsx';

const TIME_OUTS = [
  { value: 24, label: '24 hours' },
  { value: 48, label: '2 days' },
  { value: 72, label: '3 days' },
  { value: 168, label: '1 week' },
  { value: 336, label: '2 weeks' },
  { value: 672, label: '4 weeks' },
  { value: 1008, label: '6 weeks' },
];

const EXCLUSIONS = [
  { value: 6, label: '6 months' },
  { value: 12, label: '1 year' },
  { value: 24, label: '2 years' },
  { value: 60, label: '5 years' },
];

type Kind = 'time-out' | 'self-exclusion';

interface Pending {
  kind: Kind;
  amount: number;
  label: string;
}

function consequence({ kind, label }: Pending): string {
  return kind === 'time-out'
    ? `You will be logged out everywhere and cannot log in, bet or deposit for ${label}. A time-out cannot be shortened or cancelled.`
    : `You will be logged out everywhere and your account will be closed to you for ${label}. You cannot bet, deposit or log in, and self-exclusion cannot be shortened or cancelled.`;
}

function Chooser({
  kind,
  options,
  title,
  text,
  onChoose,
}: {
  kind: Kind;
  options: { value: number; label: string }[];
  title: string;
  text: string;
  onChoose: (p: Pending) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(options[0]?.value ?? 0);
  const label = options.find((o) => o.value === value)?.label ?? '';
  return (
    <div className="break-card">
      <h3 className="break-card__title">{title}</h3>
      <p className="account-note">{text}</p>
      <div className="break-card__row">
        <label htmlFor={id} className="visually-hidden">
          {title} length
        </label>
        <select id={id} className="select" value={value} onChange={(e) => setValue(Number(e.target.value))}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => onChoose({ kind, amount: value, label })}
        >
          {kind === 'time-out' ? 'Take a time-out' : 'Self-exclude'}
        </button>
      </div>
    </div>
  );
}

export function TakeABreak() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function confirm(p: Pending) {
    setBusy(true);
    setError(null);
    try {
      setDone(p.kind === 'time-out' ? await takeTimeOut(p.amount) : await selfExclude(p.amount));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="break-grid">
      <Chooser
        kind="time-out"
        title="Time-out"
        text="Take a short break from 24 hours to 6 weeks."
        options={TIME_OUTS}
        onChoose={setPending}
      />
      <Chooser
        kind="self-exclusion"
        title="Self-exclusion"
        text="Close your account to yourself for 6 months or more."
        options={EXCLUSIONS}
        onChoose={setPending}
      />
      {done ? (
        <Dialog
          title="Your break has started"
          footer={
            <button type="button" className="btn btn--primary btn--block" onClick={() => logout()}>
              OK
            </button>
          }
        >
          <p className="dialog-message" role="status">
            {done}
          </p>
        </Dialog>
      ) : (
        pending && (
          <Dialog
            title={
              pending.kind === 'time-out'
                ? `Take a ${pending.label} time-out?`
                : `Self-exclude for ${pending.label}?`
            }
            onDismiss={busy ? undefined : () => setPending(null)}
            footer={
              <div className="dialog-actions">
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={busy}
                  onClick={() => setPending(null)}
                >
                  Cancel
                </button>
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={busy}
                  onClick={() => void confirm(pending)}
                >
                  {busy ? 'Please Wait' : 'Confirm'}
                </button>
              </div>
            }
          >
            <p className="dialog-message">{consequence(pending)}</p>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
          </Dialog>
        )
      )}
    </div>
  );
}
