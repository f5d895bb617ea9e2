// Recomputes a round's outcome from its revealed seeds, exactly as play derived it, so anyone can
// check a round: the domain's outcome functions, fed by HMAC-SHA256(serverSeed, clientSeed:nonce:cursor).
import { deriveOutcome, type FairOutcome } from '@slipstream/domain/casino/fair-outcomes';
import { hmacSource } from './fair-source.ts';
import { hashServerSeed } from './seed.ts';

export function verifyOutcome(input: {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  game: string;
  params?: Record<string, unknown> | undefined;
}): { serverSeedHash: string; outcome: FairOutcome } {
  const source = hmacSource(input.serverSeed, input.clientSeed, input.nonce);
  const outcome = deriveOutcome(input.game, source, input.params ?? {});
  return { serverSeedHash: hashServerSeed(input.serverSeed), outcome };
}
