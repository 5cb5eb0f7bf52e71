import { describe, expect, it } from 'vitest';
import type { PricingSettingsEvent } from '../../events/pricingEvents.ts';
import { DEFAULT_ENGINE_SETTINGS, DEFAULT_GUARDRAIL_SETTINGS, DEFAULT_METRIC_SETTINGS, type ExchangeRate, type SalesChannelFields } from '../../pricing/pricingSettings.ts';
import { deciderSpec, DHL_RATE } from '../../testing/index.ts';
import { pricingSettingsDecider } from './pricingSettingsDecider.ts';
import { foldPricingSettings } from './pricingSettingsFold.ts';

const spec = deciderSpec(pricingSettingsDecider);
const companyId = 'c1';
const shop: SalesChannelFields = { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false };
const market: SalesChannelFields = { name: 'Marktplatz', country: 'de', currency: 'EUR', commissionRate: 15, vatRate: 19, noShippingCost: true };
const channelCreated = (channelId: string, fields: SalesChannelFields): PricingSettingsEvent => ({ type: 'SalesChannelCreated', data: { companyId, channelId, fields } });
const rateCreated = (rateId: string, fields = DHL_RATE): PricingSettingsEvent => ({ type: 'ShippingRateCreated', data: { companyId, rateId, fields } });

describe('pricing settings: sales channels', () => {
  it('creates channels with names unique per company regardless of case', () => {
    spec.given([]).when({ type: 'CreateSalesChannel', companyId, channelId: 'shop', fields: shop }).then([channelCreated('shop', shop)]);
    spec.given([channelCreated('shop', shop)]).when({ type: 'CreateSalesChannel', companyId, channelId: 'x', fields: { ...market, name: ' webshop de ' } }).thenThrows('SALES_CHANNEL_NAME_TAKEN');
  });

  it('updates a channel, keeping its own name and refusing another channel\'s', () => {
    const given = [channelCreated('shop', shop), channelCreated('market', market)];
    spec.given(given).when({ type: 'UpdateSalesChannel', companyId, channelId: 'shop', fields: { ...shop, vatRate: 7 } }).then([{ type: 'SalesChannelUpdated', data: { companyId, channelId: 'shop', fields: { ...shop, vatRate: 7 } } }]);
    spec.given(given).when({ type: 'UpdateSalesChannel', companyId, channelId: 'shop', fields: { ...shop, name: 'MARKTPLATZ' } }).thenThrows('SALES_CHANNEL_NAME_TAKEN');
    spec.given(given).when({ type: 'UpdateSalesChannel', companyId, channelId: 'gone', fields: shop }).thenThrows('SALES_CHANNEL_NOT_FOUND');
  });

  it('refuses to delete a channel a price rule uses', () => {
    spec.given([channelCreated('shop', shop)]).when({ type: 'DeleteSalesChannel', companyId, channelId: 'shop', usedByRules: ['1 % unter Wettbewerb'] }).thenThrows('SALES_CHANNEL_IN_USE');
    spec.given([channelCreated('shop', shop)]).when({ type: 'DeleteSalesChannel', companyId, channelId: 'shop', usedByRules: [] }).then([{ type: 'SalesChannelDeleted', data: { companyId, channelId: 'shop' } }]);
    spec.given([channelCreated('shop', shop), { type: 'SalesChannelDeleted', data: { companyId, channelId: 'shop' } }]).when({ type: 'DeleteSalesChannel', companyId, channelId: 'shop', usedByRules: [] }).thenThrows('SALES_CHANNEL_NOT_FOUND');
  });

  it('conflicts only when the edited item changed after the revision the user saw', () => {
    // revision 0: shop created, 1: market created, 2: shop changed.
    const given: PricingSettingsEvent[] = [channelCreated('shop', shop), channelCreated('market', market), { type: 'SalesChannelUpdated', data: { companyId, channelId: 'shop', fields: { ...shop, vatRate: 7 } } }];
    spec.given(given).when({ type: 'UpdateSalesChannel', companyId, channelId: 'shop', fields: shop, expectedRevision: 1 }).thenThrows('CONCURRENCY_CONFLICT');
    spec.given(given).when({ type: 'UpdateSalesChannel', companyId, channelId: 'shop', fields: shop, expectedRevision: 2 }).then([{ type: 'SalesChannelUpdated', data: { companyId, channelId: 'shop', fields: shop } }]);
    spec.given(given).when({ type: 'DeleteSalesChannel', companyId, channelId: 'market', usedByRules: [], expectedRevision: 1 }).then([{ type: 'SalesChannelDeleted', data: { companyId, channelId: 'market' } }]);
  });
});

