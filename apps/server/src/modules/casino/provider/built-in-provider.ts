// Slipstream Originals: our own games. The web app draws them itself (no launch URL) and their
// services call the seamless wallet in-process, exactly as an aggregator calls it over HTTP.
import type { CasinoProvider } from './provider.types.ts';

export const BUILT_IN_PROVIDER = 'slipstream';

export const builtInProvider: CasinoProvider = {
  slug: BUILT_IN_PROVIDER,
  launchUrl: () => undefined,
};
