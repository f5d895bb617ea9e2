// Reading an element as read by readXml against the provider's schema (UnifiedFeed.xsd): its
// attributes as the schema's types, and its child elements. Each reader throws, naming the attribute
// or element, when the message is not the schema's shape: the adapter refuses such a message rather
// than guessing. Written out rather than declared with zod because every message of the feed goes
// through here, and a declarative parse of a message's dozens of markets and outcomes cost more than
// the rest of its ingestion.
import type { XmlNode } from './xml.ts';

const WHOLE = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export function optionalText(node: XmlNode, name: string): string | undefined {
  const v = node[name];
  if (v === undefined || typeof v === 'string') return v;
  throw new Error(`${name} is an element, not an attribute`);
}

export function text(node: XmlNode, name: string): string {
  const v = optionalText(node, name);
  if (v === undefined) throw new Error(`attribute ${name} is missing`);
  return v;
}

/** xs:int and xs:long (the feed's timestamps are milliseconds since the epoch). */
export function optionalWhole(node: XmlNode, name: string): number | undefined {
  const v = optionalText(node, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!WHOLE.test(v) || !Number.isSafeInteger(n)) throw new Error(`${name}="${v}" is not a whole number`);
  return n;
}

export function whole(node: XmlNode, name: string): number {
  const n = optionalWhole(node, name);
  if (n === undefined) throw new Error(`attribute ${name} is missing`);
  return n;
}

/** xs:double and xs:decimal: odds, scores, factors. */
export function optionalDecimal(node: XmlNode, name: string): number | undefined {
  const v = optionalText(node, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!DECIMAL.test(v) || !Number.isFinite(n)) throw new Error(`${name}="${v}" is not a number`);
  return n;
}

export function decimal(node: XmlNode, name: string): number {
  const n = optionalDecimal(node, name);
  if (n === undefined) throw new Error(`attribute ${name} is missing`);
  return n;
}

/** A whole number that may not be negative (ids, timestamps, request ids). */
export function count(node: XmlNode, name: string): number {
  const n = whole(node, name);
  if (n < 0) throw new Error(`${name}="${n}" is negative`);
  return n;
}

export function optionalCount(node: XmlNode, name: string): number | undefined {
  return node[name] === undefined ? undefined : count(node, name);
}

/** The child element of that name the schema allows once, if there is one. */
export function child(node: XmlNode, name: string): XmlNode | undefined {
  const c = node[name];
  if (c === undefined) return undefined;
  if (typeof c !== 'object' || c === null || Array.isArray(c))
    throw new Error(`${name} is not a single element`);
  return c as XmlNode;
}

/** The child elements of that name (readXml reads repeated elements as arrays). */
export function children(node: XmlNode, name: string): readonly XmlNode[] {
  const c = node[name];
  if (c === undefined) return [];
  if (!Array.isArray(c)) throw new Error(`${name} is not a list of elements`);
  return c as XmlNode[];
}
