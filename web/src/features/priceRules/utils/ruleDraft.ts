/**
 * The editor's state of a price rule: what the inputs hold (texts for numbers, so a half-typed
 * "12," stays as typed) and its conversion to the API body. The body is checked with the
 * contracts' `checkPriceRule`, the same function the API enforces.
 */
import { NO_CONSTRAINTS, customFilterType, filterFieldType, type FilterCondition, type FilterFieldType, type FilterOperator, type GuardrailOverrides, type PriceRuleFields, type PriceRuleView, type TargetType } from '@pm/contracts';

export interface ConditionDraft {
  /** Stable React key of the row. */
  key: number;
  field: string;
  operator: FilterOperator;
  /** Text, number, "true"/"false", or a list (see LIST_SEPARATORS). */
  value: string;
  /**
   * A custom value's comparison type (`custom:<key>` fields): from its definition when picked,
   * from the stored value when a rule is loaded. Product fields have theirs in FILTER_FIELDS.
   */
  valueType?: FilterFieldType;
}

/** The comparison type of a condition row: the product field's, else the custom value's, else text. */
export function conditionType(draft: Pick<ConditionDraft, 'field' | 'valueType'>): FilterFieldType {
  return filterFieldType(draft.field) ?? draft.valueType ?? 'text';
}

export interface RuleDraft {
  name: string;
  salesChannelId: string;
  conditions: ConditionDraft[];
  targetType: TargetType;
  /** Markup or margin percent of the markup/margin targets. */
  targetPercent: string;
  direction: 'CHEAPER' | 'MORE_EXPENSIVE';
  by: 'AMOUNT' | 'PERCENT';
  competitorValue: string;
  withShipping: boolean;
  minPrice: string;
  maxPrice: string;
  minMarkup: string;
  maxMarkup: string;
  minProfitMargin: string;
  maxProfitMargin: string;
  msrpCap: boolean;
  maxChangePercent: string;
  active: boolean;
  /** When this rule produces no price, the next matching rule tries (default off). */
  fallThrough: boolean;
  /** Guardrail overrides of the rule; 'COMPANY' keeps the company's setting. */
  guardrailMaxChange: GuardrailChoice;
  /** The maximum change per run of a CUSTOM override, in percent. */
  guardrailMaxChangePercent: string;
  guardrailNoBelowCost: GuardrailChoice;
  guardrailNoAboveMsrp: GuardrailChoice;
}

/**
 * A guardrail of the rule: the company's setting, or the rule's own. For the maximum change
 * ON is "this percent" (CUSTOM) and OFF is "no maximum"; for the cost floor and the MSRP cap ON
 * keeps the price inside, OFF allows it outside.
 */
export type GuardrailChoice = 'COMPANY' | 'ON' | 'OFF';

export const CONSTRAINT_KEYS = ['minPrice', 'maxPrice', 'minMarkup', 'maxMarkup', 'minProfitMargin', 'maxProfitMargin', 'maxChangePercent'] as const;
export type ConstraintKey = (typeof CONSTRAINT_KEYS)[number];

let nextKey = 1;
export const newConditionKey = () => nextKey++;

export function emptyDraft(salesChannelId: string): RuleDraft {
  return {
    name: '',
    salesChannelId,
    conditions: [],
    targetType: 'CHEAPEST_COMPETITOR',
    targetPercent: '',
    direction: 'CHEAPER',
    by: 'PERCENT',
    competitorValue: '',
    withShipping: true,
    minPrice: '',
    maxPrice: '',
    minMarkup: '',
    maxMarkup: '',
    minProfitMargin: '',
    maxProfitMargin: '',
    msrpCap: false,
    maxChangePercent: '',
    active: true,
    fallThrough: false,
    guardrailMaxChange: 'COMPANY',
    guardrailMaxChangePercent: '',
    guardrailNoBelowCost: 'COMPANY',
    guardrailNoAboveMsrp: 'COMPANY',
  };
}

const choiceOf = (value: boolean | undefined): GuardrailChoice => (value === undefined ? 'COMPANY' : value ? 'ON' : 'OFF');

/** The draft's guardrail choices of a rule's overrides. */
function guardrailDraftOf(overrides: GuardrailOverrides | undefined): Pick<RuleDraft, 'guardrailMaxChange' | 'guardrailMaxChangePercent' | 'guardrailNoBelowCost' | 'guardrailNoAboveMsrp'> {
  const max = overrides?.maxChangePercent;
  return {
    guardrailMaxChange: max === undefined ? 'COMPANY' : max === null ? 'OFF' : 'ON',
    guardrailMaxChangePercent: max == null ? '' : String(max),
    guardrailNoBelowCost: choiceOf(overrides?.noBelowCost),
    guardrailNoAboveMsrp: choiceOf(overrides?.noAboveMsrp),
  };
}

