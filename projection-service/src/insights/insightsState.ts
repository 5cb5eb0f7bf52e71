import type { Country, ProductFields } from '@pm/contracts';
import type { ProductEvent } from '@pm/contracts/events';
import { isOutOfStock, usableOffer } from '@pm/contracts/domain';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import { countryFigures, listedCountries, type CountryFigures } from '../analysis/priceAnalysisFigures.ts';
import { evolvePriceAnalysis, type PriceAnalysisState } from '../analysis/priceAnalysisState.ts';
import { offerTotalCents } from '../analysis/priceDeviation.ts';
import { evolveOwnPricePoints, pricingOn, type RecordedOwnPrices } from '../analysis/ownPriceOn.ts';

/**
 * One URL's contribution to a day's aggregate of its shop: [compared, cheaper, more expensive,
 * sum of deviation percent in basis points, sum of deviation in cents], with and without shipping.
 * Integers only, so the aggregate can be kept with $inc exactly.
 */
export type Contribution = [number, number, number, number, number];
export interface DayContribution {
  w: Contribution;
  o: Contribution;
}

/** A URL's contribution to the latest day it was observed on (earlier days are sealed in the aggregate). */
export interface LatestDayContribution extends DayContribution {
  day: string;
}

/**
 * A product's contribution to its brand's day: [products with own and cheapest price, sum of
 * ln(own ÷ cheapest) × 10⁶, products with own and average price, sum of ln(own ÷ average) × 10⁶].
 * Integers, so the day aggregate is kept exactly with $inc.
 */
export type BrandContribution = [number, number, number, number];
export interface BrandDayContribution {
  day: string;
  brand: string;
  w: BrandContribution;
  o: BrandContribution;
}

/** Per day aggregate kind and document id: its identity fields and the increments. */
export type PendingDays = Partial<Record<'shop' | 'brand', Record<string, { set: Record<string, string>; inc: Record<string, number> }>>>;

/** The figures of a product in a country and mode: own, cheapest and average competitor price. */
export interface ModeProductFigures {
  ownCents: number | null;
  cheapestCents: number | null;
  /** Mean of the compared offers' totals, rounded to cents. */
  averageCents: number | null;
  offers: number;
}

/** The price-analysis fold of a product plus what the insights need besides. */
export interface InsightsState extends PriceAnalysisState {
  /** pricing.<country>.inStock of the own product (null: not given). */
  ownInStock: Partial<Record<Country, boolean | null>>;
  /** Per competitor URL: since when its observations say out of stock. */
  outOfStockSince: Record<string, string>;
  /**
   * Key `${country}|${sourceId}|${urlId}`: the URL's contribution to its shop's latest day. Only
   * the latest day is kept (state stays small at 90 days × 10 offers); an observation of an
   * earlier day than the kept one arrives out of order and changes no day aggregate.
   */
  daily: Record<string, LatestDayContribution>;
  /** Key country: the product's contribution to its brand's latest day (branded products only). */
  brandDaily: Record<string, BrandDayContribution>;
  /** When the current own prices were set (version 6): a day's contributions take the own price of that day (ownPriceOn.ts). */
  pricedAt?: string | null;
  /** Own prices recorded for past days (`OwnPriceRecorded`, version 6): the own prices of days before `pricedAt`. */
  recordedOwn?: RecordedOwnPrices;
  /**
   * The changes of the day aggregates since the state was loaded for this batch, per aggregate
   * (`shop` / `brand`) and document id: written by `derive` as $inc. Every observation adds its
   * contribution to its day and takes back the same day's earlier one, so the sums are the same
   * however the log is cut into batches, while the state keeps only each URL's latest day.
   * Not stored (`storedInsightsState`): a state loaded for a batch has none.
   */
  pending?: PendingDays;
}

/** A comparable competitor price against the own price, in one mode. */
export interface PairValues {
  ownCents: number;
  competitorCents: number;
  /** Competitor minus own: negative when the shop is cheaper. */
  deviationCents: number;
  /** Of the own price, two decimals; null when the own price is 0. */
  deviationPercent: number | null;
}

