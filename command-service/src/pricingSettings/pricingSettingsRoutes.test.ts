/**
 * The price-engine settings routes in their own package, through `app.inject`: answers match the
 * contract, bodies and the DELETE query are checked by the route schemas, metrics are for company
 * admins only, and refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, DEFAULT_GUARDRAIL_SETTINGS, DEFAULT_METRIC_SETTINGS, POSITION_HEADER, type SalesChannelFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { companyId, otherCompany, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createChannelReferences } from './channelReferences.ts';
import { createPricingSettingsCommands } from './pricingSettingsCommands.ts';
import { registerPricingSettingsRoutes } from './pricingSettingsRoutes.ts';

const channel: SalesChannelFields = { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false };

describe('pricing settings routes', () => {
  let t: RouteTestApp;
  const base = `/api/company/${companyId}`;
  beforeAll(async () => {
    t = await startRouteTestApp((app, events) => registerPricingSettingsRoutes(app, createPricingSettingsCommands(events, createSourceCommands(events), createChannelReferences())));
  });
  afterAll(() => t.close());

  it('creates, changes and deletes a sales channel with the edited revision, answering what was written', async () => {
    const created = await t.inject('POST', `${base}/sales-channels`, 'maintainer', channel);
    expect(created.statusCode).toBe(201);
    const { id, revision, position } = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(position);
    const updated = await t.inject('PUT', `${base}/sales-channels/${id}`, 'maintainer', { ...channel, commissionRate: 12.5, expectedRevision: revision });
    expect(commandResultSchema.parse(updated.json())).toMatchObject({ id });
    const deleted = await t.inject('DELETE', `${base}/sales-channels/${id}?expectedRevision=${commandResultSchema.parse(updated.json()).revision}`, 'maintainer');
    expect(deleted.statusCode).toBe(200);
    expect((await t.inject('PUT', `${base}/pricing-settings/metrics`, 'admin', { metrics: DEFAULT_METRIC_SETTINGS })).statusCode).toBe(200);
    expect(await t.typesIn(streams.pricingSettings(companyId))).toEqual(['SalesChannelCreated', 'SalesChannelUpdated', 'SalesChannelDeleted', 'MetricSettingsSet']);
  });

  it('refuses bad bodies and a bad revision in the query with the offending path, writing nothing', async () => {
    const before = await t.events.headPosition();
    const issuesOf = async (response: ReturnType<RouteTestApp['inject']>) => {
      const body = (await response).json<{ code: string; details: { issues: { path: string }[] } }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      return body.details.issues.map((issue) => issue.path);
    };
    expect(await issuesOf(t.inject('POST', `${base}/sales-channels`, 'maintainer', { ...channel, vatRate: 120 }))).toEqual(['vatRate']);
    expect(await issuesOf(t.inject('DELETE', `${base}/shipping-rates/${companyId}?expectedRevision=latest`, 'maintainer'))).toEqual(['expectedRevision']);
    expect(await issuesOf(t.inject('PUT', `${base}/pricing-settings/metrics`, 'admin', { metrics: { ...DEFAULT_METRIC_SETTINGS, greenThreshold: -10, yellowThreshold: 10 } }))).toEqual(['metrics.greenThreshold']);
    expect(await t.events.headPosition()).toBe(before);
  });

  it('leaves metrics to company admins and refuses viewers and another company, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('PUT', `${base}/pricing-settings/metrics`, 'maintainer', { metrics: DEFAULT_METRIC_SETTINGS })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('POST', `${base}/sales-channels`, 'viewer', channel)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('POST', `/api/company/${otherCompany}/sales-channels`, 'admin', channel)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await t.events.headPosition()).toBe(before);
  });

  it('sets guardrails and exchange rates and keeps a marketplace channel\'s own settings', async () => {
    const before = (await t.typesIn(streams.pricingSettings(companyId))).length;
    const guardrails = { ...DEFAULT_GUARDRAIL_SETTINGS, maxChangePercent: 12.5, noAboveMsrp: true };
    expect((await t.inject('PUT', `${base}/pricing-settings/guardrails`, 'maintainer', { guardrails })).statusCode).toBe(200);
    const rates = [{ from: 'EUR', to: 'PLN', rate: 4.31, validFrom: '2026-01-01' }];
    expect((await t.inject('PUT', `${base}/pricing-settings/exchange-rates`, 'maintainer', { exchangeRates: rates })).statusCode).toBe(200);
    const marketplace = { ...channel, name: 'Marktplatz', shippingCharge: 4.95, commissionOnShipping: true, priceEndings: { endings: [99], rounding: 'DOWN' }, minTotalCostMarkup: 5, maxTotalCostMarkup: 60 };
    expect((await t.inject('POST', `${base}/sales-channels`, 'maintainer', marketplace)).statusCode).toBe(201);
    expect((await t.inject('PUT', `${base}/pricing-settings/purchase-currency`, 'maintainer', { currency: 'EUR' })).statusCode).toBe(200);
    const written = (await t.events.readStream(streams.pricingSettings(companyId))).slice(before);
    expect(written.map((e) => [e.type, e.data])).toEqual([
      ['GuardrailSettingsSet', { companyId, guardrails }],
      ['ExchangeRatesSet', { companyId, exchangeRates: rates }],
      ['SalesChannelCreated', { companyId, channelId: expect.any(String), fields: marketplace }],
      ['PurchaseCurrencySet', { companyId, currency: 'EUR' }],
    ]);
  });

  it('refuses bad guardrails, exchange rates and channel settings with 400 and the offending path, writing nothing', async () => {
    const before = await t.events.headPosition();
    const refusal = async (response: ReturnType<RouteTestApp['inject']>) => {
      const answer = await response;
      const body = answer.json<{ code: string; details: { issues: { path: string }[] } }>();
      return [answer.statusCode, body.code, body.details.issues.map((issue) => issue.path)];
    };
    expect(await refusal(t.inject('PUT', `${base}/pricing-settings/guardrails`, 'maintainer', { guardrails: { ...DEFAULT_GUARDRAIL_SETTINGS, maxChangePercent: 0 } }))).toEqual([400, 'VALIDATION_FAILED', ['guardrails.maxChangePercent']]);
    expect(await refusal(t.inject('PUT', `${base}/pricing-settings/guardrails`, 'maintainer', { guardrails: { maxChangePercent: 20, noBelowCost: true, noAboveMsrp: false } }))).toEqual([400, 'VALIDATION_FAILED', ['guardrails.confirmAllThresholdPercent']]);
    const rate = { from: 'EUR', to: 'PLN', rate: 4.31, validFrom: '2026-01-01' };
    expect(await refusal(t.inject('PUT', `${base}/pricing-settings/exchange-rates`, 'maintainer', { exchangeRates: [{ ...rate, rate: -1 }] }))).toEqual([400, 'VALIDATION_FAILED', ['exchangeRates.0.rate']]);
    expect(await refusal(t.inject('PUT', `${base}/pricing-settings/exchange-rates`, 'maintainer', { exchangeRates: [{ ...rate, validFrom: '1.1.2026' }] }))).toEqual([400, 'VALIDATION_FAILED', ['exchangeRates.0.validFrom']]);
    expect(await refusal(t.inject('PUT', `${base}/pricing-settings/exchange-rates`, 'maintainer', { exchangeRates: [{ ...rate, to: 'EUR' }] }))).toEqual([400, 'VALIDATION_FAILED', ['exchangeRates.0.to']]);
    expect(await refusal(t.inject('PUT', `${base}/pricing-settings/exchange-rates`, 'maintainer', { exchangeRates: [rate, { ...rate, rate: 4.4 }] }))).toEqual([400, 'VALIDATION_FAILED', ['exchangeRates.1.validFrom']]);
    expect(await refusal(t.inject('POST', `${base}/sales-channels`, 'maintainer', { ...channel, name: 'Crossed', minTotalCostMarkup: 50, maxTotalCostMarkup: 10 }))).toEqual([400, 'VALIDATION_FAILED', ['minTotalCostMarkup']]);
    expect(await refusal(t.inject('POST', `${base}/sales-channels`, 'maintainer', { ...channel, name: 'Cents', shippingCharge: 4.955 }))).toEqual([400, 'VALIDATION_FAILED', ['shippingCharge']]);
    expect(await refusal(t.inject('PUT', `${base}/pricing-settings/purchase-currency`, 'maintainer', { currency: 'XXX' }))).toEqual([400, 'VALIDATION_FAILED', ['currency']]);
    expect((await t.inject('PUT', `${base}/pricing-settings/guardrails`, 'viewer', { guardrails: DEFAULT_GUARDRAIL_SETTINGS })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('PUT', `/api/company/${otherCompany}/pricing-settings/exchange-rates`, 'admin', { exchangeRates: [] })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
