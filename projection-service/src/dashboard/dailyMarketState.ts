/**
 * The daily market of one product, folded from its product and offer streams (a pure fold; the
 * `dailyMarketProjector` stores it as entity state). On top of the price analysis' own fold of
 * the product (own prices, every URL's offer) it keeps, per calendar day (UTC, the day of the
 * observation's `observedAt` or of the product event), a snapshot at the end of that day:
 *
 * - `own`: the own gross sales price per country, in cents;
 * - `offers`: every competitor URL's current in-stock price in cents (null: out of stock, an
 *   error page or no price yet), carried forward from the day before;
 * - `changes`: what changed that day — competitor prices up and down (a URL's current price
 *   against its previous one), new out-of-stock (a URL whose offer turned out of stock) and new
 *   undercuts per country (a competitor price that fell below the own price of the country; a
 *   URL's first price changes nothing).
 *
 * Days older than `KEPT_DAYS` before the newest day leave the state (their read-model documents
 * stay); an observation of such an old day changes no day.
 */
import type { ProductFields } from '@pm/contracts';
import { inStockPriceCents, isOutOfStock, toCents as exactCents } from '@pm/contracts/domain';
import type { RecordedEvent } from '@pm/platform';
import { toCents } from '../analysis/priceDeviation.ts';
import { evolvePriceAnalysis, type PriceAnalysisState, type UrlState } from '../analysis/priceAnalysisState.ts';
import { evolveOwnPricePoints, pricingOn, type OwnPricePoints, type RecordedOwnPrices } from '../analysis/ownPriceOn.ts';
import { metricInputsChanged } from './dailyMarketAggregates.ts';

export const KEPT_DAYS = 400;
const DAY_MS = 86_400_000;

export interface DayChanges {
  priceUp: number;
  priceDown: number;
  outOfStock: number;
  /** Per country: competitor prices that fell below the own price. */
  undercuts: Record<string, number>;
}

export interface MarketDay {
  own: Record<string, number | null>;
  offers: Record<string, number | null>;
  changes: DayChanges;
  /**
   * Whether the product was archived when the day's snapshot was taken (version 5): the day
   * document and the company's day changes (dailyMarketAggregates.ts) both read it from here, so
   * the aggregate is the sum of the documents as stored.
   */
  archived: boolean;
  /** Day (UTC) each URL's current offer was observed (version 6): its age on later days (the index's stale age). */
  seen: Record<string, string>;
  /** The product's brand and category when the snapshot was taken (the index's scopes). */
  brand: string | null;
  categoryId: string | null;
}

export interface DailyMarketState {
  [key: string]: unknown;
  _id: string;
  companyId: string;
  product: PriceAnalysisState;
  /** Net purchase price and VAT rates per country (the dashboard's metric). */
  purchasePrice: number | null;
  vatRates: Record<string, number | null>;
  /** What the own shipping cost of the dashboard's metric needs (absent in states folded before version 3). */
  shipping?: ShippingFields;
  /** Precalculated own shipping cost per country. */
  precalculatedShipping?: Record<string, number | null>;
  /**
   * The product's own pricing and whether it is archived, as top-level copies of `product`'s
   * (version 4): the dashboard's metric reads them with a top-level projection, without cloning
   * the product's URLs and the days.
   */
  pricing: PriceAnalysisState['pricing'];
  archived: boolean;
  /**
   * Log position of the event that last changed the top metric's inputs (version 7; the fields
   * `metricInputsChanged` compares): the dashboard's metric memo reads only the states changed
   * since its last answer (dashboardMetric.ts).
   */
  metricInputsAt: number;
  days: Record<string, MarketDay>;
  /** When the product's current own prices were set (version 10): from that day on they are the days' own prices (ownPriceOn.ts). */
  pricedAt?: string | null;
  /** Own prices recorded for past days (`OwnPriceRecorded`, version 10): the days' own prices before `pricedAt`. */
  recordedOwn?: RecordedOwnPrices;
  /** Shop of every competitor URL the product ever had (only added to: a removed URL's old days still name their shop). */
  sources: Record<string, string>;
}

/** The product fields the own shipping cost reads (ownShippingCost in the domain core). */
export type ShippingFields = Pick<ProductFields, 'weight' | 'weightUnit' | 'numberOfPackages' | 'dangerousGood' | 'limitedQuantity' | 'nonConveyableByMeasure' | 'nonConveyableByVolume' | 'pallet' | 'halfPallet'>;
const SHIPPING_FIELDS = ['weight', 'weightUnit', 'numberOfPackages', 'dangerousGood', 'limitedQuantity', 'nonConveyableByMeasure', 'nonConveyableByVolume', 'pallet', 'halfPallet'] as const;

