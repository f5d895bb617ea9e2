// The external broker's configuration, written from the contract's topic rule
// (@slipstream/contract/topics): the ACLs of Mosquitto's dynamic-security roles for visitors, for one
// player's session, and for the server. dynsec.ts keeps the broker's roles equal to these at every
// start; dynsec-acls.test.ts checks they grant exactly what the rule allows.
import { PUBLIC_TOPIC_TREES, PUBLISHED_TOPIC_TREES, playerTopicTree } from '@slipstream/contract/topics';

export interface DynsecAcl {
  acltype: 'subscribePattern' | 'publishClientSend';
  topic: string;
  allow: boolean;
}

/** Mosquitto's "T/#" pattern admits T and everything under it: a whole tree, as the rule means it. */
const wholeTree = (tree: string) => `${tree}/#`;

const readTree = (tree: string): DynsecAcl => ({
  acltype: 'subscribePattern',
  topic: wholeTree(tree),
  allow: true,
});

/** What anyone may read: the public trees. */
export const visitorAcls = (): DynsecAcl[] => PUBLIC_TOPIC_TREES.map(readTree);

/** What one session adds to the visitor's rights: its player's own tree. */
export const playerAcls = (userId: string): DynsecAcl[] => [readTree(playerTopicTree(userId))];

/** The server's right to publish, in the trees it publishes in and no others. */
export const publisherAcls = (): DynsecAcl[] =>
  PUBLISHED_TOPIC_TREES.map((tree) => ({
    acltype: 'publishClientSend',
    topic: wholeTree(tree),
    allow: true,
  }));
