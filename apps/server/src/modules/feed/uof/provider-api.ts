// The provider's HTTP API as the adapter uses it: the match statuses, a match's fixture, and recovery
// requests, each behind the access token (`x-access-token`) and answered in XML.
import type { Fixture, ProducerId } from '../messages.ts';
import { parseFixtureXml } from './fixture-xml.ts';
import { MatchStatuses } from './match-status.ts';
import { parseMatchStatusXml } from './match-status-xml.ts';
import { PRODUCT_NAME } from './products.ts';
import { urnOf } from './urn.ts';

/** The provider's API answered 404: what was asked for does not exist there. */
export class ProviderNotFound extends Error {}

export interface RecoveryRequest {
  producer: ProducerId;
  requestId: number;
  /** Names the asking consumer; the provider answers snapshot_complete on its routing key. */
  nodeId: string;
  /** The feed time of the last message taken: the provider sends what changed since (all, when absent). */
  after: number | undefined;
}

export class ProviderApi {
  private readonly fetch: typeof fetch;

  constructor(
    private readonly baseUrl: string,
    private readonly accessToken: string,
    fetchImpl?: typeof fetch,
  ) {
    this.fetch = fetchImpl ?? fetch;
  }

  async matchStatuses(): Promise<MatchStatuses> {
    return new MatchStatuses(
      parseMatchStatusXml(await this.call('GET', '/v1/descriptions/en/match_status.xml')),
    );
  }

  async fixture(matchId: number): Promise<Fixture> {
    return parseFixtureXml(
      await this.call('GET', `/v1/sports/en/sport_events/${urnOf('match', matchId)}/fixture.xml`),
    );
  }

  async requestRecovery({ producer, requestId, nodeId, after }: RecoveryRequest): Promise<void> {
    const query = new URLSearchParams({ request_id: String(requestId), node_id: nodeId });
    if (after !== undefined) query.set('after', String(after));
    await this.call('POST', `/v1/${PRODUCT_NAME[producer]}/recovery/initiate_request?${query}`);
  }

  private async call(method: 'GET' | 'POST', path: string): Promise<string> {
    const response = await this.fetch(new URL(path, this.baseUrl), {
      method,
      headers: { 'x-access-token': this.accessToken },
      signal: AbortSignal.timeout(10_000),
    });
    const body = await response.text();
    if (response.status === 404) throw new ProviderNotFound(`${method} ${path}: 404`);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return body;
  }
}
