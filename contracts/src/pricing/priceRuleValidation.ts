/**
 * What makes a price rule unsavable, as pure functions shared by the API (which enforces them)
 * and the web editor (which shows the same problems before sending):
 * - issues per field: the shape (zod), unknown filter fields, operators the field's type does not
 *   have, values of the wrong type, a CHEAPER-by-percent target of 100 % or more (a zero price);
 * - contradictions: limits whose minimum lies above their maximum, a margin or markup target
 *   outside its own limits, filter conditions that no product can meet at the same time.
 * The API answers the first with 422 VALIDATION_FAILED (`details.issues`), the second with 422
 * PRICE_RULE_CONTRADICTORY (`details.contradictions`).
 */
import type { z } from 'zod';
import { FILTER_FIELDS, OPERATORS_BY_TYPE, priceRuleFieldsSchema, type FilterCondition, type FilterFieldType, type PriceRuleFields } from './priceRules.ts';
import { customFilterType } from './customValueFilter.ts';

export const PRICE_RULE_PROBLEMS = [
  'REQUIRED',
  'WRONG_TYPE',
  'NOT_ALLOWED_VALUE',
  'UNKNOWN_KEYS',
  'TOO_SMALL',
  'TOO_BIG',
  'TOO_LONG',
  'TOO_MANY',
  'NOT_INTEGER',
  'UNKNOWN_FIELD',
  'OPERATOR_NOT_ALLOWED',
  /** The value does not fit the field: `expected` says what would (text, number, boolean, list). */
  'VALUE_WRONG_TYPE',
  /** CHEAPER by PERCENT of 100 or more would propose a price of zero or less. */
  'PERCENT_NOT_BELOW_100',
  'INVALID',
] as const;
export type PriceRuleProblem = (typeof PRICE_RULE_PROBLEMS)[number];

export interface PriceRuleIssue {
  /** Dotted path in the rule body, e.g. "name", "conditions.1.operator", "constraints.minPrice". */
  path: string;
  problem: PriceRuleProblem;
  /** English text for callers without a catalog. */
  message: string;
  expected?: 'text' | 'number' | 'boolean' | 'list of texts' | 'list of numbers';
  limit?: number;
  /** TOO_SMALL/TOO_BIG: the limit itself is not allowed either (above 0, below 100). */
  exclusive?: boolean;
}

export const PRICE_RULE_CONTRADICTIONS = [
  'MIN_PRICE_ABOVE_MAX_PRICE',
  'MIN_MARKUP_ABOVE_MAX_MARKUP',
  'MIN_MARGIN_ABOVE_MAX_MARGIN',
  'MARGIN_TARGET_OUTSIDE_LIMITS',
  'MARKUP_TARGET_OUTSIDE_LIMITS',
  /** Conditions on one field that no value meets together (brand = A and brand = B; x > 10 and x < 5). */
  'CONDITIONS_EXCLUDE_EACH_OTHER',
] as const;
export type PriceRuleContradictionReason = (typeof PRICE_RULE_CONTRADICTIONS)[number];

export interface PriceRuleContradiction {
  reason: PriceRuleContradictionReason;
  /** The parts of the rule that contradict each other, e.g. ["constraints.minPrice", "constraints.maxPrice"] or ["conditions.0", "conditions.2"]. */
  paths: string[];
  /** The filter field, for CONDITIONS_EXCLUDE_EACH_OTHER. */
  field?: string;
  message: string;
}

export type PriceRuleCheck =
  | { ok: true; fields: PriceRuleFields }
  | { ok: false; code: 'VALIDATION_FAILED'; issues: PriceRuleIssue[] }
  | { ok: false; code: 'PRICE_RULE_CONTRADICTORY'; contradictions: PriceRuleContradiction[] };

const isFilterField = (field: string): field is keyof typeof FILTER_FIELDS => Object.hasOwn(FILTER_FIELDS, field);

/** The type of a filter field, or null for a field filters cannot look at. */
export function filterFieldType(field: string): FilterFieldType | null {
  return isFilterField(field) ? FILTER_FIELDS[field] : null;
}

const LIST_OPERATORS = new Set(['IN', 'NOT_IN']);
const scalarType: Record<FilterFieldType, 'string' | 'number' | 'boolean'> = { text: 'string', number: 'number', boolean: 'boolean' };
const expectedLabel = (type: FilterFieldType, list: boolean): NonNullable<PriceRuleIssue['expected']> =>
  list ? (type === 'number' ? 'list of numbers' : 'list of texts') : type;

