// The player's bet events over MQTT (users/{id}/bets): every status change with the open-bet count,
// so the history and the account menu update without a reload. Best effort, after commit.
import { betsTopic } from '@slipstream/contract/topics';
import type { Broker } from '../../broker/index.ts';
import type { Executor } from '../../db/executor.ts';
import { countOpenBets } from './bets.repo.ts';

/** `openBets` when the caller already knows it (placing counts it in the statement that stores the bet). */
export type BetEventPublisher = (
  userId: number,
  betId: number,
  status: string,
  openBets?: number,
) => Promise<void>;

export function createBetEventPublisher(
  db: Executor,
  broker: Broker | null,
  log?: { warn(obj: object, msg: string): void },
): BetEventPublisher {
  return async (userId, betId, status, known) => {
    if (!broker) return;
    try {
      const openBets = known ?? (await countOpenBets(db, userId));
      await broker.publish(betsTopic(userId), { betId, status, openBets });
    } catch (err) {
      log?.warn({ err, userId, betId }, 'could not publish the bet event');
    }
  };
}
