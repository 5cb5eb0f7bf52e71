/**
 * The price rule routes in their own package, through `app.inject`: answers match the contract,
 * rule bodies are refused with the editor's own problem codes (not the route's zod issues), path
 * ids are still checked, and refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, NO_CONSTRAINTS, POSITION_HEADER, type PriceRuleFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createPricingSettingsCommands } from '../pricingSettings/pricingSettingsCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createPriceRuleCommands } from './priceRuleCommands.ts';
import { registerPriceRuleRoutes } from './priceRuleRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors: Actor[] = [
  { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
];

describe('price rule routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  let channelId: string;
  const auth = testAuth(actors);
  const base = `/api/company/${companyId}/price-rules`;

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    const settings = createPricingSettingsCommands(events, createSourceCommands(events));
    const context = { companyId, userId: 'service:test', correlationId: 'c', causationId: null };
    channelId = (await settings.createSalesChannel(companyId, { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false }, context)).id;
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerPriceRuleRoutes(app, createPriceRuleCommands(events));
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const rule = (over: Partial<PriceRuleFields> = {}): PriceRuleFields => ({
    name: 'Margin 20 %',
    salesChannelId: channelId,
    conditions: [{ field: 'brand', operator: 'EQUALS', value: 'Vaude' }],
    target: { type: 'PROFIT_MARGIN', percent: 20 },
    constraints: NO_CONSTRAINTS,
    active: true,
    ...over,
  });
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, userId: string, payload?: unknown) =>
    app.inject({ method, url, headers: await auth.headers(userId), ...(payload === undefined ? {} : { payload: payload as object }) });
  const written = async () => (await events.readStream(streams.priceRules(companyId))).map((e) => e.type);

  it('creates, changes, reorders and deletes a rule, answering what was written', async () => {
    const created = await send('POST', base, 'u-maintainer', { ...rule(), position: 1 });
    expect(created.statusCode).toBe(201);
    const result = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(result.position);
    expect((await send('PUT', `${base}/${result.id}`, 'u-maintainer', rule({ name: 'Margin 25 %', target: { type: 'PROFIT_MARGIN', percent: 25 } }))).statusCode).toBe(200);
    expect((await send('PUT', `${base}/order`, 'u-maintainer', { ruleIds: [result.id] })).statusCode).toBe(200);
    const deleted = await send('DELETE', `${base}/${result.id}`, 'u-maintainer');
    expect(commandResultSchema.parse(deleted.json())).toMatchObject({ id: result.id });
    expect(await written()).toEqual(['PriceRuleCreated', 'PriceRuleUpdated', 'PriceRuleDeleted']);
  });

  it('refuses a bad rule with the editor’s problem per field, and a contradictory one with its reasons, writing nothing', async () => {
    const before = await events.headPosition();
    const bad = await send('POST', base, 'u-maintainer', { ...rule({ conditions: [{ field: 'colour', operator: 'EQUALS', value: 'red' }] }), position: 0 });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(bad.json().details.issues).toEqual([expect.objectContaining({ path: 'position', problem: 'TOO_SMALL' }), expect.objectContaining({ path: 'conditions.0.field', problem: 'UNKNOWN_FIELD' })]);
    const contradictory = await send('POST', base, 'u-maintainer', rule({ constraints: { ...NO_CONSTRAINTS, minPrice: 50, maxPrice: 20 } }));
    expect(contradictory.json()).toMatchObject({ statusCode: 422, code: 'PRICE_RULE_CONTRADICTORY', details: { contradictions: [expect.objectContaining({ reason: 'MIN_PRICE_ABOVE_MAX_PRICE' })] } });
    const badReorder = await send('PUT', `${base}/order`, 'u-maintainer', { order: [] });
    expect(badReorder.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    // The path is still checked by the route even where the body is left to the rule check.
    const badId = await send('PUT', `${base}/not-a-rule`, 'u-maintainer', rule());
    expect(badId.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'ruleId' })] } });
    expect(await events.headPosition()).toBe(before);
  });

  it('refuses a viewer and another company before looking at the body', async () => {
    const before = await events.headPosition();
    expect((await send('POST', base, 'u-viewer', rule())).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await send('POST', `/api/company/${otherCompany}/price-rules`, 'u-maintainer', { name: '' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await events.headPosition()).toBe(before);
  });
});