export interface Pair {
  urlId: string;
  sourceId: string;
  w: PairValues;
  o: PairValues;
  observedAt: string;
  eventId: string;
}

const ZERO: Contribution = [0, 0, 0, 0, 0];

export function pairValues(ownCents: number, competitorCents: number): PairValues {
  const deviationCents = competitorCents - ownCents;
  const deviationPercent = ownCents === 0 ? null : Math.round((deviationCents / ownCents) * 10_000) / 100;
  return { ownCents, competitorCents, deviationCents, deviationPercent };
}

/**
 * The comparable pairs of a product in a country: every competitor URL the price analysis
 * compares (current, in stock, in the country's currency, page OK) against the own price.
 */
export function pairsOf(state: PriceAnalysisState, country: Country, figures: CountryFigures = countryFigures(state, country)): Pair[] {
  if (!figures.own) return [];
  const own = figures.own;
  const pairs: Pair[] = [];
  for (const { urlId, compared } of figures.urls) {
    const url = state.urls[urlId];
    if (!compared || !url?.current || url.offerType !== 'COMPETITOR_OFFER') continue;
    const withShipping = offerTotalCents(url.current, true);
    const without = offerTotalCents(url.current, false);
    if (withShipping === null || without === null) continue;
    pairs.push({
      urlId,
      sourceId: url.sourceId,
      w: pairValues(own.priceCents + (own.shippingCents ?? 0), withShipping),
      o: pairValues(own.priceCents, without),
      observedAt: url.current.observedAt,
      eventId: url.current.eventId,
    });
  }
  return pairs;
}

function contribution(values: PairValues | undefined): Contribution {
  if (!values) return ZERO;
  return [1, values.deviationCents < 0 ? 1 : 0, values.deviationCents > 0 ? 1 : 0, Math.round((values.deviationPercent ?? 0) * 100), values.deviationCents];
}

const dayOf = (at: string) => at.slice(0, 10);

function ownStock(pricing: ProductFields['pricing'] | undefined): Partial<Record<Country, boolean | null>> {
  const result: Partial<Record<Country, boolean | null>> = {};
  for (const [country, entry] of Object.entries(pricing ?? {})) if (entry) result[country as Country] = entry.inStock ?? null;
  return result;
}

/** Own, cheapest and average competitor price of a product in a country, over the pairs found. */
export function productFigures(figures: CountryFigures, withShipping: boolean, pairs: readonly Pair[]): ModeProductFigures {
  const mode = withShipping ? figures.withShipping : figures.withoutShipping;
  const totals = pairs.map((pair) => (withShipping ? pair.w.competitorCents : pair.o.competitorCents));
  const averageCents = totals.length === 0 ? null : Math.round(totals.reduce((sum, total) => sum + total, 0) / totals.length);
  return { ownCents: mode.ownCents, cheapestCents: mode.cheapestCents, averageCents, offers: totals.length };
}

/** ln(own ÷ reference) × 10⁶ as an integer; null when either price is missing or not positive. */
export function logRatio(own: number | null, reference: number | null): number | null {
  return own !== null && reference !== null && own > 0 && reference > 0 ? Math.round(Math.log(own / reference) * 1_000_000) : null;
}

function brandContribution(figures: ModeProductFigures): BrandContribution {
  const cheapest = logRatio(figures.ownCents, figures.cheapestCents);
  const average = logRatio(figures.ownCents, figures.averageCents);
  return [cheapest === null ? 0 : 1, cheapest ?? 0, average === null ? 0 : 1, average ?? 0];
}

/** Whether a contribution for `day` replaces the kept one (same or later day). */
const replaces = (kept: { day: string } | undefined, day: string) => !kept || kept.day <= day;

/** The names of a contribution's fields in the shop's day document. */
export const DAY_FIELDS = ['n', 'cheaper', 'dearer', 'pctBp', 'cents'] as const;
const BRAND_FIELDS = ['cheapN', 'cheapLog', 'avgN', 'avgLog'] as const;

