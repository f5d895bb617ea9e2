// The provider's producers by the names its recovery paths use (`/v1/liveodds/recovery/...`).
import { PRODUCER, type ProducerId } from '../messages.ts';

export const RECOVERY_PRODUCT = { liveodds: PRODUCER.live, pre: PRODUCER.prematch } as const;

export const PRODUCT_NAME: Record<ProducerId, keyof typeof RECOVERY_PRODUCT> = { 1: 'liveodds', 3: 'pre' };
