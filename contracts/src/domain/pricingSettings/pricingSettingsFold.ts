/**
 * A company's price-engine settings folded from `pricingsettings-<companyId>`: sales channels,
 * shipping rates, competitors, metrics, price endings, engine settings, guardrails, exchange rates
 * and the feed id. The one
 * fold the settings decider, the engine's view, the feed sync and the read models share.
 */
import type { PricingSettingsEvent } from '../../events/pricingEvents.ts';
import type { Currency } from '../../enums.ts';
import {
  DEFAULT_ENGINE_COMPETITORS,
  DEFAULT_ENGINE_SETTINGS,
  DEFAULT_GUARDRAIL_SETTINGS,
  DEFAULT_METRIC_SETTINGS,
  DEFAULT_PRICE_ENDINGS,
  type EngineCompetitors,
  type EngineSettings,
  type ExchangeRate,
  type GuardrailSettings,
  type MetricSettings,
  type PriceEndings,
  type SalesChannelFields,
  type ShippingRateFields,
} from '../../pricing/pricingSettings.ts';

export interface PricingSettings {
  channels: Readonly<Record<string, SalesChannelFields>>;
  shippingRates: Readonly<Record<string, ShippingRateFields>>;
  competitors: EngineCompetitors;
  metrics: MetricSettings;
  priceEndings: PriceEndings;
  engine: EngineSettings;
  /**
   * Guardrails and the "confirm all" threshold. A company that never set them has
   * DEFAULT_GUARDRAIL_SETTINGS: new companies, the demo and companies created before issue 12 alike.
   */
  guardrails: GuardrailSettings;
  /** Dated exchange rates the company maintains, ordered by from, to and valid-from day. */
  exchangeRates: readonly ExchangeRate[];
  /**
   * The currency of purchase prices (and price limits) of products that name none; null (the
   * default): each channel's currency, as before issue 12.
   */
  purchaseCurrency: Currency | null;
  /** The id that opens the output feed (null until one is generated). */
  feedId: string | null;
}

export const initialPricingSettings = (): PricingSettings => ({
  channels: {},
  shippingRates: {},
  competitors: DEFAULT_ENGINE_COMPETITORS,
  metrics: DEFAULT_METRIC_SETTINGS,
  priceEndings: DEFAULT_PRICE_ENDINGS,
  engine: DEFAULT_ENGINE_SETTINGS,
  guardrails: DEFAULT_GUARDRAIL_SETTINGS,
  exchangeRates: [],
  purchaseCurrency: null,
  feedId: null,
});

const without = <T>(record: Readonly<Record<string, T>>, id: string): Record<string, T> => {
  const { [id]: _removed, ...rest } = record;
  return rest;
};

export function evolvePricingSettings(state: PricingSettings, event: PricingSettingsEvent): PricingSettings {
  switch (event.type) {
    case 'SalesChannelCreated':
    case 'SalesChannelUpdated':
      return { ...state, channels: { ...state.channels, [event.data.channelId]: event.data.fields } };
    case 'SalesChannelDeleted':
      return { ...state, channels: without(state.channels, event.data.channelId) };
    case 'ShippingRateCreated':
    case 'ShippingRateUpdated':
      return { ...state, shippingRates: { ...state.shippingRates, [event.data.rateId]: event.data.fields } };
    case 'ShippingRateDeleted':
      return { ...state, shippingRates: without(state.shippingRates, event.data.rateId) };
    case 'EngineCompetitorsSet':
      return { ...state, competitors: event.data.competitors };
    case 'MetricSettingsSet':
      return { ...state, metrics: event.data.metrics };
    case 'PriceEndingsSet':
      return { ...state, priceEndings: event.data.priceEndings };
    case 'EngineSettingsSet':
      return { ...state, engine: event.data.settings };
    case 'GuardrailSettingsSet':
      return { ...state, guardrails: event.data.guardrails };
    case 'ExchangeRatesSet':
      return { ...state, exchangeRates: event.data.exchangeRates };
    case 'PurchaseCurrencySet':
      return { ...state, purchaseCurrency: event.data.currency };
    case 'FeedIdGenerated':
      return { ...state, feedId: event.data.feedId };
  }
}

/** The settings after these events. */
export const foldPricingSettings = (events: readonly PricingSettingsEvent[]): PricingSettings => events.reduce(evolvePricingSettings, initialPricingSettings());

/** Ids of the company's sales channels (created and not deleted). */
export const salesChannelIdsOf = (settings: PricingSettings): string[] => Object.keys(settings.channels);

/**
 * What a settings event does to one sales channel: its fields now, or null when deleted; not a
 * channel event: undefined. For readers that keep channels as documents of their own (names in
 * the review list, the rules list and the feed).
 */
export function salesChannelChange(event: PricingSettingsEvent): { channelId: string; fields: SalesChannelFields | null } | undefined {
  switch (event.type) {
    case 'SalesChannelCreated':
    case 'SalesChannelUpdated':
      return { channelId: event.data.channelId, fields: event.data.fields };
    case 'SalesChannelDeleted':
      return { channelId: event.data.channelId, fields: null };
    default:
      return undefined;
  }
}
