/**
 * Price analysis (spec §1, §2 /price-analysis): where the company's own price stands against the
 * cheapest current competitor offer, per product and country, with or without shipping.
 * Amounts are in the country's currency, major units (e.g. 249.9 for 249,90 €).
 */
import { z } from 'zod';
import { countrySchema, DEFAULT_COUNTRY, type Country, type Currency } from '../enums.ts';
import { availabilitySchema, offerTypeSchema, pageStatusSchema } from '../scraping.ts';
import { MATCH_RESULTS } from './discovery.ts';

/** The currency own prices of a country are in; competitor offers in another currency are not compared. */
export const COUNTRY_CURRENCY: Record<Country, Currency> = {
  de: 'EUR', es: 'EUR', fr: 'EUR', it: 'EUR', nl: 'EUR', at: 'EUR', be: 'EUR', lu: 'EUR',
  pl: 'PLN', gb: 'GBP', us: 'USD', ch: 'CHF',
};

/** Sort fields of the list. `position` is the own price's rank among the competitor offers. */
export const PRICE_ANALYSIS_SORTS = ['deviationPercent', 'deviationAbsolute', 'cheapestPrice', 'ownPrice', 'offerCount', 'position', 'nameLocal', 'brand', 'sku', 'lastObservedAt'] as const;
export type PriceAnalysisSort = (typeof PRICE_ANALYSIS_SORTS)[number];

/**
 * Where the own price stands: cheapest (no current competitor offer below it), not cheapest,
 * no current competitor offers, or no own price to compare.
 */
export const PRICE_POSITIONS = ['cheapest', 'not-cheapest', 'no-offers', 'no-own-price'] as const;
export const pricePositionSchema = z.enum(PRICE_POSITIONS);
export type PricePosition = z.infer<typeof pricePositionSchema>;

/**
 * The list's position filter: a position, or "not cheapest" split by the company's tolerance as
 * the dashboard splits it — within the tolerance of the cheapest offer, or more expensive.
 */
export const PRICE_POSITION_FILTERS = [...PRICE_POSITIONS, 'within-tolerance', 'more-expensive'] as const;
export type PricePositionFilter = (typeof PRICE_POSITION_FILTERS)[number];

/** Spec §9: 20 rows for SKU tables. The default order puts the largest overpricing first. */
export const DEFAULT_PRICE_ANALYSIS_PAGE_SIZE = 20;
export const DEFAULT_PRICE_ANALYSIS_SORT: PriceAnalysisSort = 'deviationPercent';

const csv = z
  .string()
  .max(4_000)
  .transform((value) => [...new Set(value.split(',').map((part) => part.trim()).filter(Boolean))])
  .refine((list) => list.length <= 100, { message: 'At most 100 values' });
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /company/{companyId}/price-analysis */
export const priceAnalysisQuerySchema = z.strictObject({
  country: countrySchema.default(DEFAULT_COUNTRY),
  withShipping: booleanParam.default(true),
  sort: z.enum(PRICE_ANALYSIS_SORTS).default(DEFAULT_PRICE_ANALYSIS_SORT),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(DEFAULT_PRICE_ANALYSIS_PAGE_SIZE),
  searchText: z.string().trim().max(200).optional(),
  brands: csv.optional(),
  /** Categories including their subcategories. */
  productCategoryIds: csv.optional(),
  /** Products with a competitor URL at one of these stores or aggregators (source ids). */
  stores: csv.optional(),
  position: z.enum(PRICE_POSITION_FILTERS).optional(),
  minPosition: z.string().optional(),
});
export type PriceAnalysisQuery = z.infer<typeof priceAnalysisQuerySchema>;

/** GET /company/{companyId}/price-analysis/{productId} */
export const priceAnalysisDetailQuerySchema = priceAnalysisQuerySchema.pick({ country: true, withShipping: true, minPosition: true });

const money = z.number();
const count = z.number().int().min(0);

export const ownPriceSchema = z.object({
  price: money,
  shippingCost: money.nullable(),
  /** Price plus shipping when the analysis includes shipping, else the price. */
  total: money,
  /** The country's gross sales price, or — without one — the scraped own shop offer. */
  source: z.enum(['SALES_PRICE', 'OWN_OFFER']),
});
export type OwnPrice = z.infer<typeof ownPriceSchema>;

export const cheapestCompetitorSchema = z.object({
  urlId: z.string(),
  sourceId: z.string(),
  sourceName: z.string().nullable(),
  /** The shop behind a comparison site's offer. */
  shopName: z.string().nullable(),
  price: money,
  shippingCost: money.nullable(),
  total: money,
});
export type CheapestCompetitor = z.infer<typeof cheapestCompetitorSchema>;

