// A bet_stop that names `all` among other groups stops every market, as the provider means it.
import { describe, expect, it } from 'vitest';
import { decodeFeedXml } from './decode.ts';
import { MatchStatuses } from './match-status.ts';

const decode = (xml: string) => decodeFeedXml(xml, new MatchStatuses());

describe('a bet_stop’s groups', () => {
  it('are all markets when `all` is one of them', () => {
    expect(
      decode('<bet_stop product="1" event_id="sr:match:3" timestamp="9" groups="all|player_props"/>'),
    ).toMatchObject({ message: { type: 'bet_stop', groups: 'all' } });
  });

  it('are the groups named otherwise', () => {
    expect(
      decode('<bet_stop product="1" event_id="sr:match:3" timestamp="9" groups="goals|halves"/>'),
    ).toMatchObject({ message: { type: 'bet_stop', groups: ['goals', 'halves'] } });
  });
});
