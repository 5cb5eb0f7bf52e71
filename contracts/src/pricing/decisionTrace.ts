/**
 * What a rule-engine run decided for one product and channel, and why (spec §4 outcomes;
 * ARCHITECTURE §4: an adjustment carries its full decision trace).
 */
import { z } from 'zod';
import { currencySchema } from '../enums.ts';
import { priceTargetSchema } from './priceRules.ts';

/** Spec §4 rule outcomes. */
/** Why the engine did or did not propose a strike price (spec §9). */
export const STRIKE_PRICE_REASONS = ['NO_PRICE_HISTORY', 'NOT_BELOW_REFERENCE', 'BELOW_REFERENCE'] as const;
export type StrikePriceReason = (typeof STRIKE_PRICE_REASONS)[number];

export const RULE_OUTCOMES = ['EXECUTED', 'OVERWRITTEN', 'ERROR', 'TARGET_FULFILLED', 'CONSTRAINTS_NOT_MET'] as const;
export const ruleOutcomeSchema = z.enum(RULE_OUTCOMES);
export type RuleOutcome = z.infer<typeof ruleOutcomeSchema>;

/** Why a competitor offer was not used. */
export const OFFER_EXCLUSIONS = ['FLAGGED', 'STALE', 'OUT_OF_STOCK', 'EXCLUDED_STORE', 'OTHER_CURRENCY', 'NO_PRICE', 'OWN_OFFER', 'OTHER_MARKET'] as const;
export const offerExclusionSchema = z.enum(OFFER_EXCLUSIONS);
export type OfferExclusion = z.infer<typeof offerExclusionSchema>;

const amount = z.number().finite();
export const metricValuesSchema = z.object({
  profitMargin: amount.nullable(),
  purchaseMarkup: amount.nullable(),
  totalCostMarkup: amount.nullable(),
});
export type MetricValues = z.infer<typeof metricValuesSchema>;

export const traceOfferSchema = z.object({
  urlId: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  price: amount.nullable(),
  shippingCost: amount.nullable(),
  /** Price plus shipping (shipping 0 where not scrapeable, spec §9). */
  total: amount.nullable(),
  observedAt: z.string(),
  eventId: z.string(),
  used: z.boolean(),
  excludedBecause: offerExclusionSchema.nullable(),
});
export type TraceOffer = z.infer<typeof traceOfferSchema>;

/** One step from the target price to the proposal: a constraint, the maximum change, a price ending. */
export const traceStepSchema = z.object({
  kind: z.enum(['TARGET', 'CONSTRAINT', 'MAX_CHANGE', 'PRICE_ENDING', 'ROUNDING']),
  /** e.g. MIN_PRICE, MAX_PROFIT_MARGIN, MSRP_CAP, PRODUCT_MIN_PRICE. */
  name: z.string(),
  before: amount,
  after: amount,
  /** The limit that applied, in the unit of the step (price, percent). */
  limit: amount.nullable(),
  applied: z.boolean(),
  /** The gross price bound the limit stands for (lower bound for MIN_*, upper for MAX_* and the cap). */
  bound: amount.nullable().optional(),
});
export type TraceStep = z.infer<typeof traceStepSchema>;