/** The paths of a contribution's fields per aggregate and mode, built once (this runs several times per observation). */
const PENDING_PATHS = {
  shop: { w: DAY_FIELDS.map((field) => `w.${field}`), o: DAY_FIELDS.map((field) => `o.${field}`) },
  brand: { w: BRAND_FIELDS.map((field) => `w.${field}`), o: BRAND_FIELDS.map((field) => `o.${field}`) },
} as const;

/** Adds `sign` × a contribution to a pending day document (created with its identity fields). */
function addPending(pending: PendingDays, kind: 'shop' | 'brand', set: Record<string, string>, values: { w: readonly number[]; o: readonly number[] }, sign: 1 | -1): void {
  const docs = (pending[kind] ??= {});
  const id = `${set['companyId']}|${set['country']}|${kind === 'shop' ? set['storeId'] : set['brand']}|${set['day']}`;
  const doc = (docs[id] ??= { set, inc: {} });
  for (const mode of ['w', 'o'] as const) {
    const paths = PENDING_PATHS[kind][mode];
    const modeValues = values[mode];
    for (let index = 0; index < modeValues.length; index++) doc.inc[paths[index]!] = (doc.inc[paths[index]!] ?? 0) + sign * modeValues[index]!;
  }
}

/** The state with the own prices of `day` (recorded for a past day, ownPriceOn.ts) instead of the current ones; the same object when they are the same. */
function pricedOn(state: InsightsState, day: string): InsightsState {
  const pricing = pricingOn(state.pricing, state, day);
  return pricing === state.pricing ? state : { ...state, pricing };
}

/** The observed URL's contribution to its shop's day, and the product's to its brand's day, in every country — against the own price of that day. */
function withDayOf(current: InsightsState, urlId: string, observedAt: string): Pick<InsightsState, 'daily' | 'brandDaily' | 'pending'> {
  const url = current.urls[urlId];
  if (!url || url.offerType !== 'COMPETITOR_OFFER' || current.status !== 'active') return current;
  const day = dayOf(observedAt);
  const state = pricedOn(current, day);
  const daily = { ...state.daily };
  const brandDaily = { ...state.brandDaily };
  // The pending changes belong to this batch's fold of this state alone: changed in place (no copy per event).
  const pending = (current.pending ??= {});
  const companyId = state.companyId;
  for (const country of listedCountries(state)) {
    const figures = countryFigures(state, country);
    const pairs = pairsOf(state, country, figures);
    const pair = pairs.find((candidate) => candidate.urlId === urlId);
    const key = `${country}|${url.sourceId}|${urlId}`;
    const kept = daily[key];
    // A URL no longer comparable today still writes zeros, so the day's aggregate loses it.
    if ((pair || kept?.day === day) && replaces(kept, day)) {
      const now = { day, w: contribution(pair?.w), o: contribution(pair?.o) };
      const set = { companyId, country, storeId: url.sourceId, day };
      addPending(pending, 'shop', set, now, 1);
      if (kept?.day === day) addPending(pending, 'shop', set, kept, -1);
      daily[key] = now;
    }
    const keptBrand = brandDaily[country];
    if (state.brand && replaces(keptBrand, day)) {
      const now = { day, brand: state.brand, w: brandContribution(productFigures(figures, true, pairs)), o: brandContribution(productFigures(figures, false, pairs)) };
      addPending(pending, 'brand', { companyId, country, brand: now.brand, day }, now, 1);
      if (keptBrand?.day === day) addPending(pending, 'brand', { companyId, country, brand: keptBrand.brand, day }, keptBrand, -1);
      brandDaily[country] = now;
    }
  }
  return { daily, brandDaily, pending };
}

/** The state as stored: without the batch's pending day changes (deriveBatch writes those). */
export function storedInsightsState(state: InsightsState): InsightsState {
  const { pending: _written, ...stored } = state;
  return stored as InsightsState;
}

