// The route paths of SPEC.md §2 in one place, with builders for the parameterised ones. `home` and
// `accountBetHistory` are the two named destinations the spec mentions.
import { slugify } from '@slipstream/domain';

export const paths = {
  home: '/',
  register: '/Register',
  resetPassword: '/Account/ResetPassword',
  liveList: '/Sport/LiveList',
  live: '/Sport/Live',
  games: '/Games',
  gameProviders: '/Games/Providers',
  gameFairness: '/Games/Fairness',
  promotions: '/Promotions',
  terms: '/CMS/TandC',
  accountMe: '/Account/Me',
  deposit: '/Account/Deposit',
  withdraw: '/Account/Withdraw',
  accountBetHistory: '/Account/BetHistory',
  transactions: '/Account/Transactions',
  safetySecurity: '/Account/SafetySecurity',
} as const;

const seg = (value: string | number) => encodeURIComponent(String(value));

export const to = {
  prematch: (sportName: string) => `/Sports/Prematch/${seg(slugify(sportName))}`,
  upcoming: (sportName: string) => `/Sports/Prematch/${seg(slugify(sportName))}/Upcoming`,
  cms: (page: string) => `/cms/${seg(page)}`,
  betDetail: (id: string | number) => `/Account/BetHistory/${seg(id)}/Detail`,
  gameCategory: (id: string | number, name: string) => `/Games/Category/${seg(id)}/${seg(slugify(name))}`,
  gameProvider: (id: string | number, name: string) => `/Games/Provider/${seg(id)}/${seg(slugify(name))}`,
  playGame: (name: string, id: string | number) => `/Games/${seg(slugify(name))}/${seg(id)}/Play`,
};

/** A route segment back to words for a title: "ice-hockey" → "Ice Hockey". */
export function humanizeSlug(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed.
  }
  return text
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase());
}

/** Sport params are matched by the domain's slug of their name. */
export { slugify };
