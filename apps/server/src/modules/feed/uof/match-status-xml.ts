// The provider's list of match statuses (GET /v1/descriptions/{lang}/match_status.xml).
import { z } from 'zod';
import type { MatchStatusDescription } from './match-status.ts';
import { readXml, writeXml } from './xml.ts';

export function matchStatusXml(descriptions: readonly MatchStatusDescription[]): string {
  return writeXml('match_status_descriptions', {
    match_status: descriptions.map((d) => ({ id: d.id, description: d.description })),
  });
}

const schema = z.object({
  match_status: z
    .array(z.object({ id: z.coerce.number().int(), description: z.string().min(1) }))
    .default([]),
});

export function parseMatchStatusXml(text: string): MatchStatusDescription[] {
  const { root, node } = readXml(text);
  if (root !== 'match_status_descriptions')
    throw new Error(`expected match_status_descriptions, got ${root}`);
  return schema.parse(node).match_status;
}
