/**
 * "Scrape now" in its own package, through `app.inject`: the answer names the URLs to scrape and
 * the ones skipped (contract `scrapeNowResultSchema`), the body may be left out, bad URL ids name
 * their path, and it is for company admins of the product's company only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_HEADER, scrapeNowResultSchema, type ConnectSourceBody } from '@pm/contracts';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createProductCommands } from '../products/productCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createScrapeNowCommands } from './scrapeNowCommands.ts';
import { registerScrapeNowRoutes } from './scrapeNowRoutes.ts';

const source = (name: string, hostname: string, scrapingEnabled: boolean): ConnectSourceBody => ({ kind: 'STORE', name, hostname, shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled });

describe('scrape-now route', () => {
  let t: RouteTestApp;
  let url: string;
  let scrapable: string;
  let disabled: string;
  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      const sources = createSourceCommands(events);
      const products = createProductCommands(events, sources);
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      await sources.connectSource(companyId, source('Bergsport', 'bergsport-shop.de', true), setupContext);
      await sources.connectSource(companyId, source('Zeltwelt', 'zeltwelt.de', false), setupContext);
      const productId = (await products.createProduct(companyId, { name: 'Zelt Nordkap 2', sku: 'Z-2' }, setupContext)).id;
      scrapable = (await products.addCompetitorUrl(companyId, productId, { url: 'https://bergsport-shop.de/zelt', offerType: 'COMPETITOR_OFFER' }, setupContext)).id;
      disabled = (await products.addCompetitorUrl(companyId, productId, { url: 'https://zeltwelt.de/zelt', offerType: 'COMPETITOR_OFFER' }, setupContext)).id;
      url = `/api/company/${companyId}/products/${productId}/scrape-now`;
      registerScrapeNowRoutes(app, createScrapeNowCommands(events, sources));
    });
  });
  afterAll(() => t.close());

  it('requests every URL without a body, or the ones named, and answers which are scraped and which skipped', async () => {
    const before = await t.events.headPosition();
    const all = await t.inject('POST', url, 'admin');
    expect(all.statusCode, all.body).toBe(202);
    const answer = scrapeNowResultSchema.parse(all.json());
    expect(answer).toMatchObject({ urlIds: [scrapable], skippedUrlIds: [disabled] });
    expect(all.headers[POSITION_HEADER]).toBe(answer.position);
    expect(scrapeNowResultSchema.parse((await t.inject('POST', url, 'admin', { urlIds: [scrapable] })).json())).toMatchObject({ urlIds: [scrapable], skippedUrlIds: [] });
    expect(await t.typesAfter(before)).toEqual(['ScrapeNowRequested', 'ScrapeNowRequested']);
  });

  it('refuses bad URL ids with their path, a maintainer and another company, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('POST', url, 'admin', { urlIds: ['first'] })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'urlIds.0' })] } });
    expect((await t.inject('POST', url, 'admin', { urlIds: [] })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'urlIds' })] } });
    expect((await t.inject('POST', url, 'maintainer')).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('POST', url.replace(companyId, otherCompany), 'admin')).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
