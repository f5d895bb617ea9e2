// Turns a draft into the bytes a client would send (URL, headers, raw body with its signatures) and
// sends it through the whole app with inject().
import { CLIENT_ID, SIGNING_HEADERS, signingHeaders } from '@slipstream/domain';
import type { LightMyRequestResponse } from 'fastify';
import { NO_BODY, RawJson, type Draft } from './draft.ts';
import { partnerHeaders, partnerOf, stampCasinoBody } from './partners.ts';
import type { World } from './world.ts';

const TWO_HOURS_MS = 7_200_000;

/** JSON text of a body whose RawJson leaves are written as they are. */
export function bodyText(body: unknown): string {
  const raws: string[] = [];
  const marker = (i: number) => `"\u2063raw${i}\u2063"`;
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `\u2063raw${raws.length - 1}\u2063`;
    }
    return value;
  });
  return raws.reduce((out, raw, i) => out.replace(marker(i), () => raw), text);
}

const percent = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** encodeURIComponent, except that a lone surrogate half is sent as its three raw bytes (WTF-8). */
function encode(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[^]/g, (ch) => {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) {
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map(percent).join('');
    }
    return encodeURIComponent(ch);
  });
}

export function urlOf(draft: Draft): string {
  const path = draft.route.url
    .replace(/:(\w+)/g, (_m, name: string) => encode(draft.params[name] ?? ''))
    .replace('*', () => (draft.params['*'] ?? '').split('/').map(encode).join('/'));
  const query = Object.entries(draft.query)
    .flatMap(([key, value]) => [value].flat().map((v) => `${encode(key)}=${encode(v)}`))
    .join('&');
  return query ? `${path}?${query}` : path;
}

async function signing(draft: Draft, clientCode: string): Promise<Record<string, string>> {
  const now = Date.now();
  switch (draft.signing) {
    case 'missing':
      return {};
    case 'stale':
      return signingHeaders(CLIENT_ID, clientCode, now - TWO_HOURS_MS);
    case 'future':
      return signingHeaders(CLIENT_ID, clientCode, now + TWO_HOURS_MS);
    case 'wrong-key':
      return signingHeaders(CLIENT_ID, `${clientCode}-other`, now);
    case 'wrong-client':
      return { ...(await signingHeaders(CLIENT_ID, clientCode, now)), [SIGNING_HEADERS.clientId]: '13' };
    case 'garbled': {
      const headers = await signingHeaders(CLIENT_ID, clientCode, now);
      const sig = headers[SIGNING_HEADERS.signature];
      return { ...headers, [SIGNING_HEADERS.signature]: `${sig.slice(0, -6)}AAAAAA` };
    }
    case 'fresh':
      return signingHeaders(CLIENT_ID, clientCode, now);
  }
}

function tokenOf(draft: Draft, world: World): string | null {
  if (draft.caller.kind === 'none') return null;
  return draft.caller.kind === 'me' ? world.me.player.token : draft.caller.token;
}

let address = 0;

export interface Sent {
  url: string;
  payload: string | undefined;
  response: LightMyRequestResponse;
}

export async function send(draft: Draft, world: World): Promise<Sent> {
  const { t } = world;
  const partner = partnerOf(draft.route);
  const body =
    partner === 'casino-wallet' ? stampCasinoBody(draft.body, draft.partner === 'stale') : draft.body;
  const payload = body === NO_BODY ? undefined : bodyText(body);
  const token = tokenOf(draft, world);
  const headers: Record<string, string> = {
    ...(await signing(draft, t.config.CLIENT_CODE)),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(draft.idempotencyKey !== null ? { 'idempotency-key': draft.idempotencyKey } : {}),
    ...(payload !== undefined ? { 'content-type': draft.contentType } : {}),
    ...partnerHeaders(partner, draft.partner, payload ?? '', t.config),
    ...draft.headers,
  };
  address += 1;
  const url = urlOf(draft);
  const response = await t.app.inject({
    method: draft.route.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    // Per-address limits (login, codes) must not turn the run into a wall of 429s.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
  return { url, payload, response };
}
