// The HTTP API's contract: every endpoint, grouped by what it is about. The server binds its routes
// to these, OpenAPI is published from them, and the web takes its types from them.
export * from './endpoint.ts';
export * from './errors.ts';
export * from './prefixes.ts';
export * as auth from './auth.ts';
export * as otp from './otp.ts';
export * as responsibleGambling from './responsible-gambling.ts';
export * as settings from './settings.ts';
export * as system from './system.ts';
export * as dev from './dev.ts';
export * as sessions from './sessions.ts';
export * as bets from './bets.ts';
export * as betslip from './betslip.ts';
export * as sports from './sports.ts';
export * as wallet from './wallet.ts';
export * as payments from './payments.ts';
export * as shop from './shop.ts';
export * as bonus from './bonus.ts';
export * as content from './content.ts';
export * as operator from './operator.ts';
export * as casino from './casino.ts';
export * as casinoWallet from './casino-wallet.ts';
export * as search from './search.ts';
export * as favourites from './favourites.ts';
export * as matchCentre from './match-centre.ts';
export * as topics from './topics.ts';
