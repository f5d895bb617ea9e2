// One XML reader and one writer for the feed's messages and the provider's HTTP answers, both with
// attributes as plain keys (`market.id`, `outcome.odds`): the feed puts everything the product reads
// in attributes, and no element of its schemas has an attribute and a child of the same name.
// Reading is on the feed's path (every message of thousands a second), so it uses saxes, a strict
// streaming parser that checks well-formedness as it goes, in one pass; a message cut short or
// garbled is refused rather than half read. Text content is checked but not kept: nothing read is in it.
import { XMLBuilder } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';

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

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  suppressEmptyNode: true,
  // `tiebreak="true"` as the schema's xs:boolean has it, not a bare attribute.
  suppressBooleanAttributes: false,
});

/**
 * An element as read: its attributes, and its child elements by name (an object, or an array of
 * them for a repeated element). Without a prototype, so that no name in a message reaches one.
 */
export type XmlNode = Record<string, unknown>;

function addChild(parent: XmlNode, name: string, child: XmlNode): void {
  const existing = parent[name];
  if (REPEATED.has(name)) {
    if (Array.isArray(existing)) existing.push(child);
    else parent[name] = [child];
  } else if (existing === undefined) {
    parent[name] = child;
  } else {
    // An element the schemas have once, given twice: kept as a list, which no schema reads as one.
    parent[name] = Array.isArray(existing) ? [...(existing as unknown[]), child] : [existing, child];
  }
}

/** The document's root element name and content; throws on text that is not well-formed XML. */
export function readXml(text: string): { root: string; node: XmlNode } {
  const parser = new SaxesParser({ position: false });
  const open: XmlNode[] = [];
  const read: { root?: { root: string; node: XmlNode } } = {};
  parser.on('opentag', (tag) => {
    // saxes builds the attributes without a prototype: they become the node as they are.
    const node: XmlNode = tag.attributes;
    const parent = open[open.length - 1];
    if (parent) addChild(parent, tag.name, node);
    else read.root = { root: tag.name, node };
    open.push(node);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(text).close();
  // close() throws when there is no root element.
  if (!read.root) throw new Error('no root element');
  return read.root;
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
