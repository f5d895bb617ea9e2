// The bet history's filters live in the address (status, from, to, page), so a filtered view survives
// a reload and the back button; a bad or backwards value is read the way it was meant.
import { BET_STATUSES, type BetHistoryFilter, type BetStatusFilter } from '../../api/bet-history.ts';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function readHistoryFilter(search: URLSearchParams): BetHistoryFilter {
  const status = search.get('status') ?? 'all';
  const page = Number(search.get('page') ?? '1');
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return isDay(value) ? value : undefined;
  };
  let from = day('from');
  let to = day('to');
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: (BET_STATUSES as readonly string[]).includes(status) ? (status as BetStatusFilter) : 'all',
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export type HistoryParam = 'status' | 'from' | 'to' | 'page';

/** The address after changing one filter: defaults leave the address, and any filter goes back to page 1. */
export function withHistoryParam(
  search: URLSearchParams,
  name: HistoryParam,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === '' || (name === 'status' && value === 'all') || (name === 'page' && value === '1'))
    next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

export const isFiltered = (filter: BetHistoryFilter) =>
  filter.status !== 'all' || filter.from !== undefined || filter.to !== undefined;