export const noChanges = (): DayChanges => ({ priceUp: 0, priceDown: 0, outOfStock: 0, undercuts: {} });

/** The URL's competitor price that counts: current, in stock, on a clean page; else null. */
export function inStockCents(url: UrlState | undefined): number | null {
  if (!url || url.offerType !== 'COMPETITOR_OFFER') return null;
  return inStockPriceCents(url);
}

/** The own prices at the end of `day` in cents per country of the product's pricing (ownPriceOn.ts). */
function ownOn(product: PriceAnalysisState, points: OwnPricePoints, day: string): Record<string, number | null> {
  const own: Record<string, number | null> = {};
  for (const [country, pricing] of Object.entries(pricingOn(product.pricing, points, day))) own[country] = pricing?.salesPrice == null ? null : exactCents(pricing.salesPrice);
  return own;
}

const sameOwn = (a: Record<string, number | null>, b: Record<string, number | null>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([country, cents]) => b[country] === cents);

/**
 * An own price recorded for a past day: the kept days from that day on whose own price it
 * changes get it (their documents and index links are written again). The product itself does not
 * change (its current price stays).
 */
function withRecordedOwn(state: DailyMarketState, recorded: RecordedEvent): DailyMarketState {
  const points = evolveOwnPricePoints(state, recorded);
  if (points === state) return state;
  const next = { ...state, recordedOwn: points.recordedOwn };
  const { country, recordedAt } = recorded.data as { country: string; recordedAt: string };
  let days = state.days;
  for (const [day, entry] of Object.entries(state.days)) {
    if (day < recordedAt.slice(0, 10) || !(country in entry.own)) continue;
    const own = { ...entry.own, [country]: ownOn(state.product, next, day)[country] ?? null };
    if (!sameOwn(own, entry.own)) days = { ...(days === state.days ? { ...days } : days), [day]: { ...entry, own } };
  }
  return days === state.days ? next : { ...next, days };
}

