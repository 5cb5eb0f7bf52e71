/**
 * The category routes in their own package, through `app.inject`: declared access, validation,
 * the decider's refusals as HTTP answers, and the event written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER } from '@pm/contracts';
import { companyId, otherCompany, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { registerCategoryRoutes } from './categoryRoutes.ts';
import { createCategoryCommands } from './categoryCommands.ts';

describe('category routes', () => {
  let t: RouteTestApp;
  beforeAll(async () => {
    t = await startRouteTestApp((app, events) => registerCategoryRoutes(app, createCategoryCommands(events)));
  });
  afterAll(() => t.close());

  const categories = `/api/company/${companyId}/categories`;
  const create = (who: 'viewer' | 'maintainer', payload: unknown) => t.inject('POST', categories, who, payload);

  it('creates a category for a maintainer and answers the position of its event', async () => {
    const answer = await create('maintainer', { name: 'Zelte' });
    expect(answer.statusCode).toBe(201);
    const result = commandResultSchema.parse(answer.json());
    expect(answer.headers[POSITION_HEADER]).toBe(result.position);
    expect((await t.events.readAll()).map((e) => e.type)).toContain('CategoryCreated');
  });

  it('refuses a viewer, bad input and a taken name, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await create('viewer', { name: 'Kocher' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await create('maintainer', { name: ' ' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await create('maintainer', { name: 'Zelte' })).json()).toMatchObject({ statusCode: 409, code: 'CATEGORY_NAME_TAKEN' });
    expect(await t.events.headPosition()).toBe(before);
  });

  it('renames and deletes a category for a maintainer, answering what was written', async () => {
    const { id } = commandResultSchema.parse((await create('maintainer', { name: 'Rucksäcke' })).json());
    const url = `${categories}/${id}`;
    const renamed = await t.inject('PUT', url, 'maintainer', { name: 'Taschen' });
    expect(renamed.statusCode).toBe(200);
    expect(commandResultSchema.parse(renamed.json()).id).toBe(id);
    const deleted = await t.inject('DELETE', url, 'maintainer');
    expect(deleted.statusCode).toBe(200);
    expect((await t.events.readAll()).map((e) => e.type).slice(-2)).toEqual(['CategoryRenamed', 'CategoryDeleted']);
  });

  it("refuses another company's categories and a bad category id, writing nothing", async () => {
    const { id } = commandResultSchema.parse((await create('maintainer', { name: 'Schlafsäcke' })).json());
    const before = await t.events.headPosition();
    expect((await t.inject('POST', `/api/company/${otherCompany}/categories`, 'maintainer', { name: 'Zelte' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.inject('DELETE', `/api/company/${otherCompany}/categories/${id}`, 'maintainer')).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    const bad = await t.inject('PUT', `${categories}/not-an-id`, 'maintainer', { name: 'X' });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'categoryId' })] } });
    expect(await t.events.headPosition()).toBe(before);
  });
});
