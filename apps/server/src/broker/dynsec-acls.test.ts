// The external broker's roles grant exactly what the contract's topic rule allows: Mosquitto's ACL
// matching, modelled here, is asked of the roles dynsec-acls.ts writes, and its answer must be the
// rule's for every filter and topic below. (mosquitto-dynsec.test.ts asks a real Mosquitto.)
import {
  balanceTopic,
  betsTopic,
  CRASH_TOPICS,
  feedTopic,
  mayPublish,
  maySubscribe,
} from '@slipstream/contract/topics';
import { describe, expect, it } from 'vitest';
import { playerAcls, publisherAcls, visitorAcls, type DynsecAcl } from './dynsec-acls.ts';

/**
 * Mosquitto's mosquitto_sub_matches_acl: whether an ACL pattern covers a whole subscription filter.
 * `#` covers its level, everything below and its parent (`feeds` is inside `feeds/#`); a wildcard in
 * the subscription is covered only by a wildcard of the pattern.
 */
function subscriptionWithin(pattern: string, filter: string): boolean {
  const acl = pattern.split('/');
  const sub = filter.split('/');
  for (let i = 0; i < acl.length; i++) {
    if (acl[i] === '#') return true;
    if (i >= sub.length) return false;
    if (acl[i] === '+') {
      if (sub[i] === '#') return false;
      continue;
    }
    if (sub[i] !== acl[i]) return false;
  }
  return sub.length === acl.length;
}

/** MQTT's topic matching (mosquitto_topic_matches_sub): whether a concrete topic is in a pattern. */
function topicWithin(pattern: string, topic: string): boolean {
  const acl = pattern.split('/');
  const levels = topic.split('/');
  for (let i = 0; i < acl.length; i++) {
    if (acl[i] === '#') return true;
    if (i >= levels.length) return false;
    if (acl[i] !== '+' && acl[i] !== levels[i]) return false;
  }
  return levels.length === acl.length;
}

/** Dynamic security's defaults: subscribing and publishing are denied unless an ACL allows them. */
const maySubscribeWith = (acls: DynsecAcl[], filter: string) =>
  acls.some(
    (acl) => acl.acltype === 'subscribePattern' && acl.allow && subscriptionWithin(acl.topic, filter),
  );
const mayPublishWith = (acls: DynsecAcl[], topic: string) =>
  acls.some((acl) => acl.acltype === 'publishClientSend' && acl.allow && topicWithin(acl.topic, topic));

/** Every topic the server publishes on, as the contract builds them. */
const PUBLISHED = [
  feedTopic('live', 'odds_change', 5),
  feedTopic('live', 'bet_stop', 5),
  feedTopic('prematch', 'odds_change', 5),
  feedTopic('prematch', 'bet_stop', 5),
  balanceTopic(7),
  betsTopic(7),
  CRASH_TOPICS.round,
  CRASH_TOPICS.tick,
];

const FILTERS = [
  ...PUBLISHED,
  'feeds/#',
  'feeds',
  'feeds/+/bet_stop/+',
  'feedsx/1',
  'casino/crash/#',
  'casino/crash',
  'casino/crashed',
  'casino/#',
  'casino/+/tick',
  '#',
  '+',
  '+/#',
  'users/#',
  'users/+/bets',
  'users/7',
  'users/7/#',
  'users/7/+',
  'users/70/bets',
  balanceTopic(8),
  betsTopic(8),
  '$SYS/#',
  '$CONTROL/dynamic-security/v1/response',
];

describe('Mosquitto roles from the topic rule', () => {
  it('let a visitor read exactly what the rule allows a visitor', () => {
    for (const filter of FILTERS) {
      expect([filter, maySubscribeWith(visitorAcls(), filter)]).toEqual([filter, maySubscribe(filter, null)]);
    }
  });

  it('let a player\u2019s session read exactly what the rule allows that player', () => {
    // A session's client holds its own role and the visitors' one.
    const session = [...playerAcls('7'), ...visitorAcls()];
    for (const filter of FILTERS) {
      expect([filter, maySubscribeWith(session, filter)]).toEqual([filter, maySubscribe(filter, '7')]);
    }
  });

  it('let the server publish exactly where the rule allows it, and browsers nowhere', () => {
    const topics = [
      ...PUBLISHED,
      'feeds',
      'users',
      'casino/other',
      'other/1',
      '$CONTROL/dynamic-security/v1',
    ];
    for (const topic of topics) {
      expect([topic, mayPublishWith(publisherAcls(), topic)]).toEqual([topic, mayPublish(topic, 'server')]);
      expect([topic, mayPublishWith([...playerAcls('7'), ...visitorAcls()], topic)]).toEqual([
        topic,
        mayPublish(topic, 'browser'),
      ]);
    }
    for (const topic of PUBLISHED) expect([topic, mayPublish(topic, 'server')]).toEqual([topic, true]);
  });

  it('are the public trees, the player\u2019s own tree and the published trees', () => {
    const topics = (acls: DynsecAcl[]) => acls.map((acl) => acl.topic);
    expect(topics(visitorAcls())).toEqual(['feeds/#', 'casino/crash/#']);
    expect(topics(playerAcls('7'))).toEqual(['users/7/#']);
    expect(topics(publisherAcls())).toEqual(['feeds/#', 'casino/crash/#', 'users/#']);
  });
});
