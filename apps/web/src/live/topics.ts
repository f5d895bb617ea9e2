// Live feed topics (SPEC.md §7, DESIGN.md "Live feed"): feeds/{prematch|live}/odds_change/{matchId}
// and feeds/{prematch|live}/bet_stop/{matchId}. The contract builds and reads them for the server's
// publishers and the browser alike.
export {
  feedTopic,
  matchTopics,
  parseFeedTopic,
  type FeedKind,
  type FeedTopic,
  type FeedType,
} from '@slipstream/contract/topics';
