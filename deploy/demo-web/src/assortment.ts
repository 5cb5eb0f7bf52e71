/**
 * The demo data for the seed: the company's products with all their fields, each product's
 * competitor URLs and comparison-site offers page, the stores and the aggregator to connect
 * (shipping model, frequency, crawler kind, selector config) and the scrape exceptions that
 * carry those selectors. Built from the same data the demo server serves, so every URL
 * resolves to the product it belongs to.
 */
import type { CrawlerKind, OfferType, ScrapeFrequency, ShippingCostModel } from '@pm/contracts';
import { DEMO_COMPANY_NAME, DEMO_PRODUCTS, categoryOf } from './catalogue.ts';
import { sellerLists } from './listings.ts';
import { euros } from './money.ts';
import { DEMO_COMPARISON_SITE, DEMO_SHOPS, type PageStyle, type SelectorConfig } from './sites.ts';
import { COMPARISON_OFFERS_PATH_PATTERN, comparisonOffersUrl, comparisonSearchUrl, productUrl, SELECTOR_SHOP_PRODUCT_PATH_PATTERN, siteUrl } from './urls.ts';

export interface DemoShippingCosts {
  /** Shipping cost in EUR below the free threshold. */
  cost: number;
  /** Order value in EUR from which shipping is free, or null. */
  freeFrom: number | null;
}

export interface DemoStoreDefinition {
  key: string;
  name: string;
  /** Entered without scheme or www (spec §5). */
  hostname: string;
  url: string;
  shippingCostModel: ShippingCostModel;
  shippingCosts: DemoShippingCosts;
  scrapeFrequency: ScrapeFrequency;
  scrapingEnabled: boolean;
  crawlerKind: CrawlerKind;
  pageStyle: PageStyle;
  /** CSS selectors for the extraction where the pages carry no structured data, else null. */
  selectorConfig: SelectorConfig | null;
  /** The shop answers 403 unless the request carries browser-like headers. */
  requiresBrowserHeaders: boolean;
}

export interface DemoAggregatorDefinition {
  key: string;
  name: string;
  hostname: string;
  url: string;
  shippingCostModel: ShippingCostModel;
  scrapeFrequency: ScrapeFrequency;
  scrapingEnabled: boolean;
  crawlerKind: CrawlerKind;
  /** Path of a product offers page (the only valid kind of aggregator URL). */
  offersPagePathPattern: string;
  /** A search overview URL (several products) that the URL rules must reject. */
  searchOverviewExampleUrl: string;
  /** Selectors of the offers table (scrape-exception shape); the page also has JSON-LD. */
  selectorConfig: SelectorConfig;
}

/** Product fields in the shape of the product commands (money in EUR, Germany's prices). */
export interface DemoProductFields {
  name: string;
  brand: string;
  gtin: string;
  mpn: string;
  sku: string;
  variant: string | null;
  bundleSize: number;
  quantityUnit: 'PIECES';
  totalQuantity: number;
  weight: number;
  weightUnit: 'GRAMS';
  purchasePrice: number;
  pricing: { de: { salesPrice: number; vatRate: number; inStock: boolean; deliveryTime: string } };
  tradeGood: boolean;
}

export interface DemoCompetitorUrl {
  type: OfferType;
  storeHostname: string;
  url: string;
}

export interface DemoAggregatorUrl {
  aggregatorHostname: string;
  url: string;
}

export interface DemoAssortmentProduct {
  fields: DemoProductFields;
  /** Category breadcrumb from the top (spec §3), e.g. ["Camping", "Zelte"]. */
  categoryPath: readonly string[];
  description: string;
  competitorUrls: readonly DemoCompetitorUrl[];
  aggregatorUrls: readonly DemoAggregatorUrl[];
}

/** A scrape exception in the shape of the API's create body (spec §3). */
export interface DemoScrapeException {
  code: string;
  scope: { hostname: string; pathPattern: string | null };
  instructions: SelectorConfig['instructions'];
  settings: SelectorConfig['settings'];
}

