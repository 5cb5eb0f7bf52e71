/**
 * The product import routes in their own package, through `app.inject`: the preview and the
 * import answering their contracts, the file as JSON text (no upload), and the refusals that
 * write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_HEADER, PRODUCT_IMPORT_LIMITS, productImportPreviewSchema, productImportResultSchema } from '@pm/contracts';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, otherCompany, setupContext, startRouteTestApp, testActors, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createProductCommands } from '../products/productCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createProductImportCommands } from './productImportCommands.ts';
import { registerProductImportRoutes } from './productImportRoutes.ts';

const FILE = 'Artikelnummer;Produktname;Verkaufspreis\nIMP-1;Isomatte;1.299,00\nIMP-2;Campingstuhl;29,90\n';
const MAPPING = ['sku', 'name', 'salesPrice'];

describe('product import routes', () => {
  let t: RouteTestApp;
  const imports = `/api/company/${companyId}/product-imports`;
  beforeAll(async () => {
    t = await startRouteTestApp(
      async (app, events) => {
        await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
        const products = createProductCommands(events, createSourceCommands(events));
        registerProductImportRoutes(app, createProductImportCommands(events, products));
      },
      // The app's limit is below a large file's: the routes carry their own.
      { bodyLimit: 1_000_000 },
    );
  });
  afterAll(() => t.close());

  it('previews a file without writing, then imports it answering the counts and the position', async () => {
    const before = await t.events.headPosition();
    const preview = await t.inject('POST', `${imports}/preview`, 'maintainer', { csv: FILE });
    expect(preview.statusCode).toBe(200);
    expect(productImportPreviewSchema.parse(preview.json())).toMatchObject({ delimiter: ';', decimalSeparator: ',', headers: ['Artikelnummer', 'Produktname', 'Verkaufspreis'], rowCount: 2, mapping: MAPPING });
    expect(await t.events.headPosition()).toBe(before);

    const imported = await t.inject('POST', imports, 'maintainer', { csv: FILE, mapping: MAPPING, country: 'de' });
    expect(imported.statusCode).toBe(201);
    const result = productImportResultSchema.parse(imported.json());
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect(imported.headers[POSITION_HEADER]).toBe(result.position);
    expect((await t.events.readAll()).filter((e) => e.type === 'ProductCreated')).toHaveLength(2);
  });

  it('takes the file as JSON text only, and lets a file above the app limit reach the file checks', async () => {
    const upload = await t.app.inject({ method: 'POST', url: `${imports}/preview`, payload: FILE, headers: { ...(await t.auth.headers(testActors.maintainer.userId)), 'content-type': 'text/csv' } });
    expect(upload.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const large = await t.inject('POST', `${imports}/preview`, 'maintainer', { csv: `SKU\n${'x'.repeat(PRODUCT_IMPORT_LIMITS.maxBytes)}` });
    expect(large.json()).toMatchObject({ statusCode: 413, code: 'IMPORT_TOO_LARGE' });
  });

  it('refuses a viewer, another company, bad input and invalid rows, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('POST', imports, 'viewer', { csv: FILE, mapping: MAPPING, country: 'de' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('POST', `/api/company/${otherCompany}/product-imports`, 'maintainer', { csv: FILE, mapping: MAPPING, country: 'de' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    const bad = await t.inject('POST', imports, 'maintainer', { csv: FILE, mapping: ['sku', 'colour', null], country: 'de' });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'mapping.1' })] } });
    const invalid = await t.inject('POST', imports, 'maintainer', { csv: 'SKU;Name\nIMP-3;\n', mapping: ['sku', 'name'], country: 'de' });
    expect(invalid.json()).toMatchObject({ statusCode: 422, code: 'IMPORT_ROWS_INVALID', details: { errorCount: 1, rows: [{ row: 2, field: 'name', code: 'REQUIRED' }] } });
    expect(await t.events.headPosition()).toBe(before);
  });
});
