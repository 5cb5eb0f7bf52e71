/** What extraction produces from a product page, and the intermediate readings of each method. */
import { PRODUCT_FIELD_RULES, type Availability, type ItemCondition } from '@pm/contracts';
import type { ScrapeNote } from './notes.ts';

/** Where a field came from, most specific first (the order of preference). */
export const EXTRACTION_METHODS = ['selectors', 'json-ld', 'microdata', 'rdfa', 'meta', 'visible'] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

/** The fields of a product page; a scrape exception can name a rule for each (the same list). */
export const EXTRACTED_FIELDS = PRODUCT_FIELD_RULES;
export type ExtractedField = (typeof EXTRACTED_FIELDS)[number];

export interface ProductFields {
  name: string | null;
  brand: string | null;
  /** Digits only (8, 12, 13 or 14). */
  gtin: string | null;
  mpn: string | null;
  sku: string | null;
  /** Absolute URL. */
  image: string | null;
  /** Decimal string ("1299.00"). */
  price: string | null;
  /** ISO 4217. */
  currency: string | null;
  /** The regular/strike-through price when the page shows one. */
  regularPrice: string | null;
  /** Shipping cost when the page shows it ("0.00" for free shipping). */
  shippingCost: string | null;
  availability: Availability | null;
  deliveryTime: string | null;
  condition: ItemCondition | null;
}

/** One offer as read from structured data, meta tags or selectors. */
export interface OfferReading {
  price: string | null;
  currency: string | null;
  currencyText: string | null;
  regularPrice: string | null;
  shippingCost: string | null;
  availability: Availability | null;
  condition: ItemCondition | null;
  deliveryTime: string | null;
  /** Seller (aggregator offers). */
  sellerName: string | null;
  url: string | null;
  /** Identity of the variant this offer belongs to, when it differs from the product's. */
  variant: Partial<Pick<ProductFields, 'name' | 'sku' | 'gtin' | 'mpn' | 'image'>>;
}

/** One product (with its offers) as read by one method. */
export interface ProductReading {
  name: string | null;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  sku: string | null;
  image: string | null;
  url: string | null;
  offers: OfferReading[];
}

export interface PageSignals {
  /** The page's <title>. */
  title: string | null;
  /** Structured data says the page is a collection, item list or search result page. */
  listing: boolean;
  /** Number of product tiles (cards in a grid or list) on the page. */
  productTiles: number;
  /** A captcha, bot challenge or "access denied" page. */
  botWall: boolean;
  /** Texts like "nicht mehr verfügbar" / "no longer available" (looked for only when the page has no buyable priced offer). */
  expiredText: boolean;
  /** A page saying "not found" while answering 200 (soft 404). */
  notFoundText: boolean;
}

export interface ProductPageExtraction extends ProductFields {
  url: string;
  /** Some product data (structured data of a product, product meta tags or configured selectors) was found. */
  productFound: boolean;
  /** Number of offers with a price seen for the product (variants, sellers). */
  offerCount: number;
  /** The method each field came from ('visible': the visible-page fallback, visibleProduct.ts). */
  sources: Partial<Record<ExtractedField, ExtractionMethod>>;
  /** How sure the extractor is of each field found (0–1); a price below LOW_CONFIDENCE (0.5) should be flagged, not used. */
  confidence: Partial<Record<ExtractedField, number>>;
  /** Remarks: which offer was taken, what was ignored and why (`noteText` reads them in English). */
  notes: ScrapeNote[];
  signals: PageSignals;
}

export const emptyOffer = (): OfferReading => ({
  price: null,
  currency: null,
  currencyText: null,
  regularPrice: null,
  shippingCost: null,
  availability: null,
  condition: null,
  deliveryTime: null,
  sellerName: null,
  url: null,
  variant: {},
});

export const emptyProduct = (): ProductReading => ({
  name: null,
  brand: null,
  gtin: null,
  mpn: null,
  sku: null,
  image: null,
  url: null,
  offers: [],
});
