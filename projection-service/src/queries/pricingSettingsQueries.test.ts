/** The pricing-settings query in its own package: the defaults, what was written (read your writes), strict parameters, the tenant boundary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS, DEFAULT_GUARDRAIL_SETTINGS, DEFAULT_METRIC_SETTINGS, pricingSettingsViewSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { DHL_RATE } from '@pm/contracts/testing';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerPricingSettingsQueries } from './pricingSettingsQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const channelId = '01a216b5-0000-7000-8000-00000000c001';
const rateId = '01a216b5-0000-7000-8000-00000000d001';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const channel = { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 10, vatRate: 19, noShippingCost: false } as const;

describe('pricing settings query', () => {
  let t: QueryTestApp;
  const url = `/api/company/${companyId}/pricing-settings`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerPricingSettingsQueries(app, readModels));
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers the defaults to a company that set nothing', async () => {
    const answer = await t.get(url, viewer.userId);
    expect(answer.statusCode).toBe(200);
    expect(pricingSettingsViewSchema.parse(answer.json())).toMatchObject({ channels: [], shippingRates: [], metrics: DEFAULT_METRIC_SETTINGS, engine: DEFAULT_ENGINE_SETTINGS, guardrails: DEFAULT_GUARDRAIL_SETTINGS, exchangeRates: [], purchaseCurrency: null, revision: '-1' });
  });

  it('answers the channels and rates as written, once the read model has them', async () => {
    const position = await t.write(streams.pricingSettings(companyId), [
      { type: 'SalesChannelCreated', data: { companyId, channelId, fields: channel } },
      { type: 'ShippingRateCreated', data: { companyId, rateId, fields: DHL_RATE } },
    ], companyId);
    const answer = await t.get(`${url}?minPosition=${position}`, viewer.userId);
    const view = pricingSettingsViewSchema.parse(answer.json());
    expect(view.channels).toEqual([{ channelId, ...channel }]);
    expect(view.shippingRates).toEqual([{ rateId, ...DHL_RATE }]);
    expect(view.revision).toBe('1');
    expect(answer.json().channels[0]).not.toHaveProperty('createdAt');
  });

  it('refuses unknown parameters and another company', async () => {
    expect((await t.get(`${url}?page=2`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ code: 'unrecognized_keys' })] } });
    expect((await t.get(`/api/company/${otherCompany}/pricing-settings`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });
});
