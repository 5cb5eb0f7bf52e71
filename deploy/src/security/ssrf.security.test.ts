/**
 * Defect 2 of issue 11 (SSRF): the scraper fetches URLs, through proxies, that tenants name. It
 * must never become a port scanner of the network it runs in: no connection to a private,
 * loopback or link-local address — not through the target, the proxy, a redirect hop, a request
 * of a page in the browser, or a name that resolves differently for the check and the connection.
 *
 * The internal network is a TCP listener (and a UDP socket) on 127.0.0.1 that records every
 * connection and datagram: it must never see one. The scrape worker runs as in the product (its fetchers, its guard, its log),
 * with private hosts NOT allowed, driven one job at a time.
 *
 * Some cases need a public shop, and a test has none (it must not leave the machine): there the
 * worker gets a test resolver (names of `.test`) and a notion of "private" under which 127.0.0.2
 * plays the public internet. Everything else is the product's: the guard's checks, the pinning,
 * the proxy in front of the browser. The shop listens on 127.0.0.2 on the same port as the
 * internal listener, so a connection that went to the wrong address would land there.
 */
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { createInProcessBus, createSqliteEventStore, newId, type Bus, type EventStore, type Job } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { createBrowserFetcher, createHttpFetcher, createJobHandler, emptyTargets, isPrivateAddress, type PageFetcher, type ScrapeJobMessage, type WorkerDeps } from '@pm/scraper-service/testing';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const PRICE_PAGE = '<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Zelt","offers":{"@type":"Offer","price":"19.99","priceCurrency":"EUR"}}</script></head><body><h1>Zelt</h1></body></html>';

let db: ReturnType<typeof tempDatabasePath>;
let events: EventStore;
let bus: Bus;
let internal: TcpServer;
let internalUdp: UdpSocket;
let shop: HttpServer;
let port: number;
/** Every connection the internal listener got. */
const internalConnections: string[] = [];
/** Every request the public shop got. */
const shopRequests: string[] = [];
const http = createHttpFetcher();
const browser = existsSync(CHROMIUM) ? createBrowserFetcher(CHROMIUM) : null;

/** The page of the browser case: every way a page can ask for the internal listener. */
const hostilePage = (p: number) => `<html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Zelt","offers":{"@type":"Offer","price":"19.99","priceCurrency":"EUR"}}</script>
<script src="http://www.shop.test:${p}/private-script.js"></script>
</head><body><h1>Zelt</h1>
<iframe src="http://[::ffff:7f00:1]:${p}/frame"></iframe>
<script>
  fetch('http://www.shop.test:${p}/private-data').catch(() => {});
  fetch('http://127.0.0.1:${p}/loopback').catch(() => {});
  fetch('/redirect-inside').catch(() => {});
  try { new WebSocket('ws://www.shop.test:${p}/ws'); } catch {}
  try { new WebSocket('ws://127.0.0.1:${p}/ws'); } catch {}
  try { new EventSource('http://www.shop.test:${p}/events'); } catch {}
  try { navigator.sendBeacon('http://www.shop.test:${p}/beacon', 'x'); } catch {}
  try {
    const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${p}' }, { urls: 'turn:127.0.0.1:${p}?transport=tcp', username: 'u', credential: 'c' }] });
    pc.createDataChannel('x');
    pc.createOffer().then((offer) => pc.setLocalDescription(offer)).catch(() => {});
  } catch {}
</script></body></html>`;

