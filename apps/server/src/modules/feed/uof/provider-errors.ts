// What the provider's API can answer instead of what was asked, one error type each, because each
// calls for a different reaction: a refused token will not be accepted by asking again soon (and
// asking often counts against the provider's request limits), a bad request is ours to fix, a
// missing match will not appear by asking again, and an API that is down or slow answers later.
import { providerMessageOf } from './provider-response.ts';

export class ProviderApiError extends Error {
  constructor(
    /** The request, as `GET /v1/…`. */
    readonly request: string,
    /** The HTTP status; null when no answer came (timeout, network). */
    readonly status: number | null,
    /** The provider's own words from its `<response>` body, when it gave some. */
    readonly providerMessage: string | undefined,
    options?: ErrorOptions,
  ) {
    const why = providerMessage ? `: ${providerMessage}` : '';
    super(`${request}: ${status ?? 'no answer'}${why}`, options);
    this.name = new.target.name;
  }
}

/** 401 or 403: the access token is refused (wrong, expired, or over the provider's request limits). */
export class ProviderAccessRefused extends ProviderApiError {}

/** 400 (or another 4xx): the provider says our request is wrong; asking the same again will not help. */
export class ProviderBadRequest extends ProviderApiError {}

/** 404: what was asked for does not exist there. */
export class ProviderNotFound extends ProviderApiError {}

/** 5xx, 429, a timeout or a network failure: the API may answer later. */
export class ProviderUnavailable extends ProviderApiError {}

/** The error for an answer that is not a success. */
export function providerErrorOf(request: string, status: number, body: string): ProviderApiError {
  const message = providerMessageOf(body);
  if (status === 401 || status === 403) return new ProviderAccessRefused(request, status, message);
  if (status === 404) return new ProviderNotFound(request, status, message);
  if (status >= 400 && status < 500 && status !== 429)
    return new ProviderBadRequest(request, status, message);
  return new ProviderUnavailable(request, status, message);
}
