// The player's active seed pair (the server seed only as its hash), and rotating it: a new client
// seed of their choosing (or a random one), which reveals the old server seed for checking rounds.
import { CLIENT_SEED_PATTERN } from '@slipstream/domain/casino/client-seed';
import { useCallback, useEffect, useId, useState } from 'react';
import type { SeedPair } from '../games/game-screen.ts';
import { fetchSeedPair, rotateSeedPair, type RevealedSeedPair } from './fairness-api.ts';
import { rememberRevealedSeed } from './revealed-seeds.ts';

interface SeedPairPanelProps {
  sessionId: string | null;
  onRevealed: (pair: RevealedSeedPair) => void;
}

const errorText = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';

export function SeedPairPanel({ sessionId, onRevealed }: SeedPairPanelProps) {
  const [pair, setPair] = useState<SeedPair | null>(null);
  const [previous, setPrevious] = useState<RevealedSeedPair | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seedId = useId();

  const load = useCallback(() => {
    fetchSeedPair(sessionId).then(setPair, (err: unknown) => setError(errorText(err)));
  }, [sessionId]);
  useEffect(load, [load]);

  const rotate = async () => {
    const wanted = clientSeed.trim();
    if (wanted !== '' && !CLIENT_SEED_PATTERN.test(wanted)) {
      return setError('A client seed is 1 to 64 visible characters, without spaces.');
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await rotateSeedPair({ sessionId, clientSeed: wanted || null });
      rememberRevealedSeed(answer.previous.serverSeedHash, answer.previous.serverSeed);
      setPrevious(answer.previous);
      setPair(answer.current);
      setClientSeed('');
      onRevealed(answer.previous);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="fairness-card" aria-labelledby={`${seedId}-title`}>
      <h2 id={`${seedId}-title`} className="fairness-card__title">
        Your seeds
      </h2>
      {pair ? (
        <dl className="fairness-seeds">
          <dt>Server seed (hashed)</dt>
          <dd>
            <code>{pair.serverSeedHash}</code>
          </dd>
          <dt>Client seed</dt>
          <dd>
            <code>{pair.clientSeed}</code>
          </dd>
          <dt>Next nonce</dt>
          <dd>
            <code>{pair.nonce}</code>
          </dd>
        </dl>
      ) : (
        !error && <p className="muted">Loading your seeds…</p>
      )}
      <form
        className="fairness-rotate"
        onSubmit={(event) => {
          event.preventDefault();
          void rotate();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={seedId}>
            New client seed <span className="field__optional">(optional)</span>
          </label>
          <div className="field__control">
            <input
              id={seedId}
              className="field__input"
              autoComplete="off"
              spellCheck={false}
              placeholder="Leave empty for a random one"
              maxLength={64}
              value={clientSeed}
              onChange={(event) => setClientSeed(event.target.value)}
            />
          </div>
        </div>
        <button type="submit" className="btn btn--secondary" disabled={busy || !pair}>
          {busy ? 'Rotating…' : 'Rotate seed pair'}
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {previous && (
        <div className="fairness-revealed" role="status">
          <p>
            <strong>Revealed:</strong> the server seed of your previous pair ({previous.nonce} round
            {previous.nonce === 1 ? '' : 's'} played on it).
          </p>
          <dl className="fairness-seeds">
            <dt>Server seed</dt>
            <dd>
              <code>{previous.serverSeed}</code>
            </dd>
            <dt>Its hash</dt>
            <dd>
              <code>{previous.serverSeedHash}</code>
            </dd>
            <dt>Client seed</dt>
            <dd>
              <code>{previous.clientSeed}</code>
            </dd>
          </dl>
        </div>
      )}
    </section>
  );
}
