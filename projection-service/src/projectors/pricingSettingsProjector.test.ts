import { DHL_RATE } from '@pm/contracts/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_COMPETITORS, DEFAULT_ENGINE_SETTINGS, DEFAULT_METRIC_SETTINGS, DEFAULT_PRICE_ENDINGS } from '@pm/contracts';
import { createEmbeddedDocumentStore, type DocumentStore, type RecordedEvent } from '@pm/platform';
import { toPricingSettingsView } from '../queries/pricingSettingsQueries.ts';
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

describe('pricingSettingsProjector', () => {
  let docs: DocumentStore;
  beforeEach(() => {
    docs = createEmbeddedDocumentStore({ path: ':memory:' });
    revision = -1n;
  });
  afterEach(async () => {
    await docs.close();
  });
  const view = async (...events: RecordedEvent[]) => {
    for (const event of events) await docs.applyBatch(pricingSettingsProjector.project!(event));
    return toPricingSettingsView(await docs.findOne(PRICING_SETTINGS, { _id: companyId }));
  };

  it('answers the defaults for a company that set nothing', async () => {
    expect(await view()).toEqual({ channels: [], shippingRates: [], competitors: DEFAULT_ENGINE_COMPETITORS, metrics: DEFAULT_METRIC_SETTINGS, priceEndings: DEFAULT_PRICE_ENDINGS, engine: DEFAULT_ENGINE_SETTINGS, revision: '-1' });
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
});