/** Problems of one filter condition on its own (index `i` in the rule's list). */
export function conditionIssues(condition: FilterCondition, i: number): PriceRuleIssue[] {
  const at = (part: string) => `conditions.${i}.${part}`;
  // A custom value (`custom:<key>`) is compared as its condition's value says: text, number or yes/no.
  const type = filterFieldType(condition.field) ?? customFilterType(condition.field, condition.value);
  if (!type) return [{ path: at('field'), problem: 'UNKNOWN_FIELD', message: `${at('field')}: "${condition.field}" is not a field filters can use` }];
  if (!OPERATORS_BY_TYPE[type].includes(condition.operator)) {
    return [{ path: at('operator'), problem: 'OPERATOR_NOT_ALLOWED', message: `${at('operator')}: ${condition.operator} cannot be used with the ${type} field ${condition.field}` }];
  }
  const list = LIST_OPERATORS.has(condition.operator);
  const wanted = scalarType[type];
  const value = condition.value;
  // Text lists may hold numbers (SKUs, EANs): the engine compares them as text.
  const fitsItem = (v: unknown) => typeof v === wanted || (type === 'text' && typeof v === 'number');
  const fits = list ? Array.isArray(value) && value.length > 0 && value.every(fitsItem) : typeof value === wanted;
  if (!fits) {
    const expected = expectedLabel(type, list);
    return [{ path: at('value'), problem: 'VALUE_WRONG_TYPE', expected, message: `${at('value')}: expected a non-empty ${expected}` }];
  }
  const blank = (v: unknown) => typeof v === 'string' && v.trim() === '';
  if (list ? (value as unknown[]).some(blank) : blank(value)) return [{ path: at('value'), problem: 'REQUIRED', message: `${at('value')}: required` }];
  return [];
}

/** Problems of the target beyond its schema. */
function targetIssues(fields: PriceRuleFields): PriceRuleIssue[] {
  const target = fields.target;
  if (target.type === 'CHEAPEST_COMPETITOR' && target.direction === 'CHEAPER' && target.by === 'PERCENT' && target.value >= 100) {
    return [{ path: 'target.value', problem: 'PERCENT_NOT_BELOW_100', limit: 100, message: 'target.value: cheaper by 100 % or more would be a price of zero' }];
  }
  return [];
}

// ── contradictions ──

function limitPairs(c: PriceRuleFields['constraints']): PriceRuleContradiction[] {
  const found: PriceRuleContradiction[] = [];
  const pair = (min: number | null, max: number | null, reason: PriceRuleContradictionReason, minKey: string, maxKey: string, what: string) => {
    if (min != null && max != null && min > max) found.push({ reason, paths: [`constraints.${minKey}`, `constraints.${maxKey}`], message: `The minimum ${what} (${min}) is above the maximum ${what} (${max})` });
  };
  pair(c.minPrice, c.maxPrice, 'MIN_PRICE_ABOVE_MAX_PRICE', 'minPrice', 'maxPrice', 'price');
  pair(c.minMarkup, c.maxMarkup, 'MIN_MARKUP_ABOVE_MAX_MARKUP', 'minMarkup', 'maxMarkup', 'markup');
  pair(c.minProfitMargin, c.maxProfitMargin, 'MIN_MARGIN_ABOVE_MAX_MARGIN', 'minProfitMargin', 'maxProfitMargin', 'profit margin');
  return found;
}

/**
 * A margin target outside the margin limits, a markup target outside the markup limits. The
 * markup limits are on the purchase price (as the engine applies them). A total-cost markup t
 * means a purchase markup of at least t (total costs are at least the purchase price), so such a
 * target clashes only with a maximum markup below t.
 */
function targetOutsideLimits(fields: PriceRuleFields): PriceRuleContradiction[] {
  const { target, constraints: c } = fields;
  const outside = (value: number, min: number | null, max: number | null) => (min != null && value < min ? 'minimum' : max != null && value > max ? 'maximum' : null);
  if (target.type === 'PROFIT_MARGIN') {
    const side = outside(target.percent, c.minProfitMargin, c.maxProfitMargin);
    if (side) return [{ reason: 'MARGIN_TARGET_OUTSIDE_LIMITS', paths: ['target.percent', side === 'minimum' ? 'constraints.minProfitMargin' : 'constraints.maxProfitMargin'], message: `The target profit margin ${target.percent} % is outside the profit-margin limits (${side})` }];
  }
  if (target.type === 'PURCHASE_MARKUP' || target.type === 'TOTAL_COST_MARKUP') {
    const side = outside(target.percent, target.type === 'PURCHASE_MARKUP' ? c.minMarkup : null, c.maxMarkup);
    if (side) return [{ reason: 'MARKUP_TARGET_OUTSIDE_LIMITS', paths: ['target.percent', side === 'minimum' ? 'constraints.minMarkup' : 'constraints.maxMarkup'], message: `The target markup ${target.percent} % is outside the markup limits (${side})` }];
  }
  return [];
}

