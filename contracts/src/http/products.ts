/** Product (assortment item, SKU) fields of spec §3 with the validation rules of spec §5. */
import { z } from 'zod';
import { countrySchema, currencySchema } from '../enums.ts';
import { costAmount, countAmount, markupPercent, percentAmount, priceAmount, quantityAmount } from '../validation/amounts.ts';
import { isValidGtin } from '../validation/gtin.ts';
import { customValuesSchema } from './customValues.ts';

export const QUANTITY_UNITS = ['CENTIMETERS', 'CUBIC_METERS', 'GRAMS', 'KILOGRAMS', 'LITERS', 'METERS', 'MILLILITERS', 'MILLIMETERS', 'PIECES', 'SQUARE_METERS'] as const;
export const quantityUnitSchema = z.enum(QUANTITY_UNITS);
export const WEIGHT_UNITS = ['GRAMS', 'KILOGRAMS'] as const;
export const weightUnitSchema = z.enum(WEIGHT_UNITS);

const text = (max: number) => z.string().trim().min(1).max(max);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2_000);

/**
 * The number fields of a product in two strengths: what the API takes (`input`: bounded, see
 * validation/amounts.ts) and what events and answers carry (`stored`: finite, ≥ 0 — the rules
 * the log was written with, so no stored product becomes unreadable).
 */
const NUMBERS = {
  input: { price: priceAmount, cost: costAmount, percent: percentAmount, markup: markupPercent, quantity: quantityAmount, count: countAmount },
  stored: {
    price: z.number().finite().min(0),
    cost: z.number().finite().min(0),
    percent: z.number().finite().min(0).max(100),
    markup: z.number().finite().min(0),
    quantity: z.number().finite().min(0),
    count: z.number().int().min(0),
  },
};
type Numbers = (typeof NUMBERS)[keyof typeof NUMBERS];

/** Prices and availability in one country. */
const countryPricingOf = (n: Numbers) =>
  z.strictObject({
    salesPrice: n.price.nullable().optional(),
    oldPrice: n.price.nullable().optional(),
    strikePrice: n.price.nullable().optional(),
    msrp: n.price.nullable().optional(),
    shippingPrice: n.price.nullable().optional(),
    precalculatedShippingCost: n.cost.nullable().optional(),
    vatRate: n.percent.nullable().optional(),
    inStock: z.boolean().nullable().optional(),
    deliveryTime: z.string().trim().max(200).nullable().optional(),
  });
/** A country's prices as events and answers carry them. */
export const countryPricingSchema = countryPricingOf(NUMBERS.stored);
/** A country's prices as the API takes them (bounded). */
export const countryPricingInputSchema = countryPricingOf(NUMBERS.input);
export type CountryPricing = z.infer<typeof countryPricingSchema>;

const productFieldsOf = (n: Numbers) =>
  z.strictObject({
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
    bundleSize: n.count.nullable().optional(),
    numberOfPackages: n.count.nullable().optional(),
    quantityPerPackage: n.quantity.nullable().optional(),
    totalQuantity: n.quantity.nullable().optional(),
    quantityUnit: quantityUnitSchema.nullable().optional(),
    weight: n.quantity.nullable().optional(),
    weightUnit: weightUnitSchema.nullable().optional(),
    /** Sellable quantity as the ERP/shop system reports it (issue 15: filled by the refresh); null: unknown. */
    stockQuantity: n.count.nullable().optional(),
    // prices (net purchase price is per product; the rest per country)
    purchasePrice: n.cost.nullable().optional(),
    /** The purchase price's currency (issue 12); absent/null: the company's currency of purchase prices (Settings › Price engine › Exchange rates), else each channel's. */
    purchasePriceCurrency: currencySchema.nullable().optional(),
    pricing: z.partialRecord(countrySchema, countryPricingOf(n)).optional(),
    // targets
    targetMargin: n.percent.nullable().optional(),
    minPrice: n.price.nullable().optional(),
    maxPrice: n.price.nullable().optional(),
    /** The currency of minPrice/maxPrice; absent/null: as the purchase price's. */
    priceLimitsCurrency: currencySchema.nullable().optional(),
    minMarkup: n.markup.nullable().optional(),
    maxMarkup: n.markup.nullable().optional(),
    // flags
    tradeGood: z.boolean().optional(),
    dangerousGood: z.boolean().optional(),
    limitedQuantity: z.boolean().optional(),
    nonConveyableByMeasure: z.boolean().optional(),
    nonConveyableByVolume: z.boolean().optional(),
    pallet: z.boolean().optional(),
    halfPallet: z.boolean().optional(),
    // issue 15: the company's custom values (http/customValues.ts), keyed by definition key; checked against the definitions' types where written
    customValues: customValuesSchema.optional(),
  });
/** A product's fields as events and answers carry them. */
export const productFieldsSchema = productFieldsOf(NUMBERS.stored);
/** A product's fields as the API takes them: money, quantities and counts bounded (validation/amounts.ts). */
export const productInputFieldsSchema = productFieldsOf(NUMBERS.input);
export type ProductFields = z.infer<typeof productFieldsSchema>;

const consistent = (p: Partial<ProductFields>, ctx: z.RefinementCtx) => {
  if (p.minPrice != null && p.maxPrice != null && p.minPrice > p.maxPrice) ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'The maximum price must not be below the minimum price' });
  if (p.minMarkup != null && p.maxMarkup != null && p.minMarkup > p.maxMarkup) ctx.addIssue({ code: 'custom', path: ['maxMarkup'], message: 'The maximum markup must not be below the minimum markup' });
};

export const createProductBodySchema = productInputFieldsSchema.superRefine(consistent);
export type CreateProductBody = z.infer<typeof createProductBodySchema>;
export const updateProductBodySchema = productInputFieldsSchema
  .partial()
  .superRefine(consistent)
  .refine((b) => Object.keys(b).length > 0, { message: 'At least one field is required' });
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;
