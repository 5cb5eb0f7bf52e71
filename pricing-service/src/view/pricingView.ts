/**
 * What a rule-engine run looks at, folded from the whole event log (from position 0) per
 * company: products, competitor URLs with their current offer, source names, pricing settings,
 * price rules, own price history, and the pending adjustment(s) of each product and channel.
 * Pure evolve (mutating, idempotent per event); `buildRunInput` turns it into a PricingRunInput.
 */
import type { Country, ProductFields } from '@pm/contracts';
import type { AdjustmentEvent, OfferEvent, PriceAnalysisSettingsEvent, PriceRuleEvent, PricingSettingsEvent, ProductEvent, SourceEvent } from '@pm/contracts/events';
import {
  evolveAdjustmentRecord,
  evolveOfferOfUrl,
  evolvePriceRuleList,
  evolvePricingSettings,
  initialOfferOfUrl,
  initialPriceRuleList,
  initialPricingSettings,
  type AdjustmentRecord,
  type OfferOfUrl,
  type PriceRuleList,
  type PricingSettings,
} from '@pm/contracts/domain';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';

export interface CompetitorUrlState {
  urlId: string;
  productId: string;
  sourceId: string;
  own: boolean;
  removed: boolean;
  /** A comparison product's URL (issue 17 item 7): offered to the engine only when the company mixes them in. */
  comparison?: boolean;
  /** The URL's offer as the domain core folds it (current price, flagged one waiting, last observation). */
  offer: OfferOfUrl;
}

export interface PricePoint {
  at: string;
  price: number;
}

export interface ProductState {
  productId: string;
  companyId: string;
  fields: Partial<ProductFields>;
  archived: boolean;
  urlIds: Set<string>;
  /** Sales-price changes per country, oldest first. */
  salesPrices: Map<Country, PricePoint[]>;
  /** Confirmed adjustments' new prices per channel, oldest first. */
  confirmedPrices: Map<string, PricePoint[]>;
}

export interface CompanyPricing {
  companyId: string;
  products: Map<string, ProductState>;
  /** Channels, shipping rates, competitors, endings, engine settings, guardrails and exchange rates: the domain core's fold. */
  settings: PricingSettings;
  /** The price rules and their order: the domain core's fold (read in order with `rulesInOrder`). */
  ruleList: PriceRuleList;
  /** `${productId}:${channelId}` → ids of its PENDING adjustments (normally one). */
  pending: Map<string, Set<string>>;
  /** Settings › Price analysis: comparison products count as competitors (absent: off, as in a view of before issue 17 item 7). */
  includeComparisonProducts?: boolean;
}

export interface PricingView {
  companies: Map<string, CompanyPricing>;
  /** productId → companyId (ProductUpdated and URL events do not name the company). */
  productCompany: Map<string, string>;
  urls: Map<string, CompetitorUrlState>;
  sourceNames: Map<string, string>;
  /**
   * The market of each source that names one (its `country`: the store's or comparison site's);
   * absent: any market. Optional: a view restored from a snapshot of before issue 12 has none yet.
   */
  sourceCountries?: Map<string, Country>;
  /** Adjustments that are still pending, as the domain core records them (decided ones are dropped). */
  adjustments: Map<string, AdjustmentRecord>;
  position: bigint;
}

/** Price history older than this (before the last point preceding it) is dropped: 30 days are needed. */
export const PRICE_HISTORY_KEEP_MS = 45 * 24 * 60 * 60 * 1000;

export const emptyPricingView = (): PricingView => ({ companies: new Map(), productCompany: new Map(), urls: new Map(), sourceNames: new Map(), sourceCountries: new Map(), adjustments: new Map(), position: 0n });

/** Records a source's market (null: any market). */
function setSourceCountry(view: PricingView, sourceId: string, country: Country | null): void {
  view.sourceCountries ??= new Map();
  if (country) view.sourceCountries.set(sourceId, country);
  else view.sourceCountries.delete(sourceId);
}

export const pendingKey = (productId: string, channelId: string) => `${productId}:${channelId}`;

export function companyOf(view: PricingView, companyId: string): CompanyPricing {
  let company = view.companies.get(companyId);
  if (!company) {
    company = {
      companyId,
      products: new Map(),
      settings: initialPricingSettings(),
      ruleList: initialPriceRuleList(),
      pending: new Map(),
    };
    view.companies.set(companyId, company);
  }
  return company;
}

