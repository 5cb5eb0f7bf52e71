import type { PricingSettingsEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type UpdateSpec, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const PRICING_SETTINGS = 'pricingSettings';

/**
 * One document per company (`_id` = companyId): channels and shipping rates as maps by id, the
 * engine sections as set last (missing: the contracts' defaults, applied by the query), and the
 * stream revision the web sends back as `expectedRevision`.
 */
export const pricingSettingsProjector: Projector = {
  name: 'pricingSettings',
  version: 1,
  collections: { [PRICING_SETTINGS]: [] },
  handles: [
    'SalesChannelCreated',
    'SalesChannelUpdated',
    'SalesChannelDeleted',
    'ShippingRateCreated',
    'ShippingRateUpdated',
    'ShippingRateDeleted',
    'EngineCompetitorsSet',
    'MetricSettingsSet',
    'PriceEndingsSet',
    'EngineSettingsSet',
    // Only moves the revision: the feed id is the feed's business (its own read model).
    'FeedIdGenerated',
  ],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<PricingSettingsEvent>(recorded);
    const set: Record<string, unknown> = { companyId: event.data.companyId, revision: recorded.revision.toString() };
    const unset: Record<string, ''> = {};
    switch (event.type) {
      case 'SalesChannelCreated':
        set[`channels.${event.data.channelId}`] = { ...event.data.fields, createdAt: recorded.metadata.occurredAt };
        break;
      case 'SalesChannelUpdated':
        for (const [key, value] of Object.entries(event.data.fields)) set[`channels.${event.data.channelId}.${key}`] = value;
        break;
      case 'SalesChannelDeleted':
        unset[`channels.${event.data.channelId}`] = '';
        break;
      case 'ShippingRateCreated':
        set[`rates.${event.data.rateId}`] = { ...event.data.fields, createdAt: recorded.metadata.occurredAt };
        break;
      case 'ShippingRateUpdated':
        for (const [key, value] of Object.entries(event.data.fields)) set[`rates.${event.data.rateId}.${key}`] = value;
        break;
      case 'ShippingRateDeleted':
        unset[`rates.${event.data.rateId}`] = '';
        break;
      case 'EngineCompetitorsSet':
        set['competitors'] = event.data.competitors;
        break;
      case 'MetricSettingsSet':
        set['metrics'] = event.data.metrics;
        break;
      case 'PriceEndingsSet':
        set['priceEndings'] = event.data.priceEndings;
        break;
      case 'EngineSettingsSet':
        set['engine'] = event.data.settings;
        break;
      case 'FeedIdGenerated':
        break;
    }
    const update: UpdateSpec = { $set: set };
    if (Object.keys(unset).length > 0) update['$unset'] = unset;
    return [{ op: 'update', collection: PRICING_SETTINGS, id: event.data.companyId, update, upsert: true }];
  },
  notices: (event) => {
    const companyId = (event.data as { companyId?: unknown }).companyId;
    return typeof companyId === 'string' ? [{ companyId, queryKeys: [['pricing-settings']] }] : [];
  },
};
