// The odds columns of a list: the market (and which of its lines) every row shows, and the header
// that names the columns. A list shows the bettor's choice among the sport's list markets
// (packages/domain list-markets.ts) or the sport's default; a market the sport does not switch to
// is refused, naming the ones it does.
import {
  AppError,
  defaultListMarket,
  findListMarket,
  listMarketsOf,
  type ListLine,
  type MarketHeader,
} from '@slipstream/domain';
import { SPORTS, sportKeyOf } from '../market-data/sports.ts';
import { mainMarketOf } from './catalogue.ts';
import { marketHeader } from './fixture-view.ts';

export interface ListColumns {
  marketId: number;
  line: ListLine;
  header: MarketHeader;
}

/** A list market asked for in a query: its key, and for lists of every sport the sport it is for. */
export interface ListMarketRequest {
  sportId: number | null;
  key: string;
}

/** The columns of a sport's list: the list market `key` names, or the sport's default. */
export function listColumns(sport: { id: number; name: string }, key?: string): ListColumns {
  const choice = key === undefined ? defaultListMarket(sport.id) : findListMarket(sport.id, key);
  if (choice) {
    return {
      marketId: choice.marketId,
      line: choice.line ?? 'main',
      header: marketHeader(choice.marketId, choice),
    };
  }
  if (key !== undefined) {
    const offered = listMarketsOf(sport.id).map((c) => c.key);
    throw new AppError(
      'VALIDATION_FAILED',
      offered.length > 0
        ? `market: ${sport.name} lists switch to ${offered.join(', ')}, not ${key}`
        : `market: ${sport.name} lists have no other market to switch to`,
    );
  }
  return marketColumns(mainMarketOf(sport.id));
}

/** The columns of one market by id (a tournament's fixtures asked with `marketID`): its main line. */
export function marketColumns(marketId: number): ListColumns {
  return { marketId, line: 'main', header: marketHeader(marketId) };
}

/**
 * The columns of each sport a live list names a choice for: a request names the sport of each choice
 * (`1:ou2.5`), or only the key when the list is of one sport. Every choice is checked, whether or not
 * its sport is in play now.
 */
export function chosenColumnsBySport(
  listSportId: number,
  requests: readonly ListMarketRequest[],
): Map<number, ListColumns> {
  const chosen = new Map<number, ListColumns>();
  for (const { sportId, key } of requests) {
    const id = sportId ?? (listSportId === 0 ? null : listSportId);
    if (id === null) {
      throw new AppError('VALIDATION_FAILED', `market: name the sport of ${key} (such as 1:${key})`);
    }
    const sportKey = sportKeyOf(id);
    if (!sportKey || listMarketsOf(id).length === 0) {
      throw new AppError('VALIDATION_FAILED', `market: sport ${id} has no list markets to switch to`);
    }
    if (chosen.has(id)) throw new AppError('VALIDATION_FAILED', `market: sport ${id} is chosen twice`);
    chosen.set(id, listColumns(SPORTS[sportKey], key));
  }
  return chosen;
}
