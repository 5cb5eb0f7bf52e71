import { describe, expect, it } from 'vitest';
import { checkMapping, fieldForHeader, normaliseHeader, suggestMapping } from './columnMapping.ts';

describe('column mapping', () => {
  it('normalises headers: case, spaces, punctuation and umlauts', () => {
    expect(normaliseHeader(' Einkaufs-Preis (netto) ')).toBe('einkaufspreisnetto');
    expect(normaliseHeader('Größe')).toBe('groesse');
    expect(normaliseHeader('Verfügbar')).toBe('verfuegbar');
  });

  it('recognises English and German header names', () => {
    const cases: [string, string | null][] = [
      ['EAN', 'gtin'], ['GTIN', 'gtin'], ['gtin/ean', 'gtin'], ['Artikelnummer', 'sku'], ['Art.-Nr.', 'sku'], ['SKU', 'sku'],
      ['Marke', 'brand'], ['Brand', 'brand'], ['Einkaufspreis', 'purchasePrice'], ['EK netto', 'purchasePrice'], ['Purchase price', 'purchasePrice'],
      ['Verkaufspreis', 'salesPrice'], ['VK', 'salesPrice'], ['Verkaufspreis in EUR', 'salesPrice'], ['Sales price', 'salesPrice'],
      ['MwSt. (%)', 'vatRate'], ['VAT rate', 'vatRate'], ['Produktname', 'name'], ['Bezeichnung', 'name'], ['Kategorie', 'category'],
      ['UVP', 'msrp'], ['Versandkosten', 'shippingPrice'], ['Auf Lager', 'inStock'], ['Gewicht', 'weight'], ['Gefahrgut', 'dangerousGood'],
      ['Lieferzeit', 'deliveryTime'], ['Bemerkung', null], ['', null],
    ];
    for (const [header, field] of cases) expect([header, fieldForHeader(header)]).toEqual([header, field]);
  });

  it('suggests each field for the first column naming it only', () => {
    expect(suggestMapping(['Artikelnummer', 'Bezeichnung', 'Name', 'EAN', 'Notiz', 'VK'])).toEqual(['sku', 'name', null, 'gtin', null, 'salesPrice']);
  });

  it('accepts a mapping with one entry per column, no field twice and the SKU mapped', () => {
    expect(() => checkMapping(['sku', null, 'name'], 3)).not.toThrow();
    const codeOf = (run: () => void) => {
      try {
        run();
      } catch (error) {
        return (error as { code: string; details: { reason: string } }).details.reason;
      }
      return null;
    };
    expect(codeOf(() => checkMapping(['sku', 'name'], 3))).toBe('COLUMN_COUNT');
    expect(codeOf(() => checkMapping(['sku', 'name', 'name'], 3))).toBe('DUPLICATE_FIELD');
    expect(codeOf(() => checkMapping(['name', null, 'brand'], 3))).toBe('SKU_NOT_MAPPED');
  });
});
