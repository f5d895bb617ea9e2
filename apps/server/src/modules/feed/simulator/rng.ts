// Seeded pseudo-random numbers for the simulator. Every fixture, day and stream forks its own generator
// from the seed and a label path, so what happens in one match never depends on what was drawn for another
// or on the order in which the simulator visits them — the world is a function of (seed, time).

/** 32-bit FNV-1a over a string, then avalanche-mixed; the seed material for forks. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** The murmur3 finaliser: spreads every input bit over the output. */
function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seed from SIM_SEED: numbers are used as they are, strings are hashed. */
export function seedFrom(value: number | string): number {
  return typeof value === 'number' ? mix32(Math.trunc(value) ^ 0x9e3779b9) : hashString(value);
}

/** sfc32: small, fast, and good enough for games (passes PractRand to large sizes). */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private readonly key: number;

  constructor(seed: number) {
    this.key = seed >>> 0;
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = this.key;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** An independent generator for a sub-stream, named by labels (`fork('fixture', 123, 'play')`). */
  fork(...labels: readonly (string | number)[]): Rng {
    return new Rng(hashString(`${this.key}/${labels.join('/')}`));
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** Normally distributed (Box–Muller); one value per call keeps the stream easy to reason about. */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}