type Scalar = string | number | boolean;
interface Indexed {
  condition: FilterCondition;
  index: number;
}

/**
 * Whether a value fails a condition. Texts compare as the engine compares them: trimmed and
 * ignoring case (pricing-service/src/engine/filterConditions.ts).
 */
function surelyFails(value: Scalar, c: FilterCondition): boolean {
  const norm = (x: Scalar) => (typeof x === 'string' ? x.trim().toLowerCase() : x);
  const v = c.value;
  const list = (Array.isArray(v) ? v : [v]).map(norm);
  const mine = norm(value);
  const wanted = norm(v as Scalar);
  switch (c.operator) {
    case 'EQUALS':
      return mine !== wanted;
    case 'NOT_EQUALS':
      return mine === wanted;
    case 'IN':
      return !list.includes(mine);
    case 'NOT_IN':
      return list.includes(mine);
    case 'INCLUDES':
      return typeof mine === 'string' && typeof wanted === 'string' && !mine.includes(wanted);
    case 'NOT_INCLUDES':
      return typeof mine === 'string' && typeof wanted === 'string' && mine.includes(wanted);
    case 'GREATER_THAN':
      return typeof value === 'number' && typeof v === 'number' && !(value > v);
    case 'GREATER_THAN_OR_EQUAL':
      return typeof value === 'number' && typeof v === 'number' && !(value >= v);
    case 'LESS_THAN':
      return typeof value === 'number' && typeof v === 'number' && !(value < v);
    case 'LESS_THAN_OR_EQUAL':
      return typeof value === 'number' && typeof v === 'number' && !(value <= v);
  }
}

/**
 * The smallest set of conditions on one field that no value meets together, or null when some
 * value could. A field without a value meets every negative condition (NOT_EQUALS, NOT_IN,
 * NOT_INCLUDES), so only conditions that need a value can clash.
 */
function excludingConditions(type: FilterFieldType, conditions: Indexed[]): Indexed[] | null {
  // "equals"/"in" name the only values that can match: each must fail some other condition.
  const pinning = conditions.find((x) => x.condition.operator === 'EQUALS' || x.condition.operator === 'IN');
  if (pinning) {
    const first = pinning.condition.value;
    const candidates: Scalar[] = Array.isArray(first) ? first : [first as Scalar];
    const blockers = candidates.map((value) => conditions.find((x) => surelyFails(value, x.condition)));
    if (blockers.some((b) => b === undefined)) return null;
    const involved = new Map<number, Indexed>([[pinning.index, pinning]]);
    for (const b of blockers) if (b) involved.set(b.index, b);
    return [...involved.values()].sort((a, b) => a.index - b.index);
  }
  if (type === 'number') return emptyInterval(conditions);
  // Text without a pinned value: "includes s" and "not includes t" clash when s contains t.
  const norm = (x: FilterCondition['value']) => String(x).trim().toLowerCase();
  for (const inc of conditions.filter((x) => x.condition.operator === 'INCLUDES')) {
    const clash = conditions.find((x) => x.condition.operator === 'NOT_INCLUDES' && norm(inc.condition.value).includes(norm(x.condition.value)));
    if (clash) return [inc, clash].sort((a, b) => a.index - b.index);
  }
  return null;
}

/** Number comparisons whose bounds leave no value (x > 10 and x < 5; x ≥ 5 and x < 5; x ≥ 5, x ≤ 5 and x ≠ 5). */
function emptyInterval(conditions: Indexed[]): Indexed[] | null {
  let lower: { value: number; open: boolean; by: Indexed } | null = null;
  let upper: { value: number; open: boolean; by: Indexed } | null = null;
  for (const x of conditions) {
    const v = x.condition.value;
    if (typeof v !== 'number') continue;
    const op = x.condition.operator;
    if (op === 'GREATER_THAN' || op === 'GREATER_THAN_OR_EQUAL') {
      const open = op === 'GREATER_THAN';
      if (!lower || v > lower.value || (v === lower.value && open)) lower = { value: v, open, by: x };
    }
    if (op === 'LESS_THAN' || op === 'LESS_THAN_OR_EQUAL') {
      const open = op === 'LESS_THAN';
      if (!upper || v < upper.value || (v === upper.value && open)) upper = { value: v, open, by: x };
    }
  }
  if (!lower || !upper) return null;
  const pair = [lower.by, upper.by].sort((a, b) => a.index - b.index);
  if (lower.value > upper.value || (lower.value === upper.value && (lower.open || upper.open))) return pair;
  if (lower.value === upper.value) {
    const only = lower.value;
    const excluded = conditions.find((x) => surelyFails(only, x.condition));
    if (excluded) return [...pair, excluded].sort((a, b) => a.index - b.index);
  }
  return null;
}

