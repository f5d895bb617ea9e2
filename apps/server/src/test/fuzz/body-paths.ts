// Finding and replacing values inside a generated JSON body, for defects and noise that change one
// leaf (a string, a number) or one field.
import { RawJson } from './draft.ts';

export type Path = (string | number)[];

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] =>
  typeof v === 'object' && v !== null && !(v instanceof RawJson);

/** Paths of every value under `root` (itself excluded) that passes `test`. */
export function pathsWhere(root: unknown, test: (value: unknown) => boolean): Path[] {
  const found: Path[] = [];
  const stack: { value: unknown; path: Path }[] = [{ value: root, path: [] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (item.path.length > 0 && test(item.value)) found.push(item.path);
    if (!isContainer(item.value)) continue;
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    for (const [key, child] of entries) stack.push({ value: child, path: [...item.path, key] });
  }
  return found;
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNumber = (v: unknown): v is number => typeof v === 'number';

export function valueAt(root: unknown, path: Path): unknown {
  let at = root;
  for (const key of path) at = isContainer(at) ? (at as Record<string | number, unknown>)[key] : undefined;
  return at;
}

/** Sets the value at `path` in place (the caller owns `root`). */
export function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = valueAt(root, path.slice(0, -1));
  if (isContainer(parent)) (parent as Record<string | number, unknown>)[path.at(-1)!] = value;
}

export function deleteAt(root: unknown, path: Path): void {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else if (isContainer(parent)) delete (parent as Record<string | number, unknown>)[key];
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  isContainer(v) && !Array.isArray(v);

/** A deep copy of a generated body (plain JSON plus RawJson leaves). */
export function cloneBody(value: unknown): unknown {
  if (value instanceof RawJson || !isContainer(value)) return value;
  if (Array.isArray(value)) return value.map(cloneBody);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneBody(v)]));
}
