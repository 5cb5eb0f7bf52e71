import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createHttpApp, zodRoutes } from './createHttpApp.ts';
import { registerHealthRoutes } from './healthRoutes.ts';

const itemSchema = z.object({ id: z.string(), price: z.number() });

describe('route schemas (zod through the type provider)', () => {
  let app: FastifyInstance;
  let answer: unknown;
  beforeAll(async () => {
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 10_000, version: '9.9.9' });
    const api = zodRoutes(app);
    api.post(
      '/things/:thingId',
      { schema: { params: z.strictObject({ thingId: z.uuid() }), body: z.strictObject({ price: z.number().positive() }), response: { 200: itemSchema } } },
      async () => answer as z.infer<typeof itemSchema>,
    );
    api.post('/all', { schema: { body: z.strictObject({ channelId: z.uuid().optional() }).optional(), response: { 200: z.object({ channelId: z.string().nullable() }) } } }, async (request) => ({
      channelId: request.body?.channelId ?? null,
    }));
    api.get('/names/:name', { schema: { params: z.strictObject({ name: z.string().max(120) }), response: { 200: z.object({ name: z.string() }) } } }, async (request) => ({ name: request.params.name }));
    registerHealthRoutes(app, [], () => false);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (thingId: string, body: unknown) => app.inject({ method: 'POST', url: `/things/${thingId}`, payload: body as object });
  const id = '01a216b5-973a-7479-83b5-4895cced43f6';

  it('answers only what the response schema names: a stored document’s other fields never leak', async () => {
    answer = { id: 'a', price: 12.5, _id: 'internal', companyId: 'other', passwordHash: 'x' };
    const response = await post(id, { price: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a', price: 12.5 });
  });

  it('takes a path parameter of 120 characters however they are encoded; refuses a longer path part in the API error shape without repeating it', async () => {
    const brand = 'Ü'.repeat(60) + '😀'.repeat(30); // 120 UTF-16 units, 720 characters percent-encoded
    const response = await app.inject({ method: 'GET', url: `/names/${encodeURIComponent(brand)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: brand });
    const tooLong = 'x'.repeat(3_000);
    const refused = await app.inject({ method: 'GET', url: `/names/${tooLong}` });
    expect(refused.statusCode).toBe(414);
    expect(refused.json()).toEqual({ statusCode: 414, code: 'VALIDATION_FAILED', error: 'A part of the address is too long.' });
    expect(refused.body).not.toContain(tooLong);
  });

  it('refuses bad input with 400 VALIDATION_FAILED naming each offending path', async () => {
    const response = await post('not-a-uuid', { price: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [{ path: 'thingId', code: 'invalid_format' }] } });
    const body = await post(id, { price: -3, extra: true });
    expect(body.statusCode).toBe(400);
    expect(body.json().details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['', 'price']);
  });

  it('takes a request without a body where the body is optional, and still judges one that is sent', async () => {
    expect((await app.inject({ method: 'POST', url: '/all' })).json()).toEqual({ channelId: null });
    expect((await app.inject({ method: 'POST', url: '/all', payload: { channelId: id } })).json()).toEqual({ channelId: id });
    expect((await app.inject({ method: 'POST', url: '/all', payload: { channelId: 'x' } })).statusCode).toBe(400);
  });

  it('turns an answer that breaks its own contract into a 500, not a half-right body', async () => {
    answer = { id: 'a', price: 'twelve' };
    const response = await post(id, { price: 1 });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
  });

  it('keeps plain-text answers as text (Prometheus metrics) and documents the route', async () => {
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('# HELP');
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = docs.json().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths['/things/{thingId}']!['post']!.responses).sort()).toEqual(['200', '4XX', '5XX']);
    expect(docs.json().info.version).toBe('9.9.9');
  });
});
