// The contract's topic rule (@slipstream/contract/topics): feeds and the crash table for everyone, a
// player's own tree for that player only, publishing for the server only, and only on the topics
// the server's modules really publish on.
import {
  CRASH_TOPICS,
  feedTopic,
  matchTopics,
  mayPublish,
  maySubscribe,
  parseFeedTopic,
} from '@slipstream/contract/topics';
import { describe, expect, it } from 'vitest';
import { CRASH_TOPICS as CRASH_TABLE_TOPICS } from '../modules/casino/games/crash/crash.service.ts';
import { betStopTopic, oddsChangeTopic } from '../modules/feed/ingestion/payloads.ts';
import { PRODUCER } from '../modules/market-data/producers.ts';

describe('topic rule', () => {
  it('allows feeds to all and user topics to their owner only', () => {
    expect(maySubscribe('feeds/#', null)).toBe(true);
    expect(maySubscribe('feeds/prematch/bet_stop/7', null)).toBe(true);
    expect(maySubscribe('users/7/balance', '7')).toBe(true);
    expect(maySubscribe('users/7/balance', '8')).toBe(false);
    expect(maySubscribe('users/+/balance', '7')).toBe(false);
    expect(maySubscribe('#', null)).toBe(false);
    expect(maySubscribe('casino/crash/#', null)).toBe(true);
    expect(maySubscribe('casino/crash/tick', null)).toBe(true);
    expect(maySubscribe('casino/#', null)).toBe(false);
    expect(maySubscribe('casino/other', '7')).toBe(false);
    // A tree is its root and what lies under it, never a sibling sharing the prefix.
    expect(maySubscribe('feeds', null)).toBe(true);
    expect(maySubscribe('feedsx/1', null)).toBe(false);
    expect(maySubscribe('casino/crashed', null)).toBe(false);
    expect(maySubscribe('users/7', '7')).toBe(true);
    expect(maySubscribe('users/70/balance', '7')).toBe(false);
    expect(maySubscribe('users/7/#', null)).toBe(false);
  });

  it('lets only the server publish, and only in the trees it publishes in', () => {
    expect(mayPublish('feeds/live/odds_change/5', 'server')).toBe(true);
    expect(mayPublish('users/7/balance', 'server')).toBe(true);
    expect(mayPublish('casino/crash/tick', 'server')).toBe(true);
    expect(mayPublish('feeds/live/odds_change/5', 'browser')).toBe(false);
    expect(mayPublish('users/7/balance', 'browser')).toBe(false);
    expect(mayPublish('casino/other', 'server')).toBe(false);
    expect(mayPublish('$CONTROL/dynamic-security/v1', 'server')).toBe(false);
  });

  it('builds and reads the feed topics by producer', () => {
    expect(oddsChangeTopic(PRODUCER.live, 5)).toBe('feeds/live/odds_change/5');
    expect(betStopTopic(PRODUCER.prematch, 5)).toBe('feeds/prematch/bet_stop/5');
    expect(matchTopics('live', 9)).toEqual(['feeds/live/odds_change/9', 'feeds/live/bet_stop/9']);
    expect(parseFeedTopic(feedTopic('prematch', 'odds_change', 42))).toEqual({
      feed: 'prematch',
      kind: 'odds_change',
      matchId: 42,
    });
    expect(parseFeedTopic('feeds/live/odds_change/x')).toBeNull();
    expect(parseFeedTopic('users/7/bets')).toBeNull();
  });

  it('has the crash table publish on the contract\u2019s topics', () => {
    expect(CRASH_TABLE_TOPICS).toEqual(CRASH_TOPICS);
  });
});
