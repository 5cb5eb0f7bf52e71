/**
 * A product page → price, currency, strike price, shipping, availability, delivery time,
 * condition and identity, each from the most specific method that has it:
 * configured selectors > JSON-LD > microdata > RDFa > OpenGraph/meta. Pure: html in, data out.
 */
import type { CheerioAPI } from 'cheerio/slim';
import type { AnyNode } from 'domhandler';
import { isBuyable, isOutOfStock } from './availability.ts';
import { contextCurrency } from './currencyHints.ts';
import { createConcealment, loadHtml, textOf } from './document.ts';
import { readJsonLd } from './jsonLd.ts';
import { readMeta } from './meta.ts';
import { readMicrodata } from './microdata.ts';
import type { ScrapeNote } from './notes.ts';
import { indexPage } from './pageIndex.ts';
import { chooseOffer } from './offerChoice.ts';
import { readPageSignals } from './pageSignals.ts';
import type { PriceHints } from './parsePrice.ts';
import { readRdfa } from './rdfa.ts';
import { resolveReferences, topLevelNodes } from './schemaNodes.ts';
import { readSchemaNodes, type SchemaReading } from './schemaProducts.ts';
import { readVisibleProduct, type VisibleReading } from './visibleProduct.ts';
import type { SelectorConfig } from './selectorConfig.ts';
import { readSelectors } from './selectors.ts';
import {
  EXTRACTED_FIELDS,
  type ExtractedField,
  type ExtractionMethod,
  type OfferReading,
  type PageSignals,
  type ProductFields,
  type ProductPageExtraction,
  type ProductReading,
} from './types.ts';

export interface ExtractProductOptions {
  /** The page's URL (base for relative links; a ?variant= in it picks that variant's offer). */
  url: string;
  /** The store's scrape exception (instructions and settings). */
  selectors?: SelectorConfig | null;
  /** ISO currency to assume where the page names none (overrides the settings' currency). */
  currencyHint?: string | null;
  /** The shop's decimal separator (overrides the settings' one). */
  decimalSeparator?: ',' | '.' | null;
}

interface SourceResult {
  method: ExtractionMethod;
  fields: Partial<ProductFields>;
  offerCount: number;
}

export function extractProductPage(html: string, options: ExtractProductOptions): ProductPageExtraction {
  // A scrape exception's selectors may read any part of the page: then nothing is cut before parsing.
  const { $, truncated } = loadHtml(html, { keepNavigation: Boolean(options.selectors), pruneChrome: !options.selectors });
  const result = extractProductFromDocument($, html, options);
  if (truncated) result.notes.push({ code: 'EXTRACTION_TRUNCATED', params: {} });
  return result;
}

