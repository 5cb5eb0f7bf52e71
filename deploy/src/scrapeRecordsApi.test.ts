import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { toEventToAppend, type CommandContext } from '@pm/platform';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** GET /scrape-records (spec §3 list parameters, §9 default of the last 5 days) and the comparison product query. */
describe('scrape records and comparison product API', () => {
  let t: TestProduct;
  let admin: string;
  let viewer: string;
  let companyId: string;
  let context: CommandContext;
  let storeId: string;
  let aggregatorId: string;
  let tent: string;
  let stove: string;
  let tentUrl: string;
  let stoveUrl: string;
  const jobs: Record<string, string> = {};
  let head = '0';
  const base = () => `/api/company/${companyId}`;

  /** Appends a scrape job's events as the worker would, created `age` ms ago. */
  async function scrape(name: string, age: number, job: { productId: string; urlId: string; url: string; sourceId: string; jobType?: string; trigger?: string; crawler?: string; proxyUrl?: string | null }, outcome: Record<string, unknown> | null, ctx = context) {
    const jobId = crypto.randomUUID();
    jobs[name] = jobId;
    const at = (event: { type: string; data: unknown }) => {
      const append = toEventToAppend(event, ctx);
      return { ...append, metadata: { ...append.metadata, occurredAt: ago(age) } };
    };
    const events = [at({ type: 'ScrapeJobCreated', data: { jobId, companyId: ctx.companyId, jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-cheerio-crawler', proxyUrl: null, ...job } })];
    if (outcome) {
      events.push(at({ type: 'ScrapeJobFetched', data: { jobId, trial: 1, worker: 'w' } }));
      events.push(at({ type: outcome['error'] ? 'ScrapeJobFailed' : 'ScrapeJobCompleted', data: { jobId, trial: 1, durationMs: 120, logs: [{ at: ago(age), kind: 'INFO', message: `Fetching ${job.url}` }], ...outcome } }));
    }
    head = (await t.product.events.append(streams.scrapeJob(jobId), events)).position.toString();
  }

  const list = async (query = '', token = viewer) => t.api('GET', `${base()}/scrape-records?minPosition=${head}${query ? `&${query}` : ''}`, { token });
  const names = (body: { items: { id: string }[] }) => body.items.map((item) => Object.entries(jobs).find(([, id]) => id === item.id)?.[0]);

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    context = { companyId, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null };
    const source = (body: Record<string, unknown>) => ({ shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true, ...body });
    // Connected by a platform admin, so the new sources get the names given (a company's would get its domain).
    const platform = await t.signIn('platform@demo.example');
    storeId = (await t.api('POST', `${base()}/sources`, { token: platform, body: source({ kind: 'STORE', name: 'Bergsport', hostname: 'bergsport.example' }) })).body.id;
    aggregatorId = (await t.api('POST', `${base()}/sources`, { token: platform, body: source({ kind: 'AGGREGATOR', name: 'Preisfuchs', hostname: 'preisfuchs.example' }) })).body.id;
    tent = (await t.api('POST', `${base()}/products`, { token: admin, body: { name: 'Zelt Fjord', sku: 'Z-1', brand: 'Nordkap' } })).body.id;
    stove = (await t.api('POST', `${base()}/products`, { token: admin, body: { name: 'Kocher', sku: 'K-1' } })).body.id;
    tentUrl = (await t.api('POST', `${base()}/products/${tent}/urls`, { token: admin, body: { url: 'https://bergsport.example/p/zelt-fjord' } })).body.id;
    stoveUrl = (await t.api('POST', `${base()}/products/${stove}/urls`, { token: admin, body: { url: 'https://preisfuchs.example/produkt/kocher' } })).body.id;

    const tentJob = { productId: tent, urlId: tentUrl, url: 'https://bergsport.example/p/zelt-fjord', sourceId: storeId };
    const ok = { httpStatus: 200, finalUrl: null, pageStatus: 'OK', offers: [{ price: '99.00', currency: 'EUR', name: 'Zelt Fjord 2', brand: 'Nordkap', gtin: '4006381333931' }] };
    await scrape('old', 10 * 24 * HOUR, tentJob, ok);
    await scrape('timedOut', 4 * HOUR, { ...tentJob, crawler: 'crawlee-playwright-crawler', proxyUrl: 'http://user:secret@proxy.example:3128' }, { error: 'Timed out after 30000 ms', timedOut: true, willRetry: false });
    await scrape('table', 3 * HOUR, { productId: stove, urlId: stoveUrl, url: 'https://preisfuchs.example/produkt/kocher', sourceId: aggregatorId, jobType: 'AGGREGATOR_PRICE_TABLE', trigger: 'SCRAPE_NOW' }, {
      httpStatus: 200,
      finalUrl: null,
      pageStatus: 'OK',
      offers: [{ price: '45.00', currency: 'EUR', shopName: 'A' }, { price: '39.90', currency: 'EUR', shopName: 'B' }],
    });
    await scrape('gone', 2 * HOUR, { ...tentJob, trigger: 'NEW_URL' }, { httpStatus: 404, finalUrl: null, pageStatus: 'NOT_FOUND_404', offers: [] });
    await scrape('ok', 1 * HOUR, tentJob, ok);
    await scrape('waiting', 0, tentJob, null);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists the last 5 days newest first, with product, source, result kind, extracted offers and logs', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    expect(names(response.body)).toEqual(['waiting', 'ok', 'gone', 'table', 'timedOut']);
    const [waiting, ok, gone, table, timedOut] = response.body.items;
    expect(waiting).toMatchObject({ status: 'CREATED', resultKind: null, trials: 0, product: { name: 'Zelt Fjord', sku: 'Z-1' }, source: { name: 'Bergsport', kind: 'STORE' } });
    expect(ok).toMatchObject({ status: 'COMPLETED', resultKind: 'SUCCESS', price: '99.00', durationMs: 120, trials: 1, offers: [{ name: 'Zelt Fjord 2', gtin: '4006381333931' }] });
    expect(ok.logs).toEqual([expect.objectContaining({ kind: 'INFO', trial: 1 })]);
    expect(gone).toMatchObject({ resultKind: 'ERROR', pageStatus: 'NOT_FOUND_404', httpStatus: 404, price: null, trigger: 'NEW_URL' });
    expect(table).toMatchObject({ resultKind: 'SUCCESS', price: '39.90', offerCount: 2, source: { name: 'Preisfuchs', kind: 'AGGREGATOR' }, product: { name: 'Kocher' } });
    expect(timedOut).toMatchObject({ status: 'TIMED_OUT', resultKind: 'EXECUTION_FAILED', error: 'Timed out after 30000 ms', willRetry: false, viaProxy: true });
    // A proxy URL may carry credentials: it is never answered.
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('widens or moves the created-date window', async () => {
    expect((await list('days=0')).body.total).toBe(6);
    expect((await list('days=1')).body.total).toBe(5);
    expect(names((await list(`createdFrom=${encodeURIComponent(ago(11 * 24 * HOUR))}&createdTo=${encodeURIComponent(ago(9 * 24 * HOUR))}`)).body)).toEqual(['old']);
    // From without an end: everything since then; an offset is honoured.
    const since = new Date(Date.now() - 2.5 * HOUR).toISOString().replace('Z', '+00:00');
    expect(names((await list(`createdFrom=${encodeURIComponent(since)}`)).body)).toEqual(['waiting', 'ok', 'gone']);
  });

  it('filters by the list parameters of spec §3', async () => {
    const only = async (query: string) => names((await list(query)).body);
    expect(await only('status=COMPLETED&status=TIMED_OUT')).toEqual(['ok', 'gone', 'table', 'timedOut']);
    expect(await only('status=CREATED')).toEqual(['waiting']);
    expect(await only('resultKind=ERROR')).toEqual(['gone']);
    expect(await only('resultKind=EXECUTION_FAILED&resultKind=SUCCESS')).toEqual(['ok', 'table', 'timedOut']);
    expect(await only('dataStatus=NOT_FOUND_404')).toEqual(['gone']);
    expect(await only('jobType=AGGREGATOR_PRICE_TABLE')).toEqual(['table']);
    expect(await only('trigger=SCRAPE_NOW')).toEqual(['table']);
    expect(await only('scraper=crawlee-playwright-crawler')).toEqual(['timedOut']);
    expect(await only(`storeId=${storeId}`)).toEqual(['waiting', 'ok', 'gone', 'timedOut']);
    expect(await only(`aggregatorId=${aggregatorId}`)).toEqual(['table']);
    expect(await only(`productId=${stove}`)).toEqual(['table']);
    expect(await only(`urlId=${tentUrl}&days=0`)).toEqual(['waiting', 'ok', 'gone', 'timedOut', 'old']);
    expect(await only('scrapeUrl=ZELT-FJORD')).toEqual(['waiting', 'ok', 'gone', 'timedOut']);
    // The text is matched literally, not as a pattern.
    expect(await only('scrapeUrl=zelt.*')).toEqual([]);
    const second = (await list('pageSize=2&page=2')).body;
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['gone', 'table']);
  });

  it('refuses bad parameters with VALIDATION_FAILED', async () => {
    for (const query of [
      'status=DONE',
      'resultKind=FINE',
      'jobType=PAGE',
      'storeId=not-an-id',
      `storeId=${storeId}&aggregatorId=${aggregatorId}`,
      `days=2&createdFrom=${encodeURIComponent(ago(HOUR))}`,
      `createdFrom=${encodeURIComponent(ago(HOUR))}&createdTo=${encodeURIComponent(ago(2 * HOUR))}`,
      'createdFrom=yesterday',
      'days=-1',
      'pageSize=0',
      'page=0',
      'sort=price',
    ]) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe('VALIDATION_FAILED');
    }
  });

  it("keeps other companies' records apart", async () => {
    const other = await t.product.commands.companyCommands.createCompany({ name: 'Fremd AG' }, { companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
    const otherContext = { ...context, companyId: other.id };
    await scrape('foreign', HOUR / 2, { productId: crypto.randomUUID(), urlId: crypto.randomUUID(), url: 'https://bergsport.example/p/fremd', sourceId: storeId }, null, otherContext);
    expect(names((await list()).body)).not.toContain('foreign');
    expect((await list(`productId=${tent}`)).body.total).toBe(4);
    const refused = await t.api('GET', `/api/company/${other.id}/scrape-records`, { token: viewer });
    expect([refused.status, refused.body.code]).toEqual([403, 'OTHER_COMPANY']);
  });

  describe('comparison product', () => {
    const observe = async (observedAt: string, pageStatus: string, offer: Record<string, unknown> | null, plausibility = 'ACCEPTED') => {
      const appended = await t.product.events.append(streams.offer(tentUrl), [toEventToAppend({
        type: 'OfferObserved',
        data: { urlId: tentUrl, productId: tent, companyId, sourceId: storeId, jobId: crypto.randomUUID(), observedAt, pageStatus, offer, plausibility, flagReason: plausibility === 'FLAGGED' ? 'PRICE_JUMP' : null, comparedWith: null },
      }, context)]);
      head = appended.position.toString();
    };
    const detail = (productId: string, urlId: string, query = '', token = viewer) => t.api('GET', `${base()}/products/${productId}/urls/${urlId}?minPosition=${head}${query}`, { token });

    it('shows what was scraped from the URL, its plausibility and its price history', async () => {
      expect((await detail(tent, tentUrl)).body).toMatchObject({ current: null, pending: null, lastObservation: null, priceHistory: [] });
      const offer = { price: '99.00', currency: 'EUR', regularPrice: '119.00', shippingCost: '4.95', availability: 'InStock', deliveryTime: '2–3 Werktage', name: 'Zelt Fjord 2', brand: 'Nordkap', gtin: '4006381333931', mpn: 'NK-F2', sku: 'BS-1', image: 'https://bergsport.example/zelt.jpg' };
      await observe(ago(40 * 24 * HOUR), 'OK', { ...offer, price: '109.00' });
      await observe(ago(2 * HOUR), 'OK', offer);
      await observe(ago(HOUR), 'OK', { ...offer, price: '9.90' }, 'FLAGGED');
      await observe(ago(HOUR / 2), 'USED_OFFER', { ...offer, price: '59.00', condition: 'UsedCondition' });

      const response = await detail(tent, tentUrl);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        leadProduct: { id: tent, name: 'Zelt Fjord', sku: 'Z-1', brand: 'Nordkap' },
        url: { urlId: tentUrl, url: 'https://bergsport.example/p/zelt-fjord', sourceId: storeId, offerType: 'COMPETITOR_OFFER' },
        source: { id: storeId, name: 'Bergsport', kind: 'STORE', hostname: 'bergsport.example' },
        current: { ...offer, confirmed: false },
        // The used offer after the flagged jump ends the wait, as the scraper's decider and the engine see it.
        pending: null,
        lastObservation: { pageStatus: 'USED_OFFER', plausibility: 'ACCEPTED', offer: { price: '59.00', condition: 'UsedCondition' } },
      });
      await observe(ago(HOUR / 4), 'OK', { ...offer, price: '9.90' }, 'FLAGGED');
      expect((await detail(tent, tentUrl)).body).toMatchObject({ current: { price: '99.00' }, pending: { price: '9.90', flagReason: 'PRICE_JUMP' } });
      // Default range: the last 30 days; the flagged point is marked.
      expect((await detail(tent, tentUrl)).body.priceHistory.map((p: { price: string; flagged: boolean }) => [p.price, p.flagged])).toEqual([['99.00', false], ['9.90', true], ['9.90', true]]);
      expect((await detail(tent, tentUrl, '&range=all')).body.priceHistory).toHaveLength(4);
      expect((await detail(tent, tentUrl, '&range=2d')).body.priceHistory).toHaveLength(3);
    });

    it('answers 404 for unknown or foreign ids and 400 for bad ones', async () => {
      const other = await t.product.commands.companyCommands.createCompany({ name: 'Andere GmbH' }, { companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
      const foreign = await t.product.commands.productCommands.createProduct(other.id, { name: 'Fremd', sku: 'F-1' }, { companyId: other.id, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
      head = foreign.position.toString();
      const expectCode = async (call: Promise<{ status: number; body: { code: string } }>, status: number, code: string) => {
        const response = await call;
        expect([response.status, response.body.code]).toEqual([status, code]);
      };
      await expectCode(detail(tent, crypto.randomUUID()), 404, 'URL_NOT_FOUND');
      // A URL of another product is not one of this product's.
      await expectCode(detail(tent, stoveUrl), 404, 'URL_NOT_FOUND');
      await expectCode(detail(crypto.randomUUID(), tentUrl), 404, 'PRODUCT_NOT_FOUND');
      await expectCode(detail(foreign.id, tentUrl), 404, 'PRODUCT_NOT_FOUND');
      await expectCode(t.api('GET', `/api/company/${other.id}/products/${foreign.id}/urls/${tentUrl}`, { token: viewer }), 403, 'OTHER_COMPANY');
      await expectCode(detail(tent, 'not-an-id'), 400, 'VALIDATION_FAILED');
      await expectCode(detail(tent, tentUrl, '&range=1y'), 400, 'VALIDATION_FAILED');
    });
  });
});
