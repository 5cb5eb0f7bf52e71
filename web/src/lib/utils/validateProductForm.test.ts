import { describe, expect, it } from 'vitest';
import { decimalFieldText, moneyFieldText } from './numberFieldText.ts';
import {
  EMPTY_PRODUCT_FORM,
  parseDecimal,
  productFormValues,
  toCreateProductBody,
  toUpdateProductBody,
  validateProductForm,
} from './validateProductForm.ts';

const valid = { ...EMPTY_PRODUCT_FORM, name: 'Zelt Alpin 2', sku: 'ZLT-2' };

describe('validateProductForm', () => {
  it('requires name and SKU', () => {
    expect(validateProductForm(EMPTY_PRODUCT_FORM)).toMatchObject({ name: 'required', sku: 'required' });
    expect(Object.values(validateProductForm(valid)).filter(Boolean)).toEqual([]);
  });

  it('checks the GTIN check digit', () => {
    expect(validateProductForm({ ...valid, gtin: '4006381333931' }).gtin).toBeUndefined();
    expect(validateProductForm({ ...valid, gtin: '4006381333932' }).gtin).toBe('invalidGtin');
  });

  it('accepts prices ≥ 0 with dot or comma and VAT between 0 and 100 (spec §5)', () => {
    expect(validateProductForm({ ...valid, purchasePrice: '12,50', salesPrice: '19.99', vatRate: '19' })).toMatchObject({ purchasePrice: undefined, salesPrice: undefined, vatRate: undefined });
    expect(validateProductForm({ ...valid, salesPrice: '-1' }).salesPrice).toBe('negative');
    expect(validateProductForm({ ...valid, purchasePrice: 'abc' }).purchasePrice).toBe('invalidNumber');
    expect(validateProductForm({ ...valid, vatRate: '101' }).vatRate).toBe('outOfRange');
  });
});

describe('parseDecimal', () => {
  it('reads comma decimals and reports empty and invalid input', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' ')).toBeNull();
    expect(parseDecimal('1.2.3')).toBeNaN();
  });
});

describe('product bodies', () => {
  it('creates with the lead country prices and leaves empty fields out', () => {
    expect(toCreateProductBody({ ...valid, brand: ' Vaude ', salesPrice: '199', vatRate: '19' }, 'de')).toEqual({
      name: 'Zelt Alpin 2',
      sku: 'ZLT-2',
      brand: 'Vaude',
      pricing: { de: { salesPrice: 199, vatRate: 19 } },
    });
    expect(toCreateProductBody(valid, 'de')).toEqual({ name: 'Zelt Alpin 2', sku: 'ZLT-2' });
  });

  it('updates only what changed and keeps the other countries', () => {
    const product = {
      name: 'Zelt',
      sku: 'Z-1',
      brand: 'Vaude',
      gtin: null,
      categoryId: null,
      fields: { pricing: { de: { salesPrice: 10, vatRate: 19 }, at: { salesPrice: 11 } } },
    };
    const values = productFormValues(product, 'de');
    expect(toUpdateProductBody(values, product, 'de')).toEqual({});
    expect(toUpdateProductBody({ ...values, brand: '', salesPrice: '12' }, product, 'de')).toEqual({
      brand: null,
      pricing: { de: { salesPrice: 12, vatRate: 19 }, at: { salesPrice: 11 } },
    });
  });

  it('sends the purchase price currency when one is chosen, and null when it goes back to the company’s', () => {
    expect(toCreateProductBody({ ...valid, purchasePrice: '30', purchasePriceCurrency: 'EUR' }, 'pl')).toEqual({ name: 'Zelt Alpin 2', sku: 'ZLT-2', purchasePrice: 30, purchasePriceCurrency: 'EUR' });
    const product = { name: 'Zelt', sku: 'Z-1', brand: null, gtin: null, categoryId: null, fields: { purchasePrice: 30, purchasePriceCurrency: 'EUR' as const } };
    const values = productFormValues(product, 'de');
    expect(values.purchasePriceCurrency).toBe('EUR');
    expect(toUpdateProductBody(values, product, 'de')).toEqual({});
    expect(toUpdateProductBody({ ...values, purchasePriceCurrency: '' }, product, 'de')).toEqual({ purchasePriceCurrency: null });
  });
});

