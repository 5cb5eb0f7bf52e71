import type { AnalysedOffer, PriceAnalysisRow } from '@pm/contracts';
import type { CountryFigures } from '../analysis/priceAnalysisFigures.ts';
import { offerTotalCents, toCents } from '../analysis/priceDeviation.ts';
import type { PriceAnalysisRowDoc, ShippingMode } from '../analysis/priceAnalysisRows.ts';
import type { PriceAnalysisState } from '../analysis/priceAnalysisState.ts';

/** Cents → major units of the currency. */
const amount = (cents: number) => cents / 100;
const optionalAmount = (cents: number | null) => (cents === null ? null : amount(cents));

/** A stored row in the answer's shape, with the figures of the requested shipping mode. */
export function toApiRow(row: PriceAnalysisRowDoc, mode: ShippingMode, sourceNames: Map<string, string>): PriceAnalysisRow {
  const figures = row[mode];
  const withShipping = mode === 'withShipping';
  const own = row.own;
  const cheapest = figures.cheapest;
  return {
    productId: row.productId,
    name: row.name,
    brand: row.brand,
    sku: row.sku,
    gtin: row.gtin,
    imageUrl: row.imageUrl,
    categoryId: row.categoryId,
    country: row.country,
    currency: row.currency,
    ownPrice: own
      ? { price: amount(own.priceCents), shippingCost: optionalAmount(own.shippingCents), total: amount(own.priceCents + (withShipping ? (own.shippingCents ?? 0) : 0)), source: own.source }
      : null,
    offerCount: row.offerCount,
    outOfStockCount: row.outOfStockCount,
    flaggedCount: row.flaggedCount,
    errorCount: row.errorCount,
    // Rows projected before staleness existed have none.
    staleCount: row.staleCount ?? 0,
    urlCount: row.urlCount,
    cheapest: cheapest
      ? {
          urlId: cheapest.urlId,
          sourceId: cheapest.sourceId,
          sourceName: sourceNames.get(cheapest.sourceId) ?? null,
          shopName: cheapest.shopName,
          price: amount(cheapest.priceCents),
          shippingCost: optionalAmount(cheapest.shippingCents),
          total: amount(cheapest.totalCents),
        }
      : null,
    deviation: figures.deviationCents === null ? null : { absolute: amount(figures.deviationCents), percent: figures.deviationPercent },
    position: figures.position,
    rank: figures.rank,
    lastObservedAt: row.lastObservedAt,
  };
}

/** Competitor offers first, each group cheapest first (by the mode's total), then never-priced URLs. */
function byTotal(a: AnalysedOffer, b: AnalysedOffer): number {
  const own = (o: AnalysedOffer) => (o.offerType === 'COMPETITOR_OFFER' ? 0 : 1);
  return own(a) - own(b) || (a.total ?? Number.POSITIVE_INFINITY) - (b.total ?? Number.POSITIVE_INFINITY) || a.urlId.localeCompare(b.urlId);
}

/** Every URL of the product with its current price, status and whether it was compared. */
export function analysedOffers(state: PriceAnalysisState, figures: CountryFigures, mode: ShippingMode, sourceNames: Map<string, string>): AnalysedOffer[] {
  const cheapestUrl = figures[mode].cheapest?.urlId ?? null;
  return figures.urls
    .map(({ urlId, status, compared }): AnalysedOffer => {
      const comparison = state.comparisons?.[urlId];
      const url = state.urls[urlId] ?? comparison!;
      const current = url.current;
      const total = current ? offerTotalCents(current, mode === 'withShipping') : null;
      return {
        urlId,
        url: url.url,
        sourceId: url.sourceId,
        sourceName: sourceNames.get(url.sourceId) ?? null,
        sourceKind: url.sourceKind,
        offerType: url.offerType,
        shopName: current?.shopName ?? url.flagged?.shopName ?? null,
        price: current ? amount(toCents(current.price)) : null,
        shippingCost: current?.shippingCost ? amount(toCents(current.shippingCost)) : null,
        total: optionalAmount(total),
        currency: current?.currency ?? url.flagged?.currency ?? null,
        availability: current?.availability ?? null,
        observedAt: current?.observedAt ?? null,
        lastObservedAt: url.last?.observedAt ?? null,
        pageStatus: url.last?.pageStatus ?? null,
        status,
        flagReason: status === 'flagged' ? (url.flagged?.flagReason ?? null) : null,
        flaggedPrice: status === 'flagged' && url.flagged?.price ? amount(toCents(url.flagged.price)) : null,
        compared,
        cheapest: urlId === cheapestUrl,
        ...(comparison ? { comparison: { name: comparison.name, matchResult: comparison.matchResult, probability: comparison.probability } } : {}),
      };
    })
    .sort(byTotal);
}
