/**
 * Which shop lists which product, and the product pages that are not a clean offer (spec §8
 * page statuses): a product URL redirecting to its category, 404, 410, a permanently sold-out
 * offer and a used (B-Ware) offer. Pure data.
 */
import type { DemoProduct } from './catalogue.ts';
import { hashUnit } from './hash.ts';

export type SpecialPageKind = 'REDIRECT_TO_CATEGORY' | 'NOT_FOUND' | 'GONE' | 'OUT_OF_STOCK' | 'USED';

export interface SpecialPage {
  shopKey: string;
  sku: string;
  kind: SpecialPageKind;
}

export const SPECIAL_PAGES: readonly SpecialPage[] = [
  { shopKey: 'bergsport-shop', sku: 'DO-1004', kind: 'REDIRECT_TO_CATEGORY' },
  { shopKey: 'outdoor-profi', sku: 'DO-1015', kind: 'NOT_FOUND' },
  { shopKey: 'outdoor-profi', sku: 'DO-1020', kind: 'GONE' },
  { shopKey: 'trailmarkt', sku: 'DO-1007', kind: 'OUT_OF_STOCK' },
  { shopKey: 'gipfelwelt', sku: 'DO-1014', kind: 'USED' },
];

export function specialPageOf(shopKey: string, sku: string): SpecialPageKind | null {
  return SPECIAL_PAGES.find((s) => s.shopKey === shopKey && s.sku === sku)?.kind ?? null;
}

/** Share of the assortment a shop lists (decided per product by a stable hash). */
const LISTED_SHARE = 0.8;

/** Whether the seller (shop or comparison-only seller) offers the product at all. */
export function sellerLists(sellerKey: string, product: DemoProduct): boolean {
  if (specialPageOf(sellerKey, product.sku)) return true;
  return hashUnit(sellerKey, product.sku, 'listed') < LISTED_SHARE;
}

/** Whether the product page gives a clean, current offer (what a comparison site would list). */
export function hasLiveOffer(sellerKey: string, product: DemoProduct): boolean {
  const special = specialPageOf(sellerKey, product.sku);
  if (special === 'REDIRECT_TO_CATEGORY' || special === 'NOT_FOUND' || special === 'GONE' || special === 'USED') return false;
  return sellerLists(sellerKey, product);
}
