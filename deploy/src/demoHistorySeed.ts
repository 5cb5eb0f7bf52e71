/**
 * The demo competitor web's prices of past days for the demo history (command-service
 * seed/demoHistory.ts): the same deterministic `offerOn(shop, product, day)` the demo web serves
 * today, so the 90 days of history end where today's scrape starts: a shop's product page its
 * offer of the day, the comparison site's offers page its cheapest row (as the scraper reads a
 * price table). The shops' special pages (missing, gone, redirected, used) have no history.
 */
import type { ScrapedOffer } from '@pm/contracts';
import { DEMO_PRODUCTS, DEMO_SHOPS, SPECIAL_PAGES, comparisonOffersUrl, comparisonRows, offerOn, productUrl } from '@pm/demo-web';
import type { DemoHistoryUrl } from '@pm/command-service';

const cents = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

export function demoHistoryOffers(): (url: DemoHistoryUrl, day: string) => ScrapedOffer | null {
  const byUrl = new Map<string, { shop: (typeof DEMO_SHOPS)[number]; product: (typeof DEMO_PRODUCTS)[number] }>();
  for (const shop of DEMO_SHOPS) {
    for (const product of DEMO_PRODUCTS) {
      const special = SPECIAL_PAGES.find((page) => page.shopKey === shop.key && page.sku === product.sku)?.kind ?? null;
      if (special && special !== 'OUT_OF_STOCK') continue;
      byUrl.set(productUrl(shop, product), { shop, product });
    }
  }
  const comparisonPages = new Map(DEMO_PRODUCTS.map((product) => [comparisonOffersUrl(product), product]));
  return (url, day) => {
    const compared = comparisonPages.get(url.url);
    if (compared) {
      const rows = comparisonRows(compared, day);
      const cheapest = rows.reduce<(typeof rows)[number] | null>((best, row) => (best === null || row.priceCents < best.priceCents ? row : best), null);
      if (!cheapest) return null;
      return { price: cents(cheapest.priceCents), currency: 'EUR', shippingCost: cents(cheapest.shippingCents), availability: cheapest.availability, shopName: cheapest.sellerName };
    }
    const found = byUrl.get(url.url);
    if (!found) return null;
    const state = offerOn(found.shop, found.product, day);
    const { shipping } = found.shop;
    const shippingCents = shipping.model === 'ALWAYS_FREE' || (shipping.freeFromCents !== null && state.priceCents >= shipping.freeFromCents) ? 0 : shipping.costCents;
    return {
      price: cents(state.priceCents),
      currency: 'EUR',
      regularPrice: state.regularCents === null ? null : cents(state.regularCents),
      shippingCost: shipping.shownOnProductPage ? cents(shippingCents) : null,
      availability: state.availability,
      condition: state.condition,
    };
  };
}