describe('field text of numbers', () => {
  it('shows money in the user’s language with two decimals (QA: "22.4" and "39.95" in the German form)', () => {
    expect(moneyFieldText(22.4, 'de-DE')).toBe('22,40');
    expect(moneyFieldText(39.95, 'de-DE')).toBe('39,95');
    expect(moneyFieldText(22.4, 'en')).toBe('22.40');
    expect(moneyFieldText(0, 'de-DE')).toBe('0,00');
    expect(moneyFieldText(null, 'de-DE')).toBe('');
    expect(moneyFieldText(undefined, 'en')).toBe('');
  });

  it('writes nothing that parseDecimal cannot read back: no digit grouping, no rounding', () => {
    expect(moneyFieldText(1299, 'de-DE')).toBe('1299,00');
    expect(moneyFieldText(1234567.5, 'en')).toBe('1234567.50');
    expect(moneyFieldText(22.456, 'de-DE')).toBe('22,456');
    for (const value of [0, 0.1, 22.4, 39.95, 1299, 22.456, 1234567.5]) {
      for (const locale of ['de-DE', 'en']) expect(parseDecimal(moneyFieldText(value, locale))).toBe(value);
    }
  });

  it('shows other decimals (the VAT rate) with the locale’s separator and only the decimals they have', () => {
    expect(decimalFieldText(19, 'de-DE')).toBe('19');
    expect(decimalFieldText(7.7, 'de-DE')).toBe('7,7');
    expect(decimalFieldText(7.7, 'en')).toBe('7.7');
  });

  it('without a locale keeps the plain numbers of before', () => {
    expect(decimalFieldText(22.4)).toBe('22.4');
    expect(moneyFieldText(22.4)).toBe('22.4');
  });
});

describe('productFormValues in the user’s language', () => {
  const product = {
    name: 'Zelt',
    sku: 'Z-1',
    brand: null,
    gtin: null,
    categoryId: null,
    fields: { purchasePrice: 22.4, pricing: { de: { salesPrice: 39.95, vatRate: 19 }, ch: { salesPrice: 49.9, vatRate: 7.7 } } },
  };

  it('formats every money field through the locale', () => {
    expect(productFormValues(product, 'de', 'de-DE')).toMatchObject({ purchasePrice: '22,40', salesPrice: '39,95', vatRate: '19' });
    expect(productFormValues(product, 'de', 'en')).toMatchObject({ purchasePrice: '22.40', salesPrice: '39.95', vatRate: '19' });
    expect(productFormValues(product, 'ch', 'de-DE')).toMatchObject({ salesPrice: '49,90', vatRate: '7,7' });
    expect(productFormValues({ ...product, fields: {} }, 'de', 'de-DE')).toMatchObject({ purchasePrice: '', salesPrice: '', vatRate: '' });
  });

  it('saves nothing when the formatted values are left as they are, and reads a typed German price', () => {
    for (const locale of ['de-DE', 'en']) {
      for (const country of ['de', 'ch'] as const) expect(toUpdateProductBody(productFormValues(product, country, locale), product, country)).toEqual({});
    }
    const values = productFormValues(product, 'de', 'de-DE');
    expect(toUpdateProductBody({ ...values, salesPrice: '59,95' }, product, 'de')).toEqual({
      pricing: { de: { salesPrice: 59.95, vatRate: 19 }, ch: { salesPrice: 49.9, vatRate: 7.7 } },
    });
    expect(toUpdateProductBody({ ...values, purchasePrice: '23,10' }, product, 'de')).toEqual({ purchasePrice: 23.1 });
  });
});
