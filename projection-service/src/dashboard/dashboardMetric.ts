/**
 * The dashboard's top metric, computed once per state of its inputs: the products' metric inputs
 * change only with product events (dailyMarketAggregates.ts counts them in `metricInputs`), not
 * with the competitor offers that arrive all day, so a request reads the counter and the company's
 * settings and computes the mean over every product (productMetrics, exact) only when either
 * changed since the last request of that company and country.
 */
import type { Country, Metric } from '@pm/contracts';
import type { Doc } from '@pm/platform';
import type { ReadModels } from '../runtime/readModels.ts';
import { DAILY_MARKET_STATES } from './dailyMarketProjector.ts';
import type { DailyMarketState } from './dailyMarketState.ts';
import { meanOf, productMetrics, type MetricChannel, type MetricRate } from './dashboardFigures.ts';

/** What the top metric reads of a daily-market state (productMetrics). */
type MetricState = Doc & Pick<DailyMarketState, 'purchasePrice' | 'vatRates' | 'shipping' | 'precalculatedShipping' | 'pricing' | 'archived'>;
// A top-level projection: the store copies just these fields (a dotted one would copy whole documents, days and all).
const METRIC_FIELDS = { purchasePrice: 1, vatRates: 1, shipping: 1, precalculatedShipping: 1, pricing: 1, archived: 1 } as const;
/** Companies × countries remembered; the oldest is forgotten beyond (a bound, not a tuning). */
const MEMO_LIMIT = 1_000;

export interface TopMetricRequest {
  companyId: string;
  country: Country;
  /** The company's `metricInputs` counter (0 before any product). */
  inputsVersion: number;
  metric: Metric;
  channels: readonly MetricChannel[];
  rates: readonly MetricRate[];
}

export type TopMetricValue = ReturnType<typeof meanOf>;

/** The mean metric over the company's products priced in the country (archived ones left out). */
export async function computeTopMetric(readModels: Pick<ReadModels, 'find'>, request: TopMetricRequest): Promise<TopMetricValue> {
  const states = await readModels.find<MetricState>(DAILY_MARKET_STATES, { companyId: request.companyId }, { projection: METRIC_FIELDS });
  return meanOf(
    states
      .filter((s) => !s.archived)
      .flatMap((s) => productMetrics(request.metric, { ...s, product: { pricing: s.pricing ?? {} }, vatRates: s.vatRates ?? {}, purchasePrice: s.purchasePrice ?? null }, request.country, request.channels, request.rates)),
  );
}

/**
 * A memo of the top metric per company and country. The counter is read before the states, so
 * a remembered value is never older than its key (at worst newer: the next request with a higher
 * counter computes again).
 */
export function topMetricMemo(readModels: Pick<ReadModels, 'find'>) {
  const memo = new Map<string, { key: string; value: TopMetricValue }>();
  return {
    async of(request: TopMetricRequest): Promise<TopMetricValue> {
      const slot = `${request.companyId}:${request.country}`;
      const key = JSON.stringify([request.inputsVersion, request.metric, request.channels, request.rates]);
      const known = memo.get(slot);
      if (known?.key === key) return known.value;
      const value = await computeTopMetric(readModels, request);
      memo.delete(slot);
      memo.set(slot, { key, value });
      if (memo.size > MEMO_LIMIT) memo.delete(memo.keys().next().value!);
      return value;
    },
  };
}