export interface DemoAssortment {
  companyName: string;
  stores: readonly DemoStoreDefinition[];
  aggregators: readonly DemoAggregatorDefinition[];
  products: readonly DemoAssortmentProduct[];
  /** What the scraper needs for the sites without structured data (or with a table to read). */
  scrapeExceptions: readonly DemoScrapeException[];
}

/**
 * The demo shop with plain HTML pages gets its selectors for its product pages (`/artikel/….html`);
 * the comparison site its offers-table selectors for its offers pages.
 */
/** A path regex as people write it in the scope field (RegExp.source escapes the slashes). */
const patternText = (pattern: RegExp) => pattern.source.replaceAll('\\/', '/');

function demoScrapeExceptions(): DemoScrapeException[] {
  const exceptions: DemoScrapeException[] = [];
  for (const shop of DEMO_SHOPS) {
    if (!shop.selectors || shop.style !== 'selector') continue;
    exceptions.push({ code: `${shop.key}-plain-html`, scope: { hostname: shop.hostname, pathPattern: patternText(SELECTOR_SHOP_PRODUCT_PATH_PATTERN) }, ...shop.selectors });
  }
  const site = DEMO_COMPARISON_SITE;
  exceptions.push({ code: `${site.key}-offer-table`, scope: { hostname: site.hostname, pathPattern: patternText(COMPARISON_OFFERS_PATH_PATTERN) }, ...site.selectors });
  return exceptions;
}

export function demoAssortment(): DemoAssortment {
  const stores = DEMO_SHOPS.map((shop): DemoStoreDefinition => ({
    key: shop.key,
    name: shop.name,
    hostname: shop.hostname,
    url: siteUrl(shop.hostname),
    shippingCostModel: shop.shipping.model,
    shippingCosts: { cost: euros(shop.shipping.costCents), freeFrom: shop.shipping.freeFromCents === null ? null : euros(shop.shipping.freeFromCents) },
    scrapeFrequency: shop.scrapeFrequency,
    scrapingEnabled: true,
    crawlerKind: shop.crawlerKind,
    pageStyle: shop.style,
    selectorConfig: shop.selectors,
    requiresBrowserHeaders: shop.botWall,
  }));
  const site = DEMO_COMPARISON_SITE;
  const aggregators: DemoAggregatorDefinition[] = [
    {
      key: site.key,
      name: site.name,
      hostname: site.hostname,
      url: siteUrl(site.hostname),
      shippingCostModel: site.shippingCostModel,
      scrapeFrequency: site.scrapeFrequency,
      scrapingEnabled: true,
      crawlerKind: site.crawlerKind,
      offersPagePathPattern: COMPARISON_OFFERS_PATH_PATTERN.source,
      searchOverviewExampleUrl: comparisonSearchUrl('zelt'),
      selectorConfig: site.selectors,
    },
  ];
  const products = DEMO_PRODUCTS.map((product): DemoAssortmentProduct => ({
    fields: {
      name: product.name,
      brand: product.brand,
      gtin: product.gtin,
      mpn: product.mpn,
      sku: product.sku,
      variant: product.variant,
      bundleSize: 1,
      quantityUnit: 'PIECES',
      totalQuantity: 1,
      weight: product.weightGrams,
      weightUnit: 'GRAMS',
      purchasePrice: euros(product.purchaseCents),
      pricing: { de: { salesPrice: euros(product.salesCents), vatRate: 19, inStock: true, deliveryTime: '1–3 Werktage' } },
      tradeGood: true,
    },
    categoryPath: categoryOf(product).path,
    description: product.description,
    competitorUrls: DEMO_SHOPS.filter((shop) => sellerLists(shop.key, product)).map((shop) => ({
      type: 'COMPETITOR_OFFER',
      storeHostname: shop.hostname,
      url: productUrl(shop, product),
    })),
    aggregatorUrls: [{ aggregatorHostname: site.hostname, url: comparisonOffersUrl(product) }],
  }));
  return { companyName: DEMO_COMPANY_NAME, stores, aggregators, products, scrapeExceptions: demoScrapeExceptions() };
}
