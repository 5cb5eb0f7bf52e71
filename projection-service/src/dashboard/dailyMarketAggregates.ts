/**
 * Per-company aggregates the daily market projector keeps beside its per-product documents, so
 * that the dashboard reads a constant number of documents whatever the number of products:
 *
 * - `marketChangeDays` (one per company and day): the day's changes summed per country over the
 *   products' day documents as stored (changesOfDay's sum: archived products and products not
 *   priced in the country left out). Kept with `$inc` of the difference between a day's snapshot
 *   before and after a batch, so it always equals that sum.
 * - `marketCompanies` (one per company): `metricInputs`, a counter raised whenever a product's
 *   top-metric inputs change (own prices, purchase price, VAT, shipping, archived; not the
 *   competitor offers). The dashboard computes the top metric once per counter value and
 *   company settings (dashboardMetric.ts) instead of on every request.
 */
import type { WriteOp } from '@pm/platform';
import type { DailyMarketState, MarketDay } from './dailyMarketState.ts';

export const MARKET_CHANGE_DAYS = 'marketChangeDays';
export const MARKET_COMPANIES = 'marketCompanies';

export interface CountryChanges {
  priceUp: number;
  priceDown: number;
  outOfStock: number;
  undercuts: number;
}

export interface MarketChangeDayDoc {
  [key: string]: unknown;
  _id: string;
  companyId: string;
  day: string;
  countries: Record<string, CountryChanges>;
}

export interface MarketCompanyDoc {
  [key: string]: unknown;
  _id: string;
  metricInputs: number;
}

export const marketChangeDayId = (companyId: string, day: string) => `${companyId}:${day}`;

/** The day's changes per country of one product's snapshot (none when archived). */
export function countryChangesOf(entry: MarketDay | undefined): Record<string, CountryChanges> {
  if (!entry || entry.archived) return {};
  const byCountry: Record<string, CountryChanges> = {};
  const { priceUp, priceDown, outOfStock, undercuts } = entry.changes;
  for (const country of Object.keys(entry.own)) byCountry[country] = { priceUp, priceDown, outOfStock, undercuts: undercuts[country] ?? 0 };
  return byCountry;
}

const FIELDS = ['priceUp', 'priceDown', 'outOfStock', 'undercuts'] as const;

/** A country's changes of the day from the company's aggregate (a field never incremented is 0). */
export function countryChanges(doc: Pick<MarketChangeDayDoc, 'countries'> | null, country: string): CountryChanges {
  const counts = doc?.countries[country];
  return { priceUp: counts?.priceUp ?? 0, priceDown: counts?.priceDown ?? 0, outOfStock: counts?.outOfStock ?? 0, undercuts: counts?.undercuts ?? 0 };
}

/** `$inc` of the company day's aggregate for one product day's snapshot going from `before` to `after`. */
function changeDayOp(companyId: string, day: string, before: MarketDay | undefined, after: MarketDay): WriteOp | null {
  const was = countryChangesOf(before);
  const now = countryChangesOf(after);
  const inc: Record<string, number> = {};
  for (const country of new Set([...Object.keys(was), ...Object.keys(now)])) {
    for (const field of FIELDS) {
      const delta = (now[country]?.[field] ?? 0) - (was[country]?.[field] ?? 0);
      if (delta !== 0) inc[`countries.${country}.${field}`] = delta;
    }
  }
  if (Object.keys(inc).length === 0) return null;
  return { op: 'update', collection: MARKET_CHANGE_DAYS, id: marketChangeDayId(companyId, day), update: { $set: { companyId, day }, $inc: inc }, upsert: true };
}

const METRIC_INPUTS = ['purchasePrice', 'vatRates', 'shipping', 'precalculatedShipping', 'pricing', 'archived'] as const;

/** Whether a product's top-metric inputs differ between two states (a new product: they do). */
export function metricInputsChanged(before: DailyMarketState | null, after: DailyMarketState): boolean {
  if (!before) return true;
  return METRIC_INPUTS.some((field) => before[field] !== after[field] && JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** The aggregate writes of one product state's change over a batch. */
export function aggregateOps(before: DailyMarketState | null, after: DailyMarketState, changedDays: readonly string[]): WriteOp[] {
  const ops: WriteOp[] = [];
  for (const day of changedDays) {
    const op = changeDayOp(after.companyId, day, before?.days[day], after.days[day]!);
    if (op) ops.push(op);
  }
  if (metricInputsChanged(before, after)) ops.push({ op: 'update', collection: MARKET_COMPANIES, id: after.companyId, update: { $inc: { metricInputs: 1 } }, upsert: true });
  return ops;
}
