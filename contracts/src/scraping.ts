/** Scraping vocabulary shared by the scraper, the projections and the web app (spec §3, §4, §8). */
import { z } from 'zod';

export const SCRAPE_JOB_TYPES = ['PRODUCT_PAGE', 'AGGREGATOR_PRICE_TABLE', 'DISCOVERY_SEARCH'] as const;
export const scrapeJobTypeSchema = z.enum(SCRAPE_JOB_TYPES);
export type ScrapeJobType = z.infer<typeof scrapeJobTypeSchema>;

export const SCRAPE_JOB_STATUSES = ['CREATED', 'FETCHED_FOR_EXECUTION', 'COMPLETED', 'FAILED', 'TIMED_OUT'] as const;
export const scrapeJobStatusSchema = z.enum(SCRAPE_JOB_STATUSES);
export type ScrapeJobStatus = z.infer<typeof scrapeJobStatusSchema>;

export const JOB_RESULT_KINDS = ['SUCCESS', 'ERROR', 'INFO', 'NOTE'] as const;
export const jobResultKindSchema = z.enum(JOB_RESULT_KINDS);
export type JobResultKind = z.infer<typeof jobResultKindSchema>;

export const CRAWLER_KINDS = ['crawlee-basic-crawler', 'crawlee-cheerio-crawler', 'crawlee-playwright-crawler', 'scrapeops', 'trawler'] as const;
export const crawlerKindSchema = z.enum(CRAWLER_KINDS);
export type CrawlerKind = z.infer<typeof crawlerKindSchema>;

/** Page status labels of spec §8 (OK when the page gave a clean offer). */
export const PAGE_STATUSES = [
  'OK',
  'REDIRECT_301',
  'REDIRECT_302',
  'REDIRECT_307',
  'ACCESS_DENIED_403',
  'NOT_FOUND_404',
  'GONE_410',
  'SERVER_ERROR_500',
  'OFFER_EXPIRED',
  'PRICE_TABLE_MISSING',
  'PRODUCT_NOT_FOUND',
  'REDIRECT_TO_CATEGORY',
  'USED_OFFER',
  /** "Unfortunately we could not scrape clean data for this product." */
  'NO_CLEAN_DATA',
] as const;
export const pageStatusSchema = z.enum(PAGE_STATUSES);
export type PageStatus = z.infer<typeof pageStatusSchema>;

/** schema.org ItemAvailability names. */
export const AVAILABILITIES = [
  'InStock',
  'OutOfStock',
  'LimitedAvailability',
  'PreOrder',
  'PreSale',
  'BackOrder',
  'SoldOut',
  'Discontinued',
  'InStoreOnly',
  'OnlineOnly',
] as const;
export const availabilitySchema = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof availabilitySchema>;

/** schema.org OfferItemCondition names (USED_OFFER covers every one but NewCondition). */
export const ITEM_CONDITIONS = ['NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition'] as const;
export const itemConditionSchema = z.enum(ITEM_CONDITIONS);
export type ItemCondition = z.infer<typeof itemConditionSchema>;

export const SHIPPING_COST_MODELS = [
  'ALWAYS_FREE',
  'COST_ONLY_ON_CHECKOUT',
  'COST_ON_PRODUCT_PAGE',
  'COST_VALUE_TABLE',
  'COST_VALUE_TABLE_AND_OPTIONAL_SURCHARGE',
  'SHIPPING_COST_NOT_SUPPORTED',
] as const;
export const shippingCostModelSchema = z.enum(SHIPPING_COST_MODELS);
export type ShippingCostModel = z.infer<typeof shippingCostModelSchema>;

export const SCRAPE_FREQUENCIES = ['DAILY', 'TWICE_A_MONTH', 'WEEKLY', 'MONTHLY', 'NEVER'] as const;
export const scrapeFrequencySchema = z.enum(SCRAPE_FREQUENCIES);
export type ScrapeFrequency = z.infer<typeof scrapeFrequencySchema>;

export const OFFER_TYPES = ['COMPETITOR_OFFER', 'OWN_OFFER', 'OWN_LEAD_OFFER'] as const;
export const offerTypeSchema = z.enum(OFFER_TYPES);
export type OfferType = z.infer<typeof offerTypeSchema>;

export const SCRAPE_TRIGGERS = ['SCHEDULE', 'SCRAPE_NOW', 'NEW_URL'] as const;
export const scrapeTriggerSchema = z.enum(SCRAPE_TRIGGERS);

/**
 * What a line of a scrape job's log says, as a stable code: the web turns code and params into a
 * sentence of the user's language. Extraction remarks are the codes from WAIT_SELECTOR_TIMEOUT on.
 */