/** The same on a page already loaded by Cheerio (the crawler's `$`); `html` is used for raw markers. */
export function extractProductFromDocument($: CheerioAPI, html: string, options: ExtractProductOptions): ProductPageExtraction {
  const notes: ScrapeNote[] = [];
  const concealed = createConcealment();
  const settings = options.selectors?.settings;
  const hints: PriceHints = {
    currencyHint: options.currencyHint ?? settings?.currency ?? null,
    decimalSeparator: options.decimalSeparator ?? settings?.decimalSeparator ?? null,
    // The page's URL and language resolve ambiguous currency marks ("$" on a .ca page is CAD).
    url: options.url,
    language: $.root().children('html').attr('lang') ?? null,
  };
  const baseUrl = options.url;
  const index = indexPage($.root().get(0) as AnyNode);
  // Without <html lang>, og:locale ("en_CA") names the page's language and country.
  hints.language ??= index.metas.find((el) => el.attribs.property?.toLowerCase() === 'og:locale')?.attribs.content ?? null;
  const meta = readMeta(index, baseUrl, hints);
  const pageUrls = [baseUrl, meta.canonicalUrl].filter((u): u is string => u !== null);
  const results: SourceResult[] = [];
  let productFound = false;

  if (options.selectors) {
    const reading = readSelectors($, options.selectors.instructions, { baseUrl, hints, concealed });
    notes.push(...reading.notes);
    if (reading.found > 0) {
      productFound = true;
      results.push(fromProduct('selectors', reading.product, baseUrl, hints, notes));
    }
  }

  const jsonLd = readJsonLd(index.jsonLdScripts);
  if (jsonLd.invalidBlocks > 0) notes.push({ code: 'JSONLD_INVALID_BLOCKS', params: { count: jsonLd.invalidBlocks } });
  const identity = (value: unknown) => value;
  const structured: [ExtractionMethod, SchemaReading][] = [
    ['json-ld', readSchemaNodes(jsonLd.nodes, { baseUrl, hints, resolve: resolveReferences(jsonLd.roots) })],
    ['microdata', readSchemaNodes(topLevelNodes(readMicrodata(index.itemScopes, concealed)), { baseUrl, hints, resolve: identity })],
    ['rdfa', readSchemaNodes(topLevelNodes(readRdfa(index.rdfaScopes, concealed)), { baseUrl, hints, resolve: identity })],
  ];
  let listing = false;
  for (const [method, reading] of structured) {
    listing ||= reading.listing;
    const product = mainProduct(method, reading.products, pageUrls, notes);
    if (!product) continue;
    productFound = true;
    results.push(fromProduct(method, product, baseUrl, hints, notes));
  }
  if (meta.isProduct) {
    productFound = true;
    results.push(fromProduct('meta', meta.product, baseUrl, hints, notes));
  } else if (meta.product.name || meta.product.image) {
    // og:title/og:image of a page that is not a product: identity only, never a product by itself.
    results.push({ method: 'meta', fields: { name: meta.product.name, image: meta.product.image }, offerCount: 0 });
  }

  // Structured readings that contradict each other on the price: the one the page shows wins.
  const priced = results.filter((r) => r.method !== 'selectors' && r.fields.price != null);
  const contradiction = new Set(priced.map((r) => `${r.fields.price} ${r.fields.currency ?? ''}`)).size > 1 && !results.some((r) => r.method === 'selectors' && r.fields.price != null);
  let merged = merge(results);
  // Tiles (a listing's or recommendations') are never the main product: the visible reading passes over them.
  const listingPage = listing;
  let visible: VisibleReading | null = null;
  // A structured price is checked against the page too: shops' JSON-LD is often stale (yesterday's price, the price before a sale).
  const structuredPrice = merged.fields.price !== null && merged.sources.price !== 'selectors';
  if ((merged.fields.price === null && !listingPage) || contradiction || structuredPrice || (merged.fields.availability === null && merged.fields.price !== null)) {
    visible = readVisibleProduct(index.body ?? ($.root().get(0) as AnyNode), baseUrl, hints, meta.product.name ?? (index.title ? textOf(index.title, 300) : null), index.firstH1);
  }
  const confidence: Partial<Record<ExtractedField, number>> = {};
  if (visible && contradiction) {
    const shown = priced.find((r) => r.fields.price === visible.price);
    if (shown) merged = merge([shown, ...results.filter((r) => r !== shown)]);
  }
  for (const [field, method] of Object.entries(merged.sources) as [ExtractedField, ExtractionMethod][]) confidence[field] = METHOD_CONFIDENCE[method];
  if (visible && structuredPrice && !contradiction) overrideStale(merged, visible, confidence);
  if (contradiction) {
    const confirmed = visible !== null && visible.price === merged.fields.price;
    confidence.price = confirmed ? 0.8 : 0.4;
  }
  if (visible) {
    const fill = (field: 'name' | 'image' | 'price' | 'currency' | 'regularPrice' | 'availability') => {
      const value = visible[field];
      if (value === null || merged.fields[field] !== null) return;
      (merged.fields as unknown as Record<string, unknown>)[field] = value;
      merged.sources[field] = 'visible';
      confidence[field] = visible.confidence[field] ?? 0.5;
    };
    const hadPrice = merged.fields.price !== null;
    if (!hadPrice && visible.price !== null && (visible.productFound || productFound)) {
      fill('price');
      fill('currency');
      fill('regularPrice');
      fill('name');
      fill('image');
      productFound ||= visible.productFound;
    } else if (!hadPrice && visible.price === null && visible.productFound && !productFound) {
      // A product without any price, out of stock in words ("Currently unavailable."): found, availability stated, no clean price.
      fill('name');
      fill('image');
      productFound = true;
    }
    // Beside a structured price, only what the page states (a stock text, the buy button's state), not a guess from a missing button.
    if (merged.sources.price === 'visible' || (merged.fields.price !== null && (visible.confidence.availability ?? 0) >= 0.6) || (!hadPrice && visible.productFound)) fill('availability');
  }
  if (visible && merged.sources.availability !== 'visible' && merged.sources.availability !== 'selectors') overrideStaleStock(merged, visible, confidence);
  // A price without any currency mark: the currency of the shop's country (domain, page language).
  // Not on a page with broken encoding: "12,99 \uFFFD" had a currency mark that cannot be read any more.
  if (merged.fields.price !== null && merged.fields.currency === null && !html.includes('\uFFFD')) {
    const currency = contextCurrency(hints);
    if (currency) {
      merged.fields.currency = currency;
      merged.sources.currency = merged.sources.price ?? 'visible';
      confidence.currency = Math.round(Math.min(confidence.price ?? 0.5, 0.6) * 100) / 100;
    }
  }
  const hasPrice = merged.fields.price !== null;
  const settled = productFound && hasPrice && isBuyable(merged.fields.availability);
  const raw = readPageSignals(index, html, concealed, !settled);
  const signals: PageSignals = {
    title: raw.title,
    listing,
    productTiles: raw.productTiles,
    botWall: (raw.strongBotMarker && !(productFound && hasPrice)) || (raw.weakBotMarker && !productFound),
    expiredText: raw.expiredText,
    notFoundText: raw.notFoundText,
  };
  // "No longer available" said on the page and nothing else stated: the product is discontinued.
  if (signals.expiredText && merged.fields.availability === null) {
    merged.fields.availability = 'Discontinued';
    merged.sources.availability = 'visible';
    confidence.availability = 0.6;
  }
  return {
    url: baseUrl,
    ...merged.fields,
    productFound,
    offerCount: merged.offerCount,
    sources: merged.sources,
    confidence,
    notes,
    signals,
  };
}

