/**
 * Price-engine settings of one company (spec §3, §5): sales channels, shipping rates, the
 * competitors that count, metric thresholds, price endings and engine/feed schedules.
 */
import { z } from 'zod';
import { displayNameSchema } from '../validation/displayName.ts';
import { countrySchema, currencySchema } from '../enums.ts';
import { costAmount, markupPercent, priceAmount, weightLimitKg } from '../validation/amounts.ts';

const money = z.number().finite().min(0);
/** Commission, VAT and profit-margin limits: 0 to 100 (spec §5, §9). */
export const percent0to100 = z.number().finite().min(0).max(100);
/** "HH:MM", 24 h, in the settings' time zone. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day is written HH:MM');

/**
 * Price endings (spec §5): a proposed gross price must end in one of these cent values, e.g.
 * [99, 49]. Empty: any cent value. `rounding` says which way a price moves to reach an ending.
 */
export const priceEndingsSchema = z.strictObject({
  endings: z.array(z.number().int().min(0).max(99)).max(100),
  rounding: z.enum(['NEAREST', 'DOWN', 'UP']),
});
export type PriceEndings = z.infer<typeof priceEndingsSchema>;
export const DEFAULT_PRICE_ENDINGS: PriceEndings = { endings: [], rounding: 'NEAREST' };

export const salesChannelFieldsSchema = z.strictObject({
  name: displayNameSchema(120),
  /** The market the channel sells in: own prices, competitor offers and shipping rates of this country. */
  country: countrySchema,
  currency: currencySchema,
  commissionRate: percent0to100,
  vatRate: percent0to100,
  /** The channel's customers pay no shipping (e.g. a marketplace that ships itself): own shipping cost is 0. */
  noShippingCost: z.boolean(),
  // Per-channel settings of marketplaces (issue 12); absent: as before (docs/pricing.md "Per-channel settings").
  /** Gross shipping charge the channel's customers pay; null/absent: the product's shipping price of the country. */
  shippingCharge: priceAmount.nullable().optional(),
  /** The channel's commission is charged on the shipping charge too (price + shipping charge). */
  commissionOnShipping: z.boolean().optional(),
  /** The channel's own price endings; null/absent: the company's. */
  priceEndings: priceEndingsSchema.nullable().optional(),
  /** Total-cost-markup limits of the channel, in percent (bounds like a rule's limits). */
  minTotalCostMarkup: markupPercent.nullable().optional(),
  maxTotalCostMarkup: markupPercent.nullable().optional(),
});
export type SalesChannelFields = z.infer<typeof salesChannelFieldsSchema>;

export const SHIPPING_MODES = ['STANDARD', 'HALF_PALLET', 'PALLET'] as const;
export const shippingModeSchema = z.enum(SHIPPING_MODES);
export type ShippingMode = z.infer<typeof shippingModeSchema>;

/**
 * A shipping rate with its amounts given as a type: bounded as the API takes them
 * (validation/amounts.ts), or as the log has stored them (finite, ≥ 0).
 */
const shippingRateFieldsOf = (amount: z.ZodNumber, weight: z.ZodNumber) =>
  z.strictObject({
    carrier: displayNameSchema(120),
    country: countrySchema,
    /** Net cost per parcel/pallet for the own shop, in the channel currency. */
    baseTariff: amount,
    /** Heaviest product (kg, per package) this rate accepts. */
    maxWeight: weight,
    shippingMode: shippingModeSchema,
    hazardSurcharge: amount,
    lqSurcharge: amount,
    ncGoodsSurcharge: amount,
    ncMeasuresSurcharge: amount,
    ncVolumeSurcharge: amount,
    hazardousAllowed: z.boolean(),
    lqAllowed: z.boolean(),
    ncAllowed: z.boolean(),
  });
/** A shipping rate as the API takes it: costs up to 10 million, a weight limit up to 100 t. */
export const shippingRateFieldsSchema = shippingRateFieldsOf(costAmount, weightLimitKg);
/** A shipping rate as events and answers carry it. */
export const storedShippingRateFieldsSchema = shippingRateFieldsOf(money, z.number().finite().positive());
export type ShippingRateFields = z.infer<typeof shippingRateFieldsSchema>;

/** Which competitors the engine looks at: every connected store except some, or only some. */
export const engineCompetitorsSchema = z.strictObject({
  mode: z.enum(['ALL_EXCEPT', 'ONLY']),
  sourceIds: z.array(z.string()).max(1_000),
});
export type EngineCompetitors = z.infer<typeof engineCompetitorsSchema>;
export const DEFAULT_ENGINE_COMPETITORS: EngineCompetitors = { mode: 'ALL_EXCEPT', sourceIds: [] };

