// The provider's HTTP API as the adapter uses it: its descriptions (match statuses, producers,
// markets), a match's fixture, and recovery requests, each behind the access token
// (`x-access-token`) and answered in XML. Whatever is not a success becomes one of the typed errors
// of provider-errors.ts, carrying the provider's own message.
import type { Fixture, ProducerId } from '../messages.ts';
import { parseFixtureXml } from './fixture-xml.ts';
import { parseMarketDescriptionsXml, type ProviderMarketDescription } from './market-descriptions-xml.ts';
import { MatchStatuses } from './match-status.ts';
import { parseMatchStatusXml } from './match-status-xml.ts';
import { parseProducersXml, type ProviderProducer } from './producers-xml.ts';
import { PRODUCT_NAME } from './products.ts';
import { providerErrorOf, ProviderUnavailable } from './provider-errors.ts';
import { urnOf } from './urn.ts';

export {
  ProviderAccessRefused,
  ProviderApiError,
  ProviderBadRequest,
  ProviderNotFound,
  ProviderUnavailable,
} from './provider-errors.ts';

export interface RecoveryRequest {
  producer: ProducerId;
  requestId: number;
  /** Names the asking consumer; the provider answers snapshot_complete on its routing key. */
  nodeId: string;
  /** The feed time of the last message taken: the provider sends what changed since (all, when absent). */
  after: number | undefined;
}

const TIMEOUT_MS = 10_000;

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

  async producers(): Promise<ProviderProducer[]> {
    return parseProducersXml(await this.call('GET', '/v1/descriptions/producers.xml'));
  }

  /** Every market the provider describes; `unreadable` counts descriptions left out as malformed. */
  async marketDescriptions(): Promise<{ markets: ProviderMarketDescription[]; unreadable: number }> {
    return parseMarketDescriptionsXml(
      await this.call('GET', '/v1/descriptions/en/markets.xml?include_mappings=false'),
    );
  }

  /**
   * A match's fixture. After a fixture_change (`changed`), from the endpoint the provider keeps for
   * that moment, which answers past its own cache, so the change itself is what is read.
   */
  async fixture(matchId: number, { changed = false }: { changed?: boolean } = {}): Promise<Fixture> {
    const file = changed ? 'fixture_change_fixture.xml' : 'fixture.xml';
    return parseFixtureXml(
      await this.call('GET', `/v1/sports/en/sport_events/${urnOf('match', matchId)}/${file}`),
    );
  }

  async requestRecovery({ producer, requestId, nodeId, after }: RecoveryRequest): Promise<void> {
    const query = new URLSearchParams({ request_id: String(requestId), node_id: nodeId });
    if (after !== undefined) query.set('after', String(after));
    await this.call('POST', `/v1/${PRODUCT_NAME[producer]}/recovery/initiate_request?${query}`);
  }

  private async call(method: 'GET' | 'POST', path: string): Promise<string> {
    const request = `${method} ${path}`;
    let response: Response;
    let body: string;
    try {
      response = await this.fetch(new URL(path, this.baseUrl), {
        method,
        headers: { 'x-access-token': this.accessToken },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = await response.text();
    } catch (err) {
      // No answer (timeout, refused connection, reset): the API may answer later.
      throw new ProviderUnavailable(request, null, undefined, { cause: err });
    }
    if (!response.ok) throw providerErrorOf(request, response.status, body);
    return body;
  }
}
