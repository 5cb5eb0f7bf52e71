import { describe, it } from 'vitest';
import type { PricingSettingsEvent } from '../../events/pricingEvents.ts';
import { DEFAULT_ENGINE_SETTINGS, DEFAULT_METRIC_SETTINGS, type SalesChannelFields } from '../../pricing/pricingSettings.ts';
import { deciderSpec, DHL_RATE } from '../../testing/index.ts';
import { pricingSettingsDecider } from './pricingSettingsDecider.ts';

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
