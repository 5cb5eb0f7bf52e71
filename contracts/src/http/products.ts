/** Product (assortment item, SKU) fields of spec §3 with the validation rules of spec §5. */
import { z } from 'zod';
import { countrySchema } from '../enums.ts';
import { isValidGtin } from '../validation/gtin.ts';

export const QUANTITY_UNITS = ['CENTIMETERS', 'CUBIC_METERS', 'GRAMS', 'KILOGRAMS', 'LITERS', 'METERS', 'MILLILITERS', 'MILLIMETERS', 'PIECES', 'SQUARE_METERS'] as const;
export const quantityUnitSchema = z.enum(QUANTITY_UNITS);
export const WEIGHT_UNITS = ['GRAMS', 'KILOGRAMS'] as const;
export const weightUnitSchema = z.enum(WEIGHT_UNITS);

const text = (max: number) => z.string().trim().min(1).max(max);
/** Money and prices: valid finite numbers ≥ 0 (spec §5: price and shipping ≥ 0). */
const money = z.number().finite().min(0);
const percent = z.number().finite().min(0).max(100);
const count = z.number().int().min(0);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2_000);

/** Prices and availability in one country. */
export const countryPricingSchema = z.strictObject({
  salesPrice: money.nullable().optional(),
  oldPrice: money.nullable().optional(),
  strikePrice: money.nullable().optional(),
  msrp: money.nullable().optional(),
  shippingPrice: money.nullable().optional(),
  precalculatedShippingCost: money.nullable().optional(),
  vatRate: percent.nullable().optional(),
  inStock: z.boolean().nullable().optional(),
  deliveryTime: z.string().trim().max(200).nullable().optional(),
});
export type CountryPricing = z.infer<typeof countryPricingSchema>;

export const productFieldsSchema = z.strictObject({
  // identity
  name: text(300),
  brand: z.string().trim().max(120).nullable().optional(),
  gtin: z.string().trim().refine(isValidGtin, { message: 'Invalid GTIN/EAN check digit' }).nullable().optional(),
  mpn: z.string().trim().max(120).nullable().optional(),
  asin: z.string().trim().regex(/^[A-Z0-9]{10}$/, 'An ASIN has 10 letters or digits').nullable().optional(),
  pzn: z.string().trim().regex(/^\d{7,8}$/, 'A PZN has 7 or 8 digits').nullable().optional(),
  sku: text(120),
  externalId: z.string().trim().max(120).nullable().optional(),
  variant: z.string().trim().max(200).nullable().optional(),
  categoryId: z.string().nullable().optional(),
  imageUrl: httpUrl.nullable().optional(),
  offerUrl: httpUrl.nullable().optional(),
  protectedSku: z.boolean().optional(),
  // quantities
  bundleSize: count.nullable().optional(),
  numberOfPackages: count.nullable().optional(),
  quantityPerPackage: z.number().finite().min(0).nullable().optional(),
  totalQuantity: z.number().finite().min(0).nullable().optional(),
  quantityUnit: quantityUnitSchema.nullable().optional(),
  weight: z.number().finite().min(0).nullable().optional(),
  weightUnit: weightUnitSchema.nullable().optional(),
  // prices (net purchase price is per product; the rest per country)
  purchasePrice: money.nullable().optional(),
  pricing: z.partialRecord(countrySchema, countryPricingSchema).optional(),
  // targets
  targetMargin: percent.nullable().optional(),
  minPrice: money.nullable().optional(),
  maxPrice: money.nullable().optional(),
  minMarkup: z.number().finite().min(0).nullable().optional(),
  maxMarkup: z.number().finite().min(0).nullable().optional(),
  // flags
  tradeGood: z.boolean().optional(),
  dangerousGood: z.boolean().optional(),
  limitedQuantity: z.boolean().optional(),
  nonConveyableByMeasure: z.boolean().optional(),
  nonConveyableByVolume: z.boolean().optional(),
  pallet: z.boolean().optional(),
  halfPallet: z.boolean().optional(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

const consistent = (p: Partial<ProductFields>, ctx: z.RefinementCtx) => {
  if (p.minPrice != null && p.maxPrice != null && p.minPrice > p.maxPrice) ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'The maximum price must not be below the minimum price' });
  if (p.minMarkup != null && p.maxMarkup != null && p.minMarkup > p.maxMarkup) ctx.addIssue({ code: 'custom', path: ['maxMarkup'], message: 'The maximum markup must not be below the minimum markup' });
};

export const createProductBodySchema = productFieldsSchema.superRefine(consistent);
export type CreateProductBody = z.infer<typeof createProductBodySchema>;
export const updateProductBodySchema = productFieldsSchema
  .partial()
  .superRefine(consistent)
  .refine((b) => Object.keys(b).length > 0, { message: 'At least one field is required' });
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;
