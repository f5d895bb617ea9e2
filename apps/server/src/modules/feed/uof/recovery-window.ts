// How far back a recovery may reach. The provider resends what changed `after` a time only within
// each producer's stateful recovery window (producers.xml; documented as 10 hours for live odds and
// 72 hours for the others) and refuses a request reaching further; past the window only a full
// recovery (no `after`: the current odds, without the settlements and cancellations of the gap) is
// left. The window is counted back from now on the provider's clock and the request takes a moment
// to arrive, so a margin is kept inside it: a tenth of the window, at most 10 minutes.
import { PRODUCER, type ProducerId } from '../messages.ts';

const MINUTE = 60_000;
const MAX_MARGIN_MS = 10 * MINUTE;

/** The provider's documented windows, for a producers answer that does not give one. */
export const DOCUMENTED_WINDOW_MINUTES: Readonly<Record<ProducerId, number>> = {
  [PRODUCER.live]: 600,
  [PRODUCER.prematch]: 4_320,
};

export type RecoverySince =
  /** What changed after the last message taken. */
  | { after: number }
  /** Everything current: the first run (nothing taken yet), or the last message is past the window. */
  | { after: undefined; beyondWindow: boolean };

/** The `after` of a recovery request, given the feed time of the last message taken. */
export function recoverySince(
  lastTaken: number | undefined,
  now: number,
  windowMinutes: number,
): RecoverySince {
  if (lastTaken === undefined) return { after: undefined, beyondWindow: false };
  const windowMs = windowMinutes * MINUTE;
  const reach = windowMs - Math.min(MAX_MARGIN_MS, windowMs / 10);
  return now - lastTaken > reach ? { after: undefined, beyondWindow: true } : { after: lastTaken };
}
