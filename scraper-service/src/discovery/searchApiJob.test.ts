/**
 * GOOGLE_SEARCH / GOOGLE_IMAGE_SEARCH in the scraper runtime (SQLite event store, in-process bus):
 * a local fake of the Custom Search JSON API on port 0 lists result pages, the candidates are
 * fetched from the demo web (answered in-process) and scored like every method's. Results on a
 * host the company is not connected to are left out and logged; quota refusals and a missing
 * configuration end the search with their reason.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, demoSiteResponse, productUrl, shopByKey } from '@pm/demo-web';
import type { DiscoveryCandidate, SearchLogLine } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createInProcessBus, createSqliteEventStore, newId, type Bus, type EventStore, type RecordedEvent, type SearchApiConfig } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import type { FetchedPage, FetchRequest, PageFetcher } from '../pipeline/pageFetch.ts';
import { createScraperService } from '../pipeline/scraperService.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const day = new Date('2026-11-29T10:00:00Z');
const fjord2 = DEMO_PRODUCTS.find((p) => p.name.endsWith('Kuppelzelt Fjord 2'))!;
const fjord3 = DEMO_PRODUCTS.find((p) => p.name.endsWith('Kuppelzelt Fjord 3'));
const shop = shopByKey('bergsport-shop');

/** The demo web answered in-process, through the job's fetch guard. */
const demoFetcher: PageFetcher = {
  async fetch(request: FetchRequest): Promise<FetchedPage> {
    await request.guard.target(request.url);
    const url = new URL(request.url);
    const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', 'accept-language': 'de-DE,de;q=0.9', accept: 'text/html' };
    const response = demoSiteResponse({ hostname: url.hostname, path: url.pathname, query: url.searchParams, headers }, '2026-11-29');
    return { status: response.status, finalStatus: response.status, finalUrl: request.url, html: response.body, redirects: [], truncated: false };
  },
  close: async () => {},
};

