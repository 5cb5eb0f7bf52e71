import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_LIMITS } from '@pm/contracts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const GERMAN_FILE = [
  'Artikelnummer;Produktname;Marke;EAN;Einkaufspreis;Verkaufspreis;MwSt;Auf Lager;Notiz',
  'IMP-1;Isomatte Komfort;Nordwand;4006381333931;1.050,00;1.299,00;19;ja;erste',
  'IMP-2;Campingstuhl;Nordwand;;12,5;29,90;19;nein;',
].join('\n');
const MAPPING = ['sku', 'name', 'brand', 'gtin', 'purchasePrice', 'salesPrice', 'vatRate', 'inStock', null];

/** CSV import of the assortment through the HTTP API (app.inject), spec §3, §5 and §6. */
describe('product import API', () => {
  let t: TestProduct;
  let admin: string;
  let maintainer: string;
  let viewer: string;
  let companyId: string;
  const base = () => `/api/company/${companyId}/product-imports`;

  async function inject(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
    const response = await t.product.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: response.statusCode, body: response.json() };
  }

  /** A refused call writes no event at all. */
  async function refused(call: () => Promise<{ status: number; body: any }>, status: number, code: string) {
    const head = await t.product.events.headPosition();
    const response = await call();
    expect([response.status, response.body.code]).toEqual([status, code]);
    expect(await t.product.events.headPosition()).toBe(head);
    return response.body;
  }

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    maintainer = await t.signIn('maintainer@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('previews a file: delimiter, decimal notation, headers, first rows and a suggested mapping', async () => {
    const preview = await inject('POST', `${base()}/preview`, maintainer, { csv: `\uFEFF${GERMAN_FILE}` });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      delimiter: ';',
      decimalSeparator: ',',
      headers: ['Artikelnummer', 'Produktname', 'Marke', 'EAN', 'Einkaufspreis', 'Verkaufspreis', 'MwSt', 'Auf Lager', 'Notiz'],
      rows: [
        { line: 2, cells: ['IMP-1', 'Isomatte Komfort', 'Nordwand', '4006381333931', '1.050,00', '1.299,00', '19', 'ja', 'erste'] },
        { line: 3, cells: ['IMP-2', 'Campingstuhl', 'Nordwand', '', '12,5', '29,90', '19', 'nein', ''] },
      ],
      rowCount: 2,
      mapping: MAPPING,
    });
    const english = await inject('POST', `${base()}/preview`, maintainer, { csv: 'SKU,Name,Sales price\nA,"Tent, large","1,299.00"\n' });
    expect(english.body).toMatchObject({ delimiter: ',', decimalSeparator: '.', mapping: ['sku', 'name', 'salesPrice'] });
  });

  it('imports a valid file: new SKUs create products, known ones are updated, the list shows them', async () => {
    const imported = await inject('POST', base(), admin, { csv: GERMAN_FILE, mapping: MAPPING, country: 'de' });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    const list = (await t.api('GET', `/api/company/${companyId}/products?minPosition=${imported.body.position}&searchText=IMP-&sort=sku`, { token: viewer })).body;
    expect(list.items.map((p: any) => [p.sku, p.name, p.brand, p.gtin, p.fields.purchasePrice, p.fields.pricing])).toEqual([
      ['IMP-1', 'Isomatte Komfort', 'Nordwand', '4006381333931', 1050, { de: { salesPrice: 1299, vatRate: 19, inStock: true } }],
      ['IMP-2', 'Campingstuhl', 'Nordwand', null, 12.5, { de: { salesPrice: 29.9, vatRate: 19, inStock: false } }],
    ]);

    // Again with one price changed and Austrian prices: one update, one unchanged, German prices kept.
    const again = await inject('POST', base(), maintainer, { csv: 'SKU;VK\nimp-1;1.199,00\nIMP-2;\n', mapping: ['sku', 'salesPrice'], country: 'at' });
    expect(again.body).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const product = (await t.api('GET', `/api/company/${companyId}/products?minPosition=${again.body.position}&searchText=IMP-1`, { token: viewer })).body.items[0];
    expect(product).toMatchObject({ sku: 'IMP-1', name: 'Isomatte Komfort', fields: { pricing: { de: { salesPrice: 1299 }, at: { salesPrice: 1199 } } } });
  });

  it('refuses a file with bad rows as a whole: 422 with every row error, no event written', async () => {
    const csv = 'SKU;Name;EAN;VK;MwSt;VPE\nBAD-1;Gut;;10;19;1\nBAD-2;Schlecht;4006381333932;-5;119;-1\nBAD-1;Doppelt;;abc;;\n';
    const body = await refused(() => inject('POST', base(), admin, { csv, mapping: ['sku', 'name', 'gtin', 'salesPrice', 'vatRate', 'bundleSize'], country: 'de' }), 422, 'IMPORT_ROWS_INVALID');
    expect(body.details.errorCount).toBe(6);
    expect(body.details.rows.map((e: any) => [e.row, e.column, e.field, e.code])).toEqual([
      [3, 'EAN', 'gtin', 'INVALID_GTIN'],
      [3, 'VPE', 'bundleSize', 'NEGATIVE'],
      [3, 'VK', 'salesPrice', 'NEGATIVE'],
      [3, 'MwSt', 'vatRate', 'OUT_OF_RANGE'],
      [4, 'VK', 'salesPrice', 'INVALID_NUMBER'],
      [4, 'SKU', 'sku', 'DUPLICATE_SKU'],
    ]);
    expect(body.details.rows[0].message).toMatch(/check digit/);
    const events = await t.product.events.readAll();
    expect(events.filter((e) => e.type === 'ProductCreated' && (e.data as any).fields.sku.startsWith('BAD-'))).toEqual([]);
  });

  it('refuses files it cannot take and mappings without a SKU', async () => {
    await refused(() => inject('POST', `${base()}/preview`, admin, { csv: `SKU;Name\n${'x'.repeat(PRODUCT_IMPORT_LIMITS.maxBytes)}` }), 413, 'IMPORT_TOO_LARGE');
    await refused(() => inject('POST', `${base()}/preview`, admin, { csv: 'x'.repeat(2 * PRODUCT_IMPORT_LIMITS.maxBytes + 100 * 1024) }), 413, 'BODY_TOO_LARGE');
    const manyRows = `SKU;Name\n${Array.from({ length: PRODUCT_IMPORT_LIMITS.maxRows + 1 }, (_, i) => `M-${i};Artikel ${i}`).join('\n')}`;
    await refused(() => inject('POST', base(), admin, { csv: manyRows, mapping: ['sku', 'name'], country: 'de' }), 413, 'IMPORT_TOO_MANY_ROWS');
    await refused(() => inject('POST', `${base()}/preview`, admin, { csv: 'SKU;Name\n' }), 400, 'IMPORT_EMPTY');
    await refused(() => inject('POST', `${base()}/preview`, admin, { csv: 'SKU;Name\n"A;B\n' }), 400, 'IMPORT_UNREADABLE');
    await refused(() => inject('POST', base(), admin, { csv: GERMAN_FILE, mapping: ['name', ...MAPPING.slice(1)], country: 'de' }), 400, 'IMPORT_MAPPING_INVALID');
    await refused(() => inject('POST', base(), admin, { csv: GERMAN_FILE, mapping: ['sku', 'name'], country: 'de' }), 400, 'IMPORT_MAPPING_INVALID');
    await refused(() => inject('POST', base(), admin, { csv: GERMAN_FILE, mapping: MAPPING, country: 'xx' }), 400, 'VALIDATION_FAILED');
  });

  it('lets only admins and maintainers of the company import', async () => {
    await refused(() => inject('POST', `${base()}/preview`, viewer, { csv: GERMAN_FILE }), 403, 'ROLE_NOT_ALLOWED');
    await refused(() => inject('POST', base(), viewer, { csv: GERMAN_FILE, mapping: MAPPING, country: 'de' }), 403, 'ROLE_NOT_ALLOWED');
    const other = await t.product.commands.companyCommands.createCompany({ name: 'Fremd AG' }, { companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
    await refused(() => inject('POST', `/api/company/${other.id}/product-imports`, admin, { csv: GERMAN_FILE, mapping: MAPPING, country: 'de' }), 403, 'OTHER_COMPANY');
    const anonymous = await t.product.app.inject({ method: 'POST', url: `${base()}/preview`, payload: { csv: GERMAN_FILE } });
    expect(anonymous.statusCode).toBe(401);
  });
});