/**
 * The one structured price disagrees with the page: the page shows another price confidently and
 * the structured one only struck through (the price before a sale) or nowhere as a current price.
 * The shown price wins (method 'visible'); a struck-through structured price becomes the regular price.
 */
function overrideStale(merged: ReturnType<typeof merge>, visible: VisibleReading, confidence: Partial<Record<ExtractedField, number>>): void {
  const structured = merged.fields.price;
  const shown = visible.price;
  const sure = visible.confidence.price ?? 0;
  if (structured === null || shown === null || !visible.productFound || sameAmount(structured, shown)) return;
  if (merged.fields.currency !== null && visible.currency !== null && merged.fields.currency !== visible.currency) return;
  const struck = visible.regularPrice !== null && sameAmount(visible.regularPrice, structured);
  const notShown = !visible.shownAmounts.some((amount) => sameAmount(amount, structured));
  if (!(struck && sure >= 0.55) && !(notShown && sure >= 0.7)) return;
  const method = merged.sources.price;
  merged.fields.price = shown;
  merged.sources.price = 'visible';
  confidence.price = Math.round(Math.min(0.85, sure) * 100) / 100;
  if (struck) {
    merged.fields.regularPrice = structured;
    if (method) merged.sources.regularPrice = method;
    confidence.regularPrice = confidence.price;
  }
}

/**
 * Structured data says buyable, the product's block says out of stock (a stock text beside the
 * title or a disabled buy button, confidence ≥ 0.8): the page is the later word (cached JSON-LD).
 * The other way round the structured value stays (an "in stock" text can be generic).
 */
function overrideStaleStock(merged: ReturnType<typeof merge>, visible: VisibleReading, confidence: Partial<Record<ExtractedField, number>>): void {
  const stated = visible.availability;
  if (stated === null || (visible.confidence.availability ?? 0) < 0.8 || !visible.productFound) return;
  if (!isBuyable(merged.fields.availability) || !isOutOfStock(stated)) return;
  merged.fields.availability = stated;
  merged.sources.availability = 'visible';
  confidence.availability = 0.7;
}

