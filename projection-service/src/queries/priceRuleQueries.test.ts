/** The price-rule list in its own package: the rules in their order with their channel's name, read your writes, the tenant boundary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS, priceRuleListSchema, type PriceRuleFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerPriceRuleQueries } from './priceRuleQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const channelId = '01a216b5-0000-7000-8000-00000000c001';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const rule = (name: string): PriceRuleFields => ({
  name,
  salesChannelId: channelId,
  conditions: [],
  target: { type: 'PROFIT_MARGIN', percent: 20 },
  constraints: NO_CONSTRAINTS,
  active: true,
});

describe('price rule queries', () => {
  let t: QueryTestApp;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerPriceRuleQueries(app, readModels));
  });
  afterAll(async () => {
    await t.stop();
  });

  it("answers the company's rules from position 1 down with their channel's name, never another company's", async () => {
    await t.write(streams.pricingSettings(companyId), [{ type: 'SalesChannelCreated', data: { companyId, channelId, fields: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 10, vatRate: 19, noShippingCost: false } } }], companyId);
    await t.write(streams.priceRules(otherCompany), [{ type: 'PriceRuleCreated', data: { companyId: otherCompany, ruleId: '01a216b5-0000-7000-8000-00000000e009', position: 1, fields: rule('Fremd') } }], otherCompany);
    const position = await t.write(streams.priceRules(companyId), [
      { type: 'PriceRuleCreated', data: { companyId, ruleId: '01a216b5-0000-7000-8000-00000000e001', position: 2, fields: rule('Marge') } },
      { type: 'PriceRuleCreated', data: { companyId, ruleId: '01a216b5-0000-7000-8000-00000000e002', position: 1, fields: rule('Oben') } },
    ], companyId);
    const answer = await t.get(`/api/company/${companyId}/price-rules?minPosition=${position}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const rules = priceRuleListSchema.parse(answer.json());
    expect(rules.map((r) => [r.position, r.name, r.channelName])).toEqual([[1, 'Oben', 'Webshop DE'], [2, 'Marge', 'Webshop DE']]);
    expect(rules[0]).toMatchObject(rule('Oben'));
    expect(rules[0]).not.toHaveProperty('fallThrough');
  });

  it('answers the fallback and the guardrail overrides of a rule (issue 12)', async () => {
    const fields = { ...rule('Fallback'), fallThrough: true, guardrails: { maxChangePercent: 30, noAboveMsrp: true } };
    const position = await t.write(streams.priceRules(companyId), [{ type: 'PriceRuleCreated', data: { companyId, ruleId: '01a216b5-0000-7000-8000-00000000e003', position: 3, fields } }], companyId);
    const rules = priceRuleListSchema.parse((await t.get(`/api/company/${companyId}/price-rules?minPosition=${position}`, viewer.userId)).json());
    expect(rules.find((r) => r.name === 'Fallback')).toMatchObject({ fallThrough: true, guardrails: { maxChangePercent: 30, noAboveMsrp: true } });
  });

  it('refuses another company and a bad company id', async () => {
    expect((await t.get(`/api/company/${otherCompany}/price-rules`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.get('/api/company/rules/price-rules', viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'companyId' })] } });
  });
});
