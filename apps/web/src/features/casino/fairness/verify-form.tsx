// Checks a round: the seeds and nonce go to the public verifier, which recomputes the outcome the same
// way play did; the browser hashes the server seed itself and compares it with the hash that was
// published before the round.
import { useEffect, useId, useRef, useState } from 'react';
import { verifyRound, type FairOutcome } from './fairness-api.ts';
import { OutcomeView } from './outcome-view.tsx';
import { sha256Hex } from './sha256.ts';
import { VERIFIABLE_GAMES, type VerifyRequest } from './verify-link.ts';

interface Verified {
  game: string;
  outcome: FairOutcome;
  localHash: string;
  /** The hash the round was played under, when the link named one. */
  publishedHash: string | null;
}

interface VerifyFormProps {
  value: VerifyRequest;
  onChange: (next: VerifyRequest) => void;
}

function Field({
  label,
  value,
  onChange,
  numeric,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  numeric?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input fairness-input"
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="muted fairness-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

const wholeOrNull = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export function VerifyForm({ value, onChange }: VerifyFormProps) {
  const [result, setResult] = useState<Verified | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const gameId = useId();
  const autoRan = useRef(false);
  const set = (patch: Partial<VerifyRequest>) => onChange({ ...value, ...patch });

  const verify = async () => {
    const request = value;
    if (request.serverSeed.trim() === '') {
      return setError(
        request.serverSeedHash
          ? 'This round’s server seed is still secret. Rotate your seed pair above to reveal it.'
          : 'Enter the server seed.',
      );
    }
    if (request.clientSeed.trim() === '') return setError('Enter the client seed.');
    if (request.nonce === null) return setError('Enter the nonce (a whole number).');
    if (request.game === 'mines' && (request.mines === null || request.mines < 1 || request.mines > 24)) {
      return setError('Enter how many mines the board had (1–24).');
    }
    setBusy(true);
    setError(null);
    try {
      const [answer, localHash] = await Promise.all([
        verifyRound({
          game: request.game,
          serverSeed: request.serverSeed.trim(),
          clientSeed: request.clientSeed.trim(),
          nonce: request.nonce,
          ...(request.game === 'mines' ? { params: { mines: request.mines } } : {}),
        }),
        sha256Hex(request.serverSeed.trim()),
      ]);
      setResult({
        game: request.game,
        outcome: answer.outcome,
        localHash,
        publishedHash: request.serverSeedHash || null,
      });
    } catch (err) {
      setResult(null);
      setError(err instanceof Error && err.message ? err.message : 'The verifier did not answer.');
    } finally {
      setBusy(false);
    }
  };

  // A "Verify" link that brings everything checks the round at once.
  useEffect(() => {
    if (autoRan.current) return;
    autoRan.current = true;
    if (value.serverSeed && value.clientSeed && value.nonce !== null) void verify();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the values the link brought
  }, []);

  const matches = result && result.publishedHash ? result.localHash === result.publishedHash : null;

  return (
    <section className="fairness-card" aria-labelledby={`${gameId}-title`}>
      <h2 id={`${gameId}-title`} className="fairness-card__title">
        Verify a round
      </h2>
      <form
        className="fairness-verify"
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={gameId}>
            Game
          </label>
          <div className="field__control">
            <select
              id={gameId}
              className="field__input"
              value={value.game}
              onChange={(event) => set({ game: event.target.value })}
            >
              {VERIFIABLE_GAMES.map((g) => (
                <option key={g.slug} value={g.slug}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Field
          label="Server seed"
          value={value.serverSeed}
          onChange={(serverSeed) => set({ serverSeed })}
          hint={
            value.serverSeedHash && !value.serverSeed
              ? 'Still secret: rotate your seed pair to reveal it.'
              : undefined
          }
        />
        <Field label="Client seed" value={value.clientSeed} onChange={(clientSeed) => set({ clientSeed })} />
        <div className="fairness-verify__row">
          <Field
            label="Nonce"
            numeric
            value={value.nonce === null ? '' : String(value.nonce)}
            onChange={(text) => set({ nonce: wholeOrNull(text) })}
          />
          {value.game === 'mines' && (
            <Field
              label="Mines"
              numeric
              value={value.mines === null ? '' : String(value.mines)}
              onChange={(text) => set({ mines: wholeOrNull(text) })}
            />
          )}
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Checking…' : 'Verify'}
        </button>
      </form>

      {result && (
        <div className="fairness-result" role="status" aria-label="Verification result">
          <h3 className="fairness-result__title">Outcome</h3>
          <OutcomeView game={result.game} outcome={result.outcome} />
          <h3 className="fairness-result__title">Server seed hash</h3>
          <p className="fairness-hash">
            SHA-256 of this seed, computed in your browser: <code>{result.localHash}</code>
          </p>
          {matches === null ? (
            <p className="muted">Compare it with the hash shown before you played.</p>
          ) : matches ? (
            <p className="fairness-check fairness-check--ok">
              ✓ Matches the hash published before the round.
            </p>
          ) : (
            <p className="fairness-check fairness-check--bad">
              ✗ Does not match the published hash <code>{result.publishedHash}</code>.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
