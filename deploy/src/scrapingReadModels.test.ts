import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { toEventToAppend, type CommandContext } from '@pm/platform';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

/** Offers, price history and scrape records as the price-analysis and scrape-record screens read them. */
describe('scraping read models', () => {
  let t: TestProduct;
  let token: string;
  let companyId: string;
  let productId: string;
  let urlId: string;
  let sourceId: string;
  let context: CommandContext;

  const observe = async (price: string | null, plausibility: 'ACCEPTED' | 'FLAGGED' | 'CONFIRMED', observedAt: string, pageStatus = 'OK') =>
    t.product.events.append(streams.offer(urlId), [toEventToAppend({
      type: 'OfferObserved',
      data: { urlId, productId, companyId, sourceId, jobId: crypto.randomUUID(), observedAt, pageStatus, offer: price === null ? null : { price, currency: 'EUR', availability: 'InStock', shippingCost: '4.95' }, plausibility, flagReason: plausibility === 'ACCEPTED' ? null : 'PRICE_JUMP', comparedWith: null },
    }, context)]);

  beforeAll(async () => {
    t = await startTestProduct();
    const admin = await t.signIn('admin@demo.example');
    token = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token })).body.company.id;
    context = { companyId, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null };
    sourceId = (await t.api('POST', `/api/company/${companyId}/sources`, { token: admin, body: { kind: 'STORE', name: 'Shop', hostname: 'shop.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } })).body.id;
    productId = (await t.api('POST', `/api/company/${companyId}/products`, { token: admin, body: { name: 'Zelt', sku: 'Z-1' } })).body.id;
    urlId = (await t.api('POST', `/api/company/${companyId}/products/${productId}/urls`, { token: admin, body: { url: 'https://shop.example/zelt' } })).body.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('keeps a flagged price out of the current offer until it is confirmed, and records the history', async () => {
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await observe('100.00', 'ACCEPTED', day(3));
    const flagged = await observe('10.00', 'FLAGGED', day(2));
    let offers = (await t.api('GET', `/api/company/${companyId}/products/${productId}/offers?minPosition=${flagged.position}`, { token })).body;
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ id: urlId, sourceId, current: { price: '100.00', confirmed: false }, pending: { price: '10.00', flagReason: 'PRICE_JUMP' }, lastObservation: { plausibility: 'FLAGGED' } });

    const confirmed = await observe('10.00', 'CONFIRMED', day(1));
    offers = (await t.api('GET', `/api/company/${companyId}/products/${productId}/offers?minPosition=${confirmed.position}`, { token })).body;
    expect(offers[0]).toMatchObject({ current: { price: '10.00', confirmed: true }, pending: null });

    const gone = await observe(null, 'ACCEPTED', day(0), 'NOT_FOUND_404');
    offers = (await t.api('GET', `/api/company/${companyId}/products/${productId}/offers?minPosition=${gone.position}`, { token })).body;
    expect(offers[0]).toMatchObject({ current: { price: '10.00' }, lastObservation: { pageStatus: 'NOT_FOUND_404' } });

    const history = (await t.api('GET', `/api/company/${companyId}/products/${productId}/price-history?range=7d`, { token })).body;
    expect(history).toHaveLength(1);
    expect(history[0].points.map((p: { price: string; flagged: boolean }) => [p.price, p.flagged])).toEqual([['100.00', false], ['10.00', true], ['10.00', false]]);
    const twoDays = (await t.api('GET', `/api/company/${companyId}/products/${productId}/price-history?range=2d`, { token })).body;
    expect(twoDays[0].points.length).toBeLessThan(3);
    expect((await t.api('GET', `/api/company/${companyId}/products/${productId}/price-history?range=1y`, { token })).body.code).toBe('VALIDATION_FAILED');
  });

  it('lists scrape records with their status, newest first, filtered to the last 5 days by default', async () => {
    const job = (jobId: string) => ({ jobId, companyId, productId, urlId, url: 'https://shop.example/zelt', sourceId, jobType: 'PRODUCT_PAGE', trigger: 'SCRAPE_NOW', crawler: 'crawlee-cheerio-crawler', proxyUrl: null });
    const ok = crypto.randomUUID();
    const failed = crypto.randomUUID();
    await t.product.events.append(streams.scrapeJob(ok), [
      toEventToAppend({ type: 'ScrapeJobCreated', data: job(ok) }, context),
      toEventToAppend({ type: 'ScrapeJobFetched', data: { jobId: ok, trial: 1, worker: 'w' } }, context),
      toEventToAppend({ type: 'ScrapeJobCompleted', data: { jobId: ok, trial: 1, durationMs: 120, httpStatus: 200, finalUrl: null, pageStatus: 'OK', offers: [{ price: '99.00', currency: 'EUR' }], logs: [{ at: new Date().toISOString(), kind: 'SUCCESS', message: 'price 99.00 EUR' }] } }, context),
    ]);
    const last = await t.product.events.append(streams.scrapeJob(failed), [
      toEventToAppend({ type: 'ScrapeJobCreated', data: job(failed) }, context),
      toEventToAppend({ type: 'ScrapeJobFetched', data: { jobId: failed, trial: 1, worker: 'w' } }, context),
      toEventToAppend({ type: 'ScrapeJobFailed', data: { jobId: failed, trial: 1, durationMs: 30_000, error: 'timeout', timedOut: true, willRetry: true, logs: [] } }, context),
    ]);
    const records = (await t.api('GET', `/api/company/${companyId}/scrape-records?minPosition=${last.position}`, { token })).body;
    expect(records).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(records.items.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([[failed, 'TIMED_OUT'], [ok, 'COMPLETED']]);
    expect(records.items[1]).toMatchObject({ trials: 1, durationMs: 120, pageStatus: 'OK', price: '99.00', offerCount: 1 });
    const onlyDone = (await t.api('GET', `/api/company/${companyId}/scrape-records?status=COMPLETED`, { token })).body;
    expect(onlyDone.items.map((r: { id: string }) => r.id)).toEqual([ok]);
    expect((await t.api('GET', `/api/company/${companyId}/scrape-records?status=DONE`, { token })).body.code).toBe('VALIDATION_FAILED');
  });
});
