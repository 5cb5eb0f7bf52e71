import { describe, expect, it } from 'vitest';
import { convertCell, type CellContext } from './cellConversion.ts';

const context: CellContext = { decimalSeparator: ',', category: () => undefined };

describe('currency cells (purchase price and price limit currencies, issue 12)', () => {
  it('takes ISO codes in any case', () => {
    expect(convertCell('purchasePriceCurrency', ' pln ', context)).toEqual({ ok: true, value: 'PLN' });
    expect(convertCell('priceLimitsCurrency', 'EUR', context)).toEqual({ ok: true, value: 'EUR' });
  });

  it('refuses what is not a known currency, and leaves an empty cell alone', () => {
    expect(convertCell('purchasePriceCurrency', '€', context)).toEqual({ ok: false, code: 'INVALID_CURRENCY' });
    expect(convertCell('purchasePriceCurrency', 'Euro', context)).toEqual({ ok: false, code: 'INVALID_CURRENCY' });
    expect(convertCell('purchasePriceCurrency', '  ', context)).toEqual({ ok: true, value: undefined });
  });
});
