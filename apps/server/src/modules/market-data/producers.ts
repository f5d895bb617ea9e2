// The producers of a unified odds feed: who priced a line. The feed's messages carry one, the odds
// cache files each line under it, and the live topics are split by it.
import { z } from 'zod';

/** 1 = live odds, 3 = pre-match odds (and confirmed settlement). */
export const PRODUCER = { live: 1, prematch: 3 } as const;
export const producerSchema = z.literal([PRODUCER.live, PRODUCER.prematch]);
export type ProducerId = z.infer<typeof producerSchema>;
