// The simulated sporting world's fixed structure: categories (countries), tournaments with their
// competitors' origin, the model parameters of each competition and when its matches are played.
// Kick-off hours are UTC and follow where the competition is played; `everyMinutes` competitions run
// round the clock so that every sport always has matches in play.
import type { SportKey } from '../../../market-data/sports.ts';
import type { CountryKey, NameRegion } from './name-lists.ts';

export interface CategoryDef {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-3, for countries. */
  countryCode?: string;
}

export type TournamentModel =
  | { sport: 'soccer'; goals: number }
  | { sport: 'ice_hockey'; goals: number }
  | { sport: 'basketball'; quarterMinutes: number; pace: number }
  | { sport: 'tennis'; serve: number; bestOf: number }
  | { sport: 'volleyball' | 'table_tennis'; bestOf: number; setTarget: number; lastSetTarget: number };

export type PlayerPoolKey = 'atp' | 'wta' | 'challenger' | 'itf_men' | 'itf_women' | 'tt_men';

export interface PlayerPoolDef {
  id: number;
  size: number;
  gender: 'men' | 'women';
  regions: readonly NameRegion[];
}

export const PLAYER_POOLS: Readonly<Record<PlayerPoolKey, PlayerPoolDef>> = {
  atp: {
    id: 3901,
    size: 64,
    gender: 'men',
    regions: ['latin', 'german', 'french', 'italian', 'slavic', 'anglo', 'nordic', 'japanese'],
  },
  wta: {
    id: 3902,
    size: 64,
    gender: 'women',
    regions: ['latin', 'german', 'french', 'italian', 'slavic', 'anglo', 'nordic', 'japanese'],
  },
  challenger: {
    id: 3903,
    size: 64,
    gender: 'men',
    regions: ['latin', 'german', 'french', 'italian', 'slavic', 'anglo'],
  },
  itf_men: {
    id: 3904,
    size: 64,
    gender: 'men',
    regions: ['latin', 'german', 'french', 'italian', 'slavic', 'anglo', 'nordic'],
  },
  itf_women: {
    id: 3905,
    size: 64,
    gender: 'women',
    regions: ['latin', 'german', 'french', 'italian', 'slavic', 'anglo', 'nordic'],
  },
  tt_men: { id: 5901, size: 60, gender: 'men', regions: ['slavic'] },
};

/** Where a tournament's competitors come from. */
export type CompetitorSource =
  | { kind: 'clubs'; country: CountryKey; count: number }
  | { kind: 'players'; pool: PlayerPoolKey }
  /** Clubs of other tournaments of the sport (friendlies, continental cups). */
  | { kind: 'borrowed'; from: readonly number[] | 'sport' };

export type Schedule =
  /** `perDay` matches a day, kicking off on the quarter hour within [from, to) UTC hours (to may pass 24). */
  | { kind: 'daily'; perDay: readonly [number, number]; hours: readonly [number, number] }
  /** A kick-off every `everyMinutes` round the clock (or within hours), announced a day ahead at most. */
  | { kind: 'rolling'; everyMinutes: number; hours?: readonly [number, number] };

export interface TournamentDef {
  id: number;
  name: string;
  category: CategoryDef;
  model: TournamentModel;
  competitors: CompetitorSource;
  schedule: Schedule;
}

const cat = (id: number, name: string, countryCode?: string): CategoryDef => ({
  id,
  name,
  ...(countryCode ? { countryCode } : {}),
});
const daily = (perDay: readonly [number, number], hours: readonly [number, number]): Schedule => ({
  kind: 'daily',
  perDay,
  hours,
});
const rolling = (everyMinutes: number, hours?: readonly [number, number]): Schedule => ({
  kind: 'rolling',
  everyMinutes,
  ...(hours ? { hours } : {}),
});
const clubs = (country: CountryKey, count: number): CompetitorSource => ({ kind: 'clubs', country, count });
const players = (pool: PlayerPoolKey): CompetitorSource => ({ kind: 'players', pool });