/** The rule's guardrail overrides, or undefined when every guardrail is the company's (an empty custom percent stays NaN, so the check names it). */
export function guardrailsOf(draft: RuleDraft): GuardrailOverrides | undefined {
  const overrides: GuardrailOverrides = {};
  if (draft.guardrailMaxChange === 'ON') overrides.maxChangePercent = parseNumber(draft.guardrailMaxChangePercent) ?? Number.NaN;
  if (draft.guardrailMaxChange === 'OFF') overrides.maxChangePercent = null;
  if (draft.guardrailNoBelowCost !== 'COMPANY') overrides.noBelowCost = draft.guardrailNoBelowCost === 'ON';
  if (draft.guardrailNoAboveMsrp !== 'COMPANY') overrides.noAboveMsrp = draft.guardrailNoAboveMsrp === 'ON';
  return Object.keys(overrides).length > 0 ? overrides : undefined;
}

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function valueText(value: FilterCondition['value']): string {
  return Array.isArray(value) ? value.join('; ') : String(value);
}

export function draftOf(rule: PriceRuleView): RuleDraft {
  const t = rule.target;
  const draft: RuleDraft = {
    ...emptyDraft(rule.salesChannelId),
    name: rule.name,
    conditions: rule.conditions.map((c) => {
      const valueType = customFilterType(c.field, c.value);
      return { key: newConditionKey(), field: c.field, operator: c.operator, value: valueText(c.value), ...(valueType ? { valueType } : {}) };
    }),
    targetType: t.type,
    msrpCap: rule.constraints.msrpCap,
    active: rule.active,
    fallThrough: rule.fallThrough === true,
    ...guardrailDraftOf(rule.guardrails),
  };
  if (t.type === 'CHEAPEST_COMPETITOR') Object.assign(draft, { direction: t.direction, by: t.by, competitorValue: numberText(t.value), withShipping: t.withShipping });
  else draft.targetPercent = numberText(t.percent);
  for (const key of CONSTRAINT_KEYS) draft[key] = numberText(rule.constraints[key]);
  return draft;
}

/** A number as people type it: "12,5" or "12.5"; empty is null; anything else NaN (the check names it). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const normalised = trimmed.replace(/\s/g, '').replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** Texts are listed with ";" or ","; numbers with ";" only (a comma may be their decimal mark). */
export function splitList(text: string, numbers: boolean): string[] {
  return text.split(numbers ? /;/ : /[;,]/).map((s) => s.trim()).filter((s) => s !== '');
}

export function conditionOf(draft: ConditionDraft): FilterCondition {
  const type = conditionType(draft);
  const list = draft.operator === 'IN' || draft.operator === 'NOT_IN';
  const num = (s: string) => parseNumber(s) ?? Number.NaN;
  let value: FilterCondition['value'];
  if (type === 'boolean') value = draft.value === 'true' ? true : draft.value === 'false' ? false : draft.value;
  else if (type === 'number') value = list ? splitList(draft.value, true).map(num) : num(draft.value);
  else value = list ? splitList(draft.value, false) : draft.value.trim();
  return { field: draft.field, operator: draft.operator, value };
}

/** The body the API takes (numbers that are not numbers stay NaN, so the check reports them). */
export function bodyOf(draft: RuleDraft): PriceRuleFields {
  const percent = parseNumber(draft.targetPercent) ?? Number.NaN;
  const target: PriceRuleFields['target'] =
    draft.targetType === 'CHEAPEST_COMPETITOR'
      ? { type: 'CHEAPEST_COMPETITOR', direction: draft.direction, by: draft.by, value: parseNumber(draft.competitorValue) ?? Number.NaN, withShipping: draft.withShipping }
      : { type: draft.targetType, percent };
  const constraints: PriceRuleFields['constraints'] = { ...NO_CONSTRAINTS, msrpCap: draft.msrpCap };
  for (const key of CONSTRAINT_KEYS) constraints[key] = parseNumber(draft[key]);
  const body: PriceRuleFields = { name: draft.name, salesChannelId: draft.salesChannelId, conditions: draft.conditions.map(conditionOf), target, constraints, active: draft.active };
  // Left out when off or the company's: the stored rule says only what it changes.
  if (draft.fallThrough) body.fallThrough = true;
  const guardrails = guardrailsOf(draft);
  if (guardrails) body.guardrails = guardrails;
  return body;
}

/** Path of a draft input as the check names it ("target.value", "constraints.minPrice", "conditions.0.value"). */
export function targetValuePath(draft: RuleDraft): string {
  return draft.targetType === 'CHEAPEST_COMPETITOR' ? 'target.value' : 'target.percent';
}
