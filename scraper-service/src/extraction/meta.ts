/**
 * OpenGraph and other meta tags → one product reading: og:title, og:image, og:price:amount,
 * product:price:amount/currency, product:sale_price / product:original_price,
 * product:availability, product:condition, product:brand, product:retailer_item_id, GTIN and MPN
 * tags, and `<meta itemprop=…>` that belong to no microdata item.
 */
import type { Element } from 'domhandler';
import { normaliseAvailability } from './availability.ts';
import { readAmount } from './amounts.ts';
import { normaliseCondition } from './condition.ts';
import { absoluteUrl, cleanText, isElement } from './document.ts';
import { normaliseGtinText } from './identifiers.ts';
import type { PageIndex } from './pageIndex.ts';
import type { PriceHints } from './parsePrice.ts';
import { isoCurrency } from './schemaProducts.ts';
import { emptyOffer, emptyProduct, type ProductReading } from './types.ts';

export interface MetaReading {
  product: ProductReading;
  /** og:type says product, or product meta tags (price, availability, identifiers) are present. */
  isProduct: boolean;
  canonicalUrl: string | null;
}

export function readMeta(index: Pick<PageIndex, 'metas' | 'canonicalHref'>, baseUrl: string, hints: PriceHints): MetaReading {
  const tags = new Map<string, string>();
  for (const el of index.metas) {
    const { attribs } = el;
    const content = attribs.content;
    if (content === undefined) continue;
    let key = attribs.property ?? attribs.name;
    if (key === undefined && attribs.itemprop !== undefined) {
      // Orphan <meta itemprop>: belongs to no microdata item.
      if (insideItemScope(el)) continue;
      key = `itemprop:${attribs.itemprop}`;
    }
    if (key === undefined) continue;
    key = key.trim().toLowerCase();
    if (!tags.has(key)) tags.set(key, content);
  }
  const get = (...keys: string[]): string | undefined => {
    for (const key of keys) {
      const value = tags.get(key);
      if (value !== undefined && value.trim() !== '') return value;
    }
    return undefined;
  };
  const product = emptyProduct();
  product.name = cleanText(get('og:title', 'twitter:title', 'itemprop:name'));
  product.brand = cleanText(get('product:brand', 'og:brand', 'itemprop:brand'), 200);
  product.sku = cleanText(get('product:retailer_item_id', 'product:sku', 'itemprop:sku'), 100);
  product.mpn = cleanText(get('product:mfr_part_no', 'itemprop:mpn'), 100);
  product.gtin = normaliseGtinText(get('product:ean', 'product:gtin', 'product:upc', 'product:isbn', 'itemprop:gtin13', 'itemprop:gtin', 'itemprop:gtin14', 'itemprop:gtin12', 'itemprop:gtin8'));
  product.image = absoluteUrl(get('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'itemprop:image'), baseUrl);
  const canonicalUrl = absoluteUrl(index.canonicalHref ?? get('og:url'), baseUrl);
  product.url = canonicalUrl;

  const currency = isoCurrency(get('product:sale_price:currency', 'product:price:currency', 'og:price:currency', 'itemprop:pricecurrency'));
  const priceHints = { ...hints, currencyHint: currency ?? hints.currencyHint ?? null };
  const sale = readAmount(get('product:sale_price:amount'), priceHints);
  const price = sale.amount !== null ? sale : readAmount(get('product:price:amount', 'og:price:amount', 'product:price', 'itemprop:price'), priceHints);
  const offer = emptyOffer();
  offer.price = price.amount;
  offer.currency = currency ?? price.currency;
  offer.currencyText = price.currencyText;
  const original = readAmount(get('product:original_price:amount', 'product:regular_price:amount'), priceHints).amount;
  offer.regularPrice = original !== price.amount ? original : null;
  offer.availability = normaliseAvailability(get('product:availability', 'og:availability', 'itemprop:availability'));
  offer.condition = normaliseCondition(get('product:condition', 'og:condition', 'itemprop:itemcondition'));
  const hasOffer = offer.price !== null || offer.availability !== null || offer.condition !== null;
  if (hasOffer) product.offers.push(offer);
  const ogType = (get('og:type') ?? '').toLowerCase();
  const isProduct = ogType === 'product' || ogType.startsWith('product.') || ogType === 'og:product' || hasOffer || product.gtin !== null;
  return { product, isProduct, canonicalUrl };
}

function insideItemScope(el: Element): boolean {
  for (let p = el.parent; isElement(p); p = p.parent) if (p.attribs.itemscope !== undefined) return true;
  return false;
}
