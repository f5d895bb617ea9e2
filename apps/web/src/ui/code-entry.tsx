// The 6-digit SMS code entry with its Send Again link and countdown (SPEC.md §2, §4, §5), shared by
// the Verify Mobile Number step and the reset-password page. onComplete runs when the 6th digit is in.
import { digitsOnly } from '@slipstream/domain';
import { useId, useState } from 'react';
import './code-entry.css';
import { Spinner } from './spinner.tsx';
import { useCountdown } from './use-countdown.ts';

export const CODE_LENGTH = 6;

interface CodeEntryProps {
  /** Seconds Send Again stays disabled at first (the code was just sent). */
  resendAfterSeconds: number;
  loading: boolean;
  onComplete: (code: string) => void;
  /** Sends a new code; answers the next wait, or null when sending failed (the caller shows why). */
  onResend: () => Promise<number | null>;
}

export function CodeEntry({ resendAfterSeconds, loading, onComplete, onResend }: CodeEntryProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const { seconds, restart } = useCountdown(resendAfterSeconds);

  function change(value: string) {
    const next = digitsOnly(value).slice(0, CODE_LENGTH);
    setCode(next);
    if (next.length === CODE_LENGTH && next !== code && !loading) onComplete(next);
  }

  async function resend() {
    setSending(true);
    const wait = await onResend();
    setSending(false);
    if (wait !== null) {
      setCode('');
      restart(wait);
    }
  }

  const waiting = seconds > 0;
  return (
    <div className="code-entry">
      <div className="field">
        <label htmlFor={id} className="field__label">
          Verification code
        </label>
        <div className="field__control">
          <input
            id={id}
            className="field__input code-entry__input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH}
            placeholder="••••••"
            data-autofocus
            value={code}
            disabled={loading}
            onChange={(event) => change(event.target.value)}
          />
        </div>
      </div>
      <div className="code-entry__row">
        {loading ? (
          <Spinner label="Checking the code" />
        ) : waiting ? (
          // Read once by screen readers via the button's description, not announced every second.
          <span id={`${id}-timer`} className="code-entry__timer">
            New code in {seconds} s
          </span>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="link-button"
          disabled={waiting || sending || loading}
          aria-describedby={waiting && !loading ? `${id}-timer` : undefined}
          onClick={() => void resend()}
        >
          Send Again
        </button>
      </div>
    </div>
  );
}
