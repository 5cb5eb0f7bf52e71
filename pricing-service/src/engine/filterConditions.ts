/**
 * Filter conditions of a rule (spec §3; docs/pricing.md "Filter conditions"), compiled once per
 * rule into a predicate over a product's facts in a channel. All conditions must hold; no
 * conditions: every product.
 * - Text fields compare trimmed and case-insensitive; INCLUDES is "contains"; IN / NOT_IN take a
 *   list (numbers in it are compared as text).
 * - Number fields: EQUALS / NOT_EQUALS / IN / NOT_IN and the four comparisons; numbers equal when
 *   they differ by less than 1e-9. IN / NOT_IN take a list of numbers.
 * - Boolean fields: EQUALS / NOT_EQUALS with true or false.
 * - A field without a value (e.g. no MSRP, no metric because the purchase price is missing)
 *   satisfies only the negative operators NOT_EQUALS, NOT_INCLUDES and NOT_IN.
 * An unknown field, or an operator or value the field's type does not allow, makes the whole filter
 * invalid: it matches nothing and the engine reports ERROR with the reason — never a silent match.
 */
import { customFilterOperands, customFilterType, customKeyOfFilterField, FILTER_FIELDS, OPERATORS_BY_TYPE, type FilterCondition, type FilterField, type FilterOperator, type OutcomeReason } from '@pm/contracts';
import type { ProductChannelFacts } from './productChannelFacts.ts';

type FieldValue = string | number | boolean | null;
type Getter = (facts: ProductChannelFacts) => FieldValue;

const FIELD_VALUES: Record<FilterField, Getter> = {
  name: (f) => f.product.name,
  brand: (f) => f.product.brand,
  sku: (f) => f.product.sku,
  gtin: (f) => f.product.gtin,
  mpn: (f) => f.product.mpn,
  variant: (f) => f.product.variant,
  externalId: (f) => f.product.externalId,
  categoryId: (f) => f.product.categoryId,
  purchasePrice: (f) => f.basis.purchasePrice,
  salesPrice: (f) => f.currentPrice,
  msrp: (f) => f.msrp,
  weight: (f) => f.product.weightKg,
  targetMargin: (f) => f.product.targetMargin,
  competitorCount: (f) => f.competitors.used,
  cheapestCompetitorPrice: (f) => f.competitors.cheapestByPrice?.price ?? null,
  inStock: (f) => f.countryPricing?.inStock ?? null,
  tradeGood: (f) => f.product.tradeGood,
  protectedSku: (f) => f.product.protectedSku,
  dangerousGood: (f) => f.product.dangerousGood,
  limitedQuantity: (f) => f.product.limitedQuantity,
  pallet: (f) => f.product.pallet,
  halfPallet: (f) => f.product.halfPallet,
  profitMargin: (f) => f.metrics.profitMargin,
  purchaseMarkup: (f) => f.metrics.purchaseMarkup,
  totalCostMarkup: (f) => f.metrics.totalCostMarkup,
};

export interface FilterIssue {
  /** Index of the offending condition. */
  index: number;
  field: string;
  operator: FilterOperator;
  reason: Extract<OutcomeReason, 'UNKNOWN_FILTER_FIELD' | 'FILTER_OPERATOR_NOT_ALLOWED'>;
}

export type Predicate = (facts: ProductChannelFacts) => boolean;
export type CompiledFilter = { ok: true; matches: Predicate } | { ok: false; issue: FilterIssue };

const NEGATIVE: ReadonlySet<FilterOperator> = new Set(['NOT_EQUALS', 'NOT_INCLUDES', 'NOT_IN']);
const EPSILON = 1e-9;
const text = (value: string | number) => String(value).trim().toLowerCase();
const isField = (field: string): field is FilterField => Object.hasOwn(FILTER_FIELDS, field);

