// Every endpoint of the contract in one list: OpenAPI's test compares it with the server's routes.
import type { Endpoint } from './endpoint.ts';
import * as auth from './auth.ts';
import * as otp from './otp.ts';
import * as responsibleGambling from './responsible-gambling.ts';
import * as settings from './settings.ts';
import * as system from './system.ts';
import * as dev from './dev.ts';
import * as sessions from './sessions.ts';
import * as bets from './bets.ts';
import * as betslip from './betslip.ts';
import * as sports from './sports.ts';
import * as wallet from './wallet.ts';
import * as payments from './payments.ts';
import * as shop from './shop.ts';
import * as bonus from './bonus.ts';
import * as content from './content.ts';
import * as operator from './operator.ts';
import * as casino from './casino.ts';
import * as casinoWallet from './casino-wallet.ts';
import * as search from './search.ts';
import * as favourites from './favourites.ts';
import * as matchCentre from './match-centre.ts';

const groups: Record<string, unknown>[] = [
  auth,
  otp,
  responsibleGambling,
  settings,
  system,
  dev,
  sessions,
  bets,
  betslip,
  sports,
  wallet,
  payments,
  shop,
  bonus,
  content,
  operator,
  casino,
  casinoWallet,
  search,
  favourites,
  matchCentre,
];

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'base' in value
  );
}

export const allEndpoints: readonly Endpoint[] = groups.flatMap((group) =>
  Object.values(group).filter(isEndpoint),
);
