import { describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS, type FilterCondition, type PriceRuleFields } from './priceRules.ts';
import { checkPriceRule, conditionContradictions, type PriceRuleCheck } from './priceRuleValidation.ts';

const rule = (over: Partial<PriceRuleFields> = {}): PriceRuleFields => ({
  name: '1 % below the cheapest competitor',
  salesChannelId: 'channel-1',
  conditions: [],
  target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: true },
  constraints: { ...NO_CONSTRAINTS, minProfitMargin: 15 },
  active: true,
  ...over,
});
const when = (field: string, operator: FilterCondition['operator'], value: FilterCondition['value']): FilterCondition => ({ field, operator, value });

const issuesOf = (check: PriceRuleCheck) => (check.ok || check.code !== 'VALIDATION_FAILED' ? [] : check.issues.map((i) => `${i.path}:${i.problem}`));
const reasonsOf = (check: PriceRuleCheck) => (check.ok || check.code !== 'PRICE_RULE_CONTRADICTORY' ? [] : check.contradictions.map((c) => `${c.reason}:${c.paths.join('+')}`));

describe('checkPriceRule: a valid rule', () => {
  it('passes the rule of the issue ("1 % cheaper than the cheapest competitor, margin at least 15 %") and trims its name', () => {
    const check = checkPriceRule({ ...rule(), name: '  Cheapest −1 %  ' });
    expect(check).toEqual({ ok: true, fields: { ...rule(), name: 'Cheapest −1 %' } });
  });

  it('passes conditions that can hold together', () => {
    const conditions = [
      when('brand', 'IN', ['Vaude', 'Deuter']),
      when('brand', 'NOT_EQUALS', 'Salewa'),
      when('purchasePrice', 'GREATER_THAN', 5),
      when('purchasePrice', 'LESS_THAN_OR_EQUAL', 5.01),
      when('inStock', 'EQUALS', true),
      when('inStock', 'NOT_EQUALS', false),
      when('name', 'INCLUDES', 'Zelt'),
      when('gtin', 'IN', [4001234567890, '4009876543210']),
      when('name', 'NOT_INCLUDES', 'Zelte'),
      when('profitMargin', 'GREATER_THAN_OR_EQUAL', 10),
      when('profitMargin', 'LESS_THAN_OR_EQUAL', 10),
    ];
    expect(checkPriceRule(rule({ conditions }))).toMatchObject({ ok: true });
  });
});

