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

const OUT_OF_STOCK = new Set(['OutOfStock', 'SoldOut', 'Discontinued']);

/** Decimal string → integer cents, without floating-point surprises ("19.999" rounds half up). */
export function toCents(amount: string): number {
  const [integer = '0', fraction = ''] = amount.split('.');
  const padded = `${fraction}000`.slice(0, 3);
  const cents = Number(integer) * 100 + Number(padded.slice(0, 2));
  return Number(padded[2]) >= 5 ? cents + 1 : cents;
}

/**
 * The cheapest competitor offer that has a price and is not out of stock. Shipping not shown
 * counts as 0 (spec §9: assumed shipping cost of 0 where not scrapeable).
 */
export function cheapestOffer(offers: readonly CompetitorOffer[], withShipping: boolean): CheapestOffer | null {
  let best: CheapestOffer | null = null;
  for (const offer of offers) {
    if (offer.price === null || (offer.availability && OUT_OF_STOCK.has(offer.availability))) continue;
    const totalCents = toCents(offer.price) + (withShipping && offer.shippingCost ? toCents(offer.shippingCost) : 0);
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