describe('pricing settings: shipping rates', () => {
  it('creates, updates and deletes rates', () => {
    spec.given([]).when({ type: 'CreateShippingRate', companyId, rateId: 'r1', fields: DHL_RATE }).then([rateCreated('r1')]);
    spec.given([rateCreated('r1')]).when({ type: 'UpdateShippingRate', companyId, rateId: 'r1', fields: { ...DHL_RATE, baseTariff: 5 } }).then([{ type: 'ShippingRateUpdated', data: { companyId, rateId: 'r1', fields: { ...DHL_RATE, baseTariff: 5 } } }]);
    spec.given([rateCreated('r1')]).when({ type: 'DeleteShippingRate', companyId, rateId: 'r1' }).then([{ type: 'ShippingRateDeleted', data: { companyId, rateId: 'r1' } }]);
    spec.given([]).when({ type: 'DeleteShippingRate', companyId, rateId: 'r1' }).thenThrows('SHIPPING_RATE_NOT_FOUND');
    spec.given([rateCreated('r1'), { type: 'ShippingRateUpdated', data: { companyId, rateId: 'r1', fields: DHL_RATE } }]).when({ type: 'UpdateShippingRate', companyId, rateId: 'r1', fields: DHL_RATE, expectedRevision: 0 }).thenThrows('CONCURRENCY_CONFLICT');
  });
});

describe('pricing settings: engine sections', () => {
  it('sets engine competitors among the connected sources, without duplicates', () => {
    spec.given([]).when({ type: 'SetEngineCompetitors', companyId, competitors: { mode: 'ONLY', sourceIds: ['s1', 's1', 's2'] }, connectedSourceIds: ['s1', 's2', 's3'] }).then([
      { type: 'EngineCompetitorsSet', data: { companyId, competitors: { mode: 'ONLY', sourceIds: ['s1', 's2'] } } },
    ]);
    spec.given([]).when({ type: 'SetEngineCompetitors', companyId, competitors: { mode: 'ALL_EXCEPT', sourceIds: ['foreign'] }, connectedSourceIds: ['s1'] }).thenThrows('SOURCE_UNKNOWN');
  });

  it('sets metric settings and price endings, refusing stale edits of the same section only', () => {
    const metrics = { ...DEFAULT_METRIC_SETTINGS, greenThreshold: 25, yellowThreshold: 12 };
    const set: PricingSettingsEvent = { type: 'MetricSettingsSet', data: { companyId, metrics } };
    spec.given([]).when({ type: 'SetMetricSettings', companyId, metrics }).then([set]);
    spec.given([set]).when({ type: 'SetMetricSettings', companyId, metrics, expectedRevision: -1 }).thenThrows('CONCURRENCY_CONFLICT');
    spec.given([set]).when({ type: 'SetPriceEndings', companyId, priceEndings: { endings: [99, 49, 99], rounding: 'DOWN' }, expectedRevision: -1 }).then([
      { type: 'PriceEndingsSet', data: { companyId, priceEndings: { endings: [99, 49], rounding: 'DOWN' } } },
    ]);
  });

  it('sets engine settings with a time zone Intl knows', () => {
    const settings = { ...DEFAULT_ENGINE_SETTINGS, maxOfferAgeHours: 24, scheduledRun: { enabled: true, time: '04:45' }, timeZone: 'Europe/Vienna' };
    spec.given([]).when({ type: 'SetEngineSettings', companyId, settings }).then([{ type: 'EngineSettingsSet', data: { companyId, settings } }]);
    spec.given([]).when({ type: 'SetEngineSettings', companyId, settings: { ...settings, timeZone: 'Europe/Atlantis' } }).thenThrows('VALIDATION_FAILED');
  });
});

describe('pricing settings: per-channel settings (issue 12)', () => {
  const marketplace: SalesChannelFields = { ...market, shippingCharge: 4.95, commissionOnShipping: true, priceEndings: { endings: [99, 49, 99], rounding: 'DOWN' }, minTotalCostMarkup: 10, maxTotalCostMarkup: 80 };

  it('keeps the channel settings of a marketplace, own price endings without repeats', () => {
    spec.given([]).when({ type: 'CreateSalesChannel', companyId, channelId: 'm', fields: marketplace }).then([
      channelCreated('m', { ...marketplace, priceEndings: { endings: [99, 49], rounding: 'DOWN' } }),
    ]);
    spec.given([channelCreated('m', marketplace)]).when({ type: 'UpdateSalesChannel', companyId, channelId: 'm', fields: { ...marketplace, priceEndings: null, shippingCharge: null } }).then([
      { type: 'SalesChannelUpdated', data: { companyId, channelId: 'm', fields: { ...marketplace, priceEndings: null, shippingCharge: null } } },
    ]);
  });

  it('refuses a minimum total-cost markup above the maximum', () => {
    spec.given([]).when({ type: 'CreateSalesChannel', companyId, channelId: 'm', fields: { ...marketplace, minTotalCostMarkup: 90 } }).thenThrows('VALIDATION_FAILED');
    spec.given([channelCreated('m', marketplace)]).when({ type: 'UpdateSalesChannel', companyId, channelId: 'm', fields: { ...marketplace, maxTotalCostMarkup: 5 } }).thenThrows('VALIDATION_FAILED');
  });
});

