// The route paths of SPEC.md §2 in one place, with builders for the parameterised ones. `home` and
// `accountBetHistory` are the two named destinations the spec mentions.
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

/** A URL segment for a name: "Ice Hockey" → "ice-hockey". Sport params are matched by this slug. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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
