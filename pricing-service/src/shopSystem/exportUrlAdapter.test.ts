import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@pm/platform';
import { createExportUrlAdapter, type ExportUrlAdapterOptions } from './exportUrlAdapter.ts';
import type { ShopSystem, VariationPage } from './shopSystem.ts';

const FILES: Record<string, { type: string; body: string | Buffer; status?: number }> = {
  '/bom-semicolon.csv': {
    type: 'text/csv',
    body: '\uFEFFVariationsnummer;Name;EAN;Einkaufspreis;price_1;price_3;Bestand;Saison\n' + 'DO-1001;"Zelt ""Fjord""";4260734000017;199,50;349,95;399,00;12;Sommer\n' + 'DO-1002;Schlafsack;4260734000024;80.10;149.95;;0;Winter\n',
  },
  '/comma.csv': { type: 'text/csv', body: 'sku,name,gtin,purchase_price,price\nA-1,"Tent, 2 persons",4000000000001,10.00,19.99\n,No SKU,,1,2\nA-1,Duplicate,,1,2\nA-2,Bad price,,abc,5\n' },
  '/rows.json': { type: 'application/json', body: JSON.stringify([{ sku: 'J-1', variationId: 77, name: 'Lamp', barcodes: ['111', '222'], purchasePrice: 4.5, price: 9.99, stock: 3, Saison: 'Winter', meta: { a: 1 } }]) },
  '/malformed.json': { type: 'application/json', body: '[{"sku": "J-1", ' },
  '/object.json': { type: 'application/json', body: '{"total": 1}' },
  '/broken.csv': { type: 'text/csv', body: 'sku,name\n"A-1,unclosed quote\n' },
  '/big.csv': { type: 'text/csv', body: 'sku,name\n' + 'X-1,Something rather long\n'.repeat(2_000) },
  '/gone.csv': { type: 'text/plain', body: 'not here', status: 500 },
};

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

async function readAll(system: ShopSystem, pageSize?: number): Promise<VariationPage[]> {
  const pages: VariationPage[] = [];
  for await (const page of system.readVariations(pageSize ? { pageSize } : {})) pages.push(page);
  return pages;
}

describe('CSV/JSON export URL adapter', () => {
  let server: Server;
  let base = '';
  const adapter = (path: string, overrides: Partial<ExportUrlAdapterOptions> = {}) => createExportUrlAdapter({ url: `${base}${path}`, allowHosts: [new URL(base).host], ...overrides });

  beforeAll(async () => {
    server = createServer((request, response) => {
      const file = FILES[request.url ?? ''];
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(file.status ?? 200, { 'content-type': file.type });
      response.end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a CSV with a BOM and ";" as delimiter, comma decimals, sales prices per column and properties', async () => {
    const system = adapter('/bom-semicolon.csv');
    expect(await system.testConnection()).toMatchObject({ ok: true });
    const [page] = await readAll(system);
    expect(page?.issues).toEqual([]);
    expect(page?.variations).toEqual([
      { sku: 'DO-1001', variationId: 'DO-1001', itemId: null, name: 'Zelt "Fjord"', barcodes: ['4260734000017'], salesPrices: [{ salesPriceId: '1', priceCents: 34_995 }, { salesPriceId: '3', priceCents: 39_900 }], purchasePriceCents: 19_950, stock: 12, properties: { Saison: 'Sommer' } },
      { sku: 'DO-1002', variationId: 'DO-1002', itemId: null, name: 'Schlafsack', barcodes: ['4260734000024'], salesPrices: [{ salesPriceId: '1', priceCents: 14_995 }], purchasePriceCents: 8010, stock: 0, properties: { Saison: 'Winter' } },
    ]);
    expect((await system.readSalesPriceConfigurations()).map((c) => [c.id, c.name])).toEqual([['1', 'price_1'], ['3', 'price_3']]);
  });

  it('reports rows without SKU, duplicate SKUs and values that are no amount, by row', async () => {
    const pages = await readAll(adapter('/comma.csv'), 2);
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    expect(pages.flatMap((p) => p.variations).map((v) => [v.sku, v.name, v.purchasePriceCents])).toEqual([['A-1', 'Tent, 2 persons', 1000], ['A-2', 'Bad price', null]]);
    expect(pages.flatMap((p) => p.issues).map((i) => [i.reason, i.row, i.field])).toEqual([
      ['SKU_MISSING', 3, 'sku'],
      ['SKU_DUPLICATE', 4, 'sku'],
      ['VALUE_INVALID', 5, 'purchase_price'],
    ]);
  });

  it('reads a JSON array', async () => {
    const [page] = await readAll(adapter('/rows.json'));
    expect(page?.variations).toEqual([{ sku: 'J-1', variationId: '77', itemId: null, name: 'Lamp', barcodes: ['111', '222'], salesPrices: [{ salesPriceId: 'price', priceCents: 999 }], purchasePriceCents: 450, stock: 3, properties: { Saison: 'Winter', meta: '{"a":1}' } }]);
  });

  it('malformed JSON, JSON that is no array and broken CSV: ERP_MALFORMED_RESPONSE', async () => {
    for (const path of ['/malformed.json', '/object.json', '/broken.csv']) expect((await failure(readAll(adapter(path)))).code, path).toBe('ERP_MALFORMED_RESPONSE');
  });

  it('an export above the size limit: ERP_SOURCE_TOO_LARGE naming the limit', async () => {
    const error = await failure(readAll(adapter('/big.csv', { maxBytes: 10_000 })));
    expect(error).toMatchObject({ code: 'ERP_SOURCE_TOO_LARGE', details: { limitBytes: 10_000 } });
  });

  it('an export URL answering 500: ERP_UNAVAILABLE with the status code', async () => {
    expect(await failure(readAll(adapter('/gone.csv')))).toMatchObject({ code: 'ERP_UNAVAILABLE', details: { statusCode: 500 } });
  });

  it('is read-only', async () => {
    const system = adapter('/rows.json');
    expect(system.maxWriteBatch).toBe(0);
    expect((await failure(system.writeSalesPrices([{ variationId: '77', salesPriceId: 'price', priceCents: 100 }]))).code).toBe('ERP_READ_ONLY');
  });

  it('goes through the address check: a local address not on the allow-list is refused', async () => {
    expect((await failure(readAll(adapter('/rows.json', { allowHosts: [] })))).code).toBe('ERP_URL_BLOCKED');
  });
});