export const priceAnalysisRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  sku: z.string(),
  gtin: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categoryId: z.string().nullable(),
  country: countrySchema,
  currency: z.string(),
  ownPrice: ownPriceSchema.nullable(),
  /** Current, plausible, in-stock competitor offers. */
  offerCount: count,
  outOfStockCount: count,
  /** Offers whose last price awaits confirmation. */
  flaggedCount: count,
  /** Offers whose last page had no clean offer (404, expired, …). */
  errorCount: count,
  /** Offers not compared because their price is older than the company's stale age. */
  staleCount: count,
  /** Competitor URLs monitored. */
  urlCount: count,
  cheapest: cheapestCompetitorSchema.nullable(),
  /** Own total minus the cheapest competitor's total: positive when more expensive. */
  deviation: z.object({ absolute: money, percent: z.number().nullable() }).nullable(),
  position: pricePositionSchema,
  /** 1 + the number of competitor offers below the own price; null without both. */
  rank: z.number().int().min(1).nullable(),
  lastObservedAt: z.string().nullable(),
});
export type PriceAnalysisRow = z.infer<typeof priceAnalysisRowSchema>;

export const priceAnalysisPageSchema = z.object({
  items: z.array(priceAnalysisRowSchema),
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PriceAnalysisPage = z.infer<typeof priceAnalysisPageSchema>;

/** How an offer counts: current, flagged as implausible (reason), out of stock, page error, never scraped. */
/** 'stale': a price observed longer ago than the company's stale age (Settings › Price analysis); shown, not compared. */
export const OFFER_STATUSES = ['current', 'flagged', 'out-of-stock', 'error', 'not-scraped', 'stale'] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

export const analysedOfferSchema = z.object({
  urlId: z.string(),
  url: z.string(),
  sourceId: z.string(),
  sourceName: z.string().nullable(),
  sourceKind: z.enum(['STORE', 'AGGREGATOR']),
  offerType: offerTypeSchema,
  shopName: z.string().nullable(),
  /** The current (accepted or confirmed) price; a flagged one is in `flaggedPrice`. */
  price: money.nullable(),
  shippingCost: money.nullable(),
  total: money.nullable(),
  currency: z.string().nullable(),
  availability: availabilitySchema.nullable(),
  /** When the current price was observed. */
  observedAt: z.string().nullable(),
  lastObservedAt: z.string().nullable(),
  pageStatus: pageStatusSchema.nullable(),
  status: offerStatusSchema,
  flagReason: z.string().nullable(),
  flaggedPrice: money.nullable(),
  /** Counted in the comparison: a current, in-stock competitor offer in the country's currency. */
  compared: z.boolean(),
  cheapest: z.boolean(),
  /** Set for a comparison product (a similar product, issue 17 item 7): shown apart; compared only when the company mixes them in. */
  comparison: z.object({ name: z.string(), matchResult: z.enum(MATCH_RESULTS), probability: z.number().min(0).max(1) }).optional(),
});
export type AnalysedOffer = z.infer<typeof analysedOfferSchema>;

export const ownPricePointSchema = z.object({ at: z.string(), price: money.nullable(), shippingCost: money.nullable() });
export type OwnPricePoint = z.infer<typeof ownPricePointSchema>;

export const priceAnalysisDetailSchema = z.object({
  product: priceAnalysisRowSchema.extend({ status: z.enum(['active', 'archived']) }),
  offers: z.array(analysedOfferSchema),
  /** Settings › Price analysis: comparison products count as competitors (absent: off). */
  includesComparisonProducts: z.boolean().optional(),
  /** The own price of the country over time (for the price development chart). */
  ownPriceHistory: z.array(ownPricePointSchema),
});
export type PriceAnalysisDetail = z.infer<typeof priceAnalysisDetailSchema>;

/** GET /company/{companyId}/products/{productId}/price-history?range= (PRICE_HISTORY_RANGES): observations per URL (prices as scraped). */
export const priceHistorySeriesSchema = z.object({
  urlId: z.string(),
  sourceId: z.string(),
  points: z.array(z.object({
    at: z.string(),
    price: z.string().nullable(),
    shippingCost: z.string().nullable(),
    availability: availabilitySchema.nullable(),
    flagged: z.boolean(),
  })),
});
export const priceHistorySchema = z.array(priceHistorySeriesSchema);
export type PriceHistorySeries = z.infer<typeof priceHistorySeriesSchema>;
