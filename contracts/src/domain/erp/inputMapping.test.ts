import { describe, expect, it } from 'vitest';
import type { InputMapping } from '../../http/dataMapping.ts';
import { DEFAULT_INPUT_MAPPING, inputMappingIssues, mapInputRow, type InputVariation } from './inputMapping.ts';

const variation = (over: Partial<InputVariation> = {}): InputVariation => ({
  sku: 'TENT-1',
  name: 'Zelt Nordkap 2',
  barcodes: ['4006381333931'],
  salesPrices: [{ salesPriceId: '1', priceCents: 12999 }, { salesPriceId: '2', priceCents: 14999 }],
  purchasePriceCents: 6450,
  stock: 17,
  properties: { Saison: 'Sommer', Farben: 'rot; blau ;grün', Rabatt: '12,5 %', Sperrgut: 'JA', Meta: '{"a": 1}' },
  ...over,
});

const mapping = (over: Partial<InputMapping> = {}): InputMapping => ({
  ...DEFAULT_INPUT_MAPPING,
  rows: [
    ...DEFAULT_INPUT_MAPPING.rows,
    { source: 'salesPrice:1', target: { kind: 'countryPrice', country: 'de', field: 'salesPrice' }, dataType: 'NUMBER', numberFormat: 'DOT' },
    { source: 'salesPrice:2', target: { kind: 'countryPrice', country: 'de', field: 'msrp' }, dataType: 'NUMBER', numberFormat: 'DOT' },
    { source: 'property:Saison', target: { kind: 'customValue', key: 'season' }, dataType: 'TEXT', numberFormat: 'DOT' },
    { source: 'property:Farben', target: { kind: 'customValue', key: 'colours' }, dataType: 'LIST', numberFormat: 'DOT' },
    { source: 'property:Rabatt', target: { kind: 'customValue', key: 'discount' }, dataType: 'PERCENTAGE', numberFormat: 'COMMA' },
    { source: 'property:Sperrgut', target: { kind: 'customValue', key: 'bulky' }, dataType: 'BOOLEAN', numberFormat: 'DOT' },
    { source: 'property:Meta', target: { kind: 'customValue', key: 'meta' }, dataType: 'JSON', numberFormat: 'DOT' },
  ],
  listSeparator: ';',
  ...over,
});

