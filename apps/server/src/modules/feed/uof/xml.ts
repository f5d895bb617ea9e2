// One XML reader and one writer for the feed's messages and the provider's HTTP answers, both with
// attributes as plain keys (`market.id`, `outcome.odds`): the feed puts nearly everything in
// attributes, and no element of its schemas has an attribute and a child of the same name.
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** Elements that may repeat, read as arrays even when a message holds only one. */
const REPEATED = new Set([
  'market',
  'outcome',
  'period_score',
  'competitor',
  'match_status',
  'fixture',
  'description',
  'specifier',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  // The feed's XML has no DTD and no entities beyond the five of XML itself.
  processEntities: true,
  htmlEntities: false,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && REPEATED.has(name),
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  suppressEmptyNode: true,
  // `tiebreak="true"` as the schema's xs:boolean has it, not a bare attribute.
  suppressBooleanAttributes: false,
});

export type XmlNode = Record<string, unknown>;

/** The document's root element name and content; throws on text that is not well-formed XML. */
export function readXml(text: string): { root: string; node: XmlNode } {
  const doc = parser.parse(text, true) as XmlNode;
  const roots = Object.keys(doc).filter((k) => k !== '?xml');
  if (roots.length !== 1) throw new Error(`expected one root element, found ${roots.length}`);
  const root = roots[0]!;
  const node = doc[root];
  return { root, node: typeof node === 'object' && node !== null ? (node as XmlNode) : {} };
}

/** An XML document with `root` as its element; attributes whose value is undefined are left out. */
export function writeXml(root: string, node: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${builder.build({ [root]: withoutUndefined(node) }) as string}`;
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (typeof value !== 'object' || value === null) return value;
  const out: XmlNode = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = withoutUndefined(v);
  return out;
}