const soccer = (goals = 2.7) => ({ sport: 'soccer', goals }) as const;
const hockey = (goals = 5.8) => ({ sport: 'ice_hockey', goals }) as const;
const nbaRules = { sport: 'basketball', quarterMinutes: 12, pace: 2.08 } as const;
const fibaRules = { sport: 'basketball', quarterMinutes: 10, pace: 1.85 } as const;
const tennis = (serve: number) => ({ sport: 'tennis', serve, bestOf: 3 }) as const;
const volleyball = { sport: 'volleyball', bestOf: 5, setTarget: 25, lastSetTarget: 15 } as const;
const tableTennis = { sport: 'table_tennis', bestOf: 5, setTarget: 11, lastSetTarget: 11 } as const;

const ENGLAND = cat(1, 'England', 'ENG');
const INTERNATIONAL_CLUBS = cat(393, 'International Clubs');

// prettier-ignore
export const TOURNAMENTS: Readonly<Record<SportKey, readonly TournamentDef[]>> = {
  soccer: [
    { id: 17, name: 'Premier League', category: ENGLAND, model: soccer(2.8), competitors: clubs('england', 20), schedule: daily([2, 4], [12, 20]) },
    { id: 18, name: 'Championship', category: ENGLAND, model: soccer(2.6), competitors: clubs('england', 24), schedule: daily([2, 4], [12, 20]) },
    { id: 8, name: 'LaLiga', category: cat(32, 'Spain', 'ESP'), model: soccer(2.6), competitors: clubs('spain', 20), schedule: daily([2, 4], [12, 21]) },
    { id: 35, name: 'Bundesliga', category: cat(30, 'Germany', 'DEU'), model: soccer(3.1), competitors: clubs('germany', 18), schedule: daily([2, 3], [13, 20]) },
    { id: 23, name: 'Serie A', category: cat(31, 'Italy', 'ITA'), model: soccer(2.6), competitors: clubs('italy', 20), schedule: daily([2, 4], [11, 20]) },
    { id: 34, name: 'Ligue 1', category: cat(7, 'France', 'FRA'), model: soccer(2.7), competitors: clubs('france', 18), schedule: daily([2, 3], [12, 20]) },
    { id: 37, name: 'Eredivisie', category: cat(35, 'Netherlands', 'NLD'), model: soccer(3.1), competitors: clubs('netherlands', 18), schedule: daily([1, 3], [11, 20]) },
    { id: 238, name: 'Primeira Liga', category: cat(44, 'Portugal', 'PRT'), model: soccer(2.5), competitors: clubs('portugal', 18), schedule: daily([1, 3], [14, 21]) },
    { id: 1950, name: 'NPFL', category: cat(175, 'Nigeria', 'NGA'), model: soccer(2.2), competitors: clubs('nigeria', 20), schedule: daily([2, 4], [13, 17]) },
    { id: 325, name: 'Brasileiro Serie A', category: cat(13, 'Brazil', 'BRA'), model: soccer(2.4), competitors: clubs('brazil', 20), schedule: daily([2, 4], [19, 25]) },
    { id: 155, name: 'Liga Profesional', category: cat(48, 'Argentina', 'ARG'), model: soccer(2.3), competitors: clubs('argentina', 20), schedule: daily([1, 3], [18, 26]) },
    { id: 242, name: 'MLS', category: cat(26, 'USA', 'USA'), model: soccer(3.0), competitors: clubs('usa', 20), schedule: daily([1, 3], [23, 28]) },
    { id: 196, name: 'J1 League', category: cat(52, 'Japan', 'JPN'), model: soccer(2.6), competitors: clubs('japan', 18), schedule: daily([1, 3], [5, 11]) },
    { id: 52, name: 'Süper Lig', category: cat(46, 'Turkey', 'TUR'), model: soccer(2.8), competitors: clubs('turkey', 18), schedule: daily([1, 3], [13, 20]) },
    { id: 853, name: 'Club Friendly Games', category: INTERNATIONAL_CLUBS, model: soccer(3.0), competitors: { kind: 'borrowed', from: 'sport' }, schedule: rolling(40) },
  ],
  basketball: [
    { id: 1101, name: 'NBA', category: cat(1015, 'USA', 'USA'), model: nbaRules, competitors: clubs('usa', 30), schedule: daily([3, 6], [23, 28]) },
    { id: 1102, name: 'Liga ACB', category: cat(1016, 'Spain', 'ESP'), model: fibaRules, competitors: clubs('spain', 18), schedule: daily([1, 3], [16, 21]) },
    { id: 1103, name: 'BBL', category: cat(1017, 'Germany', 'DEU'), model: fibaRules, competitors: clubs('germany', 18), schedule: daily([1, 2], [15, 20]) },
    { id: 1104, name: 'Lega A', category: cat(1018, 'Italy', 'ITA'), model: fibaRules, competitors: clubs('italy', 16), schedule: daily([1, 2], [16, 20]) },
    { id: 1105, name: 'BSL', category: cat(1019, 'Turkey', 'TUR'), model: fibaRules, competitors: clubs('turkey', 16), schedule: daily([1, 2], [14, 18]) },
    { id: 1106, name: 'LNB Élite', category: cat(1020, 'France', 'FRA'), model: fibaRules, competitors: clubs('france', 16), schedule: daily([1, 2], [17, 20]) },
    { id: 1107, name: 'CBA', category: cat(1021, 'China', 'CHN'), model: fibaRules, competitors: clubs('china', 20), schedule: daily([2, 4], [11, 13]) },
    { id: 1108, name: 'NBL', category: cat(1022, 'Australia', 'AUS'), model: fibaRules, competitors: clubs('australia', 10), schedule: daily([1, 2], [8, 10]) },
    { id: 1109, name: 'EuroLeague', category: cat(1023, 'International'), model: fibaRules, competitors: { kind: 'borrowed', from: [1102, 1103, 1104, 1105, 1106] }, schedule: daily([2, 3], [17, 20]) },
    { id: 1110, name: 'Club Friendly Games', category: cat(1024, 'International Clubs'), model: fibaRules, competitors: { kind: 'borrowed', from: 'sport' }, schedule: rolling(60) },
  ],
  ice_hockey: [
    { id: 2101, name: 'NHL', category: cat(2001, 'USA', 'USA'), model: hockey(6.1), competitors: clubs('usa', 32), schedule: daily([3, 6], [23, 27]) },
    { id: 2102, name: 'KHL', category: cat(2002, 'Russia', 'RUS'), model: hockey(5.2), competitors: clubs('russia', 22), schedule: daily([2, 4], [14, 18]) },
    { id: 2103, name: 'SHL', category: cat(2003, 'Sweden', 'SWE'), model: hockey(5.4), competitors: clubs('sweden', 14), schedule: daily([1, 3], [17, 19]) },
    { id: 2104, name: 'Liiga', category: cat(2004, 'Finland', 'FIN'), model: hockey(5.3), competitors: clubs('finland', 15), schedule: daily([1, 3], [15, 18]) },
    { id: 2105, name: 'Extraliga', category: cat(2005, 'Czechia', 'CZE'), model: hockey(5.5), competitors: clubs('czechia', 14), schedule: daily([1, 3], [16, 18]) },
    { id: 2106, name: 'DEL', category: cat(2006, 'Germany', 'DEU'), model: hockey(5.9), competitors: clubs('germany', 14), schedule: daily([1, 2], [17, 19]) },
    { id: 2107, name: 'National League', category: cat(2007, 'Switzerland', 'CHE'), model: hockey(5.7), competitors: clubs('switzerland', 14), schedule: daily([1, 2], [18, 19]) },
    { id: 2108, name: 'Club Friendly Games', category: cat(2008, 'International Clubs'), model: hockey(6.0), competitors: { kind: 'borrowed', from: 'sport' }, schedule: rolling(75) },
  ],
  tennis: [
    { id: 3101, name: 'ATP Rotterdam', category: cat(3001, 'ATP'), model: tennis(0.645), competitors: players('atp'), schedule: daily([3, 6], [9, 20]) },
    { id: 3102, name: 'ATP Dubai', category: cat(3001, 'ATP'), model: tennis(0.645), competitors: players('atp'), schedule: daily([3, 5], [8, 17]) },
    { id: 3103, name: 'ATP Acapulco', category: cat(3001, 'ATP'), model: tennis(0.64), competitors: players('atp'), schedule: daily([3, 5], [19, 28]) },
    { id: 3104, name: 'WTA Doha', category: cat(3002, 'WTA'), model: tennis(0.565), competitors: players('wta'), schedule: daily([3, 5], [8, 17]) },
    { id: 3105, name: 'WTA Austin', category: cat(3002, 'WTA'), model: tennis(0.56), competitors: players('wta'), schedule: daily([3, 5], [17, 26]) },
    { id: 3106, name: 'WTA Linz', category: cat(3002, 'WTA'), model: tennis(0.565), competitors: players('wta'), schedule: daily([3, 5], [9, 19]) },
    { id: 3107, name: 'Challenger Lima', category: cat(3003, 'Challenger'), model: tennis(0.63), competitors: players('challenger'), schedule: daily([3, 6], [14, 24]) },
    { id: 3108, name: 'Challenger Pune', category: cat(3003, 'Challenger'), model: tennis(0.63), competitors: players('challenger'), schedule: daily([3, 6], [4, 13]) },
    { id: 3109, name: 'ITF M25 Antalya', category: cat(3004, 'ITF Men'), model: tennis(0.62), competitors: players('itf_men'), schedule: rolling(45) },
    { id: 3110, name: 'ITF W35 Monastir', category: cat(3005, 'ITF Women'), model: tennis(0.55), competitors: players('itf_women'), schedule: daily([4, 8], [8, 17]) },
  ],
  volleyball: [
    { id: 4101, name: 'SuperLega', category: cat(4001, 'Italy', 'ITA'), model: volleyball, competitors: clubs('italy', 12), schedule: daily([1, 2], [16, 20]) },
    { id: 4102, name: 'PlusLiga', category: cat(4002, 'Poland', 'POL'), model: volleyball, competitors: clubs('poland', 16), schedule: daily([1, 3], [15, 19]) },
    { id: 4103, name: 'Efeler Ligi', category: cat(4003, 'Turkey', 'TUR'), model: volleyball, competitors: clubs('turkey', 14), schedule: daily([1, 2], [12, 16]) },
    { id: 4104, name: 'Superliga', category: cat(4004, 'Brazil', 'BRA'), model: volleyball, competitors: clubs('brazil', 12), schedule: daily([1, 2], [20, 24]) },
    { id: 4105, name: 'Superleague', category: cat(4005, 'Russia', 'RUS'), model: volleyball, competitors: clubs('russia', 14), schedule: daily([1, 2], [13, 17]) },
    { id: 4106, name: 'SV.League', category: cat(4006, 'Japan', 'JPN'), model: volleyball, competitors: clubs('japan', 10), schedule: daily([1, 2], [6, 10]) },
    { id: 4107, name: 'Club Friendly Games', category: cat(4007, 'International Clubs'), model: volleyball, competitors: { kind: 'borrowed', from: 'sport' }, schedule: rolling(45) },
  ],
  table_tennis: [
    { id: 5101, name: 'Setka Cup', category: cat(5001, 'International'), model: tableTennis, competitors: players('tt_men'), schedule: rolling(15) },
    { id: 5102, name: 'Liga Pro', category: cat(5002, 'Czechia', 'CZE'), model: tableTennis, competitors: players('tt_men'), schedule: rolling(30, [6, 22]) },
    { id: 5103, name: 'TT Elite Series', category: cat(5003, 'Poland', 'POL'), model: tableTennis, competitors: players('tt_men'), schedule: rolling(40, [7, 23]) },
  ],
};

export const ALL_TOURNAMENTS: readonly TournamentDef[] = Object.values(TOURNAMENTS).flat();
