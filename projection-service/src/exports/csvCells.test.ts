import { describe, expect, it } from 'vitest';
import { cellFormatters, csvCell } from './csvCells.ts';

const neutralised = cellFormatters('en').text;

describe('CSV cells', () => {
  it.each(['=1+1', '+49 30 123', '-2+3', '@SUM(A1)', '\tx', '\rx', '-A5'])('prefixes text a spreadsheet would evaluate: %j', (text) => {
    expect(neutralised(text)).toBe(`'${text}`);
  });

  it('leaves other text alone', () => {
    expect(neutralised('Zelt = gut')).toBe('Zelt = gut');
    expect(neutralised("'quoted")).toBe("'quoted");
  });

  it('writes exact cents with two decimals in the format notation; negative amounts stay numbers', () => {
    const en = cellFormatters('en');
    const de = cellFormatters('de');
    expect([en.money(-1234), en.money(5), en.money(0), en.money(null), en.money(123456789)]).toEqual(['-12.34', '0.05', '0.00', '', '1234567.89']);
    expect([de.money(-1234), de.decimal(-7.4074), de.decimal(null)]).toEqual(['-12,34', '-7,41', '']);
    // A text that is a plain number is read as that number, not a formula: left as it is.
    expect(en.text('-5')).toBe('-5');
    expect(en.instant('2026-11-26T06:00:00.000Z')).toBe('2026-11-26T06:00:00.000Z');
  });

  it('quotes a cell for its own file only where it holds that file’s separator, a quote or a line break', () => {
    const de = cellFormatters('de');
    const en = cellFormatters('en');
    expect([de.delimiter, en.delimiter]).toEqual([';', ',']);
    expect(['a;b', 'a,b', 'say "hi"', 'two\r\nlines', 'plain', ''].map(de.field)).toEqual(['"a;b"', 'a,b', '"say ""hi"""', '"two\r\nlines"', 'plain', '']);
    expect(['a;b', 'a,b', 'x\ny'].map(en.field)).toEqual(['a;b', '"a,b"', '"x\ny"']);
    expect(['a;b', 'a,b'].map((cell) => csvCell(cell, ','))).toEqual(['a;b', '"a,b"']);
  });

  it('writes each ratio right when values and digits alternate (the last text is reused only for the same value and digits)', () => {
    const de = cellFormatters('de');
    expect([de.decimal(0.9), de.decimal(0.9), de.decimal(0.123456), de.decimal(0.9, 1), de.decimal(0.9), de.decimal(Number.NaN), de.decimal(0.9)]).toEqual(['0,90', '0,90', '0,12', '0,9', '0,90', '', '0,90']);
  });
});
