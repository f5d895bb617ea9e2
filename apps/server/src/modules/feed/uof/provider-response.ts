// The provider's API answers a refusal, an error or an acknowledgement in one XML shape:
// `<response response_code="FORBIDDEN"><action>…</action><message>…</message></response>`. Its text
// says why (a refused or expired token, the recovery request limits, what was wrong with a request),
// so the adapter keeps it for its errors and logs; the simulator answers in the same shape.
import { XMLParser } from 'fast-xml-parser';
import { writeXml } from './xml.ts';

export type ResponseCode = 'OK' | 'ACCEPTED' | 'FORBIDDEN' | 'BAD_REQUEST' | 'NOT_FOUND';

/** What of an answer's text is kept: enough to say why, never a whole page from a proxy. */
const MAX_TEXT = 500;

// Errors are rare and small, and their text is in element content (the feed's reader keeps none).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

export function providerResponseXml(
  code: ResponseCode,
  text: { action?: string; message?: string } = {},
): string {
  return writeXml('response', {
    response_code: code,
    action: text.action === undefined ? undefined : { '#text': text.action },
    message: text.message === undefined ? undefined : { '#text': text.message },
  });
}

/**
 * The provider's own words in an answer: its message and action, joined. Undefined when the body is
 * not the provider's response shape (an empty body, a proxy's HTML page, garbage).
 */
export function providerMessageOf(body: string): string | undefined {
  if (!body.trimStart().startsWith('<')) return undefined;
  let parsed: unknown;
  try {
    parsed = parser.parse(body);
  } catch {
    return undefined;
  }
  const response = (parsed as { response?: unknown } | null)?.response;
  if (typeof response !== 'object' || response === null) return undefined;
  const { action, message } = response as { action?: unknown; message?: unknown };
  const parts = [message, action].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  if (parts.length === 0) return undefined;
  const text = parts.map((p) => p.trim().replace(/\s+/g, ' ')).join(' — ');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}
