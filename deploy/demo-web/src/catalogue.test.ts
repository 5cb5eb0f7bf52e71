import { describe, expect, it } from 'vitest';
import { isValidGtin } from '@pm/contracts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, categoryOf, slugify } from './catalogue.ts';

describe('demo catalogue', () => {
  it('has about two dozen outdoor products with unique identities', () => {
    expect(DEMO_PRODUCTS.length).toBe(24);
    for (const key of ['sku', 'slug', 'gtin', 'mpn', 'name'] as const) {
      expect(new Set(DEMO_PRODUCTS.map((p) => p[key])).size, key).toBe(DEMO_PRODUCTS.length);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.categoryKey)).size).toBe(DEMO_CATEGORIES.length);
  });

  it('gives every product a valid GTIN-13', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.gtin, product.name).toMatch(/^\d{13}$/);
      expect(isValidGtin(product.gtin), product.gtin).toBe(true);
    }
  });

  it('prices every product above its net purchase price and in a category', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.salesCents / 1.19, product.name).toBeGreaterThan(product.purchaseCents);
      expect(categoryOf(product).path.at(-1)).toBe(categoryOf(product).name);
    }
  });

  it('makes URL slugs of German names', () => {
    expect(slugify('Alpenglut Daunenschlafsack Grat 700 (−8 °C)')).toBe('alpenglut-daunenschlafsack-grat-700-8-c');
    expect(slugify('Trekkingstöcke Größe')).toBe('trekkingstoecke-groesse');
  });
});
