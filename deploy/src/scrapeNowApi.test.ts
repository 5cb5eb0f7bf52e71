/**
 * "Scrape now" through the API on the demo web: new URLs would wait for the next morning, the
 * admin's request scrapes them at once, and the offers appear in the read model. Who may ask,
 * and every refused request, writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from './testSupport/expectRefused.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

describe('scrape now', () => {
  let t: TestProduct;
  let admin: string;
  let companyId: string;
  const base = () => `/api/company/${companyId}`;

  beforeAll(async () => {
    t = await startTestProduct({ SCRAPE_ENABLED: 'true', SEED_DEMO_ASSORTMENT: 'true', DEMO_WEB: 'true', SCRAPE_NEW_URLS_IMMEDIATELY: 'false', SCRAPE_ALLOW_PRIVATE_HOSTS: 'true', SCRAPE_RETRY_DELAY_MS: '0' });
    admin = await t.signIn('admin@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  const refused = (call: Promise<{ status: number; body: any }>, status: number, code: string) => expectRefused(t, call, status, code);

  /** Every scrape job has its outcome, so the log is still while refusals are checked. */
  async function jobsFinished(): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const log = await t.product.events.readAll();
      const created = log.filter((e) => e.type === 'ScrapeJobCreated').length;
      const finished = log.filter((e) => e.type === 'ScrapeJobCompleted' || (e.type === 'ScrapeJobFailed' && !(e.data as any).willRetry)).length;
      // A request's jobs are created a moment after the request: count them as open until they exist.
      const requestedUrls = log.filter((e) => e.type === 'ScrapeNowRequested').reduce((n, e) => n + (e.data as any).urlIds.length, 0);
      const scrapeNowJobs = log.filter((e) => e.type === 'ScrapeJobCreated' && (e.data as any).trigger === 'SCRAPE_NOW').length;
      if (created === finished && scrapeNowJobs >= requestedUrls) return;
      if (Date.now() > deadline) throw new Error(`jobs not finished: ${finished}/${created}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const productWithUrls = async () => {
    const list = (await t.api('GET', `${base()}/products?pageSize=100`, { token: admin })).body;
    const rows = list.items;
    for (const row of rows) {
      const product = (await t.api('GET', `${base()}/products/${row.id}`, { token: admin })).body;
      if ((product.urls ?? []).length >= 2) return product;
    }
    throw new Error('no demo product with two URLs');
  };

  it('scrapes the requested URLs at once and shows their offers', async () => {
    const product = await productWithUrls();
    const urlId = product.urls[0].urlId as string;
    const before = (await t.api('GET', `${base()}/products/${product.id}/offers`, { token: admin })).body;
    expect(before.every((o: any) => o.lastObservation === null || o.lastObservation === undefined)).toBe(true);

    const requested = await t.api('POST', `${base()}/products/${product.id}/scrape-now`, { token: admin, body: { urlIds: [urlId] } });
    expect(requested.status).toBe(202);
    expect(requested.body).toMatchObject({ urlIds: [urlId], skippedUrlIds: [] });

    const deadline = Date.now() + 30_000;
    let offer: any;
    for (;;) {
      const offers = (await t.api('GET', `${base()}/products/${product.id}/offers`, { token: admin })).body;
      offer = offers.find((o: any) => o.id === urlId);
      if (offer?.lastObservation) break;
      if (Date.now() > deadline) throw new Error('the requested URL was not scraped');
      await new Promise((r) => setTimeout(r, 200));
    }
    const jobs = (await t.product.events.readAll()).filter((e) => e.type === 'ScrapeJobCreated').map((e) => e.data as any);
    expect(jobs.map((j) => [j.urlId, j.trigger, j.requestId])).toEqual([[urlId, 'SCRAPE_NOW', requested.body.id]]);

    // Without urlIds: every URL of the product.
    const all = await t.api('POST', `${base()}/products/${product.id}/scrape-now`, { token: admin, body: {} });
    expect(all.status).toBe(202);
    expect([...all.body.urlIds].sort()).toEqual(product.urls.map((u: any) => u.urlId).sort());
  }, 60_000);

  it('is for company admins and platform admins only, and refuses what cannot be scraped', async () => {
    await jobsFinished();
    const product = await productWithUrls();
    const maintainer = await t.signIn('maintainer@demo.example');
    const viewer = await t.signIn('viewer@demo.example');
    const platform = await t.signIn('platform@demo.example');
    const url = `${base()}/products/${product.id}/scrape-now`;
    await refused(t.api('POST', url, { token: maintainer, body: {} }), 403, 'ROLE_NOT_ALLOWED');
    await refused(t.api('POST', url, { token: viewer, body: {} }), 403, 'ROLE_NOT_ALLOWED');

    await refused(t.api('POST', url, { token: admin, body: { urlIds: ['not-a-uuid'] } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', url, { token: admin, body: { urlIds: [crypto.randomUUID()] } }), 404, 'URL_NOT_FOUND');
    await refused(t.api('POST', url, { token: admin, body: { extra: true } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/products/${crypto.randomUUID()}/scrape-now`, { token: admin, body: {} }), 404, 'PRODUCT_NOT_FOUND');

    const created = await t.api('POST', `${base()}/products`, { token: admin, body: { name: 'Ohne URLs', sku: 'NO-URLS-1', pricing: {} } });
    expect(created.status).toBe(201);
    await refused(t.api('POST', `${base()}/products/${created.body.id}/scrape-now`, { token: admin, body: {} }), 409, 'NO_SCRAPABLE_URLS');
    expect((await t.api('POST', url, { token: platform, body: {} })).status).toBe(202);
  }, 60_000);
});
