/**
 * A fetched page → page status (spec §8), the offers for ScrapeJobCompleted and the one offer
 * observed for the URL (for a price table: its cheapest row that is not one of the company's own
 * shops — its own offer is no competitor's; every row is in `offers`). Pure.
 */
import type { OwnShop, PageStatus, ScrapedOffer } from '@pm/contracts';
import { isOwnShopOffer } from '@pm/contracts/domain';
import { classifyPage } from '../extraction/classifyPage.ts';
import { extractPriceTable } from '../extraction/extractPriceTable.ts';
import { extractProductPage } from '../extraction/extractProductPage.ts';
import type { ScrapeNote } from '../extraction/notes.ts';
import type { SelectorConfig } from '../extraction/selectorConfig.ts';
import type { FetchedPage } from './pageFetch.ts';

export interface PageReading {
  pageStatus: PageStatus;
  offers: ScrapedOffer[];
  observed: ScrapedOffer | null;
  notes: ScrapeNote[];
}

export function readPage(jobType: string, originalUrl: string, page: FetchedPage, selectors: SelectorConfig | null, ownShops: readonly OwnShop[] = []): PageReading {
  const redirectedTo = page.finalUrl !== originalUrl ? page.finalUrl : null;
  const notes: ScrapeNote[] = page.truncated ? [{ code: 'PAGE_TRUNCATED', params: {} }] : [];
  const status = page.status >= 300 && page.status < 400 && page.finalStatus >= 400 ? page.finalStatus : page.status;
  if (jobType === 'AGGREGATOR_PRICE_TABLE') {
    const table = extractPriceTable(page.html, { url: page.finalUrl, selectors });
    const pageStatus = classifyPage({ status, originalUrl, redirectedTo, html: page.html, priceTableStatus: table.status });
    const offers: ScrapedOffer[] = pageStatus === 'OK'
      ? table.offers.map((o) => ({ price: o.price, currency: o.currency, shippingCost: o.shippingCost, availability: o.availability, condition: o.condition, name: table.productName, shopName: o.shopName }))
      : [];
    const competitors = offers.filter((o) => !isOwnShopOffer(ownShops, o.shopName));
    const cheapest = competitors.reduce<ScrapedOffer | null>((best, o) => (o.price !== null && (best?.price == null || Number(o.price) < Number(best.price)) ? o : best), null);
    return { pageStatus, offers, observed: cheapest, notes: [...notes, ...table.notes, ...(table.reason ? [table.reason] : [])] };
  }
  const e = extractProductPage(page.html, { url: page.finalUrl, selectors });
  // An unsure price is observed and flagged LOW_CONFIDENCE by the plausibility check (offerDecider, isLowConfidencePrice), not dropped.
  const pageStatus = classifyPage({ status, originalUrl, redirectedTo, extraction: e });
  const offer: ScrapedOffer = {
    price: e.price,
    currency: e.currency,
    regularPrice: e.regularPrice,
    shippingCost: e.shippingCost,
    availability: e.availability,
    deliveryTime: e.deliveryTime,
    name: e.name,
    brand: e.brand,
    gtin: e.gtin,
    mpn: e.mpn,
    sku: e.sku,
    image: e.image,
    condition: e.condition,
    sources: { ...e.sources },
    confidence: { ...e.confidence },
  };
  const clean = pageStatus === 'OK' || pageStatus === 'USED_OFFER' || pageStatus === 'OFFER_EXPIRED';
  return { pageStatus, offers: clean && e.price !== null ? [offer] : [], observed: clean && e.price !== null ? offer : null, notes: [...notes, ...e.notes] };
}
