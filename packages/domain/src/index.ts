// Pure rules shared by the server and the web app: money, odds, phone, accounts, responsible
// gambling, masks, signing, errors.
export * from './account.ts';
export * from './account-details.ts';
export * from './constants.ts';
export * from './date-format.ts';
export * from './errors.ts';
export * from './links.ts';
export * from './markets.ts';
export * from './list-markets.ts';
export * from './mask.ts';
export * from './money.ts';
export * from './money-schema.ts';
export * from './odds.ts';
export * from './odds-format.ts';
export * from './phone.ts';
export * from './responsible-gambling.ts';
export * from './signing.ts';
export * from './user-agent.ts';
export * from './betslip/index.ts';
export * from './settlement/settle.ts';
export * from './settlement/system-bonus.ts';
export * from './casino/dice-odds.ts';
export * from './casino/crash-curve.ts';
export * from './casino/slot-paytable.ts';
export * from './sports-views.ts';