/** Filter conditions that can never hold together, field by field. Conditions must be free of issues. */
export function conditionContradictions(conditions: readonly FilterCondition[]): PriceRuleContradiction[] {
  const byField = new Map<string, Indexed[]>();
  conditions.forEach((condition, index) => byField.set(condition.field, [...(byField.get(condition.field) ?? []), { condition, index }]));
  const found: PriceRuleContradiction[] = [];
  for (const [field, list] of byField) {
    const type = filterFieldType(field);
    if (!type || list.length < 2) continue;
    const clash = excludingConditions(type, list);
    if (clash) {
      const numbers = clash.map((x) => x.index + 1).join(', ');
      found.push({ reason: 'CONDITIONS_EXCLUDE_EACH_OTHER', field, paths: clash.map((x) => `conditions.${x.index}`), message: `Filter conditions ${numbers} on ${field} can never hold together` });
    }
  }
  return found;
}

/** Every contradiction of a rule whose fields are valid. */
export function priceRuleContradictions(fields: PriceRuleFields): PriceRuleContradiction[] {
  return [...limitPairs(fields.constraints), ...targetOutsideLimits(fields), ...conditionContradictions(fields.conditions)];
}

// ── zod issues → rule issues ──

function fromZod(issue: z.core.$ZodIssue, root: unknown): PriceRuleIssue {
  const path = issue.path.map(String).join('.');
  const make = (problem: PriceRuleProblem, extra: Partial<PriceRuleIssue> = {}): PriceRuleIssue => ({ path, problem, message: `${path || 'body'}: ${issue.message}`, ...extra });
  let value: unknown = root;
  for (const key of issue.path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null) return make('REQUIRED');
      return issue.expected === 'int' ? make('NOT_INTEGER') : make('WRONG_TYPE');
    case 'invalid_union':
      if (value === undefined) return make('REQUIRED');
      return issue.path.at(-1) === 'target' || issue.path.at(-1) === 'type' ? make('NOT_ALLOWED_VALUE') : make('WRONG_TYPE');
    case 'invalid_value':
      return make('NOT_ALLOWED_VALUE');
    case 'unrecognized_keys':
      return make('UNKNOWN_KEYS');
    case 'too_small':
      if (issue.origin === 'string') return make('REQUIRED');
      return make('TOO_SMALL', { limit: Number(issue.minimum), ...(issue.inclusive === false ? { exclusive: true } : {}) });
    case 'too_big':
      if (issue.origin === 'string') return make('TOO_LONG', { limit: Number(issue.maximum) });
      if (issue.origin === 'array') return make('TOO_MANY', { limit: Number(issue.maximum) });
      return make('TOO_BIG', { limit: Number(issue.maximum), ...(issue.inclusive === false ? { exclusive: true } : {}) });
    default:
      return make('INVALID');
  }
}

/**
 * Check a rule body (as sent, before anything else): its shape, then each condition, then the
 * contradictions. Filter conditions are checked even when the shape fails elsewhere, so every
 * problem shows at once.
 */
export function checkPriceRule(body: unknown): PriceRuleCheck {
  const parsed = priceRuleFieldsSchema.safeParse(body);
  const rawConditions = body !== null && typeof body === 'object' ? (body as { conditions?: unknown }).conditions : undefined;
  const conditionProblems: PriceRuleIssue[] = [];
  if (Array.isArray(rawConditions)) {
    rawConditions.forEach((raw, i) => {
      const one = priceRuleFieldsSchema.shape.conditions.element.safeParse(raw);
      if (one.success) conditionProblems.push(...conditionIssues(one.data, i));
    });
  }
  if (!parsed.success) {
    const shape = parsed.error.issues.map((issue) => fromZod(issue, body));
    return { ok: false, code: 'VALIDATION_FAILED', issues: [...shape, ...conditionProblems] };
  }
  const issues = [...conditionProblems, ...targetIssues(parsed.data)];
  if (issues.length > 0) return { ok: false, code: 'VALIDATION_FAILED', issues };
  const contradictions = priceRuleContradictions(parsed.data);
  if (contradictions.length > 0) return { ok: false, code: 'PRICE_RULE_CONTRADICTORY', contradictions };
  return { ok: true, fields: parsed.data };
}
