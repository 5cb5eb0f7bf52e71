/** Pure figures of the dashboard (docs: the dashboard section of docs/insights-price-development.md). */
import type { Country, Dashboard, Metric, MetricValues, SalesChannelFields, ShippingRateFields } from '@pm/contracts';
import { isWithinTolerance, metricsAt, ownShippingCharge, ownShippingCost, weightInKg } from '@pm/contracts/domain';
import type { PriceAnalysisRowDoc } from '../analysis/priceAnalysisRows.ts';
import type { MarketDayDoc } from './dailyMarketProjector.ts';
import type { DailyMarketState } from './dailyMarketState.ts';

type Row = Pick<PriceAnalysisRowDoc, 'withShipping' | 'withoutShipping'>;

/**
 * Shares of the own position: cheapest; not cheapest but at most the tolerance above the cheapest
 * (the company's, Settings › Price analysis); more expensive. The rows are as of the query (stale
 * offers left out, analysis/staleRows.ts).
 */
export function positionCounts(rows: readonly Row[], withShipping: boolean, tolerancePercent: number): Dashboard['position'] {
  const counts = { compared: 0, cheapest: 0, withinTolerance: 0, moreExpensive: 0, noOffers: 0, noOwnPrice: 0, tolerancePercent };
  for (const row of rows) {
    const figures = withShipping ? row.withShipping : row.withoutShipping;
    if (figures.position === 'no-offers') counts.noOffers++;
    else if (figures.position === 'no-own-price') counts.noOwnPrice++;
    else {
      counts.compared++;
      if (figures.position === 'cheapest') counts.cheapest++;
      else if (isWithinTolerance(figures.deviationPercent, tolerancePercent)) counts.withinTolerance++;
      else counts.moreExpensive++;
    }
  }
  return counts;
}

const METRIC_FIELD: Record<Metric, keyof MetricValues> = { PROFIT_MARGIN: 'profitMargin', PURCHASE_MARKUP: 'purchaseMarkup', TOTAL_COST_MARKUP: 'totalCostMarkup' };

export type MetricProduct = Pick<DailyMarketState, 'purchasePrice' | 'vatRates' | 'shipping' | 'precalculatedShipping'> & { product: Pick<DailyMarketState['product'], 'pricing'> };
export type MetricChannel = Pick<SalesChannelFields, 'country' | 'vatRate' | 'commissionRate' | 'noShippingCost' | 'shippingCharge' | 'commissionOnShipping'>;
export type MetricRate = ShippingRateFields & { rateId: string };

/** Where the company sells nothing in the country: a shop of its own, without commission, whose customers pay shipping. */
const ownShop = (country: Country): MetricChannel => ({ country, vatRate: 0, commissionRate: 0, noShippingCost: false });

/**
 * A product's metric values at its gross sales price of the country in each of the company's
 * sales channels of that country, by the engine's own computation (metricsAt: exact, with the
 * channel's commission and the own shipping cost of ownShippingCost). DECISION: every channel of
 * the country counts once per product, as the engine prices each product per channel; a country
 * without a channel counts as a commission-free own shop. Purchase prices are taken in the
 * channel's currency (the dashboard does not convert them; see docs).
 */
export function productMetrics(metric: Metric, state: MetricProduct, country: Country, channels: readonly MetricChannel[], rates: readonly MetricRate[]): (number | null)[] {
  const pricing = state.product.pricing[country];
  const gross = pricing?.salesPrice ?? null;
  const shipping = state.shipping ?? {};
  const shipped = {
    weightKg: weightInKg(shipping.weight, shipping.weightUnit),
    numberOfPackages: shipping.numberOfPackages ?? null,
    dangerousGood: shipping.dangerousGood ?? false,
    limitedQuantity: shipping.limitedQuantity ?? false,
    nonConveyableByMeasure: shipping.nonConveyableByMeasure ?? false,
    nonConveyableByVolume: shipping.nonConveyableByVolume ?? false,
    pallet: shipping.pallet ?? false,
    halfPallet: shipping.halfPallet ?? false,
  };
  const ratesOfCountry = rates.filter((rate) => rate.country === country);
  return (channels.length > 0 ? channels : [ownShop(country)]).map((channel) => {
    const own = ownShippingCost(shipped, channel, state.precalculatedShipping?.[country], ratesOfCountry);
    const values = metricsAt(gross, {
      vatRate: state.vatRates[country] ?? channel.vatRate,
      commissionRate: channel.commissionRate,
      purchasePrice: state.purchasePrice,
      shippingCost: own?.cost ?? null,
      commissionedShippingCharge: channel.commissionOnShipping ? ownShippingCharge(channel, pricing?.shippingPrice) : 0,
    });
    return values[METRIC_FIELD[metric]];
  });
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
