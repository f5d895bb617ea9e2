// What a right answer is. Any request: never a 5xx, and every 4xx in the error envelope (pages for
// browsers outside /api answer HTML). A request with a certain defect: a 4xx, and no row written.
import type { LightMyRequestResponse } from 'fastify';
import type { Draft } from './draft.ts';
import type { Write } from './writes.ts';

export type FindingKind = '5xx' | 'non-envelope-4xx' | 'accepted-defective' | 'write';
export const FINDING_KINDS: FindingKind[] = ['5xx', 'non-envelope-4xx', 'accepted-defective', 'write'];

export function isEnvelope(response: LightMyRequestResponse): boolean {
  try {
    const body = response.json<{ message?: unknown; code?: unknown }>();
    return typeof body.message === 'string' && body.message.length > 0 && typeof body.code === 'string';
  } catch {
    return false;
  }
}

function isBrowserPage(draft: Draft, response: LightMyRequestResponse): boolean {
  const type = String(response.headers['content-type'] ?? '');
  return !draft.route.url.startsWith('/api/') && type.startsWith('text/html');
}

export function judge(draft: Draft, response: LightMyRequestResponse, writes: Write[]): FindingKind[] {
  const found: FindingKind[] = [];
  const status = response.statusCode;
  const defective = draft.defects.length > 0;
  if (status >= 500) found.push('5xx');
  if (status >= 400 && status < 500 && !isEnvelope(response) && !isBrowserPage(draft, response)) {
    found.push('non-envelope-4xx');
  }
  if (defective && status < 400) found.push('accepted-defective');
  if (defective && writes.length > 0) found.push('write');
  return found;
}
