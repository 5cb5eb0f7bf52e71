import { describe, expect, it } from 'vitest';
import { parseJsonText } from './jsonText.ts';

describe('parseJsonText', () => {
  it('parses JSON', () => {
    expect(parseJsonText('{ "price": ".p" }')).toEqual({ ok: true, value: { price: '.p' } });
  });
  it('tells the line and column where the syntax breaks', () => {
    expect(parseJsonText('{\n  "price": ".p",\n  name: "h1"\n}')).toEqual({ ok: false, line: 3, column: 3 });
    expect(parseJsonText('{ "price": ')).toEqual({ ok: false, line: 1, column: 11 });
    expect(parseJsonText('')).toEqual({ ok: false, line: 1, column: 1 });
  });
});
