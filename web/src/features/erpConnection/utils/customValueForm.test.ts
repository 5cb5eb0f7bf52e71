import { describe, expect, it } from 'vitest';
import { EMPTY_CUSTOM_VALUE, keyForLabel, toCustomValueDefinition, validateCustomValueForm } from './customValueForm.ts';

describe('the custom value form', () => {
  it('suggests a key a price-rule filter can name', () => {
    expect(keyForLabel('Saison')).toBe('saison');
    expect(keyForLabel('Größe (EU) 2026')).toBe('groesse_eu_2026');
    expect(keyForLabel('  Café crème ')).toBe('cafe_creme');
    expect(keyForLabel('2026 Kollektion')).toBe('kollektion');
    expect(keyForLabel('x'.repeat(60))).toHaveLength(40);
  });

  it('asks for name, key and data type', () => {
    expect(validateCustomValueForm(EMPTY_CUSTOM_VALUE, [])).toEqual({ label: 'required', key: 'required', dataType: 'required' });
  });

  it('refuses a key filters could not name and a key another custom value has', () => {
    const values = { label: 'Saison', key: 'Saison!', keyEdited: true, dataType: 'TEXT' as const };
    expect(validateCustomValueForm(values, []).key).toBe('invalidKey');
    expect(validateCustomValueForm({ ...values, key: 'saison' }, ['saison']).key).toBe('keyTaken');
    expect(validateCustomValueForm({ ...values, key: 'saison' }, ['farbe'])).toEqual({});
  });

  it('sends the trimmed name', () => {
    expect(toCustomValueDefinition({ label: ' Saison ', key: 'saison', keyEdited: false, dataType: 'LIST' })).toEqual({ key: 'saison', label: 'Saison', dataType: 'LIST' });
  });
});
