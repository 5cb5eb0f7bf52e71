import { FILTER_FIELD_NAMES, FILTER_FIELDS, FILTER_OPERATORS, OPERATORS_BY_TYPE, type FilterCondition } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import { compileFilter, filterIssue } from './filterConditions.ts';
import { dePricing, factsOf, offer, product } from './testFixtures.ts';

// Current price 59.50, purchase 30, shipping 4.50 in the webshop: margin 31 %, markup 66.67 %, total cost markup 44.93 %.
const drill = factsOf(product({ gtin: '4006381333931', pricing: { de: dePricing({ msrp: 69.99 }) }, offers: [offer({ price: 52.9 }), offer({ urlId: 'u2', price: 49, availability: 'OutOfStock' })] }));
const matches = (...conditions: FilterCondition[]) => {
  const compiled = compileFilter(conditions);
  if (!compiled.ok) throw new Error(compiled.issue.reason);
  return compiled.matches(drill);
};

describe('filter conditions', () => {
  it('no conditions match every product', () => {
    expect(matches()).toBe(true);
  });
  it('text: equals / includes case-insensitive and trimmed, in / not in lists', () => {
    expect(matches({ field: 'brand', operator: 'EQUALS', value: ' bosch ' })).toBe(true);
    expect(matches({ field: 'brand', operator: 'NOT_EQUALS', value: 'Bosch' })).toBe(false);
    expect(matches({ field: 'name', operator: 'INCLUDES', value: 'bohr' })).toBe(true);
    expect(matches({ field: 'name', operator: 'NOT_INCLUDES', value: 'Säge' })).toBe(true);
    expect(matches({ field: 'categoryId', operator: 'IN', value: ['garden', 'tools'] })).toBe(true);
    expect(matches({ field: 'categoryId', operator: 'NOT_IN', value: ['garden', 'tools'] })).toBe(false);
    expect(matches({ field: 'gtin', operator: 'IN', value: [4006381333931] })).toBe(true);
  });
  it('numbers: comparisons, each also or equal, and lists', () => {
    expect(matches({ field: 'salesPrice', operator: 'GREATER_THAN', value: 59.5 })).toBe(false);
    expect(matches({ field: 'salesPrice', operator: 'GREATER_THAN_OR_EQUAL', value: 59.5 })).toBe(true);
    expect(matches({ field: 'salesPrice', operator: 'LESS_THAN', value: 59.5 })).toBe(false);
    expect(matches({ field: 'salesPrice', operator: 'LESS_THAN_OR_EQUAL', value: 59.5 })).toBe(true);
    expect(matches({ field: 'purchasePrice', operator: 'EQUALS', value: 30 })).toBe(true);
    expect(matches({ field: 'purchasePrice', operator: 'NOT_EQUALS', value: 30 })).toBe(false);
    expect(matches({ field: 'msrp', operator: 'IN', value: [59.99, 69.99] })).toBe(true);
    expect(matches({ field: 'weight', operator: 'NOT_IN', value: [2] })).toBe(false);
  });
  it('competitor facts count usable offers only, and metrics are those of the current price', () => {
    expect(matches({ field: 'competitorCount', operator: 'EQUALS', value: 1 })).toBe(true);
    expect(matches({ field: 'cheapestCompetitorPrice', operator: 'EQUALS', value: 52.9 })).toBe(true);
    expect(matches({ field: 'profitMargin', operator: 'GREATER_THAN_OR_EQUAL', value: 31 })).toBe(true);
    expect(matches({ field: 'purchaseMarkup', operator: 'LESS_THAN', value: 66.67 })).toBe(false);
    expect(matches({ field: 'totalCostMarkup', operator: 'LESS_THAN', value: 45 })).toBe(true);
  });
  it('booleans', () => {
    expect(matches({ field: 'inStock', operator: 'EQUALS', value: true })).toBe(true);
    expect(matches({ field: 'tradeGood', operator: 'NOT_EQUALS', value: true })).toBe(false);
    expect(matches({ field: 'dangerousGood', operator: 'EQUALS', value: false }, { field: 'pallet', operator: 'EQUALS', value: false }, { field: 'halfPallet', operator: 'EQUALS', value: false })).toBe(true);
    expect(matches({ field: 'protectedSku', operator: 'EQUALS', value: false }, { field: 'limitedQuantity', operator: 'EQUALS', value: true })).toBe(false);
  });
  it('a field without a value satisfies only the negative operators', () => {
    expect(matches({ field: 'mpn', operator: 'EQUALS', value: 'X' })).toBe(false);
    expect(matches({ field: 'mpn', operator: 'NOT_EQUALS', value: 'X' })).toBe(true);
    expect(matches({ field: 'mpn', operator: 'NOT_INCLUDES', value: 'X' })).toBe(true);
    expect(matches({ field: 'targetMargin', operator: 'LESS_THAN', value: 100 })).toBe(false);
    expect(matches({ field: 'targetMargin', operator: 'NOT_IN', value: [1] })).toBe(true);
    const noPurchase = factsOf(product({ purchasePrice: null }));
    const compiled = compileFilter([{ field: 'profitMargin', operator: 'LESS_THAN', value: 10 }]);
    expect(compiled.ok && compiled.matches(noPurchase)).toBe(false);
  });
  it('unknown fields and operators or values the type does not allow make the filter invalid, never a match', () => {
    expect(filterIssue([{ field: 'brand', operator: 'EQUALS', value: 'x' }, { field: 'colour', operator: 'EQUALS', value: 'red' }])).toEqual({ index: 1, field: 'colour', operator: 'EQUALS', reason: 'UNKNOWN_FILTER_FIELD' });
    expect(filterIssue([{ field: 'constructor', operator: 'EQUALS', value: 'x' }])).toMatchObject({ reason: 'UNKNOWN_FILTER_FIELD' });
    expect(filterIssue([{ field: 'brand', operator: 'GREATER_THAN', value: 'a' }])).toMatchObject({ reason: 'FILTER_OPERATOR_NOT_ALLOWED' });
    expect(filterIssue([{ field: 'inStock', operator: 'IN', value: ['true'] }])).toMatchObject({ reason: 'FILTER_OPERATOR_NOT_ALLOWED' });
    expect(filterIssue([{ field: 'salesPrice', operator: 'GREATER_THAN', value: '10' }])).toMatchObject({ reason: 'FILTER_OPERATOR_NOT_ALLOWED' });
    expect(filterIssue([{ field: 'salesPrice', operator: 'IN', value: 10 }])).toMatchObject({ reason: 'FILTER_OPERATOR_NOT_ALLOWED' });
    expect(filterIssue([{ field: 'salesPrice', operator: 'EQUALS', value: [10] }])).toMatchObject({ reason: 'FILTER_OPERATOR_NOT_ALLOWED' });
    expect(filterIssue([{ field: 'salesPrice', operator: 'IN', value: ['10'] }])).toMatchObject({ reason: 'FILTER_OPERATOR_NOT_ALLOWED' });
    expect(filterIssue([{ field: 'inStock', operator: 'EQUALS', value: 'yes' }])).toMatchObject({ reason: 'FILTER_OPERATOR_NOT_ALLOWED' });
    expect(filterIssue([{ field: 'brand', operator: 'EQUALS', value: 3 }])).toMatchObject({ reason: 'FILTER_OPERATOR_NOT_ALLOWED' });
    expect(filterIssue([{ field: 'brand', operator: 'IN', value: ['a'] }])).toBeNull();
  });

  it('every field with every operator its type allows compiles and evaluates; the others are refused', () => {
    const sample = { text: 'x', number: 1, boolean: true } as const;
    for (const field of FILTER_FIELD_NAMES) {
      const type = FILTER_FIELDS[field];
      for (const operator of FILTER_OPERATORS) {
        const value = operator === 'IN' || operator === 'NOT_IN' ? [sample[type] as string | number] : sample[type];
        const compiled = compileFilter([{ field, operator, value }]);
        expect(compiled.ok, `${field} ${operator}`).toBe(OPERATORS_BY_TYPE[type].includes(operator));
        if (compiled.ok) expect(typeof compiled.matches(drill)).toBe('boolean');
      }
    }
  });
});
