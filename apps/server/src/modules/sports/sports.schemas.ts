// The sports API's schemas are the contract's (packages/contract/src/sports.ts). The route tests read
// each answer with its schema under these names.
export {
  categoriesAnswer as categoriesResponse,
  fixturesAnswer as fixturesResponse,
  liveAnswer as liveResponse,
  matchAnswer as matchResponse,
  menuAnswer as menuResponse,
  oddsRefreshAnswer as oddsRefreshResponse,
  prematchAnswer as prematchResponse,
  topBetsAnswer as topBetsResponse,
  tournamentsAnswer as tournamentsResponse,
} from '@slipstream/contract/sports';
