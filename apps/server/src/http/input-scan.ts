// The shape rules every input obeys before any schema sees it: bounded nesting, text the database
// stores as sent (no NUL or other control characters, no lone surrogates) and numbers that are
// finite and exact. The walk is iterative, so a hostile depth costs a loop, never the stack.

/** How text of one request part may look. */
export type TextKind =
  /** Ids and single values (path parameters, querystring): no control character at all. */
  | 'line'
  /** Body strings and headers: tab, newline and carriage return are allowed for free text. */
  | 'text';

export interface ScanRules {
  kind: TextKind;
  /** Objects and arrays nested deeper than this are refused. */
  maxDepth: number;
  /** The longest string (or object key) accepted, in UTF-16 units; none when omitted. */
  maxStringLength?: number;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * What is wrong with the characters of `text`, if anything: a C0 control (tab and line breaks
 * allowed in free text), DEL or a C1 control; or a surrogate half without its partner, which
 * JSON.stringify writes as an escape that jsonb refuses. PostgreSQL refuses NUL in text and jsonb;
 * the other controls have no business in an id or a name, and in logs they can forge lines.
 */
function characterProblem(text: string, kind: TextKind): string | null {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (kind === 'text' && (c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN)) continue;
      return 'must not contain control characters';
    }
    if (c >= 0x7f && c <= 0x9f) return 'must not contain control characters';
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'is not valid text';
      i += 1;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return 'is not valid text';
    }
  }
  return null;
}

export function textProblem(text: string, rules: ScanRules): string | null {
  if (rules.maxStringLength !== undefined && text.length > rules.maxStringLength) {
    return `is longer than ${rules.maxStringLength} characters`;
  }
  return characterProblem(text, rules.kind);
}

export function numberProblem(n: number): string | null {
  if (!Number.isFinite(n)) return 'must be a finite number';
  if (Math.abs(n) > Number.MAX_SAFE_INTEGER) return 'is too large';
  return null;
}

export interface ScanProblem {
  /** Where, as keys from the scanned value's root. */
  path: PropertyKey[];
  message: string;
}

interface Pending {
  value: unknown;
  depth: number;
  path: PropertyKey[];
}

/** The first problem of a parsed value (JSON, querystring, params, headers), or null. */
export function scanValue(root: unknown, rules: ScanRules): ScanProblem | null {
  const stack: Pending[] = [{ value: root, depth: 0, path: [] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, depth, path } = item;
    if (typeof value === 'string') {
      const message = textProblem(value, rules);
      if (message) return { path, message };
    } else if (typeof value === 'number') {
      const message = numberProblem(value);
      if (message) return { path, message };
    } else if (value !== null && typeof value === 'object') {
      if (depth >= rules.maxDepth) {
        return { path, message: `is nested too deeply (more than ${rules.maxDepth} levels)` };
      }
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) {
          stack.push({ value: value[i], depth: depth + 1, path: [...path, i] });
        }
      } else {
        const entries = Object.entries(value as Record<string, unknown>);
        for (let i = entries.length - 1; i >= 0; i--) {
          const [key, child] = entries[i]!;
          const keyMessage = textProblem(key, { ...rules, kind: 'line' });
          if (keyMessage) return { path: [...path, key], message: `field name ${keyMessage}` };
          stack.push({ value: child, depth: depth + 1, path: [...path, key] });
        }
      }
    }
  }
  return null;
}
