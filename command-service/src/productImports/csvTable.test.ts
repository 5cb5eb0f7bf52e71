import { describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_LIMITS, type ErrorCode } from '@pm/contracts';
import { statusOf } from '@pm/platform';
import { checkCsvSize, detectDelimiter, readCsvTable } from './csvTable.ts';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const code = (error as { code: ErrorCode }).code;
    return [code, statusOf(code)];
  }
  return null;
};

describe('CSV table', () => {
  it('detects the delimiter of the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('SKU;Name;Preis\n1;a;2,5')).toBe(';');
    expect(detectDelimiter('SKU,Name,Preis\n1,a,2.5')).toBe(',');
    expect(detectDelimiter('SKU\tName\tPreis\n')).toBe('\t');
    expect(detectDelimiter('"a;b;c",d,e\n')).toBe(',');
    expect(detectDelimiter('\uFEFFSKU;Name')).toBe(';');
    expect(detectDelimiter('SKU\n1')).toBe(',');
  });

  it('reads header and rows with their line in the file, skipping empty lines', () => {
    const table = readCsvTable('\uFEFFSKU;Name\r\nA-1;"Zelt\r\nmit Apsis"\r\n\r\nA-2; Schlafsack \r\n;\r\nA-3;"Quote "" inside"\r\n');
    expect(table.delimiter).toBe(';');
    expect(table.headers).toEqual(['SKU', 'Name']);
    expect(table.rows).toEqual([
      { line: 2, cells: ['A-1', 'Zelt\nmit Apsis'] },
      { line: 5, cells: ['A-2', 'Schlafsack'] },
      { line: 7, cells: ['A-3', 'Quote " inside'] },
    ]);
  });

  it('refuses files it cannot read, without rows, or over the limits', () => {
    expect(codeOf(() => readCsvTable('SKU;Name\n"A-1;Zelt\n'))).toEqual(['IMPORT_UNREADABLE', 400]);
    expect(codeOf(() => readCsvTable('SKU;Name\n'))).toEqual(['IMPORT_EMPTY', 400]);
    expect(codeOf(() => readCsvTable(''))).toEqual(['IMPORT_EMPTY', 400]);
    const rows = Array.from({ length: PRODUCT_IMPORT_LIMITS.maxRows + 1 }, (_, i) => `S-${i};x`).join('\n');
    expect(codeOf(() => readCsvTable(`SKU;Name\n${rows}`))).toEqual(['IMPORT_TOO_MANY_ROWS', 413]);
    expect(codeOf(() => checkCsvSize('x'.repeat(PRODUCT_IMPORT_LIMITS.maxBytes)))).toBeNull();
    expect(codeOf(() => checkCsvSize('ä'.repeat(PRODUCT_IMPORT_LIMITS.maxBytes / 2 + 1)))).toEqual(['IMPORT_TOO_LARGE', 413]);
  });
});
