/**
 * Price development (spec §2 /insights/price-development): the market and the own price index
 * per day (docs/insights-price-development.md).
 * GET /company/{companyId}/price-development?country=&range=|month=&brand=&categoryId=&storeId=
 */
import { z } from 'zod';
import { countrySchema, DEFAULT_COUNTRY } from '../enums.ts';
import { EARLIEST_DAY } from './exports.ts';

/** Spec §9 date filters. */
export const PRICE_DEVELOPMENT_RANGES = ['2d', '7d', '30d', 'all'] as const;
export const priceDevelopmentRangeSchema = z.enum(PRICE_DEVELOPMENT_RANGES);
export type PriceDevelopmentRange = z.infer<typeof priceDevelopmentRangeSchema>;

/**
 * `YYYY-MM` with a real month, not before the first day the product has prices for (a month of
 * year 50 once made an answer of 700,000 days).
 */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM')
  .refine((month) => month >= EARLIEST_DAY.slice(0, 7), { message: `Not before ${EARLIEST_DAY.slice(0, 7)}` });

const id = z.string().min(1).max(200);
export const priceDevelopmentQuerySchema = z.strictObject({
  country: countrySchema.default(DEFAULT_COUNTRY),
  /** A calendar month (wins over `range`). */
  month: z.string().max(20).optional(),
  range: priceDevelopmentRangeSchema.default('30d'),
  brand: z.string().min(1).max(200).optional(),
  categoryId: id.optional(),
  storeId: id.optional(),
  minPosition: z.string().optional(),
});
export type PriceDevelopmentQuery = z.infer<typeof priceDevelopmentQuerySchema>;

export const priceDevelopmentPointSchema = z.object({
  day: z.string(),
  /** Market price index (base day = 100); null: no product compared that day. */
  marketIndex: z.number().nullable(),
  ownIndex: z.number().nullable(),
  /** Products in the day's market index. */
  products: z.number().int(),
});
export const priceDevelopmentSchema = z.object({
  country: countrySchema,
  from: z.string(),
  to: z.string(),
  /**
   * The company's first day with prices (YYYY-MM-DD, UTC; any product, filter and country — at
   * most today), null before any: the months worth picking are its month to the current one.
   */
  firstDay: z.string().nullable(),
  points: z.array(priceDevelopmentPointSchema),
  /** Filter choices: brands, categories and shops the company's products have. */
  brands: z.array(z.string()),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  stores: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PriceDevelopment = z.infer<typeof priceDevelopmentSchema>;
export type PriceDevelopmentPoint = z.infer<typeof priceDevelopmentPointSchema>;
