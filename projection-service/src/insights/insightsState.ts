import type { Country, ProductFields } from '@pm/contracts';
import type { ProductEvent } from '@pm/contracts/events';
import { isOutOfStock, usableOffer } from '@pm/contracts/domain';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import { countryFigures, listedCountries } from '../analysis/priceAnalysisFigures.ts';
import { evolvePriceAnalysis, type PriceAnalysisState } from '../analysis/priceAnalysisState.ts';
import { offerTotalCents } from '../analysis/priceDeviation.ts';

/** Days of daily contributions a product's state keeps (the longest trend is 90 days). */
export const DAILY_DAYS_KEPT = 90;

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

/** The price-analysis fold of a product plus what the insights need besides. */
export interface InsightsState extends PriceAnalysisState {
  /** pricing.<country>.inStock of the own product (null: not given). */
  ownInStock: Partial<Record<Country, boolean | null>>;
  /** Per competitor URL: since when its observations say out of stock. */
  outOfStockSince: Record<string, string>;
  /** Key `${day}|${country}|${sourceId}|${urlId}`: the URL's contribution to its shop's day. */
  daily: Record<string, DayContribution>;
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
export function pairsOf(state: PriceAnalysisState, country: Country): Pair[] {
  const figures = countryFigures(state, country);
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
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function ownStock(pricing: ProductFields['pricing'] | undefined): Partial<Record<Country, boolean | null>> {
  const result: Partial<Record<Country, boolean | null>> = {};
  for (const [country, entry] of Object.entries(pricing ?? {})) if (entry) result[country as Country] = entry.inStock ?? null;
  return result;
}

/** The URL's contribution to today's aggregate of each country the product is compared in. */
function withDayOf(state: InsightsState, urlId: string, observedAt: string): Record<string, DayContribution> {
  const url = state.urls[urlId];
  if (!url || url.offerType !== 'COMPETITOR_OFFER') return state.daily;
  const day = dayOf(observedAt);
  const cutoff = daysBefore(day, DAILY_DAYS_KEPT);
  const daily: Record<string, DayContribution> = {};
  for (const [key, value] of Object.entries(state.daily)) if (key.slice(0, 10) >= cutoff) daily[key] = value;
  if (state.status !== 'active') return daily;
  for (const country of listedCountries(state)) {
    const pair = pairsOf(state, country).find((candidate) => candidate.urlId === urlId);
    const key = `${day}|${country}|${url.sourceId}|${urlId}`;
    // A URL no longer comparable today still writes zeros, so the day's aggregate loses it.
    if (pair || key in daily) daily[key] = { w: contribution(pair?.w), o: contribution(pair?.o) };
  }
  return daily;
}

/**
 * Folds one event into a product's insights state: the price-analysis fold, the own stock flags,
 * since when each competitor URL is out of stock, and the day's contribution of an observed URL.
 * Pure; the contributions are made per event, so batching does not change the aggregates.
 */
export function evolveInsights(state: InsightsState | null, recorded: RecordedEvent): InsightsState | null {
  const base = evolvePriceAnalysis(state, recorded);
  if (!base) return null;
  if (base === state) return state;
  let next: InsightsState = { ...base, ownInStock: state?.ownInStock ?? {}, outOfStockSince: state?.outOfStockSince ?? {}, daily: state?.daily ?? {} };
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
    next = { ...next, daily: withDayOf(next, data.urlId, data.observedAt) };
  }
  return next;
}
