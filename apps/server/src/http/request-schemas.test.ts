import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passthroughPaths, registerRequestSchemaRule } from './request-schemas.ts';

describe('passthroughPaths', () => {
  it('finds every object that keeps unknown fields, however deep', () => {
    const leg = z.object({ id: z.number() }).loose();
    const schema = z
      .object({
        legs: z.array(leg).min(1),
        meta: z.union([z.string(), z.object({ a: z.string() }).catchall(z.string())]).optional(),
        lazy: z.lazy(() => z.object({}).passthrough()),
      })
      .refine(() => true);
    expect(passthroughPaths(schema)).toEqual(['lazy', 'legs[]', 'meta']);
  });

  it('has nothing to say about objects that drop or refuse unknown fields', () => {
    const schema = z.object({
      a: z.object({ b: z.string() }).strip(),
      c: z.strictObject({ d: z.record(z.string(), z.number()) }),
      e: z.preprocess((v) => v, z.object({ f: z.number().default(1) })),
    });
    expect(passthroughPaths(schema)).toEqual([]);
  });
});

describe('registerRequestSchemaRule', () => {
  async function appWith(body: z.ZodType) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerRequestSchemaRule(app);
    app.post('/x', { schema: { body, response: { 200: z.object({}).loose() } } }, async () => ({}));
    return app;
  }

  it('stops the app when a request schema keeps unknown fields, naming the route', async () => {
    await expect(appWith(z.object({ a: z.string() }).loose())).rejects.toThrow(
      /POST \/x: the body schema keeps unknown fields at \(root\)/,
    );
  });

  it('lets a stripping request schema (and any response schema) through', async () => {
    const app = await appWith(z.object({ a: z.string() }));
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/x', payload: { a: 'x', b: 'dropped' } });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});