/**
 * States this process folded (as opposed to states just loaded for a batch): the first event
 * of a batch starts the state's pending day changes afresh, because the batch before wrote them.
 */
const folded = new WeakSet<InsightsState>();

/**
 * Folds one event into a product's insights state: the price-analysis fold, the own stock flags,
 * since when each competitor URL is out of stock, and the day's contribution of an observed URL.
 * Pure; the contributions are made per event, so batching does not change the aggregates.
 */
export function evolveInsights(state: InsightsState | null, recorded: RecordedEvent): InsightsState | null {
  const next = evolveOnce(state, recorded);
  if (next && next !== state) folded.add(next);
  return next;
}

function evolveOnce(state: InsightsState | null, recorded: RecordedEvent): InsightsState | null {
  if (recorded.type === 'OwnPriceRecorded') {
    // A past own price: the product's current one stays; contributions of its day from now on use it.
    if (!state) return state;
    const points = evolveOwnPricePoints(state, recorded);
    return points === state ? state : { ...state, recordedOwn: points.recordedOwn, pending: folded.has(state) ? state.pending : {} };
  }
  const base = evolvePriceAnalysis(state, recorded);
  if (!base) return null;
  if (base === state) return state;
  const pending = state && folded.has(state) ? state.pending : {};
  let next: InsightsState = { ...base, ownInStock: state?.ownInStock ?? {}, outOfStockSince: state?.outOfStockSince ?? {}, daily: state?.daily ?? {}, brandDaily: state?.brandDaily ?? {}, pending };
  const points = evolveOwnPricePoints(state ?? {}, recorded);
  if (points.pricedAt) next.pricedAt = points.pricedAt;
  if (points.recordedOwn) next.recordedOwn = points.recordedOwn;
  if (recorded.type === 'ProductCreated' || recorded.type === 'ProductUpdated') {
    const event = toDomainEvent<ProductEvent>(recorded);
    if (event.type === 'ProductCreated') next.ownInStock = ownStock(event.data.fields.pricing);
    if (event.type === 'ProductUpdated' && 'pricing' in event.data.changes) next.ownInStock = ownStock(event.data.changes.pricing);
  }
  if (recorded.type === 'CompetitorUrlRemoved') {
    const urlId = (recorded.data as { urlId: string }).urlId;
    if (urlId in next.outOfStockSince) {
      const { [urlId]: _gone, ...rest } = next.outOfStockSince;
      next.outOfStockSince = rest;
    }
  }
  if (recorded.type === 'OfferObserved') {
    const data = recorded.data as { urlId: string; observedAt: string; pageStatus: 'OK'; offer: { price: string | null; availability?: string | null } | null };
    const usable = usableOffer(data as Parameters<typeof usableOffer>[0]);
    if (next.urls[data.urlId] && data.pageStatus === 'OK' && data.offer) {
      const out = isOutOfStock(data.offer.availability);
      if (out && !(data.urlId in next.outOfStockSince)) next.outOfStockSince = { ...next.outOfStockSince, [data.urlId]: data.observedAt };
      if (!out && usable && data.urlId in next.outOfStockSince) {
        const { [data.urlId]: _gone, ...rest } = next.outOfStockSince;
        next.outOfStockSince = rest;
      }
    }
    next = { ...next, ...withDayOf(next, data.urlId, data.observedAt) };
  }
  if (recorded.type === 'ProductUpdated' && next.pricedAt === recorded.metadata.occurredAt && next.pricedAt !== state?.pricedAt) {
    // A new own price: the URLs observed on its day count against it from now on (a day's figures are its end-of-day snapshot).
    const at = recorded.metadata.occurredAt;
    const day = dayOf(at);
    const observedThatDay = new Set(Object.entries(next.daily).filter(([, kept]) => kept.day === day).map(([key]) => key.split('|')[2]!));
    for (const urlId of observedThatDay) next = { ...next, ...withDayOf(next, urlId, at) };
  }
  return next;
}
