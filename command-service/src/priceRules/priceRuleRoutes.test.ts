/**
 * The price rule routes in their own package, through `app.inject`: answers match the contract,
 * rule bodies are refused with the editor's own problem codes (not the route's zod issues), path
 * ids are still checked, and refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, NO_CONSTRAINTS, POSITION_HEADER, type PriceRuleFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { withPausedReads } from '@pm/platform/testing';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createChannelReferences } from '../pricingSettings/channelReferences.ts';
import { createPricingSettingsCommands, type PricingSettingsCommands } from '../pricingSettings/pricingSettingsCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createPriceRuleCommands } from './priceRuleCommands.ts';
import { registerPriceRuleRoutes } from './priceRuleRoutes.ts';

describe('price rule routes', () => {
  let t: RouteTestApp;
  let channelId: string;
  let settings: PricingSettingsCommands;
  const base = `/api/company/${companyId}/price-rules`;
  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      const references = createChannelReferences();
      settings = createPricingSettingsCommands(events, createSourceCommands(events), references);
      channelId = (await settings.createSalesChannel(companyId, { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false }, setupContext)).id;
      registerPriceRuleRoutes(app, createPriceRuleCommands(events, references));
    });
  });
  afterAll(() => t.close());

  const rule = (over: Partial<PriceRuleFields> = {}): PriceRuleFields => ({
    name: 'Margin 20 %',
    salesChannelId: channelId,
    conditions: [{ field: 'brand', operator: 'EQUALS', value: 'Vaude' }],
    target: { type: 'PROFIT_MARGIN', percent: 20 },
    constraints: NO_CONSTRAINTS,
    active: true,
    ...over,
  });

  it('creates, changes, reorders and deletes a rule, answering what was written', async () => {
    const created = await t.inject('POST', base, 'maintainer', { ...rule(), position: 1 });
    expect(created.statusCode).toBe(201);
    const result = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(result.position);
    expect((await t.inject('PUT', `${base}/${result.id}`, 'maintainer', rule({ name: 'Margin 25 %', target: { type: 'PROFIT_MARGIN', percent: 25 } }))).statusCode).toBe(200);
    expect((await t.inject('PUT', `${base}/order`, 'maintainer', { ruleIds: [result.id] })).statusCode).toBe(200);
    const deleted = await t.inject('DELETE', `${base}/${result.id}`, 'maintainer');
    expect(commandResultSchema.parse(deleted.json())).toMatchObject({ id: result.id });
    expect(await t.typesIn(streams.priceRules(companyId))).toEqual(['PriceRuleCreated', 'PriceRuleUpdated', 'PriceRuleDeleted']);
  });

  it('keeps the fallback and the guardrail overrides of a rule (issue 12), and refuses a bad override at its field', async () => {
    const created = commandResultSchema.parse((await t.inject('POST', base, 'maintainer', rule({ fallThrough: true, guardrails: { maxChangePercent: 25, noBelowCost: false } }))).json());
    expect((await t.inject('PUT', `${base}/${created.id}`, 'maintainer', rule({ fallThrough: false, guardrails: { maxChangePercent: null, noAboveMsrp: true } }))).statusCode).toBe(200);
    const written = (await t.events.readStream(streams.priceRules(companyId))).filter((e) => (e.data as { ruleId?: string }).ruleId === created.id);
    expect(written.map((e) => (e.data as { fields: PriceRuleFields }).fields)).toMatchObject([
      { fallThrough: true, guardrails: { maxChangePercent: 25, noBelowCost: false } },
      { fallThrough: false, guardrails: { maxChangePercent: null, noAboveMsrp: true } },
    ]);
    const refused = await t.inject('PUT', `${base}/${created.id}`, 'maintainer', rule({ guardrails: { maxChangePercent: 0 } }));
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'guardrails.maxChangePercent', problem: 'TOO_SMALL' })] } });
  });

  it('refuses a bad rule with the editor’s problem per field, and a contradictory one with its reasons, writing nothing', async () => {
    const before = await t.events.headPosition();
    const bad = await t.inject('POST', base, 'maintainer', { ...rule({ conditions: [{ field: 'colour', operator: 'EQUALS', value: 'red' }] }), position: 0 });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(bad.json().details.issues).toEqual([expect.objectContaining({ path: 'position', problem: 'TOO_SMALL' }), expect.objectContaining({ path: 'conditions.0.field', problem: 'UNKNOWN_FIELD' })]);
    const contradictory = await t.inject('POST', base, 'maintainer', rule({ constraints: { ...NO_CONSTRAINTS, minPrice: 50, maxPrice: 20 } }));
    expect(contradictory.json()).toMatchObject({ statusCode: 422, code: 'PRICE_RULE_CONTRADICTORY', details: { contradictions: [expect.objectContaining({ reason: 'MIN_PRICE_ABOVE_MAX_PRICE' })] } });
    const badReorder = await t.inject('PUT', `${base}/order`, 'maintainer', { order: [] });
    expect(badReorder.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    // The path is still checked by the route even where the body is left to the rule check.
    const badId = await t.inject('PUT', `${base}/not-a-rule`, 'maintainer', rule());
    expect(badId.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'ruleId' })] } });
    expect(await t.events.headPosition()).toBe(before);
  });

  it('refuses a viewer and another company before looking at the body', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('POST', base, 'viewer', rule())).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('POST', `/api/company/${otherCompany}/price-rules`, 'maintainer', { name: '' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await t.events.headPosition()).toBe(before);
  });
  it('never lets a rule name a sales channel deleted at the same moment: either the rule or the deletion is refused', async () => {
    // Each side reads the other's stream before it writes its own: both read before either writes.
    const slow = withPausedReads(t.events);
    const references = createChannelReferences();
    const channels = createPricingSettingsCommands(slow, createSourceCommands(slow), references);
    const rules = createPriceRuleCommands(slow, references);
    for (let round = 0; round < 4; round++) {
      const channel = (await settings.createSalesChannel(companyId, { name: `Race ${round}`, country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false }, setupContext)).id;
      const [created, deleted] = await Promise.allSettled([
        rules.createPriceRule(companyId, rule({ salesChannelId: channel, active: false }), null, setupContext),
        channels.deleteSalesChannel(companyId, channel, undefined, setupContext),
      ]);
      // The rule asked first, so it goes through and the deletion is refused while it names the channel.
      expect(created.status, `round ${round}`).toBe('fulfilled');
      expect(deleted.status === 'rejected' && deleted.reason, `round ${round}`).toMatchObject({ code: 'SALES_CHANNEL_IN_USE' });
    }
  });
});
