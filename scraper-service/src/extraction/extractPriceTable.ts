/**
 * A price comparison (aggregator) page → its table of offers (shop, price, shipping, total,
 * availability, condition). Configured selectors first, then JSON-LD/microdata/RDFa offers
 * with sellers, then an offers table found in the HTML. A search overview (many products, no
 * single one) is rejected: a product's offers page is required.
 */
import type { Availability, ItemCondition, PageStatus } from '@pm/contracts';
import type { AnyNode } from 'domhandler';
import { addAmounts } from './amounts.ts';
import { createConcealment, loadHtml, textOf } from './document.ts';
import { readJsonLd } from './jsonLd.ts';
import { readMicrodata } from './microdata.ts';
import type { ScrapeNote } from './notes.ts';
import { indexPage } from './pageIndex.ts';
import { readPageSignals } from './pageSignals.ts';
import type { PriceHints } from './parsePrice.ts';
import { readConfiguredRows, readHeaderTables, readRepeatedRows, type RawTableOffer } from './priceTableHtml.ts';
import { readRdfa } from './rdfa.ts';
import { resolveReferences } from './schemaNodes.ts';
import { readSchemaNodes, type SchemaReading } from './schemaProducts.ts';
import type { SelectorConfig } from './selectorConfig.ts';
import type { ProductReading } from './types.ts';
import { looksLikeSearchUrl } from './urlHeuristics.ts';

export interface PriceTableOffer {
  shopName: string;
  shopUrl: string | null;
  /** Decimal string. */
  price: string;
  currency: string | null;
  shippingCost: string | null;
  /** Price plus shipping (as shown, or computed when the shipping cost is known). */
  totalPrice: string | null;
  availability: Availability | null;
  condition: ItemCondition | null;
}

export type PriceTableSource = 'selectors' | 'json-ld' | 'microdata' | 'rdfa' | 'table';

export interface PriceTableExtraction {
  url: string;
  /** OK, PRICE_TABLE_MISSING (also for a rejected search overview) or ACCESS_DENIED_403 (bot wall). */
  status: PageStatus;
  /** Why there are no offers. */
  reason: ScrapeNote | null;
  rejected: 'SEARCH_OVERVIEW' | null;
  productName: string | null;
  source: PriceTableSource | null;
  offers: PriceTableOffer[];
  notes: ScrapeNote[];
}

export interface PriceTableOptions {
  url: string;
  selectors?: SelectorConfig | null;
  currencyHint?: string | null;
  decimalSeparator?: ',' | '.' | null;
}

const SEARCH_OVERVIEW_REASON: ScrapeNote = { code: 'PRICE_TABLE_SEARCH_OVERVIEW', params: {} };

export function extractPriceTable(html: string, options: PriceTableOptions): PriceTableExtraction {
  const { $, truncated } = loadHtml(html, { keepNavigation: Boolean(options.selectors) });
  const concealed = createConcealment();
  const settings = options.selectors?.settings;
  const hints: PriceHints = {
    currencyHint: options.currencyHint ?? settings?.currency ?? null,
    decimalSeparator: options.decimalSeparator ?? settings?.decimalSeparator ?? null,
  };
  const ctx = { $, baseUrl: options.url, hints, concealed, availabilityValues: options.selectors?.instructions.availabilityValues };
  const notes: ScrapeNote[] = truncated ? [{ code: 'EXTRACTION_TRUNCATED', params: {} }] : [];
  const result = (fields: Partial<PriceTableExtraction>): PriceTableExtraction => ({
    url: options.url,
    status: 'PRICE_TABLE_MISSING',
    reason: null,
    rejected: null,
    productName: null,
    source: null,
    offers: [],
    notes,
    ...fields,
  });

  const index = indexPage($.root().get(0) as AnyNode);
  const jsonLd = readJsonLd(index.jsonLdScripts);
  const identity = (value: unknown) => value;
  const structured: [PriceTableSource, SchemaReading][] = [
    ['json-ld', readSchemaNodes(jsonLd.nodes, { baseUrl: options.url, hints, resolve: resolveReferences(jsonLd.roots) })],
    ['microdata', readSchemaNodes(readMicrodata(index.itemScopes, concealed), { baseUrl: options.url, hints, resolve: identity })],
    ['rdfa', readSchemaNodes(readRdfa(index.rdfaScopes, concealed), { baseUrl: options.url, hints, resolve: identity })],
  ];
  const products = structured.flatMap(([, r]) => r.products);
  const productName = products.find((p) => p.name)?.name ?? ((index.firstH1 ? textOf(index.firstH1, 300) : '') || null);
  const signals = readPageSignals(index, html, concealed);

  const rules = options.selectors?.instructions.priceTable;
  if (rules) {
    const configured = readConfiguredRows(ctx, rules);
    if (configured.problem) notes.push(configured.problem);
    if (configured.offers.length > 0) return finish(result, configured.offers, 'selectors', productName);
  }

  for (const [method, reading] of structured) {
    const offers = sellerOffers(reading.products);
    if (offers.length > 0) return result({ status: 'OK', source: method, productName, offers });
  }

  if (signals.strongBotMarker || (signals.weakBotMarker && products.length === 0)) {
    return result({ status: 'ACCESS_DENIED_403', reason: { code: 'PRICE_TABLE_BOT_WALL', params: {} } });
  }
  const distinctProducts = new Set(products.map((p) => p.name ?? p.url ?? '')).size;
  const structuredListing = structured.some(([, r]) => r.listing && r.listItems >= 2) || distinctProducts >= 3;
  if (structuredListing || looksLikeSearchUrl(options.url)) {
    return result({ reason: SEARCH_OVERVIEW_REASON, rejected: 'SEARCH_OVERVIEW' });
  }

  const table = readHeaderTables(ctx);
  const rows = table.length > 0 ? table : readRepeatedRows(ctx);
  if (rows.length > 0) {
    const fromPrices = rows.filter((r) => r.fromPrice).length;
    if (fromPrices * 2 >= rows.length && rows.length >= 2) return result({ reason: SEARCH_OVERVIEW_REASON, rejected: 'SEARCH_OVERVIEW' });
    return finish(result, rows, 'table', productName);
  }
  if (signals.productTiles >= 4) return result({ reason: SEARCH_OVERVIEW_REASON, rejected: 'SEARCH_OVERVIEW' });
  return result({ reason: { code: 'PRICE_TABLE_NOT_FOUND', params: {} } });
}

function finish(
  result: (fields: Partial<PriceTableExtraction>) => PriceTableExtraction,
  rows: RawTableOffer[],
  source: PriceTableSource,
  productName: string | null,
): PriceTableExtraction {
  const offers = rows.map(({ fromPrice: _fromPrice, ...offer }) => offer);
  return result({ status: 'OK', source, productName, offers });
}

/** Offers that name their seller: the rows of an aggregator's table. */
function sellerOffers(products: readonly ProductReading[]): PriceTableOffer[] {
  const offers: PriceTableOffer[] = [];
  for (const product of products) {
    for (const offer of product.offers) {
      if (!offer.sellerName || offer.price === null) continue;
      offers.push({
        shopName: offer.sellerName,
        shopUrl: offer.url,
        price: offer.price,
        currency: offer.currency,
        shippingCost: offer.shippingCost,
        totalPrice: offer.shippingCost !== null ? addAmounts(offer.price, offer.shippingCost) : null,
        availability: offer.availability,
        condition: offer.condition,
      });
    }
  }
  return offers;
}