const occurredAt = (event: RecordedEvent) => (typeof event.metadata.occurredAt === 'string' ? event.metadata.occurredAt : event.recordedAt);

/** Appends a point when the price changed; drops points no 30-day window can need any more. */
function pushPrice(points: PricePoint[], point: PricePoint): void {
  const last = points.at(-1);
  if (last && last.price === point.price) return;
  if (last && last.at > point.at) return; // an out-of-order replay never rewrites history
  points.push(point);
  const horizon = new Date(Date.parse(point.at) - PRICE_HISTORY_KEEP_MS).toISOString();
  // Keep the last point before the horizon: it is the price in force when the window starts.
  let drop = 0;
  while (drop + 1 < points.length && (points[drop + 1]?.at ?? '') <= horizon) drop++;
  if (drop > 0) points.splice(0, drop);
}

function recordSalesPrices(product: ProductState, pricing: ProductFields['pricing'] | undefined, at: string): void {
  if (!pricing) return;
  for (const [country, values] of Object.entries(pricing) as [Country, NonNullable<ProductFields['pricing']>[Country]][]) {
    const price = values?.salesPrice;
    if (price === undefined) continue;
    const points = product.salesPrices.get(country) ?? [];
    if (price === null) continue;
    pushPrice(points, { at, price });
    product.salesPrices.set(country, points);
  }
}

function removePending(view: PricingView, adjustment: AdjustmentRecord): void {
  view.adjustments.delete(adjustment.adjustmentId);
  const pending = view.companies.get(adjustment.companyId)?.pending;
  const key = pendingKey(adjustment.productId, adjustment.channelId);
  const set = pending?.get(key);
  set?.delete(adjustment.adjustmentId);
  if (set?.size === 0) pending?.delete(key);
}

/** A pending adjustment follows the domain life cycle; once decided it leaves the view, a confirmed price enters the history. */
function evolveAdjustments(view: PricingView, event: AdjustmentEvent): void {
  if (event.type === 'AdjustmentProposed') {
    if (view.adjustments.has(event.data.adjustmentId)) return;
    const record = evolveAdjustmentRecord(null, event);
    if (!record) return;
    view.adjustments.set(record.adjustmentId, record);
    const pending = companyOf(view, record.companyId).pending;
    const key = pendingKey(record.productId, record.channelId);
    pending.set(key, (pending.get(key) ?? new Set()).add(record.adjustmentId));
    return;
  }
  const before = view.adjustments.get(event.data.adjustmentId);
  if (!before) return;
  const after = evolveAdjustmentRecord(before, event);
  if (!after || after.status === 'PENDING') return;
  removePending(view, before);
  const product = productState(view, after.productId);
  if (after.status !== 'CONFIRMED' || !product || after.confirmedAt === null) return;
  const points = product.confirmedPrices.get(after.channelId) ?? [];
  pushPrice(points, { at: after.confirmedAt, price: after.newPrice });
  product.confirmedPrices.set(after.channelId, points);
}

type Handled = ProductEvent | OfferEvent | SourceEvent | PricingSettingsEvent | PriceRuleEvent | AdjustmentEvent | PriceAnalysisSettingsEvent;

/** The event types the view folds (others are skipped without parsing). */
export const PRICING_VIEW_EVENTS: ReadonlySet<string> = new Set([
  'ProductCreated', 'ProductUpdated', 'ProductArchived', 'ProductRestored', 'CompetitorUrlAdded', 'CompetitorUrlRemoved', 'OfferObserved',
  'ComparisonProductAdded', 'ComparisonProductRemoved', 'PriceAnalysisSettingsSet',
  'SourceRegistered', 'SourceUpdated',
  'SalesChannelCreated', 'SalesChannelUpdated', 'SalesChannelDeleted', 'ShippingRateCreated', 'ShippingRateUpdated', 'ShippingRateDeleted',
  'EngineCompetitorsSet', 'MetricSettingsSet', 'PriceEndingsSet', 'EngineSettingsSet', 'GuardrailSettingsSet', 'ExchangeRatesSet', 'PurchaseCurrencySet', 'FeedIdGenerated',
  'PriceRuleCreated', 'PriceRuleUpdated', 'PriceRuleDeleted', 'PriceRulesReordered',
  'AdjustmentProposed', 'AdjustmentConfirmed', 'AdjustmentDiscarded', 'AdjustmentPickedUp',
]);

