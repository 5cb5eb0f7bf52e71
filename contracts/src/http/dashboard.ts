/**
 * The dashboard (spec §1 /dashboard): the company's position at a glance for one country.
 * GET /company/{companyId}/dashboard?country=&withShipping=
 */
import { z } from 'zod';
import { countrySchema, DEFAULT_COUNTRY } from '../enums.ts';
import { metricSchema } from '../pricing/pricingSettings.ts';
import { pricePositionSchema } from './priceAnalysis.ts';

export const dashboardQuerySchema = z.strictObject({
  country: countrySchema.default(DEFAULT_COUNTRY),
  withShipping: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  minPosition: z.string().optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardSchema = z.object({
  country: countrySchema,
  withShipping: z.boolean(),
  /** Today (UTC) and the day before, as `YYYY-MM-DD`. */
  today: z.string(),
  position: z.object({
    /** Products with an own price and compared offers (the base of the shares). */
    compared: z.number().int(),
    cheapest: z.number().int(),
    withinTolerance: z.number().int(),
    moreExpensive: z.number().int(),
    noOffers: z.number().int(),
    noOwnPrice: z.number().int(),
    /** The company's tolerance for "within" (Settings › Price analysis): not the cheapest, but at most this many percent above. */
    tolerancePercent: z.number(),
  }),
  topMetric: z.object({
    metric: metricSchema,
    /** Mean over the products with a value (null: none has one). */
    value: z.number().nullable(),
    productCount: z.number().int(),
    greenThreshold: z.number(),
    yellowThreshold: z.number(),
  }),
  proposals: z.object({
    pending: z.number().int(),
    lastRun: z
      .object({ runId: z.string(), status: z.string(), requestedAt: z.string(), finishedAt: z.string().nullable(), proposals: z.number().int() })
      .nullable(),
  }),
  changes: z.object({
    /** The day the figures are of (today), compared with each URL's observation before. */
    day: z.string(),
    priceUp: z.number().int(),
    priceDown: z.number().int(),
    outOfStock: z.number().int(),
    undercuts: z.number().int(),
  }),
  scrapeHealth: z.object({
    /** Scrape records since this time (the last 24 hours). */
    since: z.string(),
    total: z.number().int(),
    ok: z.number().int(),
    errors: z.number().int(),
  }),
  favorites: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.string(),
      currency: z.string(),
      position: pricePositionSchema.nullable(),
      ownPrice: z.number().nullable(),
      cheapestPrice: z.number().nullable(),
      deviationPercent: z.number().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
