/**
 * pricing-service's routes in their own package, through `app.inject`: declared access, bad
 * input, and answers from the pricing view (the whole-product API tests live in deploy/).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER, pricingRunInputSchema, testFilterResultSchema, whatIfResultSchema } from '@pm/contracts';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, toEventToAppend, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { runEngine } from '../engine/runEngine.ts';
import { emptyPricingView, evolvePricingView } from '../view/pricingView.ts';
import { channelFields, productFields, recorded } from '../view/testEvents.ts';
import { registerPricingRoutes } from './pricingRoutes.ts';

/** The example input of `npm run reprice` (docs/pricing.md): channels, rules and products with competitor offers. */
const whatIfExample: unknown = JSON.parse(readFileSync(new URL('../../../docs/examples/reprice-example.json', import.meta.url), 'utf8'));
const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors: Record<string, Actor> = {
  viewer: { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  admin: { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
};

describe('pricing-service routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(Object.values(actors));

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    // A run needs a sales channel in the company's settings stream.
    await events.append(`pricingsettings-${companyId}`, [toEventToAppend({ type: 'SalesChannelCreated', data: { companyId, channelId: 'ch1', fields: channelFields() } }, { companyId, userId: 'u-admin', correlationId: 'c', causationId: null })]);
    const view = [
      recorded('SalesChannelCreated', { companyId, channelId: 'ch1', fields: channelFields() }, '2026-01-01T00:00:00.000Z', companyId),
      recorded('ProductCreated', { productId: 'p1', companyId, fields: productFields('A-1') }, '2026-01-01T00:00:00.000Z', companyId),
      recorded('ProductCreated', { productId: 'p2', companyId, fields: productFields('B-2', { brand: 'Nordkap' }) }, '2026-01-01T00:00:00.000Z', companyId),
    ].reduce(evolvePricingView, emptyPricingView());
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerPricingRoutes(app, { view, isReady: () => true, events });
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const post = async (url: string, who: keyof typeof actors | null, payload: unknown = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: who ? await auth.headers(actors[who]!.userId) : {} });

  it('tests filter conditions against the pricing view', async () => {
    const answer = await post(`/api/company/${companyId}/price-rules/test-filter`, 'viewer', { salesChannelId: 'ch1', conditions: [{ field: 'brand', operator: 'EQUALS', value: 'Nordkap' }] });
    expect(answer.statusCode).toBe(200);
    expect(testFilterResultSchema.parse(answer.json())).toEqual({ count: 1, total: 2, products: [{ productId: 'p2', sku: 'B-2', name: expect.any(String), brand: 'Nordkap' }] });
  });

  it('answers a what-if run with the engine’s whole result, decision traces included', async () => {
    const answer = await post(`/api/company/${companyId}/pricing/what-if`, 'viewer', whatIfExample);
    expect(answer.statusCode).toBe(200);
    const result = whatIfResultSchema.parse(answer.json());
    // Nothing the engine decided is lost on the way through the response schema.
    expect(result).toEqual(JSON.parse(JSON.stringify(runEngine(pricingRunInputSchema.parse(whatIfExample)))));
    expect(result.results.some((r) => r.outcome === 'EXECUTED' && r.proposal !== null && r.proposal.trace.offers.length > 0)).toBe(true);
  });

  it('refuses the unsigned, another company, a role that may not and bad input, before any work', async () => {
    const before = await events.headPosition();
    expect((await post(`/api/company/${companyId}/price-rules/test-filter`, null, { salesChannelId: 'ch1', conditions: [] })).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect((await post(`/api/company/${otherCompany}/price-rules/test-filter`, 'viewer', { salesChannelId: 'ch1', conditions: [] })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await post(`/api/company/${companyId}/pricing-runs`, 'viewer')).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await post('/api/company/not-an-id/price-rules/test-filter', 'viewer', {})).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await post(`/api/company/${companyId}/price-rules/test-filter`, 'viewer', { salesChannelId: 'ch1', conditions: [{ field: 'colour', operator: 'EQUALS', value: 'red' }] })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await post(`/api/company/${companyId}/pricing/what-if`, 'viewer', { products: 'none' })).json()).toMatchObject({ statusCode: 422, code: 'WHAT_IF_INVALID' });
    expect((await post(`/api/company/${companyId}/pricing/what-if`, 'viewer', { ...(whatIfExample as object), maxOfferAgeHours: 0 })).json()).toMatchObject({ statusCode: 422, code: 'WHAT_IF_INVALID', details: { issues: [expect.objectContaining({ path: 'maxOfferAgeHours' })] } });
    const badFilter = await post(`/api/company/${companyId}/price-rules/test-filter`, 'viewer', { conditions: [] });
    expect(badFilter.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'salesChannelId' })] } });
    expect((await post(`/api/company/${otherCompany}/pricing-runs`, 'admin')).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await events.headPosition()).toBe(before);
  });

  it('reads the what-if body as bytes for its worker: malformed JSON 400, over 20 MB 413, another company 403', async () => {
    const raw = async (payload: string, who: keyof typeof actors = 'viewer', company = companyId) =>
      (await app.inject({ method: 'POST', url: `/api/company/${company}/pricing/what-if`, payload, headers: { ...(await auth.headers(actors[who]!.userId)), 'content-type': 'application/json; charset=utf-8' } })).json();
    expect(await raw('{"now":')).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
    expect(await raw('')).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
    expect(await raw(`{"x":"${'a'.repeat(21 * 1024 * 1024)}"}`)).toMatchObject({ statusCode: 413, code: 'BODY_TOO_LARGE' });
    expect(await raw(JSON.stringify(whatIfExample), 'viewer', otherCompany)).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });

  it('starts a run for an administrator: the request is written to the log', async () => {
    const answer = await post(`/api/company/${companyId}/pricing-runs`, 'admin');
    expect(answer.statusCode).toBe(202);
    const { id: runId, position } = commandResultSchema.parse(answer.json());
    expect(answer.headers[POSITION_HEADER]).toBe(position);
    expect((await events.readStream(`pricingrun-${runId}`)).map((e) => e.type)).toEqual(['PricingRunRequested']);
  });
});
