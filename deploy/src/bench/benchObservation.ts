import { newId } from '@pm/platform';

/** One generated scrape of a competitor URL as the scraper writes it (`OfferObserved` data): ~1 % page errors, ~5 % out of stock, half with shipping, price 70–130 % of the own. */
export function benchObservation(url: { productId: string; urlId: string; sourceId: string; own: number }, companyId: string, observedAt: string, rand: () => number): Record<string, unknown> {
  return {
    urlId: url.urlId,
    productId: url.productId,
    companyId,
    sourceId: url.sourceId,
    jobId: newId(),
    observedAt,
    pageStatus: rand() < 0.01 ? 'NOT_FOUND_404' : 'OK',
    offer: { price: (url.own * (0.7 + rand() * 0.6)).toFixed(2), currency: 'EUR', shippingCost: rand() < 0.5 ? '4.95' : null, availability: rand() < 0.05 ? 'OutOfStock' : 'InStock' },
    plausibility: 'ACCEPTED',
    flagReason: null,
    comparedWith: null,
  };
}
