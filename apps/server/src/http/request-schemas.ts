// Unknown fields never pass the edge: a request schema drops them (z.object) or refuses them
// (z.strictObject), and a route whose body, querystring, params or headers schema would let them
// through (.loose(), .passthrough(), .catchall()) stops the app at start-up, naming the route.
import type { FastifyInstance } from 'fastify';

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

const isSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The paths of the objects in a zod schema that keep unknown fields; empty when there are none. */
export function passthroughPaths(schema: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const stack: { schema: unknown; path: string }[] = [{ schema, path: '' }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (!isSchema(item.schema) || seen.has(item.schema)) continue;
    seen.add(item.schema);
    const def = item.schema._zod.def;
    const here = item.path || '(root)';
    if (def.type === 'object' && isSchema(def.catchall) && def.catchall._zod.def.type !== 'never') {
      found.push(here);
    }
    for (const [key, child] of Object.entries(def)) {
      if (key === 'catchall') continue;
      if (key === 'shape' && child && typeof child === 'object') {
        for (const [field, fieldSchema] of Object.entries(child)) {
          stack.push({ schema: fieldSchema, path: item.path ? `${item.path}.${field}` : field });
        }
      } else if (key === 'getter' && typeof child === 'function' && def.type === 'lazy') {
        stack.push({ schema: (child as () => unknown)(), path: item.path });
      } else if (Array.isArray(child)) {
        for (const option of child) stack.push({ schema: option, path: item.path });
      } else if (isSchema(child)) {
        stack.push({ schema: child, path: key === 'element' ? `${item.path}[]` : item.path });
      }
    }
  }
  return found.sort();
}

export function registerRequestSchemaRule(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    for (const part of REQUEST_PARTS) {
      const paths = passthroughPaths(schema[part]);
      if (paths.length > 0) {
        throw new Error(
          `${String(route.method)} ${route.url}: the ${part} schema keeps unknown fields at ${paths.join(', ')}. ` +
            'Request schemas drop them (z.object) or refuse them (z.strictObject).',
        );
      }
    }
  });
}