describe('pricing settings: guardrails (issue 12)', () => {
  const guardrails = { maxChangePercent: 15, noBelowCost: true, noAboveMsrp: true, confirmAllThresholdPercent: 5 };
  const set: PricingSettingsEvent = { type: 'GuardrailSettingsSet', data: { companyId, guardrails } };

  it('a company that never set guardrails has the defaults (new, demo and older companies alike)', () => {
    expect(foldPricingSettings([]).guardrails).toEqual(DEFAULT_GUARDRAIL_SETTINGS);
    expect(foldPricingSettings([channelCreated('shop', shop)]).guardrails).toEqual({ maxChangePercent: 20, noBelowCost: true, noAboveMsrp: false, confirmAllThresholdPercent: 10 });
    expect(foldPricingSettings([set]).guardrails).toEqual(guardrails);
  });

  it('sets the guardrails, switching single ones off', () => {
    spec.given([]).when({ type: 'SetGuardrailSettings', companyId, guardrails }).then([set]);
    const off = { maxChangePercent: null, noBelowCost: false, noAboveMsrp: false, confirmAllThresholdPercent: 0 };
    spec.given([set]).when({ type: 'SetGuardrailSettings', companyId, guardrails: off, expectedRevision: 0 }).then([{ type: 'GuardrailSettingsSet', data: { companyId, guardrails: off } }]);
  });

  it('refuses a stale edit of the guardrails, not one made stale by another section', () => {
    spec.given([set]).when({ type: 'SetGuardrailSettings', companyId, guardrails, expectedRevision: -1 }).thenThrows('CONCURRENCY_CONFLICT');
    spec.given([channelCreated('shop', shop)]).when({ type: 'SetGuardrailSettings', companyId, guardrails, expectedRevision: -1 }).then([set]);
  });
});

describe('pricing settings: exchange rates (issue 12)', () => {
  const eurPln: ExchangeRate = { from: 'EUR', to: 'PLN', rate: 4.3, validFrom: '2026-01-01' };
  const eurPlnLater: ExchangeRate = { ...eurPln, rate: 4.25, validFrom: '2026-03-01' };
  const eurChf: ExchangeRate = { from: 'EUR', to: 'CHF', rate: 0.94, validFrom: '2026-02-01' };

  it('replaces the list, ordered by pair and day', () => {
    spec.given([]).when({ type: 'SetExchangeRates', companyId, exchangeRates: [eurPlnLater, eurPln, eurChf] }).then([{ type: 'ExchangeRatesSet', data: { companyId, exchangeRates: [eurChf, eurPln, eurPlnLater] } }]);
    const before: PricingSettingsEvent = { type: 'ExchangeRatesSet', data: { companyId, exchangeRates: [eurPln] } };
    spec.given([before]).when({ type: 'SetExchangeRates', companyId, exchangeRates: [], expectedRevision: 0 }).then([{ type: 'ExchangeRatesSet', data: { companyId, exchangeRates: [] } }]);
    expect(foldPricingSettings([before]).exchangeRates).toEqual([eurPln]);
  });

  it('refuses a rate into the same currency, two rates of a pair from the same day, and a stale list', () => {
    spec.given([]).when({ type: 'SetExchangeRates', companyId, exchangeRates: [{ ...eurPln, to: 'EUR' }] }).thenThrows('VALIDATION_FAILED');
    spec.given([]).when({ type: 'SetExchangeRates', companyId, exchangeRates: [eurPln, { ...eurPln, rate: 4.4 }] }).thenThrows('VALIDATION_FAILED');
    const before: PricingSettingsEvent = { type: 'ExchangeRatesSet', data: { companyId, exchangeRates: [eurPln] } };
    spec.given([before]).when({ type: 'SetExchangeRates', companyId, exchangeRates: [eurChf], expectedRevision: -1 }).thenThrows('CONCURRENCY_CONFLICT');
  });
});

describe('pricing settings: currency of purchase prices (issue 12)', () => {
  it("is each channel's (null) until set, set and cleared again, refusing a stale edit", () => {
    expect(foldPricingSettings([]).purchaseCurrency).toBeNull();
    const set: PricingSettingsEvent = { type: 'PurchaseCurrencySet', data: { companyId, currency: 'EUR' } };
    spec.given([]).when({ type: 'SetPurchaseCurrency', companyId, currency: 'EUR' }).then([set]);
    expect(foldPricingSettings([set]).purchaseCurrency).toBe('EUR');
    spec.given([set]).when({ type: 'SetPurchaseCurrency', companyId, currency: null, expectedRevision: 0 }).then([{ type: 'PurchaseCurrencySet', data: { companyId, currency: null } }]);
    spec.given([set]).when({ type: 'SetPurchaseCurrency', companyId, currency: 'PLN', expectedRevision: -1 }).thenThrows('CONCURRENCY_CONFLICT');
  });
});