/** Applies one event to the view (typed: a changed payload does not compile here). */
export function evolvePricingView(view: PricingView, recorded: RecordedEvent): PricingView {
  if (recorded.position > view.position) view.position = recorded.position;
  if (!PRICING_VIEW_EVENTS.has(recorded.type)) return view;
  const event = toDomainEvent<Handled>(recorded);
  const at = occurredAt(recorded);
  switch (event.type) {
    case 'ProductCreated': {
      const { productId, companyId, fields } = event.data;
      if (view.productCompany.has(productId)) break;
      const product: ProductState = { productId, companyId, fields: { ...fields }, archived: false, urlIds: new Set(), salesPrices: new Map(), confirmedPrices: new Map() };
      recordSalesPrices(product, fields.pricing, at);
      view.productCompany.set(productId, companyId);
      companyOf(view, companyId).products.set(productId, product);
      break;
    }
    case 'ProductUpdated': {
      const product = productState(view, event.data.productId);
      if (!product) break;
      const changes = event.data.changes;
      recordSalesPrices(product, changes.pricing, at);
      const { pricing, ...rest } = changes;
      product.fields = { ...product.fields, ...rest };
      // Pricing changes are given per country; a country not named keeps its values.
      if (pricing) product.fields.pricing = { ...product.fields.pricing, ...Object.fromEntries(Object.entries(pricing).map(([c, v]) => [c, { ...product.fields.pricing?.[c as Country], ...v }])) };
      break;
    }
    case 'ProductArchived':
    case 'ProductRestored': {
      const product = productState(view, event.data.productId);
      if (product) product.archived = event.type === 'ProductArchived';
      break;
    }
    case 'CompetitorUrlAdded': {
      const { urlId, productId, sourceId, offerType } = event.data;
      if (view.urls.has(urlId)) break;
      const own = offerType === 'OWN_OFFER' || offerType === 'OWN_LEAD_OFFER';
      view.urls.set(urlId, { urlId, productId, sourceId, own, removed: false, offer: initialOfferOfUrl() });
      productState(view, productId)?.urlIds.add(urlId);
      break;
    }
    case 'ComparisonProductAdded': {
      const { urlId, productId, sourceId } = event.data;
      if (view.urls.has(urlId)) break;
      view.urls.set(urlId, { urlId, productId, sourceId, own: false, removed: false, comparison: true, offer: initialOfferOfUrl() });
      productState(view, productId)?.urlIds.add(urlId);
      break;
    }
    case 'PriceAnalysisSettingsSet':
      companyOf(view, event.data.companyId).includeComparisonProducts = event.data.settings.includeComparisonProducts;
      break;
    case 'ComparisonProductRemoved':
    case 'CompetitorUrlRemoved': {
      const url = view.urls.get(event.data.urlId);
      if (!url) break;
      url.removed = true;
      productState(view, url.productId)?.urlIds.delete(url.urlId);
      break;
    }
    case 'OfferObserved': {
      const url = view.urls.get(event.data.urlId);
      if (url) url.offer = evolveOfferOfUrl(url.offer, event.data, recorded.id);
      break;
    }
    case 'SourceRegistered':
      view.sourceNames.set(event.data.sourceId, event.data.fields.name);
      setSourceCountry(view, event.data.sourceId, event.data.fields.country ?? null);
      break;
    case 'SourceUpdated':
      if (event.data.changes.name !== undefined) view.sourceNames.set(event.data.sourceId, event.data.changes.name);
      if (event.data.changes.country !== undefined) setSourceCountry(view, event.data.sourceId, event.data.changes.country);
      break;
    case 'AdjustmentProposed':
    case 'AdjustmentConfirmed':
    case 'AdjustmentDiscarded':
    case 'AdjustmentPickedUp':
      evolveAdjustments(view, event);
      break;
    case 'PriceRuleCreated':
    case 'PriceRuleUpdated':
    case 'PriceRuleDeleted':
    case 'PriceRulesReordered': {
      const company = companyOf(view, event.data.companyId);
      company.ruleList = evolvePriceRuleList(company.ruleList, event);
      break;
    }
    default: {
      // Every remaining event is a pricing-settings event of the company.
      const company = companyOf(view, event.data.companyId);
      company.settings = evolvePricingSettings(company.settings, event);
    }
  }
  return view;
}

function productState(view: PricingView, productId: string): ProductState | undefined {
  const companyId = view.productCompany.get(productId);
  return companyId === undefined ? undefined : view.companies.get(companyId)?.products.get(productId);
}

