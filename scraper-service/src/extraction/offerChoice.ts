/**
 * Choosing the offer of a product when a page lists several (variants, sellers, price ranges):
 * the offer of the URL's variant when the URL names one; else, when the prices differ, the lowest
 * new-condition offer that can be bought now (then the lowest new one, then the lowest of all).
 */
import { isBuyable } from './availability.ts';
import { compareAmounts } from './amounts.ts';
import type { ScrapeNote } from './notes.ts';
import type { ExtractionMethod, OfferReading } from './types.ts';

export interface OfferChoice {
  offer: OfferReading | null;
  /** Offers with a price. */
  priced: number;
  note: ScrapeNote | null;
}

type LowestCode = 'OFFERS_TOOK_LOWEST_NEW_IN_STOCK' | 'OFFERS_TOOK_LOWEST_NEW_STOCK_UNKNOWN' | 'OFFERS_TOOK_LOWEST_NEW_NONE_IN_STOCK' | 'OFFERS_TOOK_LOWEST_ANY_CONDITION';

/** `method`: where the offers were read (named in the note). */
export function chooseOffer(offers: readonly OfferReading[], context: { pageUrl: string; method: ExtractionMethod; currency?: string | null }): OfferChoice {
  const { method } = context;
  let priced = offers.filter((o) => o.price !== null);
  if (priced.length === 0) return { offer: offers[0] ?? null, priced: 0, note: null };
  if (context.currency) {
    const inCurrency = priced.filter((o) => o.currency === null || o.currency === context.currency);
    if (inCurrency.length > 0) priced = inCurrency;
  }
  const variant = offerOfUrlVariant(priced, context.pageUrl);
  if (variant) return { offer: variant, priced: priced.length, note: priced.length > 1 ? { code: 'OFFER_OF_URL_VARIANT', params: { method, count: priced.length } } : null };
  const distinct = new Set(priced.map((o) => `${o.price}|${o.currency ?? ''}`));
  if (distinct.size === 1) {
    const buyable = priced.find((o) => isBuyable(o.availability)) ?? priced[0] ?? null;
    return { offer: buyable, priced: priced.length, note: null };
  }
  const isNew = (o: OfferReading) => o.condition === null || o.condition === 'NewCondition';
  const pools: [OfferReading[], LowestCode][] = [
    [priced.filter((o) => isNew(o) && isBuyable(o.availability)), 'OFFERS_TOOK_LOWEST_NEW_IN_STOCK'],
    [priced.filter((o) => isNew(o) && o.availability === null), 'OFFERS_TOOK_LOWEST_NEW_STOCK_UNKNOWN'],
    [priced.filter(isNew), 'OFFERS_TOOK_LOWEST_NEW_NONE_IN_STOCK'],
    [priced, 'OFFERS_TOOK_LOWEST_ANY_CONDITION'],
  ];
  for (const [pool, code] of pools) {
    if (pool.length === 0) continue;
    const lowest = pool.reduce((a, b) => (compareAmounts(b.price as string, a.price as string) < 0 ? b : a));
    const amounts = priced.map((o) => o.price as string).sort(compareAmounts);
    // The range is shown in a currency only when every offer names the same one.
    const currencies = new Set(priced.map((o) => o.currency ?? ''));
    const currency = currencies.size === 1 ? [...currencies][0] ?? '' : '';
    return {
      offer: lowest,
      priced: priced.length,
      note: { code, params: { method, count: priced.length, min: amounts[0] ?? '', max: amounts.at(-1) ?? '', currency } },
    };
  }
  return { offer: priced[0] ?? null, priced: priced.length, note: null };
}

/** Shopify-style ?variant=ID (or an offer URL equal to the page URL) picks that variant's offer. */
function offerOfUrlVariant(offers: readonly OfferReading[], pageUrl: string): OfferReading | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  const variantId = url.searchParams.get('variant') ?? url.searchParams.get('variant_id') ?? url.searchParams.get('sku');
  if (variantId) {
    const match = offers.find((o) => {
      if (o.variant.sku === variantId) return true;
      if (!o.url) return false;
      try {
        const offerUrl = new URL(o.url);
        return (offerUrl.searchParams.get('variant') ?? offerUrl.searchParams.get('variant_id') ?? offerUrl.searchParams.get('sku')) === variantId;
      } catch {
        return false;
      }
    });
    if (match) return match;
  }
  if (url.search) {
    const exact = offers.filter((o) => o.url === url.toString());
    if (exact.length === 1) return exact[0] ?? null;
  }
  return null;
}
