/**
 * Insights (spec §1, §2 /insights/*): price deviations per competitor shop, the brand price
 * index, out of stock and URLs to check. Amounts are integer cents of the country's currency;
 * percentages are numbers with two decimals (12.5 = 12.5 %). Formulas: docs/insights.md.
 */
import { z } from 'zod';
import { countrySchema, DEFAULT_COUNTRY } from '../enums.ts';
import { pageStatusSchema } from '../scraping.ts';
import { priceHistoryRangeSchema } from './comparisonProducts.ts';

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');
const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** The period of spec §9: last 2, 7, 30 days or all time. */
export const insightsRangeSchema = priceHistoryRangeSchema;
export type InsightsRange = z.infer<typeof insightsRangeSchema>;

export const insightsQuerySchema = z.strictObject({
  country: countrySchema.default(DEFAULT_COUNTRY),
  withShipping: booleanParam.default(true),
  range: insightsRangeSchema.default('30d'),
  minPosition: z.string().optional(),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** How a set of competitor prices compares with the own prices (one shop, one brand, …). */
export const deviationFiguresSchema = z.object({
  /** Products the shop and the company both sell with a comparable price. */
  products: z.number().int(),
  /** The shop is cheaper than the own price / more expensive / the same. */
  cheaper: z.number().int(),
  moreExpensive: z.number().int(),
  equal: z.number().int(),
  /** Competitor total minus own total in percent of the own total: negative = the shop is cheaper. */
  medianPercent: z.number().nullable(),
  averagePercent: z.number().nullable(),
  medianCents: z.number().int().nullable(),
  averageCents: z.number().int().nullable(),
});
export type DeviationFigures = z.infer<typeof deviationFiguresSchema>;

export const deviationTrendPointSchema = z.object({
  day: z.string(),
  products: z.number().int(),
  cheaper: z.number().int(),
  moreExpensive: z.number().int(),
  averagePercent: z.number().nullable(),
});
export type DeviationTrendPoint = z.infer<typeof deviationTrendPointSchema>;

export const shopDeviationSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  figures: deviationFiguresSchema,
  trend: z.array(deviationTrendPointSchema),
});
export type ShopDeviation = z.infer<typeof shopDeviationSchema>;

/** GET /company/{companyId}/insights/price-deviations */
export const priceDeviationsSchema = z.object({
  currency: z.string(),
  since: z.string().nullable(),
  overall: deviationFiguresSchema,
  shops: z.array(shopDeviationSchema),
});
export type PriceDeviations = z.infer<typeof priceDeviationsSchema>;

export const SHOP_DEVIATION_SORTS = ['deviationPercent', 'deviationAbsolute', 'name', 'sku', 'observedAt'] as const;
export type ShopDeviationSort = (typeof SHOP_DEVIATION_SORTS)[number];

export const shopDeviationQuerySchema = insightsQuerySchema.extend({
  sort: z.enum(SHOP_DEVIATION_SORTS).default('deviationPercent'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: pageParam,
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type ShopDeviationQuery = z.infer<typeof shopDeviationQuerySchema>;

/** One product both sell: the shop's latest comparable price against the own price. */
export const pairRowSchema = z.object({
  productId: z.string(),
  urlId: z.string(),
  storeId: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  sku: z.string(),
  ownCents: z.number().int(),
  competitorCents: z.number().int(),
  deviationCents: z.number().int(),
  deviationPercent: z.number().nullable(),
  observedAt: z.string(),
  eventId: z.string(),
});
export type PairRow = z.infer<typeof pairRowSchema>;

/** GET /company/{companyId}/insights/price-deviations/{storeId} */
export const shopDeviationPageSchema = z.object({
  currency: z.string(),
  shop: shopDeviationSchema,
  items: z.array(pairRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ShopDeviationPage = z.infer<typeof shopDeviationPageSchema>;

/** A price index: 100 = on par, above 100 = the own prices are higher. */
export const brandIndexSchema = z.object({
  brand: z.string(),
  products: z.number().int(),
  /** Products with at least one comparable competitor price. */
  covered: z.number().int(),
  coveragePercent: z.number(),
  indexCheapest: z.number().nullable(),
  indexAverage: z.number().nullable(),
});
export type BrandIndex = z.infer<typeof brandIndexSchema>;

/** GET /company/{companyId}/insights/brands */
export const brandInsightsSchema = z.object({
  overall: brandIndexSchema,
  brands: z.array(brandIndexSchema),
});
export type BrandInsights = z.infer<typeof brandInsightsSchema>;

export const brandProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  ownCents: z.number().int().nullable(),
  cheapestCents: z.number().int().nullable(),
  averageCents: z.number().int().nullable(),
  offers: z.number().int(),
  ratioCheapest: z.number().nullable(),
});
export type BrandProduct = z.infer<typeof brandProductSchema>;

/** A day of a brand's index: over the brand's products observed that day (their last observation of the day). */
export const brandTrendPointSchema = z.object({
  day: z.string(),
  /** Products with an own and a cheapest competitor price that day. */
  products: z.number().int(),
  indexCheapest: z.number().nullable(),
  indexAverage: z.number().nullable(),
});
export type BrandTrendPoint = z.infer<typeof brandTrendPointSchema>;

/** GET /company/{companyId}/insights/brands/{brand} */
export const brandDetailSchema = z.object({
  currency: z.string(),
  brand: brandIndexSchema,
  shops: z.array(z.object({ storeId: z.string(), name: z.string(), products: z.number().int(), index: z.number().nullable() })),
  /** The brand's index per day of the period, oldest first. */
  trend: z.array(brandTrendPointSchema),
  /** The brand's products by name, at most 500 (`productsTotal`: all of them). */
  products: z.array(brandProductSchema),
  productsTotal: z.number().int(),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

/** GET /company/{companyId}/insights/out-of-stock */
export const outOfStockSchema = z.object({
  competitor: z.array(
    z.object({ productId: z.string(), urlId: z.string(), storeId: z.string(), shopName: z.string(), name: z.string(), sku: z.string(), since: z.string().nullable(), url: z.string() }),
  ),
  competitorTotal: z.number().int(),
  own: z.array(z.object({ productId: z.string(), name: z.string(), sku: z.string(), brand: z.string().nullable() })),
  ownTotal: z.number().int(),
});
export type OutOfStock = z.infer<typeof outOfStockSchema>;

export const URL_CHECK_REASONS = ['no-data', 'page-error', 'flagged', 'stale'] as const;
export const urlCheckReasonSchema = z.enum(URL_CHECK_REASONS);
export type UrlCheckReason = z.infer<typeof urlCheckReasonSchema>;

export const checkUrlsQuerySchema = z.strictObject({
  reason: urlCheckReasonSchema.optional(),
  page: pageParam,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  minPosition: z.string().optional(),
});
export type CheckUrlsQuery = z.infer<typeof checkUrlsQuerySchema>;

export const urlCheckSchema = z.object({
  urlId: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  storeId: z.string(),
  shopName: z.string(),
  url: z.string(),
  reason: urlCheckReasonSchema,
  pageStatus: pageStatusSchema.nullable(),
  flagReason: z.string().nullable(),
  lastObservedAt: z.string().nullable(),
});
export type UrlCheck = z.infer<typeof urlCheckSchema>;

/** GET /company/{companyId}/insights/check-urls */
export const checkUrlsPageSchema = z.object({
  counts: z.object({ 'no-data': z.number().int(), 'page-error': z.number().int(), flagged: z.number().int(), stale: z.number().int() }),
  items: z.array(urlCheckSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CheckUrlsPage = z.infer<typeof checkUrlsPageSchema>;
