/**
 * The product import routes in their own package, through `app.inject`: the preview and the
 * import answering their contracts, the file as JSON text (no upload), and the refusals that
 * write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_HEADER, PRODUCT_IMPORT_LIMITS, productImportPreviewSchema, productImportResultSchema } from '@pm/contracts';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { createProductCommands } from '../products/productCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createProductImportCommands } from './productImportCommands.ts';
import { registerProductImportRoutes } from './productImportRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors = {
  viewer: { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  maintainer: { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
} satisfies Record<string, Actor>;
const FILE = 'Artikelnummer;Produktname;Verkaufspreis\nIMP-1;Isomatte;1.299,00\nIMP-2;Campingstuhl;29,90\n';
const MAPPING = ['sku', 'name', 'salesPrice'];

describe('product import routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(Object.values(actors));

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, { companyId, userId: 'setup', correlationId: 'c', causationId: null });
    const products = createProductCommands(events, createSourceCommands(events));
    // The app's limit is below a large file's: the routes carry their own.
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerProductImportRoutes(app, createProductImportCommands(events, products));
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const post = async (url: string, who: keyof typeof actors, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: await auth.headers(actors[who].userId) });
  const imports = `/api/company/${companyId}/product-imports`;

  it('previews a file without writing, then imports it answering the counts and the position', async () => {
    const before = await events.headPosition();
    const preview = await post(`${imports}/preview`, 'maintainer', { csv: FILE });
    expect(preview.statusCode).toBe(200);
    expect(productImportPreviewSchema.parse(preview.json())).toMatchObject({ delimiter: ';', decimalSeparator: ',', headers: ['Artikelnummer', 'Produktname', 'Verkaufspreis'], rowCount: 2, mapping: MAPPING });
    expect(await events.headPosition()).toBe(before);

    const imported = await post(imports, 'maintainer', { csv: FILE, mapping: MAPPING, country: 'de' });
    expect(imported.statusCode).toBe(201);
    const result = productImportResultSchema.parse(imported.json());
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect(imported.headers[POSITION_HEADER]).toBe(result.position);
    expect((await events.readAll()).filter((e) => e.type === 'ProductCreated')).toHaveLength(2);
  });

  it('takes the file as JSON text only, and lets a file above the app limit reach the file checks', async () => {
    const upload = await app.inject({ method: 'POST', url: `${imports}/preview`, payload: FILE, headers: { ...(await auth.headers('u-maintainer')), 'content-type': 'text/csv' } });
    expect(upload.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const large = await post(`${imports}/preview`, 'maintainer', { csv: `SKU\n${'x'.repeat(PRODUCT_IMPORT_LIMITS.maxBytes)}` });
    expect(large.json()).toMatchObject({ statusCode: 413, code: 'IMPORT_TOO_LARGE' });
  });

  it('refuses a viewer, another company, bad input and invalid rows, writing nothing', async () => {
    const before = await events.headPosition();
    expect((await post(imports, 'viewer', { csv: FILE, mapping: MAPPING, country: 'de' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await post(`/api/company/${otherCompany}/product-imports`, 'maintainer', { csv: FILE, mapping: MAPPING, country: 'de' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    const bad = await post(imports, 'maintainer', { csv: FILE, mapping: ['sku', 'colour', null], country: 'de' });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'mapping.1' })] } });
    const invalid = await post(imports, 'maintainer', { csv: 'SKU;Name\nIMP-3;\n', mapping: ['sku', 'name'], country: 'de' });
    expect(invalid.json()).toMatchObject({ statusCode: 422, code: 'IMPORT_ROWS_INVALID', details: { errorCount: 1, rows: [{ row: 2, field: 'name', code: 'REQUIRED' }] } });
    expect(await events.headPosition()).toBe(before);
  });
});
