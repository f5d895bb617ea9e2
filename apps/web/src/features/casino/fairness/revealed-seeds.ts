// Server seeds this browser has seen revealed (by rotating a pair), by their published hash, so a
// "Verify" link of an older round can fill in its seed. Only revealed seeds are kept: they are public.
const KEY = 'slipstream.revealed-seeds';
const KEEP = 50;

type Revealed = Record<string, string>;

function read(): Revealed {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Revealed) : {};
  } catch {
    return {};
  }
}

export function rememberRevealedSeed(serverSeedHash: string, serverSeed: string): void {
  const entries = Object.entries(read()).filter(([hash]) => hash !== serverSeedHash);
  entries.push([serverSeedHash, serverSeed]);
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries.slice(-KEEP))));
  } catch {
    // Storage full or blocked: the player can still paste the seed by hand.
  }
}

export function revealedSeedFor(serverSeedHash: string): string | null {
  const seed = read()[serverSeedHash];
  return typeof seed === 'string' ? seed : null;
}
