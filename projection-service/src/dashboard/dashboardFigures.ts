/** Pure figures of the dashboard (docs: the dashboard section of docs/insights-price-development.md). */
import { DASHBOARD_TOLERANCE_PERCENT, type Dashboard, type Metric } from '@pm/contracts';
import type { PriceAnalysisRowDoc } from '../analysis/priceAnalysisRows.ts';
import type { MarketDayDoc } from './dailyMarketProjector.ts';

type Row = Pick<PriceAnalysisRowDoc, 'withShipping' | 'withoutShipping'>;

/** Shares of the own position: cheapest; not cheapest but at most the tolerance above the cheapest; more expensive. */
export function positionCounts(rows: readonly Row[], withShipping: boolean, tolerancePercent = DASHBOARD_TOLERANCE_PERCENT): Dashboard['position'] {
  const counts = { compared: 0, cheapest: 0, withinTolerance: 0, moreExpensive: 0, noOffers: 0, noOwnPrice: 0, tolerancePercent };
  for (const row of rows) {
    const figures = withShipping ? row.withShipping : row.withoutShipping;
    if (figures.position === 'no-offers') counts.noOffers++;
    else if (figures.position === 'no-own-price') counts.noOwnPrice++;
    else {
      counts.compared++;
      if (figures.position === 'cheapest') counts.cheapest++;
      else if (figures.deviationPercent !== null && figures.deviationPercent <= tolerancePercent) counts.withinTolerance++;
      else counts.moreExpensive++;
    }
  }
  return counts;
}

/**
 * A product's metric at its own gross price G of the country, before channel costs (commission
 * and own shipping are a sales channel's and count 0 here): N = G / (1 + VAT), P the purchase
 * price; profit margin (N − P) / N, purchase markup and total cost markup (N − P) / P, in percent.
 */
export function productMetric(metric: Metric, gross: number | null, vatRate: number | null, purchasePrice: number | null): number | null {
  if (gross === null || gross <= 0 || purchasePrice === null) return null;
  const net = gross / (1 + (vatRate ?? 0) / 100);
  if (metric === 'PROFIT_MARGIN') return ((net - purchasePrice) / net) * 100;
  return purchasePrice > 0 ? ((net - purchasePrice) / purchasePrice) * 100 : null;
}

/** The mean of the values (two decimals), or null without any. */
export function meanOf(values: readonly (number | null)[]): { value: number | null; count: number } {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (present.length === 0) return { value: null, count: 0 };
  return { value: Math.round((present.reduce((a, b) => a + b, 0) / present.length) * 100) / 100, count: present.length };
}

/** The day's changes over the products priced in the country. */
export function changesOfDay(docs: readonly Pick<MarketDayDoc, 'countries' | 'changes' | 'archived'>[], country: string): Omit<Dashboard['changes'], 'day'> {
  const sum = { priceUp: 0, priceDown: 0, outOfStock: 0, undercuts: 0 };
  for (const doc of docs) {
    if (doc.archived || !doc.countries.includes(country)) continue;
    sum.priceUp += doc.changes.priceUp;
    sum.priceDown += doc.changes.priceDown;
    sum.outOfStock += doc.changes.outOfStock;
    sum.undercuts += doc.changes.undercuts[country] ?? 0;
  }
  return sum;
}
