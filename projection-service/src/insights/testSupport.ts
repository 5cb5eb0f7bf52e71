/** What the insight query tests write: a product of the brand Vaude with one competitor URL, observed once at 80 € against an own 100 €. */
import { streams } from '@pm/contracts/events';
import type { QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';

/** Writes the product, its URL (id derived from the product's) and one observation at `observedAt`; answers the log position of the observation. */
export async function writeProductObservedOnce(t: QueryTestApp, at: { companyId: string; sourceId: string; productId: string; label: string | number; observedAt: string }): Promise<string> {
  const { companyId, sourceId, productId, label, observedAt } = at;
  const urlId = `${productId.slice(0, -2)}d${productId.slice(-1)}`;
  await t.write(streams.product(productId), [
    { type: 'ProductCreated', data: { productId, companyId, fields: { name: `p${label}`, sku: `P-${label}`, brand: 'Vaude', pricing: { de: { salesPrice: 100, shippingPrice: 0 } } } } },
    { type: 'CompetitorUrlAdded', data: { productId, urlId, url: `https://alpha-outdoor.example/${label}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } },
  ], companyId);
  return t.write(streams.offer(urlId), [{
    type: 'OfferObserved',
    data: { urlId, productId, companyId, sourceId, jobId: `job-${label}`, observedAt, pageStatus: 'OK', offer: { price: '80.00', currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
  }], companyId, 'service:scraper');
}
