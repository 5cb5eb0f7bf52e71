import { decimalTextToCents } from '../money/decimal.ts';
import { isOutOfStock } from './availability.ts';

/** What the rule needs of a URL's offer: its current price and how the last visit went. */
export interface OfferForInStockPrice {
  current: { price: string; availability?: string | null } | null | undefined;
  last?: { pageStatus: string } | null | undefined;
}

/**
 * The competitor price that counts, in cents: the current one, when the last visit read a clean
 * page and the offer is in stock; else null. The dashboard's market and the price alerts share it.
 */
export function inStockPriceCents(offer: OfferForInStockPrice): number | null {
  const { current, last } = offer;
  if (!current || (last && last.pageStatus !== 'OK') || isOutOfStock(current.availability)) return null;
  return decimalTextToCents(current.price);
}
