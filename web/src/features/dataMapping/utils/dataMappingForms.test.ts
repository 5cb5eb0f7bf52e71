import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_MAPPING } from '@pm/contracts';
import type { InputMapping } from '@pm/contracts';
import { ApiError } from '../../../lib/apiError.ts';
import { dataTypeOfTarget, decodeTarget, encodeTarget, formGaps, hasGaps, sourceFieldChoices, toFormValues, toInputMapping } from './inputMappingForm.ts';
import { issueTextAt, mappingIssuesOf } from './mappingIssues.ts';
import { outputFormValues, toOutputMapping } from './outputMappingForm.ts';

const mapping: InputMapping = {
  ...DEFAULT_INPUT_MAPPING,
  rows: [
    ...DEFAULT_INPUT_MAPPING.rows,
    { source: 'property:Saison', target: { kind: 'customValue', key: 'season' }, dataType: 'TEXT', numberFormat: 'DOT' },
    { source: 'salesPrice:1', target: { kind: 'countryPrice', country: 'de', field: 'salesPrice' }, dataType: 'NUMBER', numberFormat: 'COMMA' },
  ],
  unitValues: [{ source: 'Stk', unit: 'PIECES' }],
};

describe('input data mapping form', () => {
  it('gives back the saved mapping unchanged when nothing was edited', () => {
    expect(toInputMapping(toFormValues(mapping))).toEqual(mapping);
    expect(toInputMapping(toFormValues(DEFAULT_INPUT_MAPPING))).toEqual(DEFAULT_INPUT_MAPPING);
  });

  it('names every target in a select value and reads it back', () => {
    for (const row of mapping.rows) expect(decodeTarget(encodeTarget(row.target))).toEqual(row.target);
    expect(decodeTarget('')).toBeNull();
    expect(decodeTarget('product:nope')).toBeNull();
    expect(decodeTarget('countryPrice:xx:salesPrice')).toBeNull();
  });

  it("reads a target with the target's own data type (a custom value's definition, numbers for prices)", () => {
    const definitions = [{ key: 'season', label: 'Saison', dataType: 'LIST' as const }];
    expect(dataTypeOfTarget({ kind: 'customValue', key: 'season' }, definitions)).toBe('LIST');
    expect(dataTypeOfTarget({ kind: 'product', field: 'tradeGood' }, definitions)).toBe('BOOLEAN');
    expect(dataTypeOfTarget({ kind: 'product', field: 'targetMargin' }, definitions)).toBe('PERCENTAGE');
    expect(dataTypeOfTarget({ kind: 'countryPrice', country: 'de', field: 'msrp' }, definitions)).toBe('NUMBER');
  });

  it('refuses to send a field without a target or an incomplete unit text, and leaves the rules of spec §5 to the server', () => {
    const values = toFormValues(mapping);
    values.rows.push({ key: 99, source: 'stock', target: '', dataType: 'TEXT', numberFormat: 'DOT' });
    values.unitValues.push({ key: 100, source: 'kg', unit: '' });
    const gaps = formGaps(values);
    expect(gaps).toEqual({ rowsWithoutTarget: [mapping.rows.length], unitValuesIncomplete: [1] });
    expect(hasGaps(gaps)).toBe(true);
    // A missing separator, true value or unit goes as it is: the server answers them as issues at the fields.
    const sent = toInputMapping({ ...toFormValues(mapping), listSeparator: '', trueValue: ' ', quantityUnit: '' });
    expect(sent).toMatchObject({ listSeparator: '', trueValue: '', quantityUnit: null });
    expect(hasGaps(formGaps(toFormValues(mapping)))).toBe(false);
  });

  it('offers the fixed fields, the fields the preview saw, the sales prices and those already mapped, each once', () => {
    expect(sourceFieldChoices(['sku', 'property:Saison'], ['1', '2'], ['property:Farbe', 'name'])).toEqual([
      'sku',
      'name',
      'barcode',
      'purchasePrice',
      'stock',
      'salesPrice:1',
      'salesPrice:2',
      'property:Saison',
      'property:Farbe',
    ]);
  });
});

describe('output data mapping form', () => {
  it("sends the chosen prices in the order of the company's channels and leaves channels without a choice unmapped", () => {
    const values = outputFormValues({ channels: [{ channelId: 'b', regularSalesPriceId: '4', strikeSalesPriceId: '5' }] });
    values['a'] = { regularSalesPriceId: '1', strikeSalesPriceId: '' };
    values['c'] = { regularSalesPriceId: '', strikeSalesPriceId: '' };
    values['gone'] = { regularSalesPriceId: '2', strikeSalesPriceId: '3' };
    expect(toOutputMapping(values, ['a', 'b', 'c'])).toEqual({
      channels: [
        { channelId: 'a', regularSalesPriceId: '1', strikeSalesPriceId: '' },
        { channelId: 'b', regularSalesPriceId: '4', strikeSalesPriceId: '5' },
      ],
    });
  });
});

describe('issues of a refused mapping', () => {
  const refusal = (details: Record<string, unknown>) => new ApiError('DATA_MAPPING_INVALID', 422, { statusCode: 422, code: 'DATA_MAPPING_INVALID', error: 'invalid', details });

  it('reads the issues with a known code and finds them at their field', () => {
    const issues = mappingIssuesOf(
      refusal({
        issues: [
          { path: 'listSeparator', code: 'LIST_SEPARATOR_REQUIRED', params: {} },
          { path: 'channels.1.strikeSalesPriceId', code: 'OUTPUT_CHANNEL_MAPPED_TWICE', params: { salesPriceId: '1', channelId: 'b', otherChannelId: 'a' } },
          { path: 'x', code: 'SOMETHING_NEW', params: {} },
          'garbage',
        ],
      }),
    );
    expect(issues.map((i) => i.code)).toEqual(['LIST_SEPARATOR_REQUIRED', 'OUTPUT_CHANNEL_MAPPED_TWICE']);
    expect(issueTextAt(issues, 'listSeparator', (i) => i.code)).toBe('LIST_SEPARATOR_REQUIRED');
    expect(issueTextAt(issues, 'trueValue', (i) => i.code)).toBeUndefined();
  });

  it('has none for another error or an answer without issues', () => {
    expect(mappingIssuesOf(new ApiError('CONCURRENCY_CONFLICT', 409, null))).toEqual([]);
    expect(mappingIssuesOf(refusal({}))).toEqual([]);
    expect(mappingIssuesOf(new Error('x'))).toEqual([]);
  });
});
