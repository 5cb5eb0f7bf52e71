/**
 * Where the company's price stands against its competitors (price analysis, spec §1/§9):
 * the cheapest usable competitor offer, with or without shipping, and the deviation of the own
 * price from it in percent (default in the analysis view) or absolute. Pure; amounts in cents.
 */
export interface CompetitorOffer {
  urlId: string;
  sourceId: string;
  /** Decimal strings as scraped. */
  price: string | null;
  shippingCost?: string | null;
  availability?: string | null;
}

export interface CheapestOffer {
  urlId: string;
  sourceId: string;
  /** Cents, shipping included when asked for. */
  totalCents: number;
}

import { decimalTextToCents, isOutOfStock } from '@pm/contracts/domain';

export { isOutOfStock };

/** Price (plus shipping when asked for; shipping not shown counts as 0) in cents; null without a price. */
export function offerTotalCents(offer: Pick<CompetitorOffer, 'price' | 'shippingCost'>, withShipping: boolean): number | null {
  if (offer.price === null) return null;
  return toCents(offer.price) + (withShipping && offer.shippingCost ? toCents(offer.shippingCost) : 0);
}

/** Decimal string → integer cents ("19.999" rounds half up): the domain core's one conversion. */
export const toCents = decimalTextToCents;

/**
 * The cheapest competitor offer that has a price and is not out of stock. Shipping not shown
 * counts as 0 (spec §9: assumed shipping cost of 0 where not scrapeable).
 */
export function cheapestOffer(offers: readonly CompetitorOffer[], withShipping: boolean): CheapestOffer | null {
  let best: CheapestOffer | null = null;
  for (const offer of offers) {
    const totalCents = offerTotalCents(offer, withShipping);
    if (totalCents === null || isOutOfStock(offer.availability)) continue;
    if (!best || totalCents < best.totalCents || (totalCents === best.totalCents && offer.urlId < best.urlId)) best = { urlId: offer.urlId, sourceId: offer.sourceId, totalCents };
  }
  return best;
}

/** Own price minus the reference: positive when the company is more expensive. */
export function deviation(ownCents: number, referenceCents: number): { absoluteCents: number; percent: number | null } {
  const absoluteCents = ownCents - referenceCents;
  const percent = referenceCents === 0 ? null : Math.round((absoluteCents / referenceCents) * 10_000) / 100;
  return { absoluteCents, percent };
}

/**
 * The own price's rank among the buyable competitor offers: 1 + the number of offers strictly
 * cheaper (a tie with the cheapest still ranks first). Null without any buyable offer.
 */
export function ownRank(ownCents: number, offers: readonly CompetitorOffer[], withShipping: boolean): number | null {
  let buyable = 0;
  let cheaper = 0;
  for (const offer of offers) {
    const totalCents = offerTotalCents(offer, withShipping);
    if (totalCents === null || isOutOfStock(offer.availability)) continue;
    buyable++;
    if (totalCents < ownCents) cheaper++;
  }
  return buyable === 0 ? null : cheaper + 1;
}
