/**
 * The JSON object `npm run extract` prints for one saved page: the extracted fields (price as a
 * decimal string, currency ISO 4217, availability a schema.org name), the page status, where each
 * field came from and remarks (in English; one says when the price would be flagged LOW_CONFIDENCE); or, with --price-table, the aggregator's table of offers.
 */
import { LOW_CONFIDENCE_BOUND } from '@pm/contracts';
import { isLowConfidencePrice } from '@pm/contracts/domain';
import { classifyPage } from '../extraction/classifyPage.ts';
import { extractPriceTable } from '../extraction/extractPriceTable.ts';
import { extractProductPage } from '../extraction/extractProductPage.ts';
import { noteText } from '../extraction/notes.ts';
import type { SelectorConfig } from '../extraction/selectorConfig.ts';

export interface RecordOptions {
  file: string;
  /** The page's URL; null: the page's canonical/og:url, else `fallbackUrl`. */
  url: string | null;
  fallbackUrl: string;
  selectors: SelectorConfig | null;
  currencyHint: string | null;
  decimalSeparator: ',' | '.' | null;
  priceTable: boolean;
}

export function pageRecord(html: string, options: RecordOptions): Record<string, unknown> {
  const url = options.url ?? declaredUrl(html) ?? options.fallbackUrl;
  const common = { selectors: options.selectors, currencyHint: options.currencyHint, decimalSeparator: options.decimalSeparator };
  if (options.priceTable) {
    const table = extractPriceTable(html, { url, ...common });
    return {
      file: options.file,
      url,
      pageStatus: table.status,
      reason: table.reason && noteText(table.reason),
      productName: table.productName,
      source: table.source,
      offers: table.offers,
      notes: table.notes.map(noteText),
    };
  }
  const e = extractProductPage(html, { url, ...common });
  return {
    file: options.file,
    url,
    pageStatus: classifyPage({ status: 200, originalUrl: url, extraction: e }),
    price: e.price,
    currency: e.currency,
    availability: e.availability,
    regularPrice: e.regularPrice,
    shippingCost: e.shippingCost,
    deliveryTime: e.deliveryTime,
    condition: e.condition,
    name: e.name,
    brand: e.brand,
    gtin: e.gtin,
    mpn: e.mpn,
    sku: e.sku,
    image: e.image,
    sources: e.sources,
    confidence: e.confidence,
    notes: [...e.notes.map(noteText), ...(e.price !== null && isLowConfidencePrice(e.confidence.price) ? [lowConfidenceText(e.confidence.price ?? 0, e.sources.price ?? 'visible')] : [])],
  };
}

/** The one answer for an unsure price (isLowConfidencePrice, as the scrape's plausibility check decides), said in the printed remarks. */
const lowConfidenceText = (confidence: number, method: string) =>
  `price read with low confidence (${confidence} by ${method}, below ${LOW_CONFIDENCE_BOUND}): a scrape records it flagged LOW_CONFIDENCE — kept, not used until the next scrape confirms it`;

/** The URL a saved page declares for itself (<link rel=canonical>, og:url), when absolute. */
export function declaredUrl(html: string): string | null {
  const head = html.slice(0, 200_000);
  for (const tag of head.match(/<(?:link|meta)\b[^>]*>/gi) ?? []) {
    const isCanonical = /\brel\s*=\s*["']?canonical\b/i.test(tag);
    const isOgUrl = /\bproperty\s*=\s*["']?og:url\b/i.test(tag);
    if (!isCanonical && !isOgUrl) continue;
    const value = tag.match(isCanonical ? /\bhref\s*=\s*["']?([^"'\s>]+)/i : /\bcontent\s*=\s*["']?([^"'\s>]+)/i)?.[1];
    if (value && /^https?:\/\//i.test(value)) return value;
  }
  return null;
}
