/**
 * "Scrape now" in its own package, through `app.inject`: the answer names the URLs to scrape and
 * the ones skipped (contract `scrapeNowResultSchema`), the body may be left out, bad URL ids name
 * their path, and it is for company admins of the product's company only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_HEADER, scrapeNowResultSchema, type SourceFields } from '@pm/contracts';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { createProductCommands } from '../products/productCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createScrapeNowCommands } from './scrapeNowCommands.ts';
import { registerScrapeNowRoutes } from './scrapeNowRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors = {
  maintainer: { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
  admin: { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
} satisfies Record<string, Actor>;
const source = (name: string, hostname: string, scrapingEnabled: boolean): SourceFields => ({ kind: 'STORE', name, hostname, shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled });

describe('scrape-now route', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  let url: string;
  let scrapable: string;
  let disabled: string;
  const auth = testAuth(Object.values(actors));

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    const setup = { companyId, userId: 'setup', correlationId: 'c', causationId: null };
    const sources = createSourceCommands(events);
    const products = createProductCommands(events, sources);
    await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setup);
    await sources.connectSource(companyId, source('Bergsport', 'bergsport-shop.de', true), setup);
    await sources.connectSource(companyId, source('Zeltwelt', 'zeltwelt.de', false), setup);
    const productId = (await products.createProduct(companyId, { name: 'Zelt Nordkap 2', sku: 'Z-2' }, setup)).id;
    scrapable = (await products.addCompetitorUrl(companyId, productId, { url: 'https://bergsport-shop.de/zelt', offerType: 'COMPETITOR_OFFER' }, setup)).id;
    disabled = (await products.addCompetitorUrl(companyId, productId, { url: 'https://zeltwelt.de/zelt', offerType: 'COMPETITOR_OFFER' }, setup)).id;
    url = `/api/company/${companyId}/products/${productId}/scrape-now`;
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerScrapeNowRoutes(app, createScrapeNowCommands(events, sources));
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const post = async (path: string, who: keyof typeof actors, payload?: unknown) =>
    app.inject({ method: 'POST', url: path, headers: await auth.headers(actors[who].userId), ...(payload === undefined ? {} : { payload: payload as object }) });
  const typesAfter = async (position: bigint) => (await events.readAll()).filter((e) => e.position > position).map((e) => e.type);

  it('requests every URL without a body, or the ones named, and answers which are scraped and which skipped', async () => {
    const before = await events.headPosition();
    const all = await post(url, 'admin');
    expect(all.statusCode, all.body).toBe(202);
    const answer = scrapeNowResultSchema.parse(all.json());
    expect(answer).toMatchObject({ urlIds: [scrapable], skippedUrlIds: [disabled] });
    expect(all.headers[POSITION_HEADER]).toBe(answer.position);
    expect(scrapeNowResultSchema.parse((await post(url, 'admin', { urlIds: [scrapable] })).json())).toMatchObject({ urlIds: [scrapable], skippedUrlIds: [] });
    expect(await typesAfter(before)).toEqual(['ScrapeNowRequested', 'ScrapeNowRequested']);
  });

  it('refuses bad URL ids with their path, a maintainer and another company, writing nothing', async () => {
    const before = await events.headPosition();
    expect((await post(url, 'admin', { urlIds: ['first'] })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'urlIds.0' })] } });
    expect((await post(url, 'admin', { urlIds: [] })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'urlIds' })] } });
    expect((await post(url, 'maintainer')).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await post(url.replace(companyId, otherCompany), 'admin')).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await events.headPosition()).toBe(before);
  });
});