export const SCRAPE_LOG_CODES = [
  // The worker's steps and outcome.
  'EXCEPTION_APPLIED',
  'WAIT_SELECTOR_PLAYWRIGHT_ONLY',
  'FETCHING',
  'FETCHING_THROUGH_PROXY',
  'HTTP_RESULT',
  'HTTP_RESULT_REDIRECTED',
  'SHOP_WIDE_OUT_OF_STOCK',
  'PRICE_FLAGGED',
  'PAGE_OK',
  'PAGE_NO_CLEAN_DATA',
  'PAGE_STATUS',
  'IMAGE_NOT_HASHED',
  // Why a trial failed.
  'FETCH_TIMEOUT',
  'TOO_MANY_REDIRECTS',
  'SOURCE_UNKNOWN',
  'URL_INVALID',
  'PROTOCOL_NOT_ALLOWED',
  'HOST_NOT_OF_SOURCE',
  'PRIVATE_ADDRESS',
  'PRIVATE_ADDRESS_RESOLVED',
  'HOST_UNRESOLVED',
  'PROXY_INVALID',
  'PROXY_PRIVATE_ADDRESS',
  'PROXY_UNRESOLVED',
  'FETCH_FAILED',
  // Remarks of fetching and extraction about the page.
  'WAIT_SELECTOR_TIMEOUT',
  'PAGE_TRUNCATED',
  'EXTRACTION_TRUNCATED',
  'SELECTOR_INVALID',
  'SELECTOR_HIDDEN_ONLY',
  'SELECTOR_PLACEHOLDER',
  'SELECTOR_REGEX_NO_MATCH',
  'SELECTOR_NO_MATCH',
  'SELECTOR_NOT_A_PRICE',
  'SELECTOR_AVAILABILITY_UNKNOWN',
  'JSONLD_INVALID_BLOCKS',
  'SEVERAL_PRODUCTS_TOOK_URL_MATCH',
  'SEVERAL_PRODUCTS_TOOK_FIRST_PRICED',
  'SEVERAL_PRODUCTS_TOOK_FIRST',
  'OFFER_OF_URL_VARIANT',
  'OFFERS_TOOK_LOWEST_NEW_IN_STOCK',
  'OFFERS_TOOK_LOWEST_NEW_STOCK_UNKNOWN',
  'OFFERS_TOOK_LOWEST_NEW_NONE_IN_STOCK',
  'OFFERS_TOOK_LOWEST_ANY_CONDITION',
  'PRICE_TABLE_ROW_SELECTOR_INVALID',
  'PRICE_TABLE_NO_ROWS',
  'PRICE_TABLE_BOT_WALL',
  'PRICE_TABLE_SEARCH_OVERVIEW',
  'PRICE_TABLE_NOT_FOUND',
] as const;
export const scrapeLogCodeSchema = z.enum(SCRAPE_LOG_CODES);
export type ScrapeLogCode = z.infer<typeof scrapeLogCodeSchema>;

/** The values a log line's sentence is made of (prices as decimal strings, counts as numbers). */
export const scrapeLogParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ScrapeLogParams = z.infer<typeof scrapeLogParamsSchema>;

/**
 * One line of a scrape job's log. `message` is the English text (CLI tools, service logs, and the
 * only text of lines written before codes existed, which is why `code` and `params` are optional).
 */
export const scrapeLogEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['SUCCESS', 'ERROR', 'INFO', 'NOTE']),
  message: z.string(),
  code: scrapeLogCodeSchema.optional(),
  params: scrapeLogParamsSchema.optional(),
});
export type ScrapeLogEntry = z.infer<typeof scrapeLogEntrySchema>;

/** What one fetch of a product page or price table yielded (prices as decimal strings). */
export const scrapedOfferSchema = z.object({
  price: z.string().nullable(),
  currency: z.string().nullable(),
  regularPrice: z.string().nullable().optional(),
  shippingCost: z.string().nullable().optional(),
  availability: availabilitySchema.nullable().optional(),
  deliveryTime: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  brand: z.string().nullable().optional(),
  gtin: z.string().nullable().optional(),
  mpn: z.string().nullable().optional(),
  sku: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  /** Issue 17: the 64-bit dHash (16 hex digits) of `image`, for discovery's image matching; absent when it was not hashed (older events, no image, not loaded). */
  imageHash: z.string().regex(/^[0-9a-f]{16}$/).nullable().optional(),
  condition: z.string().nullable().optional(),
  /** For price-table rows: the shop that offers it. */
  shopName: z.string().nullable().optional(),
  /**
   * Issue 16: the extraction method each field came from (field → selectors, json-ld, microdata,
   * rdfa, meta or visible) and how sure extraction is of it (field → 0–1). Absent on offers
   * recorded before; a price below LOW_CONFIDENCE_BOUND is flagged LOW_CONFIDENCE, not used.
   */
  sources: z.record(z.string(), z.string().max(20)).optional(),
  confidence: z.record(z.string(), z.number().min(0).max(1)).optional(),
});

/** Below this confidence an extracted price is flagged (LOW_CONFIDENCE) instead of used. */
export const LOW_CONFIDENCE_BOUND = 0.5;
export type ScrapedOffer = z.infer<typeof scrapedOfferSchema>;

export const PLAUSIBILITY = ['ACCEPTED', 'FLAGGED', 'CONFIRMED'] as const;

/** What a scrape job is about: the product's URL, its source, the kind of job and crawler, and why it runs. */
export const scrapeJobTargetSchema = z.object({
  productId: z.string(),
  urlId: z.string(),
  url: z.string(),
  sourceId: z.string(),
  jobType: scrapeJobTypeSchema,
  trigger: scrapeTriggerSchema,
  crawler: crawlerKindSchema,
});
