/**
 * The dashboard's top metric, kept up to date per company and country without reading every
 * product on each change: the products' metric inputs change only with product events (not with
 * the competitor offers that arrive all day). Each daily-market state carries the log position of
 * its last metric-input change (`metricInputsAt`, indexed per company), so after the first answer
 * a request whose counter (`metricInputs`, dailyMarketAggregates.ts) moved reads only the states
 * changed since — an index range — takes their former values off the running sum and adds their
 * new ones. A change of the company's settings (metric, channels, rates) computes over every
 * product again, as does the first request of a process.
 */
import type { Country, Metric } from '@pm/contracts';
import type { Doc } from '@pm/platform';
import type { ReadModels } from '../runtime/readModels.ts';
import { DAILY_MARKET_STATES } from './dailyMarketProjector.ts';
import type { DailyMarketState } from './dailyMarketState.ts';
import { productMetrics, type MetricChannel, type MetricRate } from './dashboardFigures.ts';

/** What the top metric reads of a daily-market state (productMetrics). */
type MetricState = Doc & Pick<DailyMarketState, 'purchasePrice' | 'vatRates' | 'shipping' | 'precalculatedShipping' | 'pricing' | 'archived' | 'metricInputsAt'>;
// A top-level projection: the store picks just these fields (a dotted one would copy whole documents,
// days and all); read shared, because the computation only reads them (no copy of 100,000 products' pricing).
const METRIC_FIELDS = { purchasePrice: 1, vatRates: 1, shipping: 1, precalculatedShipping: 1, pricing: 1, archived: 1, metricInputsAt: 1 } as const;
/** Products' values remembered over all companies × countries; the oldest slots are forgotten beyond (a bound on memory, not a tuning). */
const MEMO_PRODUCTS = 2_000_000;

export interface TopMetricRequest {
  companyId: string;
  country: Country;
  /** The company's `metricInputs` counter (0 before any product). */
  inputsVersion: number;
  metric: Metric;
  channels: readonly MetricChannel[];
  rates: readonly MetricRate[];
}

export interface TopMetricValue {
  value: number | null;
  count: number;
}

/**
 * A product's metric values in hundredths (the engine rounds metrics to two decimals, so they
 * are integers here and the running sum stays exact whatever was added and taken off); archived
 * products have none.
 */
function hundredthsOf(state: MetricState, request: TopMetricRequest): number[] {
  if (state.archived) return [];
  const values = productMetrics(request.metric, { ...state, product: { pricing: state.pricing ?? {} }, vatRates: state.vatRates ?? {}, purchasePrice: state.purchasePrice ?? null }, request.country, request.channels, request.rates);
  return values.filter((v): v is number => v !== null && Number.isFinite(v)).map((v) => Math.round(v * 100));
}

/** Running totals of one company and country under one set of settings. */
interface Totals {
  sum: number;
  count: number;
  /** Each product's values (hundredths), to be taken off when it changes. */
  values: Map<string, number[]>;
  /** The highest `metricInputsAt` read: states at or below it are in the totals. */
  asOf: number;
}

function apply(totals: Totals, states: readonly MetricState[], request: TopMetricRequest): void {
  for (const state of states) {
    for (const v of totals.values.get(state._id) ?? []) {
      totals.sum -= v;
      totals.count--;
    }
    const now = hundredthsOf(state, request);
    for (const v of now) totals.sum += v;
    totals.count += now.length;
    if (now.length > 0) totals.values.set(state._id, now);
    else totals.values.delete(state._id);
    totals.asOf = Math.max(totals.asOf, state.metricInputsAt ?? 0);
  }
}

/** The mean (two decimals) of the totals, or null without any value. */
const meanOfTotals = (totals: Pick<Totals, 'sum' | 'count'>): TopMetricValue => (totals.count === 0 ? { value: null, count: 0 } : { value: Math.round(totals.sum / totals.count) / 100, count: totals.count });

async function fullTotals(readModels: Pick<ReadModels, 'find'>, request: TopMetricRequest): Promise<Totals> {
  const totals: Totals = { sum: 0, count: 0, values: new Map(), asOf: 0 };
  apply(totals, await readModels.find<MetricState>(DAILY_MARKET_STATES, { companyId: request.companyId }, { projection: METRIC_FIELDS, shared: true }), request);
  return totals;
}

/** The mean metric over the company's products priced in the country (archived ones left out), read from every product. */
export async function computeTopMetric(readModels: Pick<ReadModels, 'find'>, request: TopMetricRequest): Promise<TopMetricValue> {
  return meanOfTotals(await fullTotals(readModels, request));
}

/**
 * The top metric per company and country, kept as running totals. The counter is read before
 * the states, so a remembered answer is never older than its counter (at worst newer: the next
 * request with a higher counter reads the states changed since, which may be none).
 */
export function topMetricMemo(readModels: Pick<ReadModels, 'find'>, limit: number = MEMO_PRODUCTS) {
  const memo = new Map<string, { settings: string; inputsVersion: number; totals: Totals }>();
  let remembered = 0;
  return {
    /** Whether a company and country's totals are remembered (under whatever settings). */
    has: (companyId: string, country: Country) => memo.has(`${companyId}:${country}`),
    /** Whether the memo holds as many products' values as it may: a new slot would make it forget the oldest. */
    full: () => remembered >= limit,
    async of(request: TopMetricRequest): Promise<TopMetricValue> {
      const slot = `${request.companyId}:${request.country}`;
      const settings = JSON.stringify([request.metric, request.channels, request.rates]);
      const known = memo.get(slot);
      if (known?.settings === settings) {
        if (known.inputsVersion !== request.inputsVersion) {
          const changed = await readModels.find<MetricState>(DAILY_MARKET_STATES, { companyId: request.companyId, metricInputsAt: { $gt: known.totals.asOf } }, { projection: METRIC_FIELDS, shared: true });
          remembered -= known.totals.values.size;
          apply(known.totals, changed, request);
          remembered += known.totals.values.size;
          known.inputsVersion = request.inputsVersion;
        }
        return meanOfTotals(known.totals);
      }
      const totals = await fullTotals(readModels, request);
      if (known) remembered -= known.totals.values.size;
      memo.delete(slot);
      memo.set(slot, { settings, inputsVersion: request.inputsVersion, totals });
      remembered += totals.values.size;
      for (const [key, entry] of memo) {
        if (remembered <= limit || key === slot) break;
        memo.delete(key);
        remembered -= entry.totals.values.size;
      }
      return meanOfTotals(totals);
    },
  };
}