const sameAmount = (a: string, b: string): boolean => {
  const normal = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
  return normal(a) === normal(b);
};

/** How sure each method is of what it reads (the visible fallback scores each field itself). */
const METHOD_CONFIDENCE: Record<ExtractionMethod, number> = { selectors: 0.95, 'json-ld': 0.9, microdata: 0.85, rdfa: 0.85, meta: 0.7, visible: 0.5 };

const normalUrl = (url: string): string => url.replace(/#.*$/, '').replace(/\/+$/, '');

/** The product a page is about among several read by one method. */
function mainProduct(method: ExtractionMethod, products: readonly ProductReading[], pageUrls: readonly string[], notes: ScrapeNote[]): ProductReading | null {
  const useful = products.filter((p) => p.offers.length > 0 || p.name !== null || p.gtin !== null || p.sku !== null);
  if (useful.length <= 1) return useful[0] ?? null;
  const wanted = new Set(pageUrls.map(normalUrl));
  const byUrl = useful.find((p) => (p.url && wanted.has(normalUrl(p.url))) || p.offers.some((o) => o.url && wanted.has(normalUrl(o.url))));
  const withPrice = useful.find((p) => p.offers.some((o) => o.price !== null));
  const chosen = byUrl ?? withPrice ?? (useful[0] as ProductReading);
  const code = byUrl ? 'SEVERAL_PRODUCTS_TOOK_URL_MATCH' : withPrice ? 'SEVERAL_PRODUCTS_TOOK_FIRST_PRICED' : 'SEVERAL_PRODUCTS_TOOK_FIRST';
  const names = new Set(useful.map((p) => p.name ?? ''));
  if (names.size > 1) notes.push({ code, params: { method, count: useful.length, name: chosen.name ?? '' } });
  return chosen;
}

function fromProduct(method: ExtractionMethod, product: ProductReading, pageUrl: string, hints: PriceHints, notes: ScrapeNote[]): SourceResult {
  const choice = chooseOffer(product.offers, { pageUrl, method, currency: hints.currencyHint ?? null });
  if (choice.note) notes.push(choice.note);
  const offer: OfferReading | null = choice.offer;
  return {
    method,
    offerCount: choice.priced,
    fields: {
      name: product.name ?? offer?.variant.name ?? null,
      brand: product.brand,
      gtin: offer?.variant.gtin ?? product.gtin,
      mpn: offer?.variant.mpn ?? product.mpn,
      sku: offer?.variant.sku ?? product.sku,
      image: offer?.variant.image ?? product.image,
      price: offer?.price ?? null,
      currency: offer?.currency ?? null,
      regularPrice: offer?.regularPrice ?? null,
      shippingCost: offer?.shippingCost ?? null,
      availability: offer?.availability ?? null,
      deliveryTime: offer?.deliveryTime ?? null,
      condition: offer?.condition ?? null,
    },
  };
}

function merge(results: readonly SourceResult[]): { fields: ProductFields; sources: Partial<Record<ExtractedField, ExtractionMethod>>; offerCount: number } {
  const fields = Object.fromEntries(EXTRACTED_FIELDS.map((f) => [f, null])) as unknown as ProductFields;
  const sources: Partial<Record<ExtractedField, ExtractionMethod>> = {};
  const writable = fields as unknown as Record<ExtractedField, unknown>;
  for (const field of EXTRACTED_FIELDS) {
    const winner = results.find((r) => r.fields[field] !== null && r.fields[field] !== undefined);
    if (!winner) continue;
    writable[field] = winner.fields[field];
    sources[field] = winner.method;
  }
  // The currency belongs to the price: take it from the price's method when that method names one.
  const priceSource = results.find((r) => r.method === sources.price);
  if (priceSource?.fields.currency) {
    fields.currency = priceSource.fields.currency;
    sources.currency = priceSource.method;
  }
  // A strike price equal to the price is no strike price.
  if (fields.regularPrice !== null && fields.regularPrice === fields.price) {
    fields.regularPrice = null;
    delete sources.regularPrice;
  }
  return { fields, sources, offerCount: priceSource?.offerCount ?? 0 };
}