/** Spec §3: profit margin, purchasing price markup, total cost markup. */
export const METRICS = ['PROFIT_MARGIN', 'PURCHASE_MARKUP', 'TOTAL_COST_MARKUP'] as const;
export const metricSchema = z.enum(METRICS);
export type Metric = z.infer<typeof metricSchema>;

/** Traffic light (spec §9): green above the green threshold, yellow above the yellow one, else red. */
export const metricSettingsSchema = z
  .strictObject({
    topMetric: metricSchema,
    visibleMetrics: z.array(metricSchema).min(1),
    greenThreshold: z.number().finite().min(-1_000).max(1_000),
    yellowThreshold: z.number().finite().min(-1_000).max(1_000),
  })
  .refine((m) => m.greenThreshold > m.yellowThreshold, { path: ['greenThreshold'], message: 'The green threshold must be above the yellow threshold' })
  .refine((m) => m.visibleMetrics.includes(m.topMetric), { path: ['visibleMetrics'], message: 'The top metric must be visible' });
export type MetricSettings = z.infer<typeof metricSettingsSchema>;
export const DEFAULT_METRIC_SETTINGS: MetricSettings = { topMetric: 'PROFIT_MARGIN', visibleMetrics: ['PROFIT_MARGIN', 'PURCHASE_MARKUP', 'TOTAL_COST_MARKUP'], greenThreshold: 20, yellowThreshold: 10 };


/** Engine runtime settings: how old a competitor price may be, when runs and the feed sync happen. */
export const engineSettingsSchema = z.strictObject({
  /** A competitor price observed longer ago than this is not used (stale). */
  maxOfferAgeHours: z.number().int().min(1).max(24 * 90),
  scheduledRun: z.strictObject({ enabled: z.boolean(), time: clockTimeSchema }),
  /** Every morning at this time the output feed is synchronised. */
  feedSyncTime: clockTimeSchema,
  timeZone: z.string().min(1).max(64),
});
export type EngineSettings = z.infer<typeof engineSettingsSchema>;
export const DEFAULT_ENGINE_SETTINGS: EngineSettings = { maxOfferAgeHours: 48, scheduledRun: { enabled: false, time: '05:30' }, feedSyncTime: '06:30', timeZone: 'Europe/Berlin' };

/**
 * Guardrails (issue 12; docs/pricing.md "Guardrails"): limits every proposal of the company must
 * keep whatever its rule says. A proposal outside one is not executed: its result is
 * CONSTRAINTS_NOT_MET with a GUARDRAIL_* reason and the price it would have had in its trace.
 */
export const guardrailsSchema = z.strictObject({
  /** Largest change of the current price per run, in percent; null: none. */
  maxChangePercent: z.number().finite().gt(0).max(1_000).nullable(),
  /** Never below the purchase price plus costs (commission, own shipping): profit margin ≥ 0. */
  noBelowCost: z.boolean(),
  /** Never above the product's MSRP in the channel's country (when it has one). */
  noAboveMsrp: z.boolean(),
});
export type Guardrails = z.infer<typeof guardrailsSchema>;
/** What an input without guardrails means: none (what-if files of before issue 12 keep their answers). */
export const NO_GUARDRAILS: Guardrails = { maxChangePercent: null, noBelowCost: false, noAboveMsrp: false };
/** A rule may override single guardrails of its company (a field left out keeps the company's). */
export const guardrailOverridesSchema = guardrailsSchema.partial();
export type GuardrailOverrides = z.infer<typeof guardrailOverridesSchema>;

/** The company's guardrails and when "confirm all" asks again (review plausibility, issue 12). */
export const guardrailSettingsSchema = guardrailsSchema.extend({
  /** "Confirm all" asks again when a pending proposal changes a price by more than this percent. */
  confirmAllThresholdPercent: z.number().finite().min(0).max(1_000),
});
export type GuardrailSettings = z.infer<typeof guardrailSettingsSchema>;
/** New companies and the demo: at most 20 % change per run, never below cost; MSRP cap off (not every company has MSRPs). */
export const DEFAULT_GUARDRAIL_SETTINGS: GuardrailSettings = { maxChangePercent: 20, noBelowCost: true, noAboveMsrp: false, confirmAllThresholdPercent: 10 };

/** An exchange rate the company maintains: 1 `from` = `rate` `to`, valid from a day on (until a newer one). */
export const exchangeRateSchema = z.strictObject({
  from: currencySchema,
  to: currencySchema,
  rate: z.number().finite().positive().max(1_000_000),
  /** YYYY-MM-DD: the first day the rate applies (in UTC). */
  validFrom: z.iso.date(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