describe('checkPriceRule: bad input (422 VALIDATION_FAILED)', () => {
  it('names an unknown filter field', () => {
    expect(issuesOf(checkPriceRule(rule({ conditions: [when('colour', 'EQUALS', 'red')] })))).toEqual(['conditions.0.field:UNKNOWN_FIELD']);
  });

  it('refuses an operator the field type does not have', () => {
    expect(issuesOf(checkPriceRule(rule({ conditions: [when('inStock', 'GREATER_THAN', 1), when('purchasePrice', 'INCLUDES', '5'), when('brand', 'LESS_THAN', 'M')] })))).toEqual([
      'conditions.0.operator:OPERATOR_NOT_ALLOWED',
      'conditions.1.operator:OPERATOR_NOT_ALLOWED',
      'conditions.2.operator:OPERATOR_NOT_ALLOWED',
    ]);
  });

  it('refuses values of the wrong type: numbers for number fields, booleans for boolean fields, lists for IN/NOT_IN', () => {
    const check = checkPriceRule(rule({
      conditions: [
        when('purchasePrice', 'GREATER_THAN', '10'),
        when('inStock', 'EQUALS', 'true'),
        when('brand', 'IN', 'Vaude'),
        when('brand', 'EQUALS', ['Vaude']),
        when('msrp', 'NOT_IN', [10, '20']),
        when('sku', 'EQUALS', 42),
      ],
    }));
    expect(check.ok === false && check.code === 'VALIDATION_FAILED' && check.issues.map((i) => [i.path, i.problem, i.expected])).toEqual([
      ['conditions.0.value', 'VALUE_WRONG_TYPE', 'number'],
      ['conditions.1.value', 'VALUE_WRONG_TYPE', 'boolean'],
      ['conditions.2.value', 'VALUE_WRONG_TYPE', 'list of texts'],
      ['conditions.3.value', 'VALUE_WRONG_TYPE', 'text'],
      ['conditions.4.value', 'VALUE_WRONG_TYPE', 'list of numbers'],
      ['conditions.5.value', 'VALUE_WRONG_TYPE', 'text'],
    ]);
  });

  it('needs a non-empty list for IN/NOT_IN and no blank texts', () => {
    expect(issuesOf(checkPriceRule({ ...rule(), conditions: [when('brand', 'IN', [] as unknown as string[])] }))).toEqual(['conditions.0.value:TOO_SMALL']);
    expect(issuesOf(checkPriceRule(rule({ conditions: [when('brand', 'EQUALS', '  '), when('brand', 'NOT_IN', ['A', ''])] })))).toEqual(['conditions.0.value:REQUIRED', 'conditions.1.value:REQUIRED']);
  });

  it('refuses percentages out of range', () => {
    const margins = checkPriceRule({ ...rule(), constraints: { ...NO_CONSTRAINTS, minProfitMargin: -1, maxProfitMargin: 101 } });
    expect(issuesOf(margins)).toEqual(['constraints.minProfitMargin:TOO_SMALL', 'constraints.maxProfitMargin:TOO_BIG']);
    expect(issuesOf(checkPriceRule({ ...rule(), target: { type: 'PROFIT_MARGIN', percent: 100 } }))).toEqual(['target.percent:TOO_BIG']);
    expect(issuesOf(checkPriceRule({ ...rule(), constraints: { ...NO_CONSTRAINTS, maxChangePercent: 0 } }))).toEqual(['constraints.maxChangePercent:TOO_SMALL']);
    expect(issuesOf(checkPriceRule({ ...rule(), target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 100, withShipping: false } }))).toEqual(['target.value:PERCENT_NOT_BELOW_100']);
    // 100 % more expensive is a price, not a mistake.
    expect(checkPriceRule({ ...rule(), target: { type: 'CHEAPEST_COMPETITOR', direction: 'MORE_EXPENSIVE', by: 'PERCENT', value: 100, withShipping: false } }).ok).toBe(true);
  });

  it('names missing and unknown parts and reports condition problems beside shape problems', () => {
    const check = checkPriceRule({ name: '', salesChannelId: 'c', conditions: [{ field: 'colour', operator: 'EQUALS', value: 'red' }], target: { type: 'CHEAPEST' }, constraints: { ...NO_CONSTRAINTS, extra: 1 } });
    expect(issuesOf(check)).toEqual(['name:REQUIRED', 'target.type:NOT_ALLOWED_VALUE', 'constraints:UNKNOWN_KEYS', 'active:REQUIRED', 'conditions.0.field:UNKNOWN_FIELD']);
    expect(issuesOf(checkPriceRule(null))).toEqual([':REQUIRED']);
  });
});

