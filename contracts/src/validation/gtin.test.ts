import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isValidGtin, normaliseGtin } from './gtin.ts';

describe('GTIN check digits', () => {
  it.each(['4006381333931', '96385074', '036000291452', '10012345678902', '4 006381 333931', '4006381-333931'])('%s is valid', (gtin) => {
    expect(isValidGtin(gtin)).toBe(true);
  });
  it.each(['4006381333932', '96385075', '123', '400638133393A', '', '400638133393112'])('%s is not valid', (gtin) => {
    expect(isValidGtin(gtin)).toBe(false);
  });
  it('computes the check digit', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
  });
  it('normalises to GTIN-14', () => {
    expect(normaliseGtin('4006381333931')).toBe('04006381333931');
  });
});
