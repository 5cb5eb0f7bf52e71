import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiError.ts';
import { assignField, importRowErrors, mappingProblem } from './importMapping.ts';

describe('import mapping', () => {
  it('needs a column for the SKU and each field at most once', () => {
    expect(mappingProblem(['sku', null, 'name'])).toBeNull();
    expect(mappingProblem(['name', null])).toEqual({ kind: 'skuMissing' });
    expect(mappingProblem(['sku', 'name', 'name'])).toEqual({ kind: 'duplicate', field: 'name' });
  });

  it('moves a field to the column it is chosen for', () => {
    expect(assignField(['sku', 'name', null], 2, 'name')).toEqual(['sku', null, 'name']);
    expect(assignField(['sku', 'name', null], 0, null)).toEqual([null, 'name', null]);
  });

  it('reads the row errors of a refused import only', () => {
    const rows = [{ row: 3, column: 'EAN', field: 'gtin', code: 'INVALID_GTIN', message: 'Invalid GTIN' }];
    const refused = new ApiError('IMPORT_ROWS_INVALID', 422, { statusCode: 422, code: 'IMPORT_ROWS_INVALID', error: '1 problem', details: { errorCount: 1, rows } });
    expect(importRowErrors(refused)).toEqual({ errorCount: 1, rows });
    expect(importRowErrors(new ApiError('IMPORT_TOO_LARGE', 413, null))).toBeNull();
    expect(importRowErrors(new Error('x'))).toBeNull();
  });
});
