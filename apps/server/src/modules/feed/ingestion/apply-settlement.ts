// The odds side of settlements and cancellations: a settled line shows as settled (-3), a cancelled
// one as cancelled (-4), and a rollback takes the line back to deactivated (0: not bettable, open for
// settlement). Browsers hear it as an odds_change; the settlement store keeps the results.
import { MARKET_STATUS, type FeedMessage, type MarketRef, type MarketStatus } from '../messages.ts';
import { marketKey } from '../../market-data/odds-cache.ts';
import type { ApplyContext, ApplyResult } from './apply-context.ts';

export type SettlementMessage = Extract<
  FeedMessage,
  { type: 'bet_settlement' | 'bet_cancel' | 'rollback_bet_settlement' | 'rollback_bet_cancel' }
>;

/** The status a message moves a line to, and from which statuses (undefined: any). */
const MOVES: Record<SettlementMessage['type'], { to: MarketStatus; from?: MarketStatus }> = {
  bet_settlement: { to: MARKET_STATUS.settled },
  bet_cancel: { to: MARKET_STATUS.cancelled },
  rollback_bet_settlement: { to: MARKET_STATUS.deactivated, from: MARKET_STATUS.settled },
  rollback_bet_cancel: { to: MARKET_STATUS.deactivated, from: MARKET_STATUS.cancelled },
};

/**
 * A cancel (or its rollback) with a time window voids only the bets taken inside it: the provider
 * keeps trading the market, so its line stays as it is (the settlement store voids those bets).
 */
const windowed = (message: SettlementMessage) =>
  (message.type === 'bet_cancel' || message.type === 'rollback_bet_cancel') &&
  (message.start_time !== undefined || message.end_time !== undefined);

export function applySettlementToOdds(ctx: ApplyContext, message: SettlementMessage): ApplyResult {
  const fixture = ctx.cache.fixture(message.event_id);
  if (!fixture) return 'unknown_fixture';
  if (windowed(message)) return 'applied';
  const move = MOVES[message.type];
  let any = false;
  for (const ref of message.markets as readonly MarketRef[]) {
    const line = fixture.markets.get(marketKey(ref.id, ref.specifier));
    if (!line || line.status === move.to || message.timestamp < line.ts) continue;
    if (move.from !== undefined && line.status !== move.from) continue;
    line.status = move.to;
    line.ts = message.timestamp;
    ctx.writes.market(line);
    ctx.publisher.marketChanged(fixture, line, message.timestamp);
    any = true;
  }
  if (message.timestamp > fixture.lastMessageAt) fixture.lastMessageAt = message.timestamp;
  return any ? 'applied' : 'duplicate';
}
