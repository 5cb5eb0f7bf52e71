/** Rule filters on custom values (issue 15): `custom:<key>` compared as the condition's value's type, in the engine. */
import { checkPriceRule, NO_CONSTRAINTS, type CustomValues, type FilterCondition } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import { compileFilter } from './filterConditions.ts';
import { matchFilter } from './runEngine.ts';
import { factsOf, input, product } from './testFixtures.ts';

const tent = product({ productId: 'tent', sku: 'TENT', customValues: { season: 'Sommer', colours: ['Rot', 'Blau'], discount: 12.5, bulky: true, meta: '{"a":1}' } });
const plain = product({ productId: 'plain', sku: 'PLAIN' });
const holds = (values: CustomValues | undefined, ...conditions: FilterCondition[]) => {
  const compiled = compileFilter(conditions);
  if (!compiled.ok) throw new Error(compiled.issue.reason);
  return compiled.matches(factsOf(product(values ? { customValues: values } : {})));
};

describe('filters on custom values', () => {
  it('text and list: equals and contains (case-insensitive), a list holding when one item does; negatives when none does', () => {
    const values = tent.customValues;
    expect(holds(values, { field: 'custom:season', operator: 'EQUALS', value: 'sommer' })).toBe(true);
    expect(holds(values, { field: 'custom:season', operator: 'INCLUDES', value: 'omm' })).toBe(true);
    expect(holds(values, { field: 'custom:season', operator: 'NOT_EQUALS', value: 'Sommer' })).toBe(false);
    expect(holds(values, { field: 'custom:colours', operator: 'EQUALS', value: 'blau' })).toBe(true);
    expect(holds(values, { field: 'custom:colours', operator: 'INCLUDES', value: 'grü' })).toBe(false);
    expect(holds(values, { field: 'custom:colours', operator: 'NOT_EQUALS', value: 'Rot' })).toBe(false);
    expect(holds(values, { field: 'custom:colours', operator: 'IN', value: ['grün', 'rot'] })).toBe(true);
    expect(holds(values, { field: 'custom:meta', operator: 'INCLUDES', value: '"a"' })).toBe(true);
  });

  it('numbers and percentages: comparisons; yes/no: is true or false', () => {
    const values = tent.customValues;
    expect(holds(values, { field: 'custom:discount', operator: 'GREATER_THAN_OR_EQUAL', value: 12.5 })).toBe(true);
    expect(holds(values, { field: 'custom:discount', operator: 'LESS_THAN', value: 10 })).toBe(false);
    expect(holds(values, { field: 'custom:bulky', operator: 'EQUALS', value: true })).toBe(true);
    expect(holds(values, { field: 'custom:bulky', operator: 'EQUALS', value: false })).toBe(false);
    // A value of another type than the condition's is not a match (a number is not "yes").
    expect(holds(values, { field: 'custom:discount', operator: 'EQUALS', value: true })).toBe(false);
  });

  it('a product without the value satisfies only the negative operators', () => {
    expect(holds(undefined, { field: 'custom:season', operator: 'EQUALS', value: 'Sommer' })).toBe(false);
    expect(holds(undefined, { field: 'custom:season', operator: 'NOT_EQUALS', value: 'Sommer' })).toBe(true);
    expect(holds({ colours: [] }, { field: 'custom:colours', operator: 'INCLUDES', value: 'rot' })).toBe(false);
    expect(holds(undefined, { field: 'custom:discount', operator: 'GREATER_THAN', value: 1 })).toBe(false);
  });

  it('a run’s filter picks the products with the value; operators the value’s type has not are refused like any field’s', () => {
    const run = input({ products: [tent, plain] });
    expect(matchFilter(run, run.channels[0]!.channelId, [{ field: 'custom:season', operator: 'EQUALS', value: 'Sommer' }]).map((p) => p.productId)).toEqual(['tent']);
    expect(compileFilter([{ field: 'custom:bulky', operator: 'GREATER_THAN', value: true }])).toMatchObject({ ok: false, issue: { reason: 'FILTER_OPERATOR_NOT_ALLOWED' } });
    expect(compileFilter([{ field: 'custom:Bad Key', operator: 'EQUALS', value: 'x' }])).toMatchObject({ ok: false, issue: { reason: 'UNKNOWN_FILTER_FIELD' } });
  });

  it('the API’s rule check takes the same conditions and refuses the same ones', () => {
    const rule = (condition: FilterCondition) => ({ name: 'Sommer', salesChannelId: 'web', active: true, conditions: [condition], target: { type: 'PROFIT_MARGIN', percent: 20 }, constraints: NO_CONSTRAINTS });
    expect(checkPriceRule(rule({ field: 'custom:season', operator: 'EQUALS', value: 'Sommer' }))).toMatchObject({ ok: true });
    expect(checkPriceRule(rule({ field: 'custom:discount', operator: 'LESS_THAN', value: 5 }))).toMatchObject({ ok: true });
    expect(checkPriceRule(rule({ field: 'custom:bulky', operator: 'INCLUDES', value: true }))).toMatchObject({ ok: false, issues: [expect.objectContaining({ problem: 'OPERATOR_NOT_ALLOWED' })] });
  });
});
