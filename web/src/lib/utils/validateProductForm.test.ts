import { describe, expect, it } from 'vitest';
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
