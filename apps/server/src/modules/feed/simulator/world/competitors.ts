// The competitors of every tournament — generated club and player names with hidden strength ratings —
// made once per seed, so a club keeps its name, id and strength from one day's fixtures to the next.
import type { SportKey } from '../../../market-data/sports.ts';
import type { Rng } from '../rng.ts';
import {
  BASKETBALL_PATTERNS,
  CITIES,
  FIRST_NAMES,
  HOCKEY_PATTERNS,
  LAST_NAMES,
  NICKNAMES,
  SOCCER_PATTERNS,
  VOLLEYBALL_PATTERNS,
  type CountryKey,
} from './name-lists.ts';
import { PLAYER_POOLS, TOURNAMENTS, type PlayerPoolKey, type TournamentDef } from './tournaments.ts';

export interface Competitor {
  id: number;
  name: string;
  abbreviation: string;
  /** Hidden strength on a standard-normal scale: attack (or overall) and defence. */
  attack: number;
  defence: number;
}

const PATTERNS: Readonly<Record<SportKey, Readonly<Partial<Record<CountryKey, readonly string[]>>>>> = {
  soccer: SOCCER_PATTERNS,
  basketball: BASKETBALL_PATTERNS,
  ice_hockey: HOCKEY_PATTERNS,
  volleyball: VOLLEYBALL_PATTERNS,
  tennis: {},
  table_tennis: {},
};

function abbreviate(text: string): string {
  const letters = text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return (letters + 'XXX').slice(0, 3);
}

/** Competitor ids are derived from the owning tournament or pool, so they are stable across days and seeds. */
function competitorId(ownerId: number, index: number): number {
  return 100_000 + ownerId * 100 + index;
}

function makeClubs(
  rng: Rng,
  sport: SportKey,
  country: CountryKey,
  owners: readonly TournamentDef[],
): Map<number, Competitor[]> {
  const cities = rng.shuffle(CITIES[country]);
  const patterns = PATTERNS[sport][country] ?? ['{city} {nickname}'];
  const nicknames = rng.shuffle(NICKNAMES);
  const taken = new Set<string>();
  const out = new Map<number, Competitor[]>();
  let n = 0;
  for (const tournament of owners) {
    if (tournament.competitors.kind !== 'clubs') continue;
    const clubs: Competitor[] = [];
    for (let i = 0; i < tournament.competitors.count; i++, n++) {
      const city = cities[n % cities.length] ?? 'Unknown';
      // Early patterns are the common ones: weight them by drawing the lower of two picks.
      let name = '';
      for (let attempt = 0; attempt < 20 && (name === '' || taken.has(name)); attempt++) {
        const index = Math.min(rng.int(0, patterns.length - 1), rng.int(0, patterns.length - 1));
        const pattern = attempt < 10 ? (patterns[index] ?? '{city}') : '{city} {nickname}';
        name = pattern
          .replace('{city}', city)
          .replace('{nickname}', nicknames[(n + attempt) % nicknames.length] ?? 'Club');
      }
      taken.add(name);
      clubs.push({
        id: competitorId(tournament.id, i),
        name,
        abbreviation: abbreviate(city),
        attack: rng.normal(),
        defence: rng.normal(),
      });
    }
    out.set(tournament.id, clubs);
  }
  return out;
}

function makePlayers(rng: Rng, key: PlayerPoolKey): Competitor[] {
  const pool = PLAYER_POOLS[key];
  const taken = new Set<string>();
  const players: Competitor[] = [];
  for (let i = 0; i < pool.size; i++) {
    let name = '';
    let last = '';
    for (let attempt = 0; attempt < 50 && (name === '' || taken.has(name)); attempt++) {
      const region = rng.pick(pool.regions);
      last = rng.pick(LAST_NAMES[region]);
      const first = rng.pick(FIRST_NAMES[region][pool.gender]);
      name = `${last} ${first.charAt(0)}.`;
    }
    taken.add(name);
    players.push({
      id: competitorId(pool.id, i),
      name,
      abbreviation: abbreviate(last),
      attack: rng.normal(),
      defence: 0,
    });
  }
  return players;
}

/** Every tournament's competitors for one seed. */
export class Roster {
  private readonly byTournament = new Map<number, Competitor[]>();
  private readonly sportClubs = new Map<SportKey, Competitor[]>();
  private readonly pools = new Map<PlayerPoolKey, Competitor[]>();

  constructor(private readonly rng: Rng) {
    for (const sport of Object.keys(TOURNAMENTS) as SportKey[]) {
      const tournaments = TOURNAMENTS[sport];
      const countries = new Set(
        tournaments.flatMap((t) => (t.competitors.kind === 'clubs' ? [t.competitors.country] : [])),
      );
      for (const country of countries) {
        const owners = tournaments.filter(
          (t) => t.competitors.kind === 'clubs' && t.competitors.country === country,
        );
        for (const [id, clubs] of makeClubs(rng.fork('clubs', sport, country), sport, country, owners)) {
          this.byTournament.set(id, clubs);
        }
      }
      this.sportClubs.set(
        sport,
        tournaments.flatMap((t) => this.byTournament.get(t.id) ?? []),
      );
    }
  }

  /** The competitors a tournament draws its matches from. */
  competitorsOf(tournament: TournamentDef, sport: SportKey): Competitor[] {
    const source = tournament.competitors;
    switch (source.kind) {
      case 'clubs':
        return this.byTournament.get(tournament.id) ?? [];
      case 'players': {
        let players = this.pools.get(source.pool);
        if (!players) {
          players = makePlayers(this.rng.fork('players', source.pool), source.pool);
          this.pools.set(source.pool, players);
        }
        return players;
      }
      case 'borrowed':
        return source.from === 'sport'
          ? (this.sportClubs.get(sport) ?? [])
          : source.from.flatMap((id) => this.byTournament.get(id) ?? []);
    }
  }
}
