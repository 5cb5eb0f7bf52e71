/**
 * One event sequence, every fold of "a company's sales channels": the settings decider, the
 * engine's pricing view, the feed sync's view, and the read models that keep channels (settings
 * screen, rules list, review list, output feed).
 */
import { describe, it } from 'vitest';
import type { SalesChannelFields } from '@pm/contracts';
import type { PricingSettingsEvent } from '@pm/contracts/events';
import { pricingSettingsDecider } from '@pm/contracts/domain';
import { emptyPricingView, evolvePricingView, FeedSyncView } from '@pm/pricing-service';
import {
  ADJUSTMENT_CHANNELS,
  adjustmentsProjector,
  FEED_COMPANIES,
  outputFeedProjector,
  PRICE_RULE_CHANNELS,
  priceRulesProjector,
  PRICING_SETTINGS,
  pricingSettingsProjector,
  projectionSpec,
} from '@pm/projection-service/testing';
import type { Projector } from '@pm/projection-service';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { consistencySpec, type Reader } from './consistencySpec.ts';

interface Shown {
  /** `id=name` of every channel, sorted. */
  channels: string[];
  /** Ids only (readers that keep no names). */
  ids: string[];
}

const companyId = 'c1';
const fields = (name: string): SalesChannelFields => ({ name, country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: true });
const created = (channelId: string, name: string) => recordedEvent('SalesChannelCreated', { companyId, channelId, fields: fields(name) }, { companyId });
const updated = (channelId: string, name: string) => recordedEvent('SalesChannelUpdated', { companyId, channelId, fields: fields(name) }, { companyId });
const deleted = (channelId: string) => recordedEvent('SalesChannelDeleted', { companyId, channelId }, { companyId });

const named = (entries: [string, string][]) => entries.map(([id, name]) => `${id}=${name}`).sort();
const shown = (entries: [string, string][]): Shown => ({ channels: named(entries), ids: entries.map(([id]) => id).sort() });

const docsReader = (name: string, projector: Projector, collection: string): Reader<Shown> => ({
  name,
  read: async (events) => shown((await projectionSpec(projector).given(...events).documents(collection)).map((d) => [d._id, String(d['name'])])),
});

const readers: Reader<Shown>[] = [
  {
    name: 'settings decider',
    read: (events: RecordedEvent[]) => {
      const state = events.map((e) => toDomainEvent<PricingSettingsEvent>(e)).reduce(pricingSettingsDecider.evolve, pricingSettingsDecider.initialState());
      return shown(Object.entries(state.settings.channels).map(([id, f]) => [id, f.name]));
    },
  },
  {
    name: 'engine pricing view',
    read: (events) => {
      const view = events.reduce(evolvePricingView, emptyPricingView());
      return shown(Object.entries(view.companies.get(companyId)?.settings.channels ?? {}).map(([id, f]) => [id, f.name]));
    },
  },
  {
    name: 'feed sync view',
    read: (events) => {
      const view = new FeedSyncView();
      for (const event of events) view.apply(event);
      return { ids: view.counts(companyId, new Date('2026-11-23T00:00:00.000Z')).map((c) => c.channelId).sort() };
    },
  },
  {
    name: 'settings read model (settings screen)',
    read: async (events) => {
      const [doc] = await projectionSpec(pricingSettingsProjector).given(...events).documents(PRICING_SETTINGS);
      return shown(Object.entries((doc?.['channels'] ?? {}) as Record<string, { name: string }>).map(([id, c]) => [id, c.name]));
    },
  },
  docsReader('rules list channel names', priceRulesProjector, PRICE_RULE_CHANNELS),
  docsReader('review list channel names', adjustmentsProjector, ADJUSTMENT_CHANNELS),
  {
    name: 'output feed channels',
    read: async (events) => {
      const [doc] = await projectionSpec(outputFeedProjector).given(...events).documents(FEED_COMPANIES);
      return shown(Object.entries((doc?.['channels'] ?? {}) as Record<string, { name: string }>).map(([id, c]) => [id, c.name]));
    },
  },
];

const spec = consistencySpec('sales channels', readers);

describe('sales channels: every fold agrees', () => {
  it('created, renamed and deleted channels', async () => {
    await spec.given(created('a', 'Webshop'), created('b', 'Amazon')).allShow(shown([['a', 'Webshop'], ['b', 'Amazon']]));
    await spec.given(created('a', 'Webshop'), created('b', 'Amazon'), updated('b', 'Amazon DE'), deleted('a')).allShow(shown([['b', 'Amazon DE']]));
  });
  it('a channel deleted and created again under its id', async () => {
    await spec.given(created('a', 'Webshop'), deleted('a'), created('a', 'Shop')).allShow(shown([['a', 'Shop']]));
  });
});
