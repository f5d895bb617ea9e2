// Mines calls: start a board with a bet and a mine count, reveal tiles, cash out.
import type { BodyOf, casino } from '@slipstream/contract';
import { callEndpoint } from '../../../../api/endpoint-call.ts';

export { MINES_MAX, MINES_MIN, MINES_TILES } from '@slipstream/domain/casino/mines-board';
export type { MinesResult } from '@slipstream/contract/casino';

export const startMines = (input: BodyOf<typeof casino.startMines>, idempotencyKey: string) =>
  callEndpoint<typeof casino.startMines>(
    { method: 'POST', base: 'sports', path: '/games/play/mines/start' },
    { body: input, idempotencyKey },
  );

export const revealTile = (sessionId: string, roundId: string, tile: number) =>
  callEndpoint<typeof casino.revealMinesTile>(
    { method: 'POST', base: 'sports', path: '/games/play/mines/reveal' },
    { body: { sessionId, roundId, tile } },
  );

export const cashOutMines = (sessionId: string, roundId: string) =>
  callEndpoint<typeof casino.cashOutMines>(
    { method: 'POST', base: 'sports', path: '/games/play/mines/cashout' },
    { body: { sessionId, roundId } },
  );