export const decisionTraceSchema = z.object({
  rule: z.object({ ruleId: z.string(), name: z.string(), position: z.number().int() }),
  target: priceTargetSchema,
  channel: z.object({ channelId: z.string(), name: z.string(), commissionRate: amount, vatRate: amount, currency: currencySchema, noShippingCost: z.boolean(), commissionOnShipping: z.boolean().optional(), country: z.string().optional() }),
  costs: z.object({
    purchasePrice: amount.nullable(),
    /** Own net shipping cost per unit, and where it came from. */
    shippingCost: amount,
    /** NO_SHIPPING_RATE: unknown (shippingCost 0 is then a placeholder; metrics that need it are null). */
    shippingSource: z.enum(['SHIPPING_RATE', 'PRECALCULATED', 'NO_SHIPPING_CHANNEL', 'NO_SHIPPING_RATE']),
    shippingRateId: z.string().nullable(),
    carrier: z.string().nullable(),
    /** The VAT rate used (the product's rate for the channel's country, else the channel's) and where it came from. */
    vatRate: amount.optional(),
    vatSource: z.enum(['PRODUCT', 'CHANNEL']).optional(),
    /** Gross shipping price the own customer pays (0 in no-shipping-cost channels); added to the own price when comparing with shipping. */
    ownShippingCharge: amount.optional(),
    /** The product's current gross price in the channel's country. */
    currentPrice: amount.nullable().optional(),
  }),
  offers: z.array(traceOfferSchema),
  cheapest: z.object({ urlId: z.string(), sourceName: z.string(), price: amount, withShipping: z.boolean() }).nullable(),
  /** The gross price the target asks for, before constraints and endings. */
  targetPrice: amount.nullable(),
  steps: z.array(traceStepSchema),
  /** Commission and VAT at the proposed price. */
  fees: z.object({ commission: amount, vat: amount }),
  metricsBefore: metricValuesSchema,
  metricsAfter: metricValuesSchema,
  /** Rules that matched too but lost on position. */
  overwrittenRules: z.array(z.object({ ruleId: z.string(), name: z.string(), position: z.number().int() })),
  strikePrice: z.object({
    /** Lowest own price of the prior 30 days (spec §9), null when there is no history. */
    reference: amount.nullable(),
    from: z.string().nullable(),
    until: z.string().nullable(),
    /** STRIKE_PRICE_REASONS; kept a string in the schema so traces stay readable if a reason is added. */
    reason: z.string(),
  }),
  /** The outcome of the rule for this product and channel and its reason code (contracts OUTCOME_REASONS). */
  outcome: ruleOutcomeSchema.optional(),
  reason: z.string().nullable().optional(),
  /** The price the rule arrived at (null when it arrived at none). */
  proposedPrice: amount.nullable().optional(),
  /** The guardrail a price broke (GUARDRAIL_* reasons): its name, its limit (percent or price) and the gross price bound it stands for. */
  guardrail: z.object({ name: z.enum(['MAX_CHANGE', 'BELOW_COST', 'ABOVE_MSRP']), limit: amount.nullable(), bound: amount.nullable() }).nullable().optional(),
  /** Amounts converted into the channel's currency with the company's exchange rates (dated). */
  conversions: z
    .array(z.object({ field: z.enum(['PURCHASE_PRICE', 'PRODUCT_MIN_PRICE', 'PRODUCT_MAX_PRICE']), from: currencySchema, to: currencySchema, rate: amount, validFrom: z.string(), original: amount, converted: amount }))
    .optional(),
  /** Rules that matched before the deciding one, could not produce a price and let the next rule try (fallback). */
  fellThrough: z.array(z.object({ ruleId: z.string(), name: z.string(), position: z.number().int(), outcome: ruleOutcomeSchema, reason: z.string().nullable() })).optional(),
  /** For CONSTRAINTS_NOT_MET: the highest lower bound and the lowest upper bound that exclude each other. */
  conflict: z
    .object({
      /** null: no price reaches the limit (e.g. a minimum margin that commission alone rules out). */
      lower: z.object({ name: z.string(), bound: amount.nullable() }),
      upper: z.object({ name: z.string(), bound: amount.nullable() }),
    })
    .nullable()
    .optional(),
});
export type DecisionTrace = z.infer<typeof decisionTraceSchema>;

/** Spec §4: proposed (pending) → confirmed (waiting for pickup) → picked up; or discarded. */
export const ADJUSTMENT_STATUSES = ['PENDING', 'CONFIRMED', 'PICKED_UP', 'DISCARDED'] as const;
export const adjustmentStatusSchema = z.enum(ADJUSTMENT_STATUSES);
export type AdjustmentStatus = z.infer<typeof adjustmentStatusSchema>;
