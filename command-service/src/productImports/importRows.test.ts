import { describe, expect, it } from 'vitest';
import type { ImportMapping, ProductFields } from '@pm/contracts';
import { readCsvTable } from './csvTable.ts';
import { validateImportRows, type ExistingProduct } from './importRows.ts';

const categories = [
  { id: 'c-camping', path: ['Camping'] },
  { id: 'c-zelte', path: ['Camping', 'Zelte'] },
  { id: 'c-lampen', path: ['Outdoor', 'Lampen'] },
  { id: 'c-lampen2', path: ['Haushalt', 'Lampen'] },
];

function validate(csv: string, mapping: ImportMapping, existing: Record<string, ProductFields> = {}) {
  return validateImportRows({
    table: readCsvTable(csv),
    mapping,
    country: 'de',
    decimalSeparator: ',',
    existing: new Map<string, ExistingProduct>(Object.entries(existing).map(([sku, fields]) => [sku.toLowerCase(), { fields }])),
    categories,
  });
}

describe('import rows', () => {
  it('turns valid rows into product values and prices for the country', () => {
    const csv = 'Artikelnummer;Bezeichnung;EAN;VK;MwSt;EK;Lager;Kategorie;Gewicht;Einheit;VPE\n' +
      'Z-1;Zelt Alpin;4006381333931;1.299,00;19;650,5;ja;Camping › Zelte;2,4;kg;1\n' +
      'Z-2;Schlafsack;;;;;nein;camping;;;\n';
    const mapping: ImportMapping = ['sku', 'name', 'gtin', 'salesPrice', 'vatRate', 'purchasePrice', 'inStock', 'category', 'weight', 'weightUnit', 'bundleSize'];
    const { rows, errors } = validate(csv, mapping);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        sku: 'Z-1',
        values: { sku: 'Z-1', name: 'Zelt Alpin', gtin: '4006381333931', purchasePrice: 650.5, categoryId: 'c-zelte', weight: 2.4, weightUnit: 'KILOGRAMS', bundleSize: 1 },
        countryPricing: { salesPrice: 1299, vatRate: 19, inStock: true },
      },
      { line: 3, sku: 'Z-2', values: { sku: 'Z-2', name: 'Schlafsack', categoryId: 'c-camping' }, countryPricing: { inStock: false } },
    ]);
  });

  it('reports every problem with its row, column and field, and keeps no row of a file with errors', () => {
    const csv = 'SKU;Name;EAN;Preis;MwSt;VPE;Versand;Gefahrgut;Kategorie;Min;Max\n' +
      'A-1;Gut;;10;19;1;0;nein;;;\n' +
      'A-2;;4006381333932;-5;101;-1;x;vielleicht;Lampen;;\n' +
      'a-1;Doppelt;;;;;;;;20;10\n' +
      ';Ohne SKU;;;;1,5;;;Nirgendwo;;\n' +
      'A-5;Zu viele;;;;;;;;;;extra\n';
    const mapping: ImportMapping = ['sku', 'name', 'gtin', 'salesPrice', 'vatRate', 'bundleSize', 'shippingPrice', 'dangerousGood', 'category', 'minPrice', 'maxPrice'];
    const { rows, errors } = validate(csv, mapping);
    expect(rows.map((r) => r.sku)).toEqual(['A-1']);
    expect(errors.map((e) => [e.row, e.column, e.field, e.code])).toEqual([
      [3, 'Versand', 'shippingPrice', 'INVALID_NUMBER'],
      [3, 'Gefahrgut', 'dangerousGood', 'INVALID_BOOLEAN'],
      [3, 'Kategorie', 'category', 'UNKNOWN_CATEGORY'],
      [3, 'Name', 'name', 'REQUIRED'],
      [3, 'EAN', 'gtin', 'INVALID_GTIN'],
      [3, 'VPE', 'bundleSize', 'NEGATIVE'],
      [3, 'Preis', 'salesPrice', 'NEGATIVE'],
      [3, 'MwSt', 'vatRate', 'OUT_OF_RANGE'],
      [4, 'Max', 'maxPrice', 'MIN_ABOVE_MAX'],
      [4, 'SKU', 'sku', 'DUPLICATE_SKU'],
      [5, 'Kategorie', 'category', 'UNKNOWN_CATEGORY'],
      [5, 'SKU', 'sku', 'REQUIRED'],
      [5, 'VPE', 'bundleSize', 'NOT_AN_INTEGER'],
      [6, null, null, 'COLUMN_COUNT'],
    ]);
    expect(errors.find((e) => e.code === 'DUPLICATE_SKU')?.message).toBe('The SKU appears more than once in the file (first in row 2).');
    expect(errors.find((e) => e.code === 'INVALID_GTIN')?.message).toMatch(/check digit/);
  });

  it('updates existing products by SKU: empty cells keep values, a name is only required for new products', () => {
    const existing: ProductFields = { name: 'Zelt', sku: 'Z-1', brand: 'Nordwand', pricing: { de: { salesPrice: 200, vatRate: 19 }, at: { salesPrice: 210 } } };
    const { rows, errors } = validate('SKU;Name;Marke;VK\nz-1;;;249,90\nNEU-1;;Nordwand;10\n', ['sku', 'name', 'brand', 'salesPrice'], { 'Z-1': existing });
    expect(rows).toEqual([{ line: 2, sku: 'z-1', values: { sku: 'z-1' }, countryPricing: { salesPrice: 249.9 } }]);
    expect(errors.map((e) => [e.row, e.field, e.code])).toEqual([[3, 'name', 'REQUIRED']]);
  });

  it('checks min and max against what the product holds already', () => {
    const existing: ProductFields = { name: 'Zelt', sku: 'Z-1', maxPrice: 100 };
    const { errors } = validate('SKU;Mindestpreis\nZ-1;150\n', ['sku', 'minPrice'], { 'Z-1': existing });
    expect(errors.map((e) => [e.row, e.column, e.field, e.code])).toEqual([[2, null, 'maxPrice', 'MIN_ABOVE_MAX']]);
  });
});