describe('checkPriceRule: contradictions (422 PRICE_RULE_CONTRADICTORY)', () => {
  it('finds minimum limits above their maximum', () => {
    const check = checkPriceRule(rule({ constraints: { ...NO_CONSTRAINTS, minPrice: 20, maxPrice: 10, minMarkup: 50, maxMarkup: 40, minProfitMargin: 30, maxProfitMargin: 20 } }));
    expect(reasonsOf(check)).toEqual([
      'MIN_PRICE_ABOVE_MAX_PRICE:constraints.minPrice+constraints.maxPrice',
      'MIN_MARKUP_ABOVE_MAX_MARKUP:constraints.minMarkup+constraints.maxMarkup',
      'MIN_MARGIN_ABOVE_MAX_MARGIN:constraints.minProfitMargin+constraints.maxProfitMargin',
    ]);
    expect(checkPriceRule(rule({ constraints: { ...NO_CONSTRAINTS, minPrice: 10, maxPrice: 10 } })).ok).toBe(true);
  });

  it('finds a profit-margin target outside the margin limits', () => {
    const target = { type: 'PROFIT_MARGIN', percent: 12 } as const;
    expect(reasonsOf(checkPriceRule(rule({ target, constraints: { ...NO_CONSTRAINTS, minProfitMargin: 15 } })))).toEqual(['MARGIN_TARGET_OUTSIDE_LIMITS:target.percent+constraints.minProfitMargin']);
    expect(reasonsOf(checkPriceRule(rule({ target, constraints: { ...NO_CONSTRAINTS, maxProfitMargin: 10 } })))).toEqual(['MARGIN_TARGET_OUTSIDE_LIMITS:target.percent+constraints.maxProfitMargin']);
    expect(checkPriceRule(rule({ target, constraints: { ...NO_CONSTRAINTS, minProfitMargin: 12, maxProfitMargin: 12 } })).ok).toBe(true);
  });

  it('finds a markup target outside the markup limits', () => {
    expect(reasonsOf(checkPriceRule(rule({ target: { type: 'PURCHASE_MARKUP', percent: 20 }, constraints: { ...NO_CONSTRAINTS, minMarkup: 25 } })))).toEqual(['MARKUP_TARGET_OUTSIDE_LIMITS:target.percent+constraints.minMarkup']);
    expect(reasonsOf(checkPriceRule(rule({ target: { type: 'TOTAL_COST_MARKUP', percent: 60 }, constraints: { ...NO_CONSTRAINTS, maxMarkup: 50 } })))).toEqual(['MARKUP_TARGET_OUTSIDE_LIMITS:target.percent+constraints.maxMarkup']);
    // The limits are purchase-price markups: 20 % on total costs is at least 20 % on the purchase price, maybe 25 %.
    expect(checkPriceRule(rule({ target: { type: 'TOTAL_COST_MARKUP', percent: 20 }, constraints: { ...NO_CONSTRAINTS, minMarkup: 25 } })).ok).toBe(true);
    // A competitor target has no markup of its own to contradict.
    expect(checkPriceRule(rule({ constraints: { ...NO_CONSTRAINTS, minMarkup: 25, maxMarkup: 30 } })).ok).toBe(true);
  });

  it('finds text conditions that exclude each other', () => {
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('brand', 'EQUALS', 'Vaude'), when('sku', 'EQUALS', 'x'), when('brand', 'EQUALS', 'Deuter')] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.2']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('brand', 'EQUALS', 'Vaude'), when('brand', 'NOT_EQUALS', 'Vaude')] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('brand', 'IN', ['A', 'B']), when('brand', 'NOT_IN', ['A', 'B', 'C'])] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('name', 'INCLUDES', 'Kuppelzelt'), when('name', 'NOT_INCLUDES', 'zelt')] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('brand', 'EQUALS', 'Vaude'), when('brand', 'INCLUDES', 'Deu')] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
  });

  it('compares texts as the engine does: trimmed and ignoring case', () => {
    expect(checkPriceRule(rule({ conditions: [when('brand', 'EQUALS', 'Vaude'), when('brand', 'EQUALS', ' VAUDE')] })).ok).toBe(true);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('brand', 'EQUALS', 'Vaude'), when('brand', 'NOT_EQUALS', 'vaude')] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('name', 'INCLUDES', 'Kuppelzelt'), when('name', 'NOT_INCLUDES', 'ZELT')] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
  });

  it('lets negative conditions stand together: a product without the value meets them all', () => {
    expect(checkPriceRule(rule({ conditions: [when('inStock', 'NOT_EQUALS', true), when('inStock', 'NOT_EQUALS', false)] })).ok).toBe(true);
    expect(checkPriceRule(rule({ conditions: [when('brand', 'NOT_IN', ['A']), when('brand', 'NOT_EQUALS', 'B'), when('name', 'NOT_INCLUDES', 'x')] })).ok).toBe(true);
  });

  it('finds number conditions that leave no value', () => {
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('purchasePrice', 'GREATER_THAN', 10), when('purchasePrice', 'LESS_THAN', 5)] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('weight', 'GREATER_THAN_OR_EQUAL', 5), when('weight', 'LESS_THAN', 5)] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('weight', 'GREATER_THAN_OR_EQUAL', 5), when('weight', 'LESS_THAN_OR_EQUAL', 5), when('weight', 'NOT_EQUALS', 5)] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1+conditions.2']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('msrp', 'EQUALS', 5), when('msrp', 'GREATER_THAN', 10)] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('msrp', 'IN', [1, 2]), when('msrp', 'NOT_IN', [2]), when('msrp', 'GREATER_THAN', 1)] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1+conditions.2']);
  });

  it('finds boolean conditions that exclude each other', () => {
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('inStock', 'EQUALS', true), when('inStock', 'EQUALS', false)] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
    expect(reasonsOf(checkPriceRule(rule({ conditions: [when('pallet', 'EQUALS', true), when('pallet', 'NOT_EQUALS', true)] })))).toEqual(['CONDITIONS_EXCLUDE_EACH_OTHER:conditions.0+conditions.1']);
  });

  it('reports a contradiction per field, with the field and readable English', () => {
    const found = conditionContradictions([when('brand', 'EQUALS', 'A'), when('brand', 'EQUALS', 'B'), when('weight', 'GREATER_THAN', 3), when('weight', 'LESS_THAN', 2)]);
    expect(found.map((c) => [c.field, c.message])).toEqual([
      ['brand', 'Filter conditions 1, 2 on brand can never hold together'],
      ['weight', 'Filter conditions 3, 4 on weight can never hold together'],
    ]);
  });
});
