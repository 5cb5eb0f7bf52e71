/** PUT /api/admin/sources/:sourceId: platform admins change a source's shared fields without connecting it; others are refused; bad input writes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { newId } from '@pm/platform';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { registerAdminSourceRoutes } from './adminSourceRoutes.ts';

describe('admin source routes', () => {
  let t: RouteTestApp;
  let sourceId: string;

  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      const sources = createSourceCommands(events);
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      // Connected by a company, not by the platform admin's own company.
      sourceId = (await sources.connectSource(companyId, { kind: 'STORE', hostname: 'bergsport-shop.de' }, setupContext)).id;
      registerAdminSourceRoutes(app, sources);
    });
  });
  afterAll(() => t.close());

  it('lets a platform admin change the shared fields of a source its own company has not connected', async () => {
    const before = await t.events.headPosition();
    const answer = await t.inject('PUT', `/api/admin/sources/${sourceId}`, 'platform', { name: 'Bergsport Shop', shippingCostModel: 'ALWAYS_FREE', crawler: 'crawlee-playwright-crawler' });
    expect(answer.statusCode).toBe(200);
    expect(await t.typesAfter(before)).toEqual(['SourceUpdated']);
    const updated = (await t.events.readStream(streams.source(sourceId))).at(-1);
    expect(updated).toMatchObject({ data: { sourceId, changes: { name: 'Bergsport Shop', shippingCostModel: 'ALWAYS_FREE', crawler: 'crawlee-playwright-crawler' } }, metadata: { userId: 'u-platform' } });
  });

  it('refuses company admins, unknown sources and bad fields, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('PUT', `/api/admin/sources/${sourceId}`, 'admin', { name: 'Mine now' })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.inject('PUT', `/api/admin/sources/${newId()}`, 'platform', { name: 'Nobody' })).json()).toMatchObject({ statusCode: 404, code: 'SOURCE_NOT_FOUND' });
    expect((await t.inject('PUT', `/api/admin/sources/${sourceId}`, 'platform', { hostname: 'other.de' })).statusCode).toBe(400);
    expect((await t.inject('PUT', `/api/admin/sources/${sourceId}`, 'platform', { name: '' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.inject('PUT', `/api/admin/sources/${sourceId}`, 'platform', { searchUrlPatterns: ['(a+)+\\1'] })).statusCode).toBe(400);
    expect(await t.typesAfter(before)).toEqual([]);
  });
});
