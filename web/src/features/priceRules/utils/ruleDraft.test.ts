import { describe, expect, it } from 'vitest';
import { checkPriceRule, NO_CONSTRAINTS, type PriceRuleView } from '@pm/contracts';
import { bodyOf, conditionOf, draftOf, emptyDraft, guardrailsOf, parseNumber, splitList } from './ruleDraft.ts';
import { movedOrder } from './moveRule.ts';
import { hasInput, problemsOfCheck } from './ruleProblems.ts';

describe('rule draft', () => {
  it('reads numbers as people type them', () => {
    expect([parseNumber(''), parseNumber(' 12,5 '), parseNumber('12.5'), parseNumber('1 000'), parseNumber('-3')]).toEqual([null, 12.5, 12.5, 1000, -3]);
    expect(parseNumber('12a')).toBeNaN();
    expect(splitList('Vaude, Deuter; Salewa', false)).toEqual(['Vaude', 'Deuter', 'Salewa']);
    expect(splitList('1,5; 2', true)).toEqual(['1,5', '2']);
  });

  it('makes the body of "1 % cheaper than the cheapest competitor, margin at least 15 %"', () => {
    const draft = { ...emptyDraft('web'), name: 'Cheapest −1 %', competitorValue: '1', minProfitMargin: '15' };
    const body = bodyOf(draft);
    expect(body).toEqual({
      name: 'Cheapest −1 %',
      salesChannelId: 'web',
      conditions: [],
      target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: true },
      constraints: { ...NO_CONSTRAINTS, minProfitMargin: 15 },
      active: true,
    });
    expect(checkPriceRule(body).ok).toBe(true);
  });

  it('converts condition values by the field type', () => {
    expect(conditionOf({ key: 1, field: 'brand', operator: 'IN', value: 'Vaude, Deuter' }).value).toEqual(['Vaude', 'Deuter']);
    expect(conditionOf({ key: 1, field: 'purchasePrice', operator: 'GREATER_THAN', value: '9,99' }).value).toBe(9.99);
    expect(conditionOf({ key: 1, field: 'msrp', operator: 'NOT_IN', value: '10; 19,99' }).value).toEqual([10, 19.99]);
    expect(conditionOf({ key: 1, field: 'inStock', operator: 'EQUALS', value: 'false' }).value).toBe(false);
    expect(conditionOf({ key: 1, field: 'weight', operator: 'EQUALS', value: 'heavy' }).value).toBeNaN();
  });

  it('converts a custom value condition by the type of its definition, and keeps it when a saved rule is edited', () => {
    expect(conditionOf({ key: 1, field: 'custom:margin_group', operator: 'GREATER_THAN', value: '2,5', valueType: 'number' }).value).toBe(2.5);
    expect(conditionOf({ key: 1, field: 'custom:clearance', operator: 'EQUALS', value: 'true', valueType: 'boolean' }).value).toBe(true);
    expect(conditionOf({ key: 1, field: 'custom:season', operator: 'IN', value: 'Sommer; Winter', valueType: 'text' }).value).toEqual(['Sommer', 'Winter']);
    // Without a known definition a custom value compares as text.
    expect(conditionOf({ key: 1, field: 'custom:season', operator: 'EQUALS', value: ' 12 ' }).value).toBe('12');
    const conditions = [
      { field: 'custom:margin_group', operator: 'IN' as const, value: [1, 2.5] },
      { field: 'custom:clearance', operator: 'EQUALS' as const, value: false },
      { field: 'custom:season', operator: 'EQUALS' as const, value: 'Sommer' },
    ];
    const rule: PriceRuleView = { ruleId: 'r', position: 1, name: 'Season', salesChannelId: 'web', channelName: 'Webshop', conditions, target: { type: 'PURCHASE_MARKUP', percent: 40 }, constraints: NO_CONSTRAINTS, active: true, createdAt: '', updatedAt: '' };
    const draft = draftOf(rule);
    expect(draft.conditions.map((c) => c.valueType)).toEqual(['number', 'boolean', 'text']);
    expect(bodyOf(draft).conditions).toEqual(conditions);
    expect(checkPriceRule(bodyOf(draft)).ok).toBe(true);
  });

  it('shows a number that is not one where it was typed', () => {
    const problems = problemsOfCheck(checkPriceRule(bodyOf({ ...emptyDraft('web'), name: 'x', competitorValue: 'one', minPrice: '5 €' })));
    expect(problems.issues.map((i) => `${i.path}:${i.problem}`)).toEqual(['target.value:WRONG_TYPE', 'constraints.minPrice:WRONG_TYPE']);
    expect(problems.issues.every((i) => hasInput(i.path, 0))).toBe(true);
  });

  it('round-trips a saved rule through the editor', () => {
    const rule: PriceRuleView = {
      ruleId: 'r',
      position: 2,
      name: 'Markup',
      salesChannelId: 'web',
      channelName: 'Webshop',
      conditions: [{ field: 'brand', operator: 'IN', value: ['Vaude', 'Deuter'] }, { field: 'inStock', operator: 'EQUALS', value: true }],
      target: { type: 'PURCHASE_MARKUP', percent: 40 },
      constraints: { ...NO_CONSTRAINTS, minPrice: 5, maxChangePercent: 10, msrpCap: true },
      active: false,
      createdAt: '',
      updatedAt: '',
    };
    const { ruleId: _r, position: _p, channelName: _c, createdAt: _a, updatedAt: _u, ...fields } = rule;
    expect(bodyOf(draftOf(rule))).toEqual(fields);
    // With fallback and guardrail overrides (issue 12).
    const withOverrides: PriceRuleView = { ...rule, fallThrough: true, guardrails: { maxChangePercent: 25, noBelowCost: false } };
    const draft = draftOf(withOverrides);
    expect([draft.fallThrough, draft.guardrailMaxChange, draft.guardrailMaxChangePercent, draft.guardrailNoBelowCost, draft.guardrailNoAboveMsrp]).toEqual([true, 'ON', '25', 'OFF', 'COMPANY']);
    const { ruleId: _r2, position: _p2, channelName: _c2, createdAt: _a2, updatedAt: _u2, ...overrideFields } = withOverrides;
    expect(bodyOf(draft)).toEqual(overrideFields);
    expect(draftOf({ ...rule, guardrails: { maxChangePercent: null } }).guardrailMaxChange).toBe('OFF');
  });

  it('sends fallback and guardrails only when the rule sets them, and names a missing percent', () => {
    const base = { ...emptyDraft('web'), name: 'x', competitorValue: '1' };
    expect(bodyOf(base)).not.toHaveProperty('fallThrough');
    expect(bodyOf(base)).not.toHaveProperty('guardrails');
    expect(guardrailsOf({ ...base, guardrailMaxChange: 'OFF', guardrailNoAboveMsrp: 'ON' })).toEqual({ maxChangePercent: null, noAboveMsrp: true });
    const missing = problemsOfCheck(checkPriceRule(bodyOf({ ...base, guardrailMaxChange: 'ON', guardrailMaxChangePercent: '' })));
    expect(missing.issues.map((i) => `${i.path}:${i.problem}`)).toEqual(['guardrails.maxChangePercent:WRONG_TYPE']);
    expect(missing.issues.every((i) => hasInput(i.path, 0))).toBe(true);
    const zero = problemsOfCheck(checkPriceRule(bodyOf({ ...base, guardrailMaxChange: 'ON', guardrailMaxChangePercent: '0' })));
    expect(zero.issues.map((i) => `${i.path}:${i.problem}`)).toEqual(['guardrails.maxChangePercent:TOO_SMALL']);
    expect(checkPriceRule(bodyOf({ ...base, fallThrough: true, guardrailMaxChange: 'ON', guardrailMaxChangePercent: '12,5' })).ok).toBe(true);
  });
});

describe('movedOrder', () => {
  it('swaps a rule with its neighbour and refuses to move past the ends', () => {
    expect(movedOrder(['a', 'b', 'c'], 'c', 'up')).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 'a', 'down')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'a', 'up')).toBeNull();
    expect(movedOrder(['a', 'b', 'c'], 'c', 'down')).toBeNull();
    expect(movedOrder(['a'], 'x', 'up')).toBeNull();
  });
});
