/**
 * Discovery searches in the scraper runtime (SQLite event store, in-process bus), against the demo
 * web's pages answered in-process: the shop's own search page, candidates read by the extractor and
 * scored by the matcher, a blocked search page, the skip for a URL the product has already, and the
 * assortment search taking only URLs from other companies' monitoring.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, DEMO_SHOPS, demoSiteResponse, productUrl, shopByKey, type DemoProduct } from '@pm/demo-web';
import type { DiscoveryCandidate } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createInProcessBus, createSqliteEventStore, newId, type Bus, type EventStore, type RecordedEvent } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import type { FetchedPage, FetchRequest, PageFetcher } from '../pipeline/pageFetch.ts';
import { createScraperService } from '../pipeline/scraperService.ts';
import { hashImageBytes, type ImageFetch } from '../images/imageHashes.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const day = new Date('2026-11-29T10:00:00Z');

/** The demo web answered in-process; `browser` decides whether the bot wall lets it through. */
function demoFetcher(browser: boolean): PageFetcher {
  return {
    async fetch(request: FetchRequest): Promise<FetchedPage> {
      await request.guard.target(request.url);
      const url = new URL(request.url);
      const headers = browser ? { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', 'accept-language': 'de-DE,de;q=0.9', accept: 'text/html' } : {};
      const response = demoSiteResponse({ hostname: url.hostname, path: url.pathname, query: url.searchParams, headers }, '2026-11-29');
      return { status: response.status, finalStatus: response.status, finalUrl: request.url, html: response.body, redirects: [], truncated: false };
    },
    close: async () => {},
  };
}

/** The demo web's images in-process (product pictures as its shops serve them). */
const demoImages: ImageFetch = async (request) => {
  await request.guard.target(request.url);
  const url = new URL(request.url);
  const response = demoSiteResponse({ hostname: url.hostname, path: url.pathname, query: url.searchParams, headers: { 'user-agent': 'Mozilla/5.0 Chrome/131.0', accept: 'image/*', 'accept-language': 'de' } }, '2026-11-29');
  return { status: response.status, bytes: Buffer.from(response.body), truncated: false };
};
const demoImageHash = async (hostname: string, demo: DemoProduct) => {
  const url = new URL(`http://${hostname}/images/${demo.slug}.svg`);
  return hashImageBytes((await demoImages({ url: url.toString(), proxyUrl: null, guard: { target: async () => ({ url, pin: null }), proxy: async () => ({ url, pin: null }) }, timeoutMs: 1_000, maxBytes: 1_000_000, maxRedirects: 0 })).bytes);
};

let db: ReturnType<typeof tempDatabasePath>;
let events: EventStore;
let bus: Bus;
beforeEach(() => {
  db = tempDatabasePath();
  events = createSqliteEventStore({ path: db.path });
  bus = createInProcessBus();
});
afterEach(async () => {
  await bus.close();
  await events.close();
  db.remove();
});

const meta = (companyId: string | null) => ({ companyId, userId: 'u', correlationId: newId(), causationId: null, occurredAt: day.toISOString(), version: 1 });
const append = (stream: string, type: string, data: unknown, companyId: string | null) => events.append(stream, [{ id: newId(), type, data, metadata: meta(companyId) }]);

async function connect(companyId: string, hostname: string, name: string): Promise<string> {
  const sourceId = newId();
  await append(streams.source(sourceId), 'SourceRegistered', { sourceId, fields: { kind: 'STORE', name, hostname, shippingCostModel: 'ALWAYS_FREE' } }, null);
  await append(streams.company(companyId), 'CompanySourceConnected', { companyId, sourceId, kind: 'STORE' }, companyId);
  return sourceId;
}

async function product(companyId: string, demo: DemoProduct): Promise<string> {
  const productId = newId();
  await append(streams.product(productId), 'ProductCreated', { productId, companyId, fields: { name: demo.name, sku: demo.sku, brand: demo.brand, gtin: demo.gtin, mpn: demo.mpn } }, companyId);
  return productId;
}

async function request(companyId: string, productId: string, sourceId: string, method: 'MONITOR_SEARCH' | 'ASSORTMENT_SEARCH' | 'ASSORTMENT_VECTOR_SEARCH' | 'ASSORTMENT_VECTOR_SEARCH_IMAGE_ONLY' = 'MONITOR_SEARCH') {
  const requestId = newId();
  const jobId = newId();
  await append(streams.discoveryRequest(requestId), 'DiscoveryRequested', {
    requestId, jobId, companyId, productId, sourceId, sourceKind: 'STORE', requestType: 'NEW_STORE_URL', searchType: 'FIND_SAME', method,
    imageWeight: 0.5, skipWhenUrlExists: true, trigger: 'USER', requestedBy: 'u', at: day.toISOString(),
  }, companyId);
  return { requestId, jobId };
}

async function finished(jobId: string): Promise<RecordedEvent> {
  for (let i = 0; i < 400; i++) {
    const done = (await events.readStream(streams.discoverySearch(jobId))).find((e) => e.type === 'DiscoverySearchFinished');
    if (done) return done;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the search did not finish');
}

const candidatesOf = async (requestId: string): Promise<DiscoveryCandidate[]> =>
  (await events.readStream(streams.discoveryRequest(requestId))).filter((e) => e.type === 'DiscoveryCandidatesProposed').flatMap((e) => (e.data as { candidates: DiscoveryCandidate[] }).candidates);

function start(browser = true) {
  const service = createScraperService({ events, bus, log: silent, options: { allowPrivateHosts: true, retryDelayMs: 0, schedulerIntervalMs: 3_600_000, now: () => day, fetcherFor: () => demoFetcher(browser), imageFetch: demoImages } });
  return service;
}

const fjord2 = DEMO_PRODUCTS.find((p) => p.name.endsWith('Kuppelzelt Fjord 2'))!;
const shop = shopByKey('bergsport-shop');

describe('discovery searches', () => {
  it("searches the shop's own search page and scores the results: the product first, its near-miss lower", async () => {
    const sourceId = await connect('c1', shop.hostname, shop.name);
    // Another product's page at the shop: the search takes the scheme its pages use (the demo web is plain http).
    const other = await product('c1', DEMO_PRODUCTS.find((p) => p.id !== fjord2.id)!);
    await append(streams.product(other), 'CompetitorUrlAdded', { productId: other, urlId: newId(), url: 'http://bergsport-shop.demo.test/products/other', sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, 'c1');
    const productId = await product('c1', fjord2);
    const { requestId, jobId } = await request('c1', productId, sourceId);
    const service = start();
    await service.start();
    const done = await finished(jobId);
    await service.stop();
    expect(done.data, JSON.stringify(done.data)).toMatchObject({ status: "SUCCESS", reason: null });
    const candidates = (await candidatesOf(requestId)).sort((a, b) => b.probability - a.probability);
    expect(candidates[0]).toMatchObject({ url: productUrl(shop, fjord2), matchResult: 'SAME', price: expect.stringMatching(/^\d+\.\d{2}$/) });
    const nearMiss = candidates.find((c) => c.title.includes('Fjord 3'));
    if (nearMiss) expect(nearMiss.probability).toBeLessThan(candidates[0]!.probability);
    expect((done.data as { logs: unknown[] }).logs.length).toBeGreaterThan(0);
  });

  it('reports a search page that blocks us as SEARCH_FAILED with the reason', async () => {
    const walled = (await import('@pm/demo-web')).DEMO_SHOPS.find((s) => s.botWall);
    if (!walled) return;
    const sourceId = await connect('c1', walled.hostname, walled.name);
    const { jobId } = await request('c1', await product('c1', fjord2), sourceId);
    const service = start(false);
    await service.start();
    const done = await finished(jobId);
    await service.stop();
    expect(done.data).toMatchObject({ status: 'SEARCH_FAILED', reason: 'SEARCH_PAGE_BLOCKED' });
  });

  it('does not search for a product that has a URL at the source already', async () => {
    const sourceId = await connect('c1', shop.hostname, shop.name);
    const productId = await product('c1', fjord2);
    await append(streams.product(productId), 'CompetitorUrlAdded', { productId, urlId: newId(), url: productUrl(shop, fjord2), sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, 'c1');
    const { requestId, jobId } = await request('c1', productId, sourceId);
    const service = start();
    await service.start();
    const done = await finished(jobId);
    await service.stop();
    expect(done.data).toMatchObject({ status: 'PREVIOUS_SUCCESS', reason: 'URL_EXISTS' });
    expect(await candidatesOf(requestId)).toEqual([]);
  });

  it("never offers the product's comparison products again (they are its own already)", async () => {
    const sourceId = await connect('c1', shop.hostname, shop.name);
    // Another product's page at the shop: the search then links plain http, as the demo web's pages are.
    const other = await product('c1', DEMO_PRODUCTS.find((p) => p.id !== fjord2.id)!);
    await append(streams.product(other), 'CompetitorUrlAdded', { productId: other, urlId: newId(), url: 'http://bergsport-shop.demo.test/products/other', sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, 'c1');
    const productId = await product('c1', fjord2);
    // The product's own page was accepted as a comparison product before (e.g. in a comparison request).
    const comparisonId = newId();
    await append(streams.product(productId), 'ComparisonProductAdded', {
      productId, urlId: comparisonId, url: productUrl(shop, fjord2), sourceId, sourceKind: 'STORE', name: fjord2.name, matchResult: 'SIMILAR', probability: 0.6, requestId: newId(), candidateId: newId(),
    }, 'c1');
    const first = await request('c1', productId, sourceId);
    const service = start();
    await service.start();
    const once = await finished(first.jobId);
    // The search did read the shop's results (the other pages were scored), only the known page was left out.
    expect(JSON.stringify(once.data)).toContain('"code":"CANDIDATE_SCORED","params":{"url":"http://bergsport-shop.demo.test/products/');
    expect((await candidatesOf(first.requestId)).map((c) => c.url)).not.toContain(productUrl(shop, fjord2));
    // Removed as a comparison product, the page may be found again.
    await append(streams.product(productId), 'ComparisonProductRemoved', { productId, urlId: comparisonId }, 'c1');
    const second = await request('c1', productId, sourceId);
    await finished(second.jobId);
    await service.stop();
    const again = await finished(second.jobId);
    expect((await candidatesOf(second.requestId)).map((c) => c.url), JSON.stringify(again.data)).toContain(productUrl(shop, fjord2));
  });

  it("takes candidate URLs from other companies' monitoring, but reads title and price from the page itself", async () => {
    const sourceId = await connect('c1', shop.hostname, shop.name);
    await append(streams.company('c2'), 'CompanySourceConnected', { companyId: 'c2', sourceId, kind: 'STORE' }, 'c2');
    // Company c2 monitors the page under a product named in its own words.
    const theirs = newId();
    await append(streams.product(theirs), 'ProductCreated', { productId: theirs, companyId: 'c2', fields: { name: 'SECRET internal name of c2', sku: 'X-1' } }, 'c2');
    await append(streams.product(theirs), 'CompetitorUrlAdded', { productId: theirs, urlId: newId(), url: productUrl(shop, fjord2), sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, 'c2');
    const { requestId, jobId } = await request('c1', await product('c1', fjord2), sourceId, 'ASSORTMENT_SEARCH');
    const service = start();
    await service.start();
    const done = await finished(jobId);
    await service.stop();
    expect(done.data).toMatchObject({ status: 'SUCCESS' });
    const [candidate] = await candidatesOf(requestId);
    expect(candidate).toMatchObject({ url: productUrl(shop, fjord2), method: 'ASSORTMENT_SEARCH' });
    expect(JSON.stringify((await events.readStream(streams.discoveryRequest(requestId))).map((e) => e.data))).not.toContain('SECRET');
  });

  it.each(['ASSORTMENT_VECTOR_SEARCH', 'ASSORTMENT_VECTOR_SEARCH_IMAGE_ONLY'] as const)(
    "%s finds the shop's page among other companies' monitored URLs by what the scraper read from it, never showing their names",
    async (method) => {
      const sourceId = await connect('c1', shop.hostname, shop.name);
      await append(streams.company('c2'), 'CompanySourceConnected', { companyId: 'c2', sourceId, kind: 'STORE' }, 'c2');
      // Company c2 monitors a dozen pages of the shop, each under a product named in its own words.
      const pages = [fjord2, ...DEMO_PRODUCTS.filter((p) => p.id !== fjord2.id).slice(0, 11)];
      for (const [i, page] of pages.entries()) {
        const theirs = newId();
        const urlId = newId();
        await append(streams.product(theirs), 'ProductCreated', { productId: theirs, companyId: 'c2', fields: { name: `SECRET c2 name ${i}`, sku: `X-${i}` } }, 'c2');
        await append(streams.product(theirs), 'CompetitorUrlAdded', { productId: theirs, urlId, url: productUrl(shop, page), sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, 'c2');
        // What the scraper read from the page (the shop's own title), as a scrape records it.
        await append(streams.offer(urlId), 'OfferObserved', {
          urlId, productId: theirs, companyId: 'c2', sourceId, jobId: newId(), observedAt: day.toISOString(), pageStatus: 'OK',
          offer: { price: '1.00', currency: 'EUR', name: page.name, brand: page.brand }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null,
        }, 'c2');
      }
      const { requestId, jobId } = await request('c1', await product('c1', fjord2), sourceId, method);
      const service = start();
      await service.start();
      const done = await finished(jobId);
      await service.stop();
      expect(done.data, JSON.stringify(done.data)).toMatchObject({ status: 'SUCCESS' });
      const candidates = (await candidatesOf(requestId)).sort((a, b) => b.probability - a.probability);
      expect(candidates[0]).toMatchObject({ url: productUrl(shop, fjord2), method, matchResult: 'SAME' });
      // No image hashes are known: the rank is the text's, and the signals say so.
      expect(candidates[0]?.signals.map((s) => s.name).slice(0, 2)).toEqual(['vectorText', 'vectorImageMissing']);
      expect(JSON.stringify((await events.readStream(streams.discoveryRequest(requestId))).map((e) => e.data))).not.toContain('SECRET');
      expect(JSON.stringify((await events.readStream(streams.discoverySearch(jobId))).map((e) => e.data))).not.toContain('SECRET');
    },
  );

  it("IMAGE_ONLY ranks other companies' pages by the product's photo: its hash from its own offer page at another shop, the pages' from their scrapes", async () => {
    const sourceId = await connect('c1', shop.hostname, shop.name);
    const otherShop = DEMO_SHOPS.find((s) => s.hostname !== shop.hostname && !s.botWall)!;
    const ownSource = await connect('c1', otherShop.hostname, otherShop.name);
    await append(streams.company('c2'), 'CompanySourceConnected', { companyId: 'c2', sourceId, kind: 'STORE' }, 'c2');
    // c2's pages carry the shop's words but no useful text for the query: only the photo can find the product.
    const pages = [fjord2, ...DEMO_PRODUCTS.filter((p) => p.id !== fjord2.id).slice(0, 11)];
    for (const page of pages) {
      const theirs = newId();
      const urlId = newId();
      await append(streams.product(theirs), 'ProductCreated', { productId: theirs, companyId: 'c2', fields: { name: 'c2 product', sku: `X-${page.id}` } }, 'c2');
      await append(streams.product(theirs), 'CompetitorUrlAdded', { productId: theirs, urlId, url: productUrl(shop, page), sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, 'c2');
      await append(streams.offer(urlId), 'OfferObserved', {
        urlId, productId: theirs, companyId: 'c2', sourceId, jobId: newId(), observedAt: day.toISOString(), pageStatus: 'OK',
        offer: { price: '1.00', currency: 'EUR', name: `Artikel ${page.id}`, imageHash: await demoImageHash(shop.hostname, page) }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null,
      }, 'c2');
    }
    // c1's product is monitored at another shop, whose scrape hashed the same photo.
    const productId = await product('c1', fjord2);
    const ownUrl = newId();
    await append(streams.product(productId), 'CompetitorUrlAdded', { productId, urlId: ownUrl, url: productUrl(otherShop, fjord2), sourceId: ownSource, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, 'c1');
    await append(streams.offer(ownUrl), 'OfferObserved', {
      urlId: ownUrl, productId, companyId: 'c1', sourceId: ownSource, jobId: newId(), observedAt: day.toISOString(), pageStatus: 'OK',
      offer: { price: '2.00', currency: 'EUR', name: fjord2.name, imageHash: await demoImageHash(otherShop.hostname, fjord2) }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null,
    }, 'c1');
    const { requestId, jobId } = await request('c1', productId, sourceId, 'ASSORTMENT_VECTOR_SEARCH_IMAGE_ONLY');
    const service = start();
    await service.start();
    const done = await finished(jobId);
    await service.stop();
    expect(done.data, JSON.stringify(done.data)).toMatchObject({ status: 'SUCCESS' });
    const candidates = await candidatesOf(requestId);
    const found = candidates.find((c) => c.url === productUrl(shop, fjord2));
    // The candidate's page was fetched and its image hashed again: the same photo as the product's.
    expect(found).toMatchObject({ matchResult: 'SAME', imageHash: await demoImageHash(shop.hostname, fjord2), visualSimilarity: 1 });
    expect(found?.signals.slice(0, 2)).toEqual([{ name: 'vectorText', value: expect.any(Number) }, { name: 'vectorImage', value: 1 }]);
  });
});
