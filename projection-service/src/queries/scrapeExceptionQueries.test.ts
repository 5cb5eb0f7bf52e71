/** The scrape-exception queries in their own package: platform admins read them as written (read your writes); nobody else does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeExceptionSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerScrapeExceptionQueries } from './scrapeExceptionQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const exceptionId = '01a216b5-0000-7000-8000-0000000000f1';
const platformAdmin: Actor = { userId: 'u-platform', companyId, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true };
const companyAdmin: Actor = { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false };
const fields = {
  code: 'bergsport-plain-price',
  scope: { hostname: 'bergsport-shop.de', pathPattern: null },
  instructions: { price: { selector: '.price', regex: '([0-9,.]+)' }, availabilityValues: { 'Sofort lieferbar': 'InStock' as const } },
  settings: { decimalSeparator: ',' as const, currency: 'EUR' },
};

describe('scrape exception queries', () => {
  let t: QueryTestApp;
  let position: string;
  beforeAll(async () => {
    t = await startQueryTestApp([platformAdmin, companyAdmin], (app, readModels) => registerScrapeExceptionQueries(app, readModels));
    position = await t.write(streams.scrapeException(exceptionId), [{ type: 'ScrapeExceptionCreated', data: { exceptionId, ...fields } }], null, platformAdmin.userId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists the exceptions and answers one as written to a platform administrator', async () => {
    const list = await t.get(`/api/admin/scrape-exceptions?minPosition=${position}`, platformAdmin.userId);
    expect(list.statusCode).toBe(200);
    expect(scrapeExceptionSchema.array().parse(list.json()).map((e) => e.code)).toEqual([fields.code]);
    const one = scrapeExceptionSchema.parse((await t.get(`/api/admin/scrape-exceptions/${exceptionId}`, platformAdmin.userId)).json());
    expect(one).toMatchObject({ id: exceptionId, ...fields });
  });

  it('refuses a company administrator, a bad id and an unknown one', async () => {
    expect((await t.get('/api/admin/scrape-exceptions', companyAdmin.userId)).statusCode).toBe(403);
    expect((await t.get('/api/admin/scrape-exceptions/nope', platformAdmin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'exceptionId' })] } });
    expect((await t.get('/api/admin/scrape-exceptions/01a216b5-0000-7000-8000-0000000000f9', platformAdmin.userId)).json()).toMatchObject({ statusCode: 404, code: 'SCRAPE_EXCEPTION_NOT_FOUND' });
  });
});
