import { DHL_RATE } from '@pm/contracts/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_COMPETITORS, DEFAULT_ENGINE_SETTINGS, DEFAULT_GUARDRAIL_SETTINGS, DEFAULT_METRIC_SETTINGS, DEFAULT_PRICE_ENDINGS } from '@pm/contracts';
import type { RecordedEvent } from '@pm/platform';
import { toPricingSettingsView } from '../queries/pricingSettingsQueries.ts';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { PRICING_SETTINGS, pricingSettingsProjector } from './pricingSettingsProjector.ts';
import { recordedEvent } from '@pm/platform/testing';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const shop = { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false };
let revision = -1n;

function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  revision += 1n;
  // The projector shows the stream revision the user edited: keep the stream's own count.
  return recordedEvent(type, { companyId, ...data }, { companyId, streamId: `pricingsettings-${companyId}`, revision, id: crypto.randomUUID() });
}

const spec = projectionSpec(pricingSettingsProjector);

describe('pricingSettingsProjector', () => {
  beforeEach(() => {
    revision = -1n;
  });
  const view = async (...events: RecordedEvent[]) => {
    const [doc = null] = await spec.given(...events).documents(PRICING_SETTINGS, { _id: companyId });
    return toPricingSettingsView(doc);
  };

  it('answers the defaults for a company that set nothing', async () => {
    expect(await view()).toEqual({ channels: [], shippingRates: [], competitors: DEFAULT_ENGINE_COMPETITORS, metrics: DEFAULT_METRIC_SETTINGS, priceEndings: DEFAULT_PRICE_ENDINGS, engine: DEFAULT_ENGINE_SETTINGS, guardrails: DEFAULT_GUARDRAIL_SETTINGS, exchangeRates: [], purchaseCurrency: null, revision: '-1' });
  });

  it('answers the default guardrails until the company sets its own, and the exchange rates as set last', async () => {
    const rates = [{ from: 'EUR', to: 'PLN', rate: 4.3, validFrom: '2026-01-01' }];
    const channelOnly = await view(recorded('SalesChannelCreated', { channelId: 'a', fields: shop }));
    expect(channelOnly.guardrails).toEqual(DEFAULT_GUARDRAIL_SETTINGS);
    revision = -1n;
    const guardrails = { maxChangePercent: null, noBelowCost: false, noAboveMsrp: true, confirmAllThresholdPercent: 5 };
    const result = await view(
      recorded('GuardrailSettingsSet', { guardrails }),
      recorded('ExchangeRatesSet', { exchangeRates: [{ from: 'EUR', to: 'CHF', rate: 0.94, validFrom: '2025-06-01' }] }),
      recorded('ExchangeRatesSet', { exchangeRates: rates }),
      recorded('PurchaseCurrencySet', { currency: 'EUR' }),
    );
    expect(result.guardrails).toEqual(guardrails);
    expect(result.exchangeRates).toEqual(rates);
    expect(result.purchaseCurrency).toBe('EUR');
    expect(result.revision).toBe('3');
    expect(pricingSettingsProjector.notices!(recorded('ExchangeRatesSet', { exchangeRates: [] }))).toEqual([{ companyId, queryKeys: [['pricing-settings']] }]);
  });

  it('keeps channels and rates by id, sorted by name, and the sections as set last', async () => {
    const result = await view(
      recorded('SalesChannelCreated', { channelId: 'b', fields: { ...shop, name: 'Zalando' } }),
      recorded('SalesChannelCreated', { channelId: 'a', fields: shop }),
      recorded('SalesChannelUpdated', { channelId: 'a', fields: { ...shop, vatRate: 7, name: 'Amazon' } }),
      recorded('ShippingRateCreated', { rateId: 'r1', fields: DHL_RATE }),
      recorded('ShippingRateCreated', { rateId: 'r2', fields: { ...DHL_RATE, carrier: 'GLS' } }),
      recorded('ShippingRateDeleted', { rateId: 'r1' }),
      recorded('MetricSettingsSet', { metrics: { ...DEFAULT_METRIC_SETTINGS, greenThreshold: 30 } }),
      recorded('FeedIdGenerated', { feedId: 'f1' }),
    );
    expect(result.channels).toEqual([
      { channelId: 'a', ...shop, vatRate: 7, name: 'Amazon' },
      { channelId: 'b', ...shop, name: 'Zalando' },
    ]);
    expect(result.shippingRates).toEqual([{ rateId: 'r2', ...DHL_RATE, carrier: 'GLS' }]);
    expect(result.metrics.greenThreshold).toBe(30);
    expect(result.engine).toEqual(DEFAULT_ENGINE_SETTINGS);
    expect(result.revision).toBe('7');
    expect(pricingSettingsProjector.notices!(recorded('SalesChannelDeleted', { channelId: 'b' }))).toEqual([{ companyId, queryKeys: [['pricing-settings']] }]);
  });

  it('keeps when each channel and rate was created through updates, in one batch as in several', async () => {
    const events = [
      recorded('SalesChannelCreated', { channelId: 'a', fields: shop }),
      recorded('ShippingRateCreated', { rateId: 'r1', fields: DHL_RATE }),
      recorded('SalesChannelUpdated', { channelId: 'a', fields: { ...shop, name: 'Amazon' } }),
      recorded('SalesChannelCreated', { channelId: 'b', fields: shop }),
      recorded('SalesChannelDeleted', { channelId: 'b' }),
      recorded('SalesChannelCreated', { channelId: 'b', fields: { ...shop, name: 'Again' } }),
    ];
    const at = (i: number) => events[i]!.metadata.occurredAt;
    const expected = {
      _id: companyId,
      companyId,
      revision: '5',
      channels: { a: { ...shop, name: 'Amazon', createdAt: at(0) }, b: { ...shop, name: 'Again', createdAt: at(5) } },
      rates: { r1: { ...DHL_RATE, createdAt: at(1) } },
    };
    const [doc] = await spec.given(...events).documents(PRICING_SETTINGS);
    expect(doc).toMatchObject(expected);
    expect(await spec.batched(...events).documents(PRICING_SETTINGS)).toEqual([doc]);
    // The document the settings query reads; the feed id is the feed's (its own read model).
    expect(Object.keys(doc ?? {}).sort()).toEqual(['_id', 'channels', 'companyId', 'competitors', 'engine', 'exchangeRates', 'guardrails', 'metrics', 'priceEndings', 'purchaseCurrency', 'rates', 'revision']);
  });
});
