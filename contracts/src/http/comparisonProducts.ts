/**
 * GET /company/{companyId}/products/{productId}/urls/{urlId}: a comparison product — one
 * competitor URL of a lead product with what was scraped from it and its price history.
 */
import { z } from 'zod';
import { availabilitySchema, offerTypeSchema, pageStatusSchema, PLAUSIBILITY, scrapedOfferSchema } from '../scraping.ts';
import { MATCH_RESULTS, type DiscoveryRequestType, type MatchResult } from './discovery.ts';
import { SOURCE_KINDS } from './sources.ts';

/** Spec §9 date filters: last 2, 7 and 30 days, all time. */
export const PRICE_HISTORY_RANGES = ['2d', '7d', '30d', 'all'] as const;
export const priceHistoryRangeSchema = z.enum(PRICE_HISTORY_RANGES);
export type PriceHistoryRange = z.infer<typeof priceHistoryRangeSchema>;

export const comparisonProductQuerySchema = z.strictObject({
  range: priceHistoryRangeSchema.default('30d'),
  minPosition: z.string().optional(),
});

const observedOffer = scrapedOfferSchema.extend({ observedAt: z.string() });

export const priceHistoryPointSchema = z.object({
  at: z.string(),
  price: z.string().nullable(),
  shippingCost: z.string().nullable(),
  availability: availabilitySchema.nullable(),
  flagged: z.boolean(),
});
export type PriceHistoryPoint = z.infer<typeof priceHistoryPointSchema>;

export const comparisonProductSchema = z.object({
  leadProduct: z.object({ id: z.string(), name: z.string(), sku: z.string(), brand: z.string().nullable(), gtin: z.string().nullable(), status: z.string() }),
  url: z.object({ urlId: z.string(), url: z.string(), sourceId: z.string(), offerType: offerTypeSchema, addedAt: z.string() }),
  /** Null when the source is no longer known. */
  source: z.object({ id: z.string(), name: z.string(), kind: z.enum(SOURCE_KINDS), hostname: z.string() }).nullable(),
  /** The accepted (or confirmed) offer: the current price. */
  current: observedOffer.extend({ confirmed: z.boolean() }).nullable(),
  /** A flagged observation waiting for the next scrape to confirm it. */
  pending: observedOffer.extend({ flagReason: z.string().nullable() }).nullable(),
  /** The last observation, whatever its page said; `offer` is what was extracted then. */
  lastObservation: z
    .object({
      observedAt: z.string(),
      pageStatus: pageStatusSchema,
      plausibility: z.enum(PLAUSIBILITY),
      flagReason: z.string().nullable(),
      jobId: z.string(),
      offer: scrapedOfferSchema.nullable(),
    })
    .nullable(),
  /** This URL's observed prices in the requested range, oldest first. */
  priceHistory: z.array(priceHistoryPointSchema),
  /** Set when the URL is a comparison product (a similar product chosen in discovery, issue 17 item 7), not an offer of the product. */
  comparison: z.object({ name: z.string(), matchResult: z.enum(MATCH_RESULTS), probability: z.number().min(0).max(1) }).nullable().optional(),
});
export type ComparisonProduct = z.infer<typeof comparisonProductSchema>;

/**
 * GET /company/{companyId}/products/{productId}/comparison-products: the lead product's comparison
 * products (issue 17 item 7) — similar products at connected sources, monitored beside its offers.
 */
export const comparisonProductListItemSchema = z.object({
  /** The comparison product's id: the id of its monitored URL. */
  urlId: z.string(),
  url: z.string(),
  name: z.string(),
  source: z.object({ id: z.string(), name: z.string(), kind: z.enum(SOURCE_KINDS) }).nullable(),
  matchResult: z.enum(MATCH_RESULTS),
  /** 0–1, the matcher's probability of the same product when it was chosen. */
  probability: z.number().min(0).max(1),
  /** The current (accepted or confirmed) offer; null until its first scrape. */
  current: observedOffer.nullable(),
  addedAt: z.string(),
});
export type ComparisonProductListItem = z.infer<typeof comparisonProductListItemSchema>;
export const comparisonProductListSchema = z.object({ items: z.array(comparisonProductListItemSchema) });
export type ComparisonProductList = z.infer<typeof comparisonProductListSchema>;

/**
 * What an accepted discovery candidate becomes (issue 17 item 7): a comparison product of the lead
 * product when the request looked for one, or when the matcher rated the page a similar product
 * (same line, another size or model) — a person accepting it keeps it in sight, but it is no offer
 * of the product itself. Otherwise (SAME, EVAL_DEFERRED) a competitor URL of the product. Here, in
 * the browser-safe contracts, so that the command and the discovery screen apply one rule.
 */
export function acceptedAs(requestType: DiscoveryRequestType, candidate: { matchResult: MatchResult }): 'COMPETITOR_URL' | 'COMPARISON_PRODUCT' {
  return requestType === 'NEW_COMPARISON_PRODUCT' || candidate.matchResult === 'SIMILAR' ? 'COMPARISON_PRODUCT' : 'COMPETITOR_URL';
}
