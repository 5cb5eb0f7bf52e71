import { describe, expect, it } from 'vitest';
import { joinList, operatorsFor, pickerOf, valueAfterFieldChange } from './conditionPickers.ts';

describe('condition pickers', () => {
  it('picks categories and brands, types the rest', () => {
    expect([pickerOf('categoryId'), pickerOf('brand'), pickerOf('sku')]).toEqual(['category', 'brand', null]);
    expect(operatorsFor('categoryId')).toEqual(['EQUALS', 'NOT_EQUALS', 'IN', 'NOT_IN']);
    expect(operatorsFor('brand')).toContain('INCLUDES');
    // A custom value compares as its definition's type.
    expect(operatorsFor('custom:margin_group', 'number')).toContain('GREATER_THAN');
    expect(operatorsFor('custom:season')).not.toContain('GREATER_THAN');
    expect(valueAfterFieldChange({ field: 'custom:margin_group', value: '2', valueType: 'number' }, 'weight')).toBe('2');
    expect(valueAfterFieldChange({ field: 'brand', value: 'Nordkap' }, 'custom:clearance', 'boolean')).toBe('true');
  });

  it('starts a category anew and keeps a text between text fields', () => {
    expect(valueAfterFieldChange({ field: 'brand', value: 'Nordkap' }, 'categoryId')).toBe('');
    expect(valueAfterFieldChange({ field: 'categoryId', value: 'c1' }, 'name')).toBe('');
    expect(valueAfterFieldChange({ field: 'brand', value: 'Nordkap' }, 'name')).toBe('Nordkap');
    expect(valueAfterFieldChange({ field: 'brand', value: 'Nordkap' }, 'inStock')).toBe('true');
    expect(valueAfterFieldChange({ field: 'brand', value: 'Nordkap' }, 'weight')).toBe('');
  });

  it('keeps a list as the draft writes it', () => {
    expect(joinList(['a', 'b'])).toBe('a; b');
  });
});
