/**
 * Price rules (spec §3): filter conditions over product fields and metrics, a target, constraints.
 * The rule with the lowest position number wins when several match a product and channel
 * (position 1 is the top of the list); the others are recorded as "overwritten by another rule".
 */
import { z } from 'zod';
import { displayNameSchema } from '../validation/displayName.ts';
import { filterNumber, priceAmount } from '../validation/amounts.ts';
import { guardrailOverridesSchema, percent0to100 } from './pricingSettings.ts';

/** Filter operators of spec §3 (each comparison also "or equal"). */
export const FILTER_OPERATORS = ['EQUALS', 'NOT_EQUALS', 'INCLUDES', 'NOT_INCLUDES', 'IN', 'NOT_IN', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'LESS_THAN', 'LESS_THAN_OR_EQUAL'] as const;
export const filterOperatorSchema = z.enum(FILTER_OPERATORS);
export type FilterOperator = z.infer<typeof filterOperatorSchema>;

export type FilterFieldType = 'text' | 'number' | 'boolean';

/**
 * What a filter can look at. Product fields come from the assortment (prices of the channel's
 * country); metrics are computed for the product's current price in the channel.
 */
export const FILTER_FIELDS = {
  name: 'text',
  brand: 'text',
  sku: 'text',
  gtin: 'text',
  mpn: 'text',
  variant: 'text',
  externalId: 'text',
  categoryId: 'text',
  purchasePrice: 'number',
  salesPrice: 'number',
  msrp: 'number',
  weight: 'number',
  targetMargin: 'number',
  competitorCount: 'number',
  cheapestCompetitorPrice: 'number',
  inStock: 'boolean',
  tradeGood: 'boolean',
  protectedSku: 'boolean',
  dangerousGood: 'boolean',
  limitedQuantity: 'boolean',
  pallet: 'boolean',
  halfPallet: 'boolean',
  // metrics (spec §3) of the current price
  profitMargin: 'number',
  purchaseMarkup: 'number',
  totalCostMarkup: 'number',
} as const satisfies Record<string, FilterFieldType>;
export type FilterField = keyof typeof FILTER_FIELDS;
export const FILTER_FIELD_NAMES = Object.keys(FILTER_FIELDS) as FilterField[];

export const OPERATORS_BY_TYPE: Record<FilterFieldType, readonly FilterOperator[]> = {
  text: ['EQUALS', 'NOT_EQUALS', 'INCLUDES', 'NOT_INCLUDES', 'IN', 'NOT_IN'],
  number: ['EQUALS', 'NOT_EQUALS', 'IN', 'NOT_IN', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'LESS_THAN', 'LESS_THAN_OR_EQUAL'],
  boolean: ['EQUALS', 'NOT_EQUALS'],
};

/**
 * A rule's number fields come in two strengths: as the API takes them (filter numbers within
 * the exact integers, price limits in cents up to 10 million: validation/amounts.ts) and as the log has
 * stored them (finite), so no stored rule becomes unreadable.
 */
const filterValueOf = (number: z.ZodNumber) => z.union([z.string().max(500), number, z.boolean(), z.array(z.union([z.string().max(500), number])).min(1).max(1_000)]);
export const filterValueSchema = filterValueOf(filterNumber);
const filterConditionOf = (number: z.ZodNumber) =>
  z.strictObject({
    field: z.string().min(1).max(64),
    operator: filterOperatorSchema,
    value: filterValueOf(number),
  });
export const filterConditionSchema = filterConditionOf(filterNumber);
export type FilterCondition = z.infer<typeof filterConditionSchema>;

/** Spec §3 target types. */
export const TARGET_TYPES = ['PURCHASE_MARKUP', 'TOTAL_COST_MARKUP', 'PROFIT_MARGIN', 'CHEAPEST_COMPETITOR'] as const;
export const targetTypeSchema = z.enum(TARGET_TYPES);
export type TargetType = z.infer<typeof targetTypeSchema>;

export const priceTargetSchema = z.discriminatedUnion('type', [
  /** Gross price such that (net − purchase) / purchase = percent. */
  z.strictObject({ type: z.literal('PURCHASE_MARKUP'), percent: z.number().finite().min(0).max(10_000) }),
  /** Gross price such that (net − total costs) / total costs = percent. */
  z.strictObject({ type: z.literal('TOTAL_COST_MARKUP'), percent: z.number().finite().min(0).max(10_000) }),
  /** Gross price such that the profit margin of the net price = percent (below 100). */
  z.strictObject({ type: z.literal('PROFIT_MARGIN'), percent: z.number().finite().min(0).lt(100) }),
  /** Cheaper or more expensive than the cheapest competitor, by an amount or percent, with or without shipping. */
  z.strictObject({
    type: z.literal('CHEAPEST_COMPETITOR'),
    direction: z.enum(['CHEAPER', 'MORE_EXPENSIVE']),
    by: z.enum(['AMOUNT', 'PERCENT']),
    value: z.number().finite().min(0).max(100_000),
    withShipping: z.boolean(),
  }),
]);
export type PriceTarget = z.infer<typeof priceTargetSchema>;

/** Every limit is optional (null: none). Markups in percent of cost, margins in percent of the net price. */
const priceConstraintsOf = (money: z.ZodNumber) =>
  z.strictObject({
    minPrice: money.nullable(),
    maxPrice: money.nullable(),
    minMarkup: z.number().finite().min(0).max(10_000).nullable(),
    maxMarkup: z.number().finite().min(0).max(10_000).nullable(),
    /** Profit-margin limits: 0–100 % (spec §5). */
    minProfitMargin: percent0to100.nullable(),
    maxProfitMargin: percent0to100.nullable(),
    /** Never above the product's MSRP. */
    msrpCap: z.boolean(),
    /** Largest change per run, in percent of the current price. */
    maxChangePercent: z.number().finite().gt(0).max(100).nullable(),
  });
export const priceConstraintsSchema = priceConstraintsOf(priceAmount);
export type PriceConstraints = z.infer<typeof priceConstraintsSchema>;
export const NO_CONSTRAINTS: PriceConstraints = { minPrice: null, maxPrice: null, minMarkup: null, maxMarkup: null, minProfitMargin: null, maxProfitMargin: null, msrpCap: false, maxChangePercent: null };

const priceRuleFieldsOf = (filterNumbers: z.ZodNumber, money: z.ZodNumber) =>
  z.strictObject({
    name: displayNameSchema(120),
    salesChannelId: z.string().min(1),
    /** All conditions must hold; none: every product. */
    conditions: z.array(filterConditionOf(filterNumbers)).max(50),
    target: priceTargetSchema,
    constraints: priceConstraintsOf(money),
    active: z.boolean(),
    /** Fallback (issue 12): when this rule produces no price (ERROR, CONSTRAINTS_NOT_MET), the next matching rule tries. Absent: off. */
    fallThrough: z.boolean().optional(),
    /** Overrides of the company's guardrails for this rule's products (absent: the company's). */
    guardrails: guardrailOverridesSchema.optional(),
  });
/** A rule as the user edits it (its position is kept apart: the list order), bounded as the API takes it. */
export const priceRuleFieldsSchema = priceRuleFieldsOf(filterNumber, priceAmount);
/** A rule as events and answers carry it. */
export const storedPriceRuleFieldsSchema = priceRuleFieldsOf(z.number().finite(), z.number().finite().min(0));
export type PriceRuleFields = z.infer<typeof priceRuleFieldsSchema>;

/** A rule with its place in the list (1 = top = wins). */
export interface PriceRule extends PriceRuleFields {
  ruleId: string;
  position: number;
}
