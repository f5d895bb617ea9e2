// Where every game outcome comes from: a stream of floats in [0, 1). Real play draws them from
// HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) (the server's hmacSource); RTP
// simulations from a fast seeded PRNG. Game maths only ever sees this interface, so both run the very
// same outcome functions.

export interface FairSource {
  /** The next float in [0, 1). */
  next(): number;
}

/** An integer in [0, n): floor of a 32-bit float, bias below 1e-8 for the small n games use. */
export function intBelow(source: FairSource, n: number): number {
  return Math.floor(source.next() * n);
}

/** sfc32, seeded: only for simulations (millions of rounds in seconds, reproducible). */
export function simulationSource(seed: number): FairSource {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed | 0;
  const step = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 0x1_0000_0000;
  };
  for (let i = 0; i < 16; i++) step();
  return { next: step };
}
