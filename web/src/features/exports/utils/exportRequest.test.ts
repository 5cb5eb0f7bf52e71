import { describe, expect, it } from 'vitest';
import { exportFilename, exportFormatFor, exportPath } from './exportRequest.ts';
import { rowCounter } from './streamDownload.ts';

describe('export requests', () => {
  it('asks for the German format in German, else the English one', () => {
    expect(exportFormatFor('de-DE')).toBe('de');
    expect(exportFormatFor('de')).toBe('de');
    expect(exportFormatFor('en')).toBe('en');
  });

  it("takes a screen's list query without its paging and adds the format", () => {
    expect(exportPath('c1', 'price-analysis', 'country=de&withShipping=true&sort=sku&order=asc&page=3&pageSize=20&searchText=Zelt+2', 'de-DE')).toBe(
      '/company/c1/exports/price-analysis.csv?country=de&withShipping=true&sort=sku&order=asc&searchText=Zelt+2&format=de',
    );
    expect(exportPath('c1', 'scrape-records', '', 'en')).toBe('/company/c1/exports/scrape-records.csv?format=en');
  });

  it("uses the server's file name", () => {
    expect(exportFilename('attachment; filename="scrape-records-2026-11-26.csv"', 'scrape-records')).toBe('scrape-records-2026-11-26.csv');
    expect(exportFilename(null, 'strike-prices')).toBe('strike-prices.csv');
  });

  it('counts data rows by line ends across chunks, the header not counted', () => {
    const counter = rowCounter();
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(counter.add(bytes('sku,price\r\n1,'))).toBe(0);
    expect(counter.add(bytes('2.00\r\n2,3.00\r\n'))).toBe(2);
  });
});
