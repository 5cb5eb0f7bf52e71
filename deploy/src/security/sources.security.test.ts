/**
 * Issue 11, defect 1: sources (shops, marketplaces, comparison sites) are shared by every company
 * that connects their domain, so nothing one company chooses may reach another. The shared fields
 * (name, logo, shipping cost model, crawler, search patterns) are set by platform admins only; what
 * a company chooses (whether and how often it scrapes a source, and its proxy) is that company's
 * own setting, applied to its own jobs only. Proxies come from the deployment's configuration
 * (`SCRAPE_PROXIES`); a tenant picks one by id and never names a proxy URL.
 *
 * The scraping part runs the real scraper against local listeners: two recording HTTP proxies
 * (A's and B's) and the shop's own address, which a job through a proxy must never reach directly.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../testSupport/expectRefused.ts';
import { startTestProduct, type TestProduct } from '../testSupport/startTestProduct.ts';

interface Listener {
  port: number;
  /** Requests and CONNECT tunnels it received. */
  hits: string[];
  close(): Promise<void>;
}

const PAGE = '<html><head><title>Zelt</title></head><body><h1>Zelt</h1><span itemprop="price" content="99.90">99,90 €</span></body></html>';

/** An HTTP server that records every request and CONNECT and answers with a small product page (through a tunnel too). */
async function startRecorder(): Promise<Listener> {
  const hits: string[] = [];
  const sockets = new Set<Duplex>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    hits.push(`${request.method ?? ''} ${request.url ?? ''}`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('connect', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    hits.push(`CONNECT ${request.url ?? ''}`);
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    server.emit('connection', socket as Socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const tent = { name: 'Trekkingzelt', sku: 'SEC-SRC-1', purchasePrice: 100, pricing: { de: { salesPrice: 199, vatRate: 19, shippingPrice: 0, inStock: true } }, bundleSize: 1 };

describe('shared sources and each company’s own source settings', () => {
  let t: TestProduct;
  let proxyA: Listener;
  let proxyB: Listener;
  let shop: Listener;
  let hostname: string;
  let platform: string;
  let adminA: string;
  let adminB: string;
  let companyA: string;
  let companyB: string;
  let sourceId: string;
  const refused = (call: Promise<{ status: number; body: any }>, status: number, code: string) => expectRefused(t, call, status, code);
  const list = async (companyId: string, token: string, minPosition?: string) =>
    (await t.api('GET', `/api/company/${companyId}/sources${minPosition ? `?minPosition=${minPosition}` : ''}`, { token })).body as Record<string, unknown>[];

  beforeAll(async () => {
    [proxyA, proxyB, shop] = await Promise.all([startRecorder(), startRecorder(), startRecorder()]);
    hostname = `127.0.0.1:${shop.port}`;
    t = await startTestProduct({
      SCRAPE_ENABLED: 'true',
      SCRAPE_NEW_URLS_IMMEDIATELY: 'true',
      SCRAPE_ALLOW_PRIVATE_HOSTS: 'true',
      SCRAPE_SCHEDULER_INTERVAL_MS: '3600000',
      SCRAPE_PROXIES: JSON.stringify([
        { id: 'proxy-a', name: 'Proxy A', url: `http://user-a:secret-a@127.0.0.1:${proxyA.port}` },
        { id: 'proxy-b', name: 'Proxy B', url: `http://user-b:secret-b@127.0.0.1:${proxyB.port}` },
      ]),
    });
    platform = await t.signIn('platform@demo.example');
    adminA = await t.signIn('admin@demo.example');
    companyA = (await t.api('GET', '/api/profile', { token: adminA })).body.company.id;
    const created = await t.api('POST', '/api/admin/companies', {
      token: platform,
      body: { name: 'Konkurrenz B GmbH', countries: ['de'], leadCountry: 'de', admin: { firstName: 'Bea', lastName: 'B', email: 'admin@b.example', password: 'password-of-b' } },
    });
    expect(created.status).toBe(201);
    companyB = created.body.id;
    adminB = await t.signIn('admin@b.example', 'password-of-b');
  });
  afterAll(async () => {
    await t?.stop();
    await Promise.all([proxyA?.close(), proxyB?.close(), shop?.close()]);
  });

  it('a company connecting a known domain changes nothing of the source or of the other company’s settings', async () => {
    const connectedA = await t.api('POST', `/api/company/${companyA}/sources`, {
      token: adminA,
      body: { kind: 'STORE', hostname, name: 'Named by A', scrapingEnabled: true, scrapeFrequency: 'DAILY', proxyId: 'proxy-a' },
    });
    expect(connectedA.status).toBe(201);
    sourceId = connectedA.body.id;

    const connectedB = await t.api('POST', `/api/company/${companyB}/sources`, {
      token: adminB,
      body: { kind: 'STORE', hostname, name: 'Named by B', shippingCostModel: 'ALWAYS_FREE', crawler: 'crawlee-playwright-crawler', scrapingEnabled: false, scrapeFrequency: 'NEVER', proxyId: 'proxy-b' },
    });
    expect(connectedB.status).toBe(201);
    expect(connectedB.body.id).toBe(sourceId);

    const [ofA] = await list(companyA, adminA, connectedB.body.position);
    // A company admin's first connection registered the domain from safe defaults: the hostname
    // as its name, the default crawler; A's own choices are A's settings.
    expect(ofA).toMatchObject({ id: sourceId, hostname, name: hostname, shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapingEnabled: true, scrapeFrequency: 'DAILY', proxyId: 'proxy-a', proxyName: 'Proxy A', hasProxy: true });
    expect(ofA?.['crawler']).toBeUndefined();
    const [ofB] = await list(companyB, adminB, connectedB.body.position);
    expect(ofB).toMatchObject({ id: sourceId, name: hostname, shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapingEnabled: false, scrapeFrequency: 'NEVER', proxyId: 'proxy-b', proxyName: 'Proxy B' });

    // B changes its own settings: A's stay.
    const changedB = await t.api('PUT', `/api/company/${companyB}/sources/${sourceId}/settings`, { token: adminB, body: { scrapeFrequency: 'WEEKLY', proxyId: null } });
    expect(changedB.status).toBe(200);
    expect((await list(companyB, adminB, changedB.body.position))[0]).toMatchObject({ scrapingEnabled: false, scrapeFrequency: 'WEEKLY', proxyId: null, proxyName: null, hasProxy: false });
    expect((await list(companyA, adminA, changedB.body.position))[0]).toMatchObject({ scrapingEnabled: true, scrapeFrequency: 'DAILY', proxyId: 'proxy-a' });
    await t.api('PUT', `/api/company/${companyB}/sources/${sourceId}/settings`, { token: adminB, body: { proxyId: 'proxy-b' } });
  });

  it('no tenant names a proxy URL, and no answer carries one', async () => {
    const url = 'http://127.0.0.1:9/';
    await refused(t.api('POST', `/api/company/${companyB}/sources`, { token: adminB, body: { kind: 'STORE', hostname: 'other-shop.example', proxyUrl: url } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('PUT', `/api/company/${companyB}/sources/${sourceId}/settings`, { token: adminB, body: { proxyUrl: url } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('PUT', `/api/company/${companyB}/sources/${sourceId}/settings`, { token: adminB, body: { proxyId: 'not-configured' } }), 400, 'SCRAPE_PROXY_NOT_FOUND');
    // Platform admins cannot put a URL on the shared source either: proxies live in the configuration.
    await refused(t.api('PUT', `/api/company/${companyA}/sources/${sourceId}`, { token: platform, body: { proxyUrl: url } }), 400, 'VALIDATION_FAILED');
    // Another company's settings are not reachable through its path.
    await refused(t.api('PUT', `/api/company/${companyA}/sources/${sourceId}/settings`, { token: adminB, body: { scrapingEnabled: false } }), 403, 'OTHER_COMPANY');

    const proxies = await t.api('GET', `/api/company/${companyB}/scrape-proxies`, { token: adminB });
    expect(proxies.status).toBe(200);
    expect(proxies.body).toEqual([{ id: 'proxy-a', name: 'Proxy A' }, { id: 'proxy-b', name: 'Proxy B' }]);
    for (const answer of [proxies.body, await list(companyA, adminA), await list(companyA, platform), await list(companyB, adminB)]) {
      expect(JSON.stringify(answer)).not.toMatch(/secret-|proxyUrl/);
    }
    // Nothing in the log names a proxy URL either.
    expect((await t.product.events.readAll()).some((e) => JSON.stringify(e.data).includes('secret-'))).toBe(false);
  });

  it('only a platform admin changes the shared fields, for every company at once', async () => {
    await refused(t.api('PUT', `/api/company/${companyB}/sources/${sourceId}`, { token: adminB, body: { name: 'Renamed by B' } }), 403, 'ROLE_NOT_ALLOWED');
    await refused(t.api('PUT', `/api/company/${companyA}/sources/${sourceId}`, { token: adminA, body: { name: 'Renamed by A' } }), 403, 'ROLE_NOT_ALLOWED');
    const changed = await t.api('PUT', `/api/company/${companyA}/sources/${sourceId}`, { token: platform, body: { name: 'Zeltwelt', shippingCostModel: 'ALWAYS_FREE' } });
    expect(changed.status).toBe(200);
    expect((await list(companyB, adminB, changed.body.position))[0]).toMatchObject({ name: 'Zeltwelt', shippingCostModel: 'ALWAYS_FREE', scrapingEnabled: false, proxyId: 'proxy-b' });
    expect((await list(companyA, adminA, changed.body.position))[0]).toMatchObject({ name: 'Zeltwelt', shippingCostModel: 'ALWAYS_FREE', scrapingEnabled: true, proxyId: 'proxy-a' });
  });

  it('scrapes A’s URL through A’s proxy only, and B’s not at all while B has scraping off', async () => {
    const urlFor = async (companyId: string, token: string) => {
      const product = await t.api('POST', `/api/company/${companyId}/products`, { token, body: tent });
      expect(product.status).toBe(201);
      const url = await t.api('POST', `/api/company/${companyId}/products/${product.body.id}/urls`, { token, body: { url: `http://${hostname}/zelt` } });
      expect(url.status).toBe(201);
      return url.body.id as string;
    };
    const urlOfB = await urlFor(companyB, adminB);
    const urlOfA = await urlFor(companyA, adminA);

    const finished = new Set(['ScrapeJobCompleted', 'ScrapeJobFailed']);
    const deadline = Date.now() + 60_000;
    let jobOfA: { jobId: string; proxyId?: string | null; proxyUrl?: string | null } | undefined;
    for (;;) {
      const events = await t.product.events.readAll();
      jobOfA = events.find((e) => e.type === 'ScrapeJobCreated' && (e.data as { urlId: string }).urlId === urlOfA)?.data as typeof jobOfA;
      if (jobOfA && events.some((e) => finished.has(e.type) && (e.data as { jobId: string }).jobId === jobOfA?.jobId)) break;
      if (Date.now() > deadline) throw new Error('A’s scrape job did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(jobOfA).toMatchObject({ proxyId: 'proxy-a', proxyUrl: null });
    expect(proxyA.hits.length).toBeGreaterThan(0);
    expect(proxyB.hits).toEqual([]);
    expect(shop.hits).toEqual([]);

    // B's URL of the same source is never due while B has scraping off.
    await t.product.scraper()?.tick();
    expect((await t.product.events.readAll()).some((e) => e.type === 'ScrapeJobCreated' && (e.data as { urlId: string }).urlId === urlOfB)).toBe(false);
  });
});