/** The test on a present value, or null when the operator/value does not fit the field's type. */
function valueTest(type: 'text' | 'number' | 'boolean', operator: FilterOperator, value: FilterCondition['value']): ((v: string | number | boolean) => boolean) | null {
  if (!OPERATORS_BY_TYPE[type].includes(operator)) return null;
  const list = Array.isArray(value);
  if ((operator === 'IN' || operator === 'NOT_IN') !== list) return null;
  if (type === 'boolean') {
    if (typeof value !== 'boolean') return null;
    return operator === 'EQUALS' ? (v) => v === value : (v) => v !== value;
  }
  if (type === 'text') {
    if (list) {
      const wanted = new Set(value.map(text));
      return operator === 'IN' ? (v) => wanted.has(text(v as string)) : (v) => !wanted.has(text(v as string));
    }
    if (typeof value !== 'string') return null;
    const wanted = text(value);
    if (operator === 'EQUALS') return (v) => text(v as string) === wanted;
    if (operator === 'NOT_EQUALS') return (v) => text(v as string) !== wanted;
    if (operator === 'INCLUDES') return (v) => text(v as string).includes(wanted);
    return (v) => !text(v as string).includes(wanted);
  }
  if (list) {
    if (!value.every((x) => typeof x === 'number')) return null;
    const numbers = value as number[];
    const inList = (v: number) => numbers.some((n) => Math.abs(n - v) < EPSILON);
    return operator === 'IN' ? (v) => inList(v as number) : (v) => !inList(v as number);
  }
  if (typeof value !== 'number') return null;
  switch (operator) {
    case 'EQUALS': return (v) => Math.abs((v as number) - value) < EPSILON;
    case 'NOT_EQUALS': return (v) => Math.abs((v as number) - value) >= EPSILON;
    case 'GREATER_THAN': return (v) => (v as number) > value;
    case 'GREATER_THAN_OR_EQUAL': return (v) => (v as number) >= value;
    case 'LESS_THAN': return (v) => (v as number) < value;
    default: return (v) => (v as number) <= value;
  }
}

/**
 * A condition on a custom value (`custom:<key>`): compared as its value's type. A list value holds
 * when one item does (EQUALS, INCLUDES, IN, comparisons) and, for the negative operators, when no
 * item is excluded; a product without the value, or with one of another type, satisfies only the
 * negative operators — as a missing product field does.
 */
function customPredicate(key: string, type: 'text' | 'number' | 'boolean', operator: FilterOperator, value: FilterCondition['value']): Predicate | null {
  const test = valueTest(type, operator, value);
  if (!test) return null;
  const negative = NEGATIVE.has(operator);
  return (facts) => {
    const operands = customFilterOperands(facts.product.customValues?.[key], type);
    if (operands === null || operands.length === 0) return negative;
    return negative ? operands.every(test) : operands.some(test);
  };
}

export function compileFilter(conditions: readonly FilterCondition[]): CompiledFilter {
  const predicates: Predicate[] = [];
  for (const [index, { field, operator, value }] of conditions.entries()) {
    const customKey = customKeyOfFilterField(field);
    if (customKey !== null) {
      const custom = customPredicate(customKey, customFilterType(field, value) ?? 'text', operator, value);
      if (!custom) return { ok: false, issue: { index, field, operator, reason: 'FILTER_OPERATOR_NOT_ALLOWED' } };
      predicates.push(custom);
      continue;
    }
    if (!isField(field)) return { ok: false, issue: { index, field, operator, reason: 'UNKNOWN_FILTER_FIELD' } };
    const test = valueTest(FILTER_FIELDS[field], operator, value);
    if (!test) return { ok: false, issue: { index, field, operator, reason: 'FILTER_OPERATOR_NOT_ALLOWED' } };
    const get = FIELD_VALUES[field];
    const whenMissing = NEGATIVE.has(operator);
    predicates.push((facts) => {
      const v = get(facts);
      return v === null ? whenMissing : test(v);
    });
  }
  return { ok: true, matches: (facts) => predicates.every((p) => p(facts)) };
}

/** The first problem of a filter, or null when every condition can be evaluated (for the rule editor's checks). */
export function filterIssue(conditions: readonly FilterCondition[]): FilterIssue | null {
  const compiled = compileFilter(conditions);
  return compiled.ok ? null : compiled.issue;
}