describe('mapInputRow', () => {
  it('reads a variation into product fields, country prices and custom values of every data type', () => {
    expect(mapInputRow(variation(), mapping())).toEqual({
      fields: { sku: 'TENT-1', name: 'Zelt Nordkap 2', gtin: '4006381333931', purchasePrice: 64.5, stockQuantity: 17, quantityUnit: 'PIECES' },
      countryPricing: { de: { salesPrice: 129.99, msrp: 149.99 } },
      customValues: { season: 'Sommer', colours: ['rot', 'blau', 'grün'], discount: 12.5, bulky: true, meta: '{"a":1}' },
      errors: [],
    });
  });

  it('names the field and the value of a price with a comma decimal where a dot was mapped, and still reads the rest', () => {
    const csv = variation({ texts: { purchasePrice: '64,50', 'salesPrice:1': '129.99' } });
    const row = mapInputRow(csv, mapping());
    expect(row.errors).toEqual([{ field: 'purchasePrice', code: 'NOT_A_NUMBER', params: { value: '64,50', format: 'DOT', source: 'purchasePrice' } }]);
    expect(row.fields.purchasePrice).toBeUndefined();
    expect(row.countryPricing.de?.salesPrice).toBe(129.99);
  });

  it('reads comma decimals and thousands groups where a comma was mapped', () => {
    const rows = mapping({ rows: [{ source: 'purchasePrice', target: { kind: 'product', field: 'purchasePrice' }, dataType: 'NUMBER', numberFormat: 'COMMA' }] });
    expect(mapInputRow(variation({ texts: { purchasePrice: '1.299,50 €' } }), rows).fields.purchasePrice).toBe(1299.5);
    expect(mapInputRow(variation({ texts: { purchasePrice: '12.99' } }), rows).errors[0]).toMatchObject({ field: 'purchasePrice', code: 'NOT_A_NUMBER' });
  });

  it('reports a boolean that is neither the true nor the false value, a broken JSON, a bad GTIN and a price with fractions of cents', () => {
    const row = mapInputRow(
      variation({ barcodes: ['4006381333932'], properties: { Sperrgut: 'vielleicht', Meta: '{oops' }, texts: { 'salesPrice:1': '12.345' } }),
      mapping(),
    );
    expect(row.errors.map((e) => [e.field, e.code])).toEqual([
      ['gtin', 'INVALID_GTIN'],
      ['pricing.de.salesPrice', 'OUT_OF_RANGE'],
      ['customValues.bulky', 'NOT_A_BOOLEAN'],
      ['customValues.meta', 'INVALID_JSON'],
    ]);
    expect(row.errors.find((e) => e.code === 'NOT_A_BOOLEAN')?.params).toMatchObject({ value: 'vielleicht', trueValue: 'ja', falseValue: 'nein' });
  });

  it('leaves empty values out, maps quantity units through the unit mapping and takes oversold stock as none', () => {
    const withUnit = mapping({
      rows: [...DEFAULT_INPUT_MAPPING.rows, { source: 'property:Einheit', target: { kind: 'product', field: 'quantityUnit' }, dataType: 'TEXT', numberFormat: 'DOT' }],
      unitValues: [{ source: 'Pck', unit: 'PIECES' }],
    });
    const row = mapInputRow(variation({ name: null, purchasePriceCents: null, stock: -3, properties: { Einheit: 'kg' } }), withUnit);
    expect(row.fields).toEqual({ sku: 'TENT-1', gtin: '4006381333931', stockQuantity: 0, quantityUnit: 'KILOGRAMS' });
    expect(mapInputRow(variation({ properties: { Einheit: 'pck' } }), withUnit).fields.quantityUnit).toBe('PIECES');
    expect(mapInputRow(variation({ properties: { Einheit: 'Fass' } }), withUnit).errors).toEqual([{ field: 'quantityUnit', code: 'UNKNOWN_UNIT', params: { value: 'Fass', source: 'property:Einheit' } }]);
  });
});

describe('inputMappingIssues (spec §5)', () => {
  const types = new Map([['season', 'TEXT' as const]]);
  it('requires a list separator, values for true and false and a quantity unit', () => {
    const issues = inputMappingIssues({ ...DEFAULT_INPUT_MAPPING, listSeparator: '', trueValue: '', quantityUnit: null }, types);
    expect(issues.map((i) => i.code)).toEqual(['LIST_SEPARATOR_REQUIRED', 'TRUE_FALSE_VALUES_REQUIRED', 'QUANTITY_UNIT_REQUIRED']);
    expect(inputMappingIssues({ ...DEFAULT_INPUT_MAPPING, trueValue: 'X', falseValue: 'x' }, types).map((i) => i.code)).toEqual(['TRUE_FALSE_VALUES_SAME']);
    expect(inputMappingIssues(DEFAULT_INPUT_MAPPING, types)).toEqual([]);
  });
  it('refuses a target filled twice, an unknown custom value and a data type that does not fit', () => {
    const issues = inputMappingIssues(
      {
        ...DEFAULT_INPUT_MAPPING,
        rows: [
          ...DEFAULT_INPUT_MAPPING.rows,
          { source: 'property:X', target: { kind: 'product', field: 'name' }, dataType: 'TEXT', numberFormat: 'DOT' },
          { source: 'property:Y', target: { kind: 'customValue', key: 'nope' }, dataType: 'TEXT', numberFormat: 'DOT' },
          { source: 'property:Saison', target: { kind: 'customValue', key: 'season' }, dataType: 'NUMBER', numberFormat: 'DOT' },
          { source: 'stock', target: { kind: 'product', field: 'purchasePrice' }, dataType: 'BOOLEAN', numberFormat: 'DOT' },
        ],
      },
      types,
    );
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      ['rows.4.target', 'TARGET_MAPPED_TWICE'],
      ['rows.5.target', 'CUSTOM_VALUE_UNKNOWN'],
      ['rows.6.dataType', 'DATA_TYPE_MISMATCH'],
      ['rows.7.target', 'TARGET_MAPPED_TWICE'],
      ['rows.7.dataType', 'DATA_TYPE_MISMATCH'],
    ]);
  });
});
