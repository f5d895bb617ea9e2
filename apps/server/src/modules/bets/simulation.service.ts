// Simulation mode (isBooking 2, or POST bets/simulate): the slip's matches are played out at once by
// a match player (the feed simulator's models, handed in) with a seed and the slip is settled by the
// same code as a real bet, with play money: the ledger is never touched and nothing is stored.
import { randomInt } from 'node:crypto';
import { AppError, formatOdds, toMajor, type CouponConfig } from '@slipstream/domain';
import { settleFacts, type Leg } from '@slipstream/domain/settlement/bet-payout';
import type { OddsCache } from '../market-data/odds-cache.ts';
import type { CouponBody } from './bets.schemas.ts';
import { legResultLabel } from './history.service.ts';
import { priceSlip, refsOf } from './placement.service.ts';
import { checkSelections } from './quote-check.ts';

/** An outcome of a market settled on a played match, as the feed settles it. */
export interface SettledOutcome {
  id: string;
  result: 0 | 1;
  void_factor: number;
  dead_heat_factor: number;
}

/** A match played to the end: its final score and any market settled on its result. */
export interface PlayedMatch {
  /** `home:away`. */
  score: string;
  /** null when the result does not decide the market. */
  settle(marketId: number, specifier: string): SettledOutcome[] | null;
}

/** Plays a match with a seed (the same seed plays it the same way); null for a match it cannot play. */
export type MatchPlayer = (matchId: number, seed: number) => PlayedMatch | null;

export interface SimulationDeps {
  cache: OddsCache;
  couponConfig: () => Promise<CouponConfig>;
  player: MatchPlayer;
}

export function createSimulationService(deps: SimulationDeps) {
  const { player } = deps;
  return async function simulate(body: CouponBody) {
    const stake = body.stake ?? 0;
    if (!(stake > 0)) throw new AppError('VALIDATION_FAILED', 'error. stake must be greater than 0');
    const accepted = checkSelections(deps.cache, refsOf(body), 'any');
    const config = await deps.couponConfig();
    const figures = priceSlip(body, accepted, config, stake);
    const seed =
      typeof body.seed === 'number' && Number.isSafeInteger(body.seed) ? body.seed : randomInt(2 ** 31);

    const matches = new Map<number, PlayedMatch>();
    for (const id of new Set(accepted.map((s) => s.matchId))) {
      const played = player(id, seed);
      if (!played) throw new AppError('UNPROCESSABLE', 'This match cannot be simulated.', { matchId: id });
      matches.set(id, played);
    }
    const legs: Leg[] = accepted.map((s, i) => {
      const settled = matches.get(s.matchId)!.settle(s.marketId, s.specifier);
      const o = settled?.find((x) => x.id === s.outcomeId);
      const sent = body.selections[i]!;
      return {
        ...s,
        fixed: sent.fixed,
        combinability: sent.combinability,
        // A market the result does not decide is void, as the feed would cancel it.
        result: o ? o.result : 0,
        voidFactor: o ? o.void_factor : 1,
        deadHeatFactor: o ? o.dead_heat_factor : 1,
      };
    });
    const outcome = settleFacts({
      betType: body.bet_type,
      stake: figures.totalStake,
      config,
      legs,
      lines: figures.groupings.map((g) => ({
        grouping: g.grouping,
        combinations: g.combinations,
        stakePerLine: g.stake,
        netStakePerLine: g.netStake,
      })),
    })!;
    return {
      success: true as const,
      data: {
        seed,
        stake: toMajor(figures.totalStake),
        possibleWin: toMajor(figures.maxWin),
        bonus: toMajor(figures.maxBonus),
        status: outcome.status,
        totalReturn: toMajor(outcome.payout),
        matches: [...matches].map(([matchId, m]) => {
          const fixture = deps.cache.fixture(matchId);
          return {
            matchId,
            eventName: fixture ? `${fixture.home.name} - ${fixture.away.name}` : String(matchId),
            score: m.score,
            selections: legs
              .filter((l) => l.matchId === matchId)
              .map((l) => ({
                marketId: l.marketId,
                specifier: l.specifier,
                outcomeId: l.outcomeId,
                odds: formatOdds(l.odds),
                result: legResultLabel({ result: l.result, void_factor: l.voidFactor }),
              })),
          };
        }),
      },
    };
  };
}
