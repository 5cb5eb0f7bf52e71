/**
 * The demo competitor web: five shops, each with its own page technique and shipping rule, and
 * one price comparison site. Hostnames live under `.demo.test` (never resolvable on the
 * internet; the demo server reaches them by virtual hosting or as an HTTP proxy). Pure data.
 */
import type { CrawlerKind, ScrapeFrequency, ShippingCostModel } from '@pm/contracts';

/** How a shop's product page carries its offer. */
export type PageStyle =
  /** Shopify-like: JSON-LD Product with an Offer list, OpenGraph price meta. */
  | 'json-ld'
  /** WooCommerce-like: schema.org microdata in the markup. */
  | 'microdata'
  /** Plain HTML without structured data: needs the shop's configured selectors. */
  | 'selector'
  /** Single-page style: the price is fetched and rendered by an inline script after load. */
  | 'javascript'
  /** Shopware-like: JSON-LD `@graph` with strike price and shipping details, OpenGraph product meta. */
  | 'json-ld-graph';

export interface ShippingRule {
  model: ShippingCostModel;
  /** Shipping cost in euro cents below the free threshold. */
  costCents: number;
  /** Order value (cents) from which shipping is free, or null. */
  freeFromCents: number | null;
  /** Whether the product page states the shipping cost of this product. */
  shownOnProductPage: boolean;
}

/** A field rule: a CSS selector (text of the element) or a selector and the attribute to read. */
export type FieldRule = string | { selector: string; attribute: string };

/**
 * Selectors for pages without structured data, in the shape of a "scrape exception" (spec §3):
 * `instructions` (field → rule; `priceTable` for an aggregator's offer rows) and `settings`.
 */
export interface SelectorConfig {
  instructions: {
    name?: FieldRule;
    price?: FieldRule;
    /** Former price shown crossed out during a sale. */
    regularPrice?: FieldRule;
    availability?: FieldRule;
    deliveryTime?: FieldRule;
    brand?: FieldRule;
    gtin?: FieldRule;
    mpn?: FieldRule;
    sku?: FieldRule;
    image?: FieldRule;
    priceTable?: { row: string; shop: FieldRule; shopUrl: FieldRule; price: FieldRule; shipping: FieldRule; total: FieldRule; availability: FieldRule };
  };
  settings: { decimalSeparator: ',' | '.'; currency: string };
}

export interface DemoShop {
  key: string;
  name: string;
  hostname: string;
  style: PageStyle;
  /** What the shop imitates, for people reading the index page. */
  technique: string;
  /** General price level of the shop against the recommended price. */
  priceLevel: number;
  shipping: ShippingRule;
  deliveryTime: string;
  crawlerKind: CrawlerKind;
  scrapeFrequency: ScrapeFrequency;
  /** Answers 403 with a captcha page to requests without a browser-like User-Agent and Accept-Language. */
  botWall: boolean;
  selectors: SelectorConfig | null;
  accent: string;
}

