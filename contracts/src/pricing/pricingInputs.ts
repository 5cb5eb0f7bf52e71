/**
 * Everything one rule-engine run looks at, as plain data. pricing-service builds it from the event
 * log for a real run; `npm run reprice -- FILE.json` and POST /pricing/what-if read it from JSON.
 * Both go through the same engine (pricing-service/src/engine/runEngine.ts).
 */
import { z } from 'zod';
import { countrySchema, currencySchema } from '../enums.ts';
import { availabilitySchema } from '../scraping.ts';
import { costAmount, countAmount, markupPercent, percentAmount, priceAmount, quantityAmount } from '../validation/amounts.ts';
import { engineCompetitorsSchema, exchangeRateSchema, guardrailsSchema, priceEndingsSchema, salesChannelFieldsSchema, shippingRateFieldsSchema } from './pricingSettings.ts';
import { priceRuleFieldsSchema } from './priceRules.ts';
import { customValuesSchema } from '../http/customValues.ts';

/** Prices in cents up to 10 million, costs to a hundredth of a cent (validation/amounts.ts). */
const money = priceAmount;
/** Array sizes of a what-if input (products: WHAT_IF_MAX_PRODUCTS, checked by the route). */
export const PRICING_INPUT_LIMITS = { channels: 100, shippingRates: 1_000, rules: 1_000, offersPerProduct: 1_000, pricePointsPerChannel: 1_000, exchangeRates: 1_000 } as const;

/** One competitor offer as the offers read model knows it (the current accepted price of a URL). */
export const pricingOfferSchema = z.strictObject({
  urlId: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  price: money.nullable(),
  shippingCost: money.nullable(),
  currency: currencySchema.nullable(),
  availability: availabilitySchema.nullable(),
  observedAt: z.string(),
  /** The OfferObserved event the price came from. */
  eventId: z.string(),
  /** The URL's latest observation was flagged implausible (its price waits for confirmation). */
  flagged: z.boolean(),
  /** Own-shop offers (OWN_OFFER, OWN_LEAD_OFFER) are never competitors. */
  own: z.boolean(),
  /** The offer's market: the store's country (or the comparison site's). A channel uses only offers of its country; absent/null: any. */
  country: countrySchema.nullable().optional(),
});
export type PricingOffer = z.infer<typeof pricingOfferSchema>;

export const pricingProductSchema = z.strictObject({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  variant: z.string().nullable(),
  externalId: z.string().nullable(),
  categoryId: z.string().nullable(),
  /** Net purchase price. */
  purchasePrice: costAmount.nullable(),
  /** The purchase price's currency; absent/null: the channel's (docs/pricing.md "Markets and currencies"). */
  purchasePriceCurrency: currencySchema.nullable().optional(),
  /** The currency of minPrice/maxPrice; absent/null: the channel's. */
  priceLimitsCurrency: currencySchema.nullable().optional(),
  /** Weight of one package in kg (converted from the product's unit). */
  weightKg: quantityAmount.nullable(),
  numberOfPackages: countAmount.nullable(),
  targetMargin: percentAmount.nullable(),
  minPrice: money.nullable(),
  maxPrice: money.nullable(),
  minMarkup: markupPercent.nullable(),
  maxMarkup: markupPercent.nullable(),
  tradeGood: z.boolean(),
  protectedSku: z.boolean(),
  dangerousGood: z.boolean(),
  limitedQuantity: z.boolean(),
  nonConveyableByMeasure: z.boolean(),
  nonConveyableByVolume: z.boolean(),
  pallet: z.boolean(),
  halfPallet: z.boolean(),
  /** Prices per country (gross sales price, strike price, MSRP, precalculated shipping cost, VAT). */
  pricing: z.partialRecord(
    countrySchema,
    z.strictObject({
      salesPrice: money.nullable(),
      strikePrice: money.nullable(),
      msrp: money.nullable(),
      precalculatedShippingCost: costAmount.nullable(),
      vatRate: percentAmount.nullable(),
      inStock: z.boolean().nullable(),
      /** Gross shipping price the own customers pay in this country (compared with competitors' price plus shipping). */
      shippingPrice: money.nullable().optional(),
    }),
  ),
  offers: z.array(pricingOfferSchema).max(PRICING_INPUT_LIMITS.offersPerProduct),
  /**
   * Own gross prices per sales channel over the prior 30 days (at least), oldest first: the
   * reference for a strike price (spec §9, German price law).
   */
  priceHistory: z.record(z.string(), z.array(z.strictObject({ at: z.string(), price: money })).max(PRICING_INPUT_LIMITS.pricePointsPerChannel)),
  /**
   * The own gross price now in force per sales channel, where it differs from the country's sales
   * price: the last confirmed adjustment of the channel (newer than the last sales-price change).
   */
  currentPrices: z.record(z.string(), money.positive()).optional(),
  /** The company's custom values of the product (issue 15), for filters on `custom:<key>`. */
  customValues: customValuesSchema.optional(),
});
export type PricingProduct = z.infer<typeof pricingProductSchema>;

export const pricingRunInputSchema = z.strictObject({
  /** The run's clock (ISO time): offer ages and strike-price dates are measured from it. */
  now: z.string(),
  maxOfferAgeHours: z.number().int().min(1).max(24 * 365),
  channels: z.array(salesChannelFieldsSchema.extend({ channelId: z.string() })).max(PRICING_INPUT_LIMITS.channels),
  shippingRates: z.array(shippingRateFieldsSchema.extend({ rateId: z.string() })).max(PRICING_INPUT_LIMITS.shippingRates),
  competitors: engineCompetitorsSchema,
  priceEndings: priceEndingsSchema,
  rules: z.array(priceRuleFieldsSchema.extend({ ruleId: z.string(), position: z.number().int().min(1).max(100_000) })).max(PRICING_INPUT_LIMITS.rules),
  products: z.array(pricingProductSchema),
  /** The company's guardrails (issue 12); absent: none. */
  guardrails: guardrailsSchema.optional(),
  /** Exchange rates for costs and limits in another currency than the channel's; absent: none. */
  exchangeRates: z.array(exchangeRateSchema).max(PRICING_INPUT_LIMITS.exchangeRates).optional(),
});
export type PricingRunInput = z.infer<typeof pricingRunInputSchema>;
export type PricingChannel = PricingRunInput['channels'][number];
export type PricingShippingRate = PricingRunInput['shippingRates'][number];
export type PricingRuleInput = PricingRunInput['rules'][number];
