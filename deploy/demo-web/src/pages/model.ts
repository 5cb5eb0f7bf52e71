/** What a shop's product page shows: the product, today's offer and the shop around it. */
import type { DemoCategory, DemoProduct } from '../catalogue.ts';
import type { DayKey, OfferState } from '../prices.ts';
import type { DemoShop } from '../sites.ts';

export interface RelatedItem {
  name: string;
  url: string;
  priceCents: number;
}

export interface ProductPageModel {
  shop: DemoShop;
  product: DemoProduct;
  category: DemoCategory;
  offer: OfferState;
  shippingCents: number;
  /** Absolute URL of this page. */
  url: string;
  imageUrl: string;
  categoryUrl: string;
  day: DayKey;
  related: readonly RelatedItem[];
}

/** schema.org URL of an availability or condition name. */
export function schemaUrl(name: string, secure = true): string {
  return `${secure ? 'https' : 'http'}://schema.org/${name}`;
}

/** The last day of the month after `day` (for `priceValidUntil`). */
export function validUntil(day: DayKey): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
}

/** The shop's own article number for a product. */
export function shopSku(shop: DemoShop, product: DemoProduct): string {
  return `${shop.key.slice(0, 2).toUpperCase()}-${String((product.id * 7919) % 100000).padStart(5, '0')}`;
}
