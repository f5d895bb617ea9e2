// /Games/Fairness (docs/decisions.md "Casino" → "Provably fair"): the player's seed pair and its
// rotation, and a verifier for any round. A game's "Verify" link fills the form from its query string.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { selectIsAuthenticated, useAuthStore } from '../../../stores/auth-store.ts';
import { Page } from '../../../ui/page.tsx';
import type { RevealedSeedPair } from './fairness-api.ts';
import { revealedSeedFor } from './revealed-seeds.ts';
import { SeedPairPanel } from './seed-pair-panel.tsx';
import { VerifyForm } from './verify-form.tsx';
import { readVerifyRequest, type VerifyRequest } from './verify-link.ts';
import './fairness.css';

/** Fills in the server seed of the round being checked once its pair has been rotated. */
function withRevealed(request: VerifyRequest, pair: RevealedSeedPair): VerifyRequest {
  const sameRound = request.serverSeedHash === pair.serverSeedHash;
  const blank = request.serverSeedHash === '' && request.serverSeed === '';
  if (!sameRound && !blank) return request;
  return {
    ...request,
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: request.clientSeed || pair.clientSeed,
  };
}

export function FairnessPage() {
  const [search] = useSearchParams();
  const [request, setRequest] = useState<VerifyRequest>(() => {
    const fromLink = readVerifyRequest(search);
    const known = fromLink.serverSeedHash ? revealedSeedFor(fromLink.serverSeedHash) : null;
    return fromLink.serverSeed || !known ? fromLink : { ...fromLink, serverSeed: known };
  });
  const loggedIn = useAuthStore(selectIsAuthenticated);
  const sessionId = request.sessionId;

  return (
    <Page
      title="Provably fair"
      subtitle="Every round of our own games can be checked: you see the seeds it was played with."
    >
      <div className="fairness-page">
        <section className="fairness-card fairness-how" aria-label="How it works">
          <ol>
            <li>
              Before you play, we commit to a secret <strong>server seed</strong> by showing its SHA-256 hash.
              You choose the <strong>client seed</strong>.
            </li>
            <li>
              Each round uses HMAC-SHA256(server seed, “client seed:nonce:cursor”); the nonce counts your
              rounds on the pair.
            </li>
            <li>
              Rotating the pair reveals the old server seed: hash it to see it is the one we committed to, and
              recompute any round below.
            </li>
          </ol>
        </section>
        {loggedIn || sessionId ? (
          <SeedPairPanel
            sessionId={loggedIn ? null : sessionId}
            onRevealed={(pair) => setRequest((current) => withRevealed(current, pair))}
          />
        ) : (
          <section className="fairness-card">
            <h2 className="fairness-card__title">Your seeds</h2>
            <p className="muted">
              Log in (or open a game in demo mode) to see and change the seeds your rounds are played with.
              Anyone can verify a round below.
            </p>
          </section>
        )}
        <VerifyForm value={request} onChange={setRequest} />
      </div>
    </Page>
  );
}