export const DEMO_SHOPS: readonly DemoShop[] = [
  {
    key: 'bergsport-shop',
    name: 'Bergsport Shop',
    hostname: 'bergsport-shop.demo.test',
    style: 'json-ld',
    technique: 'Shopify-like shop, JSON-LD',
    priceLevel: 1.0,
    shipping: { model: 'COST_VALUE_TABLE', costCents: 495, freeFromCents: 5000, shownOnProductPage: false },
    deliveryTime: '1–3 Werktage',
    crawlerKind: 'crawlee-cheerio-crawler',
    scrapeFrequency: 'DAILY',
    botWall: false,
    selectors: null,
    accent: '#1f5f8b',
  },
  {
    key: 'outdoor-profi',
    name: 'Outdoor Profi',
    hostname: 'outdoor-profi.demo.test',
    style: 'microdata',
    technique: 'WooCommerce-like shop, microdata',
    priceLevel: 0.97,
    shipping: { model: 'COST_ON_PRODUCT_PAGE', costCents: 590, freeFromCents: null, shownOnProductPage: true },
    deliveryTime: '2–4 Werktage',
    crawlerKind: 'crawlee-cheerio-crawler',
    scrapeFrequency: 'DAILY',
    botWall: false,
    selectors: null,
    accent: '#7a3e9d',
  },
  {
    key: 'trailmarkt',
    name: 'Trailmarkt',
    hostname: 'trailmarkt.demo.test',
    style: 'selector',
    technique: 'plain HTML, configured selectors',
    priceLevel: 1.03,
    shipping: { model: 'ALWAYS_FREE', costCents: 0, freeFromCents: null, shownOnProductPage: false },
    deliveryTime: '3–5 Werktage',
    crawlerKind: 'crawlee-cheerio-crawler',
    scrapeFrequency: 'DAILY',
    botWall: false,
    selectors: {
      instructions: {
        name: 'h1.artikel-titel',
        price: '#preisbox .preis-aktuell',
        regularPrice: '#preisbox .preis-alt',
        availability: '#preisbox .lieferstatus',
        deliveryTime: '#preisbox .lieferzeit',
        brand: 'table.artikeldaten td.hersteller',
        gtin: 'table.artikeldaten td.ean',
        mpn: 'table.artikeldaten td.herstellernummer',
        sku: 'table.artikeldaten td.artikelnummer',
        image: { selector: '.artikelbild img', attribute: 'src' },
      },
      settings: { decimalSeparator: ',', currency: 'EUR' },
    },
    accent: '#5b7f2b',
  },
  {
    key: 'camp-und-co',
    name: 'Camp & Co',
    hostname: 'camp-und-co.demo.test',
    style: 'javascript',
    technique: 'single-page style, price rendered by JavaScript',
    priceLevel: 0.94,
    shipping: { model: 'COST_VALUE_TABLE', costCents: 395, freeFromCents: 2900, shownOnProductPage: false },
    deliveryTime: '1–2 Werktage',
    crawlerKind: 'crawlee-playwright-crawler',
    scrapeFrequency: 'DAILY',
    botWall: false,
    selectors: null,
    accent: '#c0562b',
  },
  {
    key: 'gipfelwelt',
    name: 'Gipfelwelt',
    hostname: 'gipfelwelt.demo.test',
    style: 'json-ld-graph',
    technique: 'Shopware-like shop, JSON-LD graph, bot wall',
    priceLevel: 0.99,
    shipping: { model: 'COST_ON_PRODUCT_PAGE', costCents: 490, freeFromCents: 7500, shownOnProductPage: true },
    deliveryTime: '2–3 Werktage',
    crawlerKind: 'crawlee-cheerio-crawler',
    scrapeFrequency: 'DAILY',
    botWall: true,
    selectors: null,
    accent: '#2d6a4f',
  },
];

/** A seller that appears only in the comparison site's offer tables (no pages of its own). */
export interface ComparisonSeller {
  key: string;
  name: string;
  priceLevel: number;
  shipping: ShippingRule;
  deliveryTime: string;
}

export interface DemoComparisonSite {
  key: string;
  name: string;
  hostname: string;
  technique: string;
  shippingCostModel: ShippingCostModel;
  crawlerKind: CrawlerKind;
  scrapeFrequency: ScrapeFrequency;
  /** Sellers listed besides the demo shops. */
  extraSellers: readonly ComparisonSeller[];
  /** Selectors of the offers table (the page also carries a JSON-LD AggregateOffer). */
  selectors: SelectorConfig;
  accent: string;
}

export const DEMO_COMPARISON_SITE: DemoComparisonSite = {
  key: 'preisfuchs',
  name: 'Preisfuchs',
  hostname: 'preisfuchs.demo.test',
  technique: 'price comparison: offers table and JSON-LD AggregateOffer',
  shippingCostModel: 'COST_ON_PRODUCT_PAGE',
  crawlerKind: 'crawlee-cheerio-crawler',
  scrapeFrequency: 'DAILY',
  extraSellers: [
    { key: 'alpinstore24', name: 'Alpinstore24', priceLevel: 0.96, shipping: { model: 'COST_VALUE_TABLE', costCents: 399, freeFromCents: 9900, shownOnProductPage: true }, deliveryTime: '2–5 Werktage' },
    { key: 'sportkaufhaus-meier', name: 'Sportkaufhaus Meier', priceLevel: 1.05, shipping: { model: 'COST_ON_PRODUCT_PAGE', costCents: 695, freeFromCents: null, shownOnProductPage: true }, deliveryTime: '1–2 Werktage' },
  ],
  selectors: {
    instructions: {
      priceTable: {
        row: 'table.offer-table tbody tr',
        shop: '.offer-shop',
        shopUrl: { selector: '.offer-shop a', attribute: 'href' },
        price: '.offer-price',
        shipping: '.offer-shipping',
        total: '.offer-total',
        availability: '.offer-availability',
      },
    },
    settings: { decimalSeparator: ',', currency: 'EUR' },
  },
  accent: '#e07a10',
};

export const DEMO_HOST_SUFFIX = '.demo.test';

export function isDemoHostname(hostname: string): boolean {
  return hostname.toLowerCase().endsWith(DEMO_HOST_SUFFIX);
}

export function shopByHostname(hostname: string): DemoShop | undefined {
  const host = hostname.toLowerCase();
  return DEMO_SHOPS.find((s) => s.hostname === host);
}

export function shopByKey(key: string): DemoShop {
  const shop = DEMO_SHOPS.find((s) => s.key === key);
  if (!shop) throw new Error(`No demo shop ${key}`);
  return shop;
}