beforeAll(async () => {
  internal = createTcpServer((socket) => {
    internalConnections.push(`${socket.remoteAddress}:${socket.remotePort}`);
    socket.destroy();
  });
  shop = createHttpServer((req, res) => {
    shopRequests.push(req.url ?? '');
    const path = (req.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    if (path === '/to-inside' || path === '/redirect-inside') res.writeHead(302, { location: `http://www.shop.test:${port}/secret` }).end();
    else if (path === '/hostile') res.writeHead(200, { 'content-type': 'text/html' }).end(hostilePage(port));
    else res.writeHead(200, { 'content-type': 'text/html' }).end(PRICE_PAGE);
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  port = (internal.address() as AddressInfo).port;
  // UDP too: WebRTC's STUN would probe with datagrams.
  internalUdp = createSocket('udp4', (_message, from) => internalConnections.push(`udp ${from.address}:${from.port}`));
  await new Promise<void>((resolve, reject) => internalUdp.once('error', reject).bind(port, '127.0.0.1', resolve));
  await new Promise<void>((resolve, reject) => shop.once('error', reject).listen(port, '127.0.0.2', resolve));
});

afterAll(async () => {
  await http.close();
  await browser?.close();
  shop.closeAllConnections();
  await new Promise((r) => shop.close(r));
  await new Promise((r) => internal.close(r));
  await new Promise<void>((r) => internalUdp.close(() => r()));
});

beforeEach(async () => {
  db?.remove();
  db = tempDatabasePath();
  events = createSqliteEventStore({ path: db.path });
  bus = createInProcessBus();
  internalConnections.length = 0;
  shopRequests.length = 0;
  return async () => {
    await bus.close();
    await events.close();
  };
});

afterAll(() => db?.remove());

/** The public internet of the cases that need one: `shop.test` (and its www.) on 127.0.0.2. */
const testWorld: WorkerDeps['guardEnvironment'] = {
  isPrivate: (address) => address !== '127.0.0.2' && isPrivateAddress(address),
  resolve: async (host) => ({ 'shop.test': ['127.0.0.2'], 'www.shop.test': ['127.0.0.1'] })[host] ?? [],
};

interface Scrape {
  url: string;
  sourceHostname: string;
  proxyUrl?: string | null;
  crawler?: 'crawlee-basic-crawler' | 'crawlee-playwright-crawler';
  guardEnvironment?: WorkerDeps['guardEnvironment'];
}

/** Runs one scrape job through the worker; answers how it ended and its log. */
async function scrape({ url, sourceHostname, proxyUrl = null, crawler = 'crawlee-basic-crawler', guardEnvironment }: Scrape) {
  const jobId = newId();
  const sourceId = newId();
  const view = emptyTargets();
  view.sources.set(sourceId, { sourceId, hostname: sourceHostname, kind: 'STORE', crawler, stock: [] });
  const target = { productId: 'p1', urlId: newId(), url, sourceId, jobType: 'PRODUCT_PAGE' as const, trigger: 'SCRAPE_NOW' as const, crawler };
  const metadata = { companyId: 'c1', userId: 'u', correlationId: jobId, causationId: null, occurredAt: new Date().toISOString(), version: 1 };
  await events.append(streams.scrapeJob(jobId), [{ id: newId(), type: 'ScrapeJobCreated', data: { ...target, jobId, companyId: 'c1', proxyUrl: null, proxyId: null }, metadata }]);
  const message = { ...target, jobId, companyId: 'c1', proxyId: null, proxyUrl } as ScrapeJobMessage;
  const handle = createJobHandler({
    events,
    bus,
    view,
    fetcherFor: (kind): PageFetcher => (kind === 'crawlee-playwright-crawler' && browser ? browser : http),
    limitHost: (_host, work) => work(),
    exceptionFor: () => null,
    settings: { workerName: 'ssrf-test', timeoutMs: 8_000, maxRedirects: 5, maxBodyBytes: 1_000_000, maxTrials: 1, retryDelayMs: 0, maxJumpFactor: 3, allowPrivateHosts: false, demoProxyUrl: null },
    ...(guardEnvironment ? { guardEnvironment } : {}),
  });
  const job: Job<ScrapeJobMessage> = { id: jobId, data: message, deliveryCount: 1, ack: async () => {}, nak: async () => {}, term: async () => {}, inProgress: async () => {} };
  await handle(job);
  const outcome = (await events.readStream(streams.scrapeJob(jobId))).find((e) => e.type === 'ScrapeJobCompleted' || e.type === 'ScrapeJobFailed');
  if (!outcome) throw new Error('the job has no outcome');
  const data = outcome.data as { logs: { kind: string; code?: string; params?: Record<string, unknown> }[]; pageStatus?: string };
  return { type: outcome.type, pageStatus: data.pageStatus, logs: data.logs, last: data.logs.at(-1) };
}

describe('the scraper never connects to the internal network (SSRF)', () => {
  it('(a) through the target: private addresses in any form, and names that do not resolve, are refused before connecting', async () => {
    const forms = [
      { host: `[::ffff:7f00:1]:${port}`, address: '::ffff:7f00:1' }, // IPv4-mapped IPv6, hex form
      { host: `[::ffff:127.0.0.1]:${port}`, address: '::ffff:7f00:1' }, // the same, dotted (the URL parser writes it in hex)
      { host: `2130706433:${port}`, address: '127.0.0.1' }, // decimal
      { host: `0x7f.1:${port}`, address: '127.0.0.1' }, // hex shorthand
      { host: `[::127.0.0.1]:${port}`, address: '::7f00:1' }, // IPv4-compatible
    ];
    for (const { host, address } of forms) {
      const url = `http://${host}/latest/meta-data/`;
      const source = new URL(url).host;
      const result = await scrape({ url, sourceHostname: source });
      expect(result.type, url).toBe('ScrapeJobFailed');
      expect(result.last, url).toMatchObject({ kind: 'ERROR', code: 'PRIVATE_ADDRESS', params: { host: address } });
    }
    // A name whose lookup fails is refused, not tried.
    const gone = await scrape({ url: `http://gone.invalid:${port}/p`, sourceHostname: `gone.invalid:${port}` });
    expect(gone.last).toMatchObject({ kind: 'ERROR', code: 'HOST_UNRESOLVED', params: { host: 'gone.invalid' } });
    expect(internalConnections).toEqual([]);
  });

  it('(b) through the proxy: a proxy on a private address is refused before any connection', async () => {
    for (const [proxyUrl, host] of [[`http://127.0.0.1:${port}/`, '127.0.0.1'], [`http://user:secret@[::ffff:7f00:1]:${port}/`, '::ffff:7f00:1'], [`http://localhost:${port}/`, 'localhost']] as const) {
      const result = await scrape({ url: 'http://shop.example/p', sourceHostname: 'shop.example', proxyUrl });
      expect(result.type, proxyUrl).toBe('ScrapeJobFailed');
      expect(result.last, proxyUrl).toMatchObject({ kind: 'ERROR', code: 'PROXY_PRIVATE_ADDRESS', params: { host } });
      // The proxy's credentials are nowhere in the log.
      expect(JSON.stringify(result.logs)).not.toContain('secret');
    }
    expect(internalConnections).toEqual([]);
  });

  it('(c) through a redirect hop: a public page that redirects inside is refused at the hop', async () => {
    const result = await scrape({ url: `http://shop.test:${port}/to-inside`, sourceHostname: `shop.test:${port}`, guardEnvironment: testWorld });
    expect(result.type).toBe('ScrapeJobFailed');
    expect(result.last).toMatchObject({ kind: 'ERROR', code: 'PRIVATE_ADDRESS_RESOLVED', params: { host: 'www.shop.test', address: '127.0.0.1' } });
    expect(shopRequests).toEqual(['/to-inside']);
    expect(internalConnections).toEqual([]);
  });

  it('(e) through DNS rebinding: a name that answers public to the check and private afterwards is fetched from the checked address', async () => {
    let lookups = 0;
    const rebinding: WorkerDeps['guardEnvironment'] = { ...testWorld, resolve: async () => (lookups++ === 0 ? ['127.0.0.2'] : ['127.0.0.1']) };
    const result = await scrape({ url: `http://shop.test:${port}/page`, sourceHostname: `shop.test:${port}`, guardEnvironment: rebinding });
    expect(result.type).toBe('ScrapeJobCompleted');
    expect(result.pageStatus).toBe('OK');
    expect(shopRequests).toEqual(['/page']);
    expect(internalConnections).toEqual([]);
  });

  describe.skipIf(!browser)('(d) through the browser', () => {
    it('no request of a page reaches inside: scripts, data calls, frames, WebSockets, redirects of sub-requests, WebRTC', async () => {
      const result = await scrape({ url: `http://shop.test:${port}/hostile`, sourceHostname: `shop.test:${port}`, crawler: 'crawlee-playwright-crawler', guardEnvironment: testWorld });
      expect(result.type).toBe('ScrapeJobCompleted');
      expect(result.pageStatus).toBe('OK');
      // The refusals of the page's requests on the source's own host are noted in the log.
      expect(result.logs).toContainEqual(expect.objectContaining({ kind: 'NOTE', code: 'PRIVATE_ADDRESS_RESOLVED', params: { host: 'www.shop.test', address: '127.0.0.1' } }));
      // The sub-request's redirect reached the shop, its hop inside did not go anywhere.
      expect(shopRequests).toContain('/redirect-inside');
      // Give late requests of the page (WebSocket retries, STUN) a moment to show up.
      await new Promise((r) => setTimeout(r, 500));
      expect(internalConnections).toEqual([]);
    }, 60_000);

    it('a document that redirects inside fails the job with the reason', async () => {
      const result = await scrape({ url: `http://shop.test:${port}/to-inside`, sourceHostname: `shop.test:${port}`, crawler: 'crawlee-playwright-crawler', guardEnvironment: testWorld });
      expect(result.type).toBe('ScrapeJobFailed');
      expect(result.last).toMatchObject({ kind: 'ERROR', code: 'PRIVATE_ADDRESS_RESOLVED', params: { host: 'www.shop.test', address: '127.0.0.1' } });
      expect(internalConnections).toEqual([]);
    }, 60_000);

    it('a private address as the page itself or its proxy is refused before the browser starts a request', async () => {
      const direct = await scrape({ url: `http://[::ffff:7f00:1]:${port}/`, sourceHostname: `[::ffff:7f00:1]:${port}`, crawler: 'crawlee-playwright-crawler' });
      expect(direct.last).toMatchObject({ kind: 'ERROR', code: 'PRIVATE_ADDRESS', params: { host: '::ffff:7f00:1' } });
      const proxied = await scrape({ url: 'http://shop.example/p', sourceHostname: 'shop.example', crawler: 'crawlee-playwright-crawler', proxyUrl: `http://127.0.0.1:${port}/` });
      expect(proxied.last).toMatchObject({ kind: 'ERROR', code: 'PROXY_PRIVATE_ADDRESS', params: { host: '127.0.0.1' } });
      expect(internalConnections).toEqual([]);
    }, 60_000);
  });
});