let api: Server;
let apiConfig: SearchApiConfig;
const asked: URLSearchParams[] = [];
beforeAll(async () => {
  api = createServer((request, response) => {
    const params = new URL(request.url ?? '/', 'http://x').searchParams;
    asked.push(params);
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (params.get('key') === 'exhausted') return json(429, { error: { message: 'Quota exceeded for quota metric' } });
    const pages = [productUrl(shop, fjord2), 'https://unconnected-shop.example/zelt-fjord-2', ...(fjord3 ? [productUrl(shop, fjord3)] : [])];
    if (params.get('searchType') === 'image') return json(200, { items: pages.map((page, i) => ({ link: `https://images.example/${i}.jpg`, image: { contextLink: page } })) });
    return json(200, { items: pages.map((link) => ({ link })) });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiConfig = { endpoint: `http://127.0.0.1:${(api.address() as AddressInfo).port}/customsearch/v1`, apiKey: 'key-1', cx: 'engine-1' };
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

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

async function setUp(method: 'GOOGLE_SEARCH' | 'GOOGLE_IMAGE_SEARCH') {
  const sourceId = newId();
  await append(streams.source(sourceId), 'SourceRegistered', { sourceId, fields: { kind: 'STORE', name: shop.name, hostname: shop.hostname, shippingCostModel: 'ALWAYS_FREE' } }, null);
  await append(streams.company('c1'), 'CompanySourceConnected', { companyId: 'c1', sourceId, kind: 'STORE' }, 'c1');
  const productId = newId();
  await append(streams.product(productId), 'ProductCreated', { productId, companyId: 'c1', fields: { name: fjord2.name, sku: fjord2.sku, brand: fjord2.brand, gtin: fjord2.gtin, mpn: fjord2.mpn } }, 'c1');
  const requestId = newId();
  const jobId = newId();
  await append(streams.discoveryRequest(requestId), 'DiscoveryRequested', {
    requestId, jobId, companyId: 'c1', productId, sourceId, sourceKind: 'STORE', requestType: 'NEW_STORE_URL', searchType: 'FIND_SAME', method,
    imageWeight: 0.5, skipWhenUrlExists: true, trigger: 'USER', requestedBy: 'u', at: day.toISOString(),
  }, 'c1');
  return { requestId, jobId };
}

async function run(jobId: string, searchApi: SearchApiConfig | null): Promise<{ status: string; reason: string | null; logs: SearchLogLine[] }> {
  const service = createScraperService({ events, bus, log: silent, options: { allowPrivateHosts: true, retryDelayMs: 0, schedulerIntervalMs: 3_600_000, now: () => day, fetcherFor: () => demoFetcher, searchApi } });
  await service.start();
  let done: RecordedEvent | undefined;
  for (let i = 0; i < 400 && !done; i++) {
    done = (await events.readStream(streams.discoverySearch(jobId))).find((e) => e.type === 'DiscoverySearchFinished');
    if (!done) await new Promise((r) => setTimeout(r, 25));
  }
  await service.stop();
  if (!done) throw new Error('the search did not finish');
  return done.data as { status: string; reason: string | null; logs: SearchLogLine[] };
}

const candidatesOf = async (requestId: string): Promise<DiscoveryCandidate[]> =>
  (await events.readStream(streams.discoveryRequest(requestId))).filter((e) => e.type === 'DiscoveryCandidatesProposed').flatMap((e) => (e.data as { candidates: DiscoveryCandidate[] }).candidates);

describe('search-API discovery (GOOGLE_SEARCH, GOOGLE_IMAGE_SEARCH)', () => {
  it("asks for the product at the source's host and scores the connected results; another host's is left out", async () => {
    const { requestId, jobId } = await setUp('GOOGLE_SEARCH');
    const done = await run(jobId, apiConfig);
    expect(done, JSON.stringify(done.logs)).toMatchObject({ status: 'SUCCESS', reason: null });
    expect(asked.at(-1)?.get('q')).toBe(`${fjord2.name.toLowerCase().includes(fjord2.brand.toLowerCase()) ? fjord2.name : `${fjord2.brand} ${fjord2.name}`} site:${shop.hostname}`);
    expect(asked.at(-1)?.has('searchType')).toBe(false);
    const candidates = await candidatesOf(requestId);
    expect(candidates.find((c) => c.url === productUrl(shop, fjord2))).toMatchObject({ matchResult: 'SAME', method: 'GOOGLE_SEARCH' });
    expect(candidates.some((c) => c.url.includes('unconnected-shop.example'))).toBe(false);
    expect(done.logs).toContainEqual(expect.objectContaining({ level: 'WARN', code: 'CANDIDATE_HOST_NOT_CONNECTED', params: { url: 'https://unconnected-shop.example/zelt-fjord-2' } }));
  });

  it('takes the pages of image results for the image search', async () => {
    const { requestId, jobId } = await setUp('GOOGLE_IMAGE_SEARCH');
    const done = await run(jobId, apiConfig);
    expect(done.status).toBe('SUCCESS');
    expect(asked.at(-1)?.get('searchType')).toBe('image');
    expect((await candidatesOf(requestId)).map((c) => c.url)).toContain(productUrl(shop, fjord2));
  });

  it('ends as SEARCH_FAILED with the quota reason when the API refuses', async () => {
    const { requestId, jobId } = await setUp('GOOGLE_SEARCH');
    const done = await run(jobId, { ...apiConfig, apiKey: 'exhausted' });
    expect(done).toMatchObject({ status: 'SEARCH_FAILED', reason: 'SEARCH_API_QUOTA' });
    expect(await candidatesOf(requestId)).toEqual([]);
  });

  it('is not searchable without a configured search API', async () => {
    const { jobId } = await setUp('GOOGLE_SEARCH');
    expect(await run(jobId, null)).toMatchObject({ status: 'VALIDATION_FAILED', reason: 'METHOD_NOT_CONFIGURED' });
  });
});