function offersOf(product: PriceAnalysisState): Record<string, number | null> {
  const offers: Record<string, number | null> = {};
  for (const [urlId, url] of Object.entries(product.urls)) if (url.offerType === 'COMPETITOR_OFFER' && url.last) offers[urlId] = inStockCents(url);
  return offers;
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

function eventDay(recorded: RecordedEvent): string | null {
  const data = recorded.data as { observedAt?: unknown };
  const at = recorded.type === 'OfferObserved' && typeof data.observedAt === 'string' ? data.observedAt : recorded.metadata.occurredAt;
  const day = at.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null;
}

/** The day's changes after an observation of `urlId`; undercuts against the day's own prices (`own`). */
function changesOf(before: PriceAnalysisState, after: PriceAnalysisState, urlId: string, into: DayChanges, ownOfDay: Record<string, number | null>): DayChanges {
  const old = before.urls[urlId];
  const now = after.urls[urlId];
  if (!now || now.offerType !== 'COMPETITOR_OFFER') return into;
  const next: DayChanges = { ...into, undercuts: { ...into.undercuts } };
  const oldPrice = old?.current ? toCents(old.current.price) : null;
  const newPrice = now.current ? toCents(now.current.price) : null;
  if (oldPrice !== null && newPrice !== null && old?.current?.eventId !== now.current?.eventId) {
    if (newPrice > oldPrice) next.priceUp++;
    else if (newPrice < oldPrice) next.priceDown++;
  }
  const wasOut = old?.current ? isOutOfStock(old.current.availability) : false;
  const isOut = now.current ? isOutOfStock(now.current.availability) : false;
  if (isOut && !wasOut) next.outOfStock++;
  const before$ = inStockCents(old);
  const after$ = inStockCents(now);
  for (const [country, own] of Object.entries(ownOfDay)) {
    if (own === null || after$ === null || after$ >= own) continue;
    // A URL's first price is no change since yesterday; an undercut needs a price before.
    if (!old?.current || (before$ !== null && before$ < own)) continue;
    next.undercuts[country] = (next.undercuts[country] ?? 0) + 1;
  }
  return next;
}

/** Folds one event. Pure; returns the same object when nothing changed. */
export function evolveDailyMarket(state: DailyMarketState | null, recorded: RecordedEvent): DailyMarketState | null {
  if (recorded.type === 'OwnPriceRecorded') return state ? withRecordedOwn(state, recorded) : state;
  const product = evolvePriceAnalysis(state?.product ?? null, recorded);
  if (!product) return state;
  if (state && product === state.product) return state;
  const points = evolveOwnPricePoints(state ?? {}, recorded);
  const days = { ...(state?.days ?? {}) };
  const day = eventDay(recorded);
  const newest = Object.keys(days).sort().at(-1) ?? null;
  if (day && (newest === null || dayNumber(day) > dayNumber(newest) - KEPT_DAYS)) {
    const previous = Object.keys(days).filter((d) => d < day).sort().at(-1);
    const base = days[day] ?? { own: {}, offers: {}, changes: noChanges(), archived: false, seen: {}, brand: null, categoryId: null };
    const urlId = recorded.type === 'OfferObserved' ? (recorded.data as { urlId: string }).urlId : null;
    // Carried forward: a URL not observed yet that day keeps its price of the day before (also
    // when the day was begun before earlier days were filled in, e.g. history appended later).
    const offers = { ...(previous ? days[previous]?.offers : {}), ...base.offers };
    const seen = { ...(previous ? days[previous]?.seen : {}), ...base.seen };
    if (urlId) offers[urlId] = inStockCents(product.urls[urlId]);
    else Object.assign(offers, offersOf(product));
    for (const id of urlId ? [urlId] : Object.keys(offers)) {
      const at = product.urls[id]?.current?.observedAt;
      if (at) seen[id] = at.slice(0, 10);
    }
    for (const gone of Object.keys(offers)) if (!product.urls[gone]) delete offers[gone];
    for (const gone of Object.keys(seen)) if (!(gone in offers)) delete seen[gone];
    const own = ownOn(product, points, day);
    days[day] = {
      own,
      offers,
      changes: urlId && state ? changesOf(state.product, product, urlId, base.changes, own) : base.changes,
      archived: product.status === 'archived',
      seen,
      brand: product.brand,
      categoryId: product.categoryId,
    };
    const latest = newest === null || day > newest ? day : newest;
    for (const kept of Object.keys(days)) if (dayNumber(kept) <= dayNumber(latest) - KEPT_DAYS) delete days[kept];
  }
  let purchasePrice = state?.purchasePrice ?? null;
  let vatRates: Record<string, number | null> = state?.vatRates ?? {};
  let shipping: ShippingFields = state?.shipping ?? {};
  let precalculatedShipping: Record<string, number | null> = state?.precalculatedShipping ?? {};
  if (recorded.type === 'ProductCreated' || recorded.type === 'ProductUpdated') {
    const data = recorded.data as { fields?: Partial<ProductFields>; changes?: Partial<ProductFields> };
    const fields = data.fields ?? data.changes ?? {};
    if ('purchasePrice' in fields) purchasePrice = fields.purchasePrice ?? null;
    if ('pricing' in fields) {
      vatRates = {};
      precalculatedShipping = {};
      for (const [country, pricing] of Object.entries(fields.pricing ?? {})) {
        const values = pricing as { vatRate?: number | null; precalculatedShippingCost?: number | null } | undefined;
        vatRates[country] = values?.vatRate ?? null;
        precalculatedShipping[country] = values?.precalculatedShippingCost ?? null;
      }
    }
    if (SHIPPING_FIELDS.some((field) => field in fields)) {
      shipping = { ...shipping };
      for (const field of SHIPPING_FIELDS) if (field in fields) Object.assign(shipping, { [field]: fields[field] });
    }
  }
  let sources = state?.sources ?? {};
  for (const [id, url] of Object.entries(product.urls)) if (url.offerType === 'COMPETITOR_OFFER' && sources[id] !== url.sourceId) sources = { ...sources, [id]: url.sourceId };
  const next: DailyMarketState = { _id: product._id, companyId: product.companyId, product, purchasePrice, vatRates, shipping, precalculatedShipping, pricing: product.pricing, archived: product.status === 'archived', metricInputsAt: state?.metricInputsAt ?? 0, days, sources, pricedAt: points.pricedAt ?? null, ...(points.recordedOwn ? { recordedOwn: points.recordedOwn } : {}) };
  if (metricInputsChanged(state, next)) next.metricInputsAt = Number(recorded.position);
  return next;
}
