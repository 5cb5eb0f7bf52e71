import type { PricingSettingsEvent } from '@pm/contracts/events';
import { evolvePricingSettings, initialPricingSettings, type PricingSettings } from '@pm/contracts/domain';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const PRICING_SETTINGS = 'pricingSettings';
/** One state document per company: its settings as the domain core folds them. */
export const PRICING_SETTINGS_STATES = 'pricingSettingsStates';

const SETTINGS_EVENTS: readonly string[] = [
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
  'GuardrailSettingsSet',
  'ExchangeRatesSet',
  'PurchaseCurrencySet',
  // Only moves the revision here: the feed id is the feed's business (its own read model).
  'FeedIdGenerated',
];

/** Id → when it was created, for the ids the settings hold now. */
type CreatedAt = Record<string, string>;

/** The settings and the bookkeeping the screen's document shows but the domain fold does not keep. */
export interface PricingSettingsStateDoc extends Doc {
  companyId: string;
  settings: PricingSettings;
  /** Revision of the stream's last event: the web sends it back as `expectedRevision`. */
  revision: string;
  createdAt: { channels: CreatedAt; rates: CreatedAt };
}

/** Keeps the creation time of the ids still there; an id new after this event was created at it. */
const createdSince = (before: CreatedAt, now: Readonly<Record<string, unknown>>, at: string): CreatedAt => Object.fromEntries(Object.keys(now).map((id) => [id, before[id] ?? at]));

/** The company's settings after one event, by `evolvePricingSettings`. */
export function evolvePricingSettingsDoc(doc: PricingSettingsStateDoc | null, recorded: RecordedEvent): PricingSettingsStateDoc {
  const event = toDomainEvent<PricingSettingsEvent>(recorded);
  const { companyId } = event.data;
  const before = doc ?? { _id: companyId, companyId, settings: initialPricingSettings(), revision: '-1', createdAt: { channels: {}, rates: {} } };
  const settings = evolvePricingSettings(before.settings, event);
  const at = recorded.metadata.occurredAt;
  return {
    ...before,
    settings,
    revision: recorded.revision.toString(),
    createdAt: { channels: createdSince(before.createdAt.channels, settings.channels, at), rates: createdSince(before.createdAt.rates, settings.shippingRates, at) },
  };
}

const withCreatedAt = <F extends object>(records: Readonly<Record<string, F>>, createdAt: CreatedAt) =>
  Object.fromEntries(Object.entries(records).map(([id, fields]) => [id, { ...fields, createdAt: createdAt[id] ?? '' }]));

/** The settings screen's document of the company (read by `toPricingSettingsView`). */
export function derivePricingSettingsDoc(_before: PricingSettingsStateDoc | null, after: PricingSettingsStateDoc | null): WriteOp[] {
  if (!after) return [];
  const { settings } = after;
  return [
    {
      op: 'put',
      collection: PRICING_SETTINGS,
      doc: {
        _id: after._id,
        companyId: after.companyId,
        revision: after.revision,
        channels: withCreatedAt(settings.channels, after.createdAt.channels),
        rates: withCreatedAt(settings.shippingRates, after.createdAt.rates),
        competitors: settings.competitors,
        metrics: settings.metrics,
        priceEndings: settings.priceEndings,
        engine: settings.engine,
        guardrails: settings.guardrails,
        exchangeRates: settings.exchangeRates,
        purchaseCurrency: settings.purchaseCurrency,
      },
    },
  ];
}

const companyOf = (recorded: RecordedEvent): string => toDomainEvent<PricingSettingsEvent>(recorded).data.companyId;

/**
 * One document per company (`_id` = companyId): channels and shipping rates as maps by id with
 * their creation time, the engine sections as the domain core folds them (the contracts'
 * defaults until set), and the stream revision the web sends back as `expectedRevision`.
 * Version 2: the settings are the domain fold `evolvePricingSettings`, kept per company in
 * PRICING_SETTINGS_STATES; the engine sections are written from the start (defaults included).
 * Version 3: guardrails (DEFAULT_GUARDRAIL_SETTINGS until set), exchange rates and the currency of
 * purchase prices (issue 12).
 */
export const pricingSettingsProjector: Projector = {
  name: 'pricingSettings',
  version: 3,
  collections: { [PRICING_SETTINGS]: [], [PRICING_SETTINGS_STATES]: [] },
  handles: SETTINGS_EVENTS,
  state: {
    collection: PRICING_SETTINGS_STATES,
    idOf: companyOf,
    evolve: (state, event) => evolvePricingSettingsDoc(state as PricingSettingsStateDoc | null, event),
    derive: (before, after) => derivePricingSettingsDoc(before as PricingSettingsStateDoc | null, after as PricingSettingsStateDoc | null),
  },
  notices: (event) => [{ companyId: companyOf(event), queryKeys: [['pricing-settings']] }],
};
