/**
 * The scrape-exception routes in their own package, through `app.inject`: platform admins
 * create, change and delete (answers per contract); a bad body is answered with the editor's
 * issues (part, path, problem) — shape and selectors together — not the route's zod issues; the
 * id in the path is still checked; company admins are refused. Refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER, type CreateScrapeExceptionBody } from '@pm/contracts';
import { companyId, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createScrapeExceptionCommands } from './scrapeExceptionCommands.ts';
import { registerScrapeExceptionRoutes } from './scrapeExceptionRoutes.ts';

const exception: CreateScrapeExceptionBody = {
  code: 'alpin-discount-plain',
  scope: { hostname: 'alpin-discount.demo.test', pathPattern: '^/artikel/' },
  instructions: { price: '#preis .aktuell', availabilityValues: { 'Sofort ab Lager': 'InStock' } },
  settings: { decimalSeparator: ',', currency: 'EUR' },
};

describe('scrape exception routes', () => {
  let t: RouteTestApp;
  const base = '/api/admin/scrape-exceptions';
  beforeAll(async () => {
    t = await startRouteTestApp((app, events) => registerScrapeExceptionRoutes(app, createScrapeExceptionCommands(events)));
  });
  afterAll(() => t.close());

  it('creates, changes and deletes an exception for a platform admin, answering what was written', async () => {
    const before = await t.events.headPosition();
    const created = await t.inject('POST', base, 'platform', exception);
    expect(created.statusCode).toBe(201);
    const { id, position } = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(position);
    expect(commandResultSchema.parse((await t.inject('PUT', `${base}/${id}`, 'platform', { instructions: { price: '.preis' } })).json()).id).toBe(id);
    expect(commandResultSchema.parse((await t.inject('DELETE', `${base}/${id}`, 'platform')).json()).id).toBe(id);
    expect(await t.typesAfter(before)).toEqual(['ScrapeExceptionCodeReserved', 'ScrapeExceptionCreated', 'ScrapeExceptionUpdated', 'ScrapeExceptionDeleted', 'ScrapeExceptionCodeReleased']);
  });

  it('answers a bad body with every issue of shape and selectors, and a bad id with its path, writing nothing', async () => {
    const before = await t.events.headPosition();
    const bad = await t.inject('POST', base, 'platform', { ...exception, code: 'Bad Code', instructions: { prise: '.p', price: 'span:preis' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'SCRAPE_EXCEPTION_INVALID' });
    expect(bad.json().details.issues.map((i: { part: string; path: string; problem: string }) => `${i.part}:${i.path}:${i.problem}`)).toEqual(['code::INVALID_CODE', 'instructions::UNKNOWN_KEYS', 'instructions:price:INVALID_SELECTOR']);
    expect((await t.inject('PUT', `${base}/${companyId}`, 'platform', {})).json()).toMatchObject({ statusCode: 400, code: 'SCRAPE_EXCEPTION_INVALID' });
    expect((await t.inject('PUT', `${base}/not-an-id`, 'platform', { instructions: {} })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'exceptionId' })] } });
    expect(await t.events.headPosition()).toBe(before);
  });

  it('refuses a company admin, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('POST', base, 'admin', exception)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.inject('DELETE', `${base}/${companyId}`, 'admin')).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
