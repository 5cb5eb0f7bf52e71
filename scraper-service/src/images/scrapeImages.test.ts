/**
 * A scrape records the hash of the page's product image in OfferObserved (over real HTTP, through
 * the fetch guard and the HTTP image fetcher); an image that does not load leaves a log line and no
 * hash, and the price is read as always.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { createInProcessBus, createSqliteEventStore, newId, type Bus, type EventStore } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { createScraperService } from '../pipeline/scraperService.ts';
import { hashImageBytes } from './imageHashes.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const page = (image: string) =>
  `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Zelt Fjord 2","image":"${image}","offers":{"@type":"Offer","price":"199.00","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script></head><body><h1>Zelt Fjord 2</h1></body></html>`;

let photo: Buffer;
let server: Server;
let port: number;
beforeAll(async () => {
  photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
    .composite([{ input: await sharp({ create: { width: 120, height: 90, channels: 3, background: '#1d3557' } }).png().toBuffer(), left: 40, top: 60 }])
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/with-photo') return void res.writeHead(200, { 'content-type': 'text/html' }).end(page('/photo.png'));
    if (req.url === '/without-photo') return void res.writeHead(200, { 'content-type': 'text/html' }).end(page('/missing.png'));
    if (req.url === '/photo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(photo);
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

const ctx = (companyId: string | null) => ({ companyId, userId: 'u', correlationId: newId(), causationId: null, occurredAt: new Date().toISOString(), version: 1 });

describe('image hashes of scraped pages', () => {
  it('records the product image hash with the offer, and only a log line when the image does not load', async () => {
    const sourceId = newId();
    const hostname = `127.0.0.1:${port}`;
    await events.append(streams.source(sourceId), [{ id: newId(), type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Shop', hostname, shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true, crawler: 'crawlee-basic-crawler' } }, metadata: ctx(null) }]);
    await events.append(streams.company('c1'), [{ id: newId(), type: 'CompanySourceConnected', data: { companyId: 'c1', sourceId, kind: 'STORE' }, metadata: ctx('c1') }]);
    const urls = { with: newId(), without: newId() };
    for (const [urlId, path] of [[urls.with, '/with-photo'], [urls.without, '/without-photo']] as const) {
      await events.append(streams.product('p1'), [{ id: newId(), type: 'CompetitorUrlAdded', data: { productId: 'p1', urlId, url: `http://${hostname}${path}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, metadata: ctx('c1') }]);
    }
    const scraper = createScraperService({ events, bus, log: silent, options: { scrapeNewUrlsImmediately: true, allowPrivateHosts: true, retryDelayMs: 0, timeoutMs: 5_000, schedulerIntervalMs: 3_600_000 } });
    await scraper.start();
    let all = await events.readAll();
    for (let i = 0; i < 400 && all.filter((e) => e.type === 'ScrapeJobCompleted').length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      all = await events.readAll();
    }
    await scraper.stop();
    const observed = (urlId: string) => all.find((e) => e.type === 'OfferObserved' && (e.data as { urlId: string }).urlId === urlId)?.data as { offer: { price: string; imageHash?: string } };
    expect(observed(urls.with).offer).toMatchObject({ price: '199.00', imageHash: await hashImageBytes(photo) });
    expect(observed(urls.without).offer.price).toBe('199.00');
    expect(observed(urls.without).offer.imageHash).toBeUndefined();
    const logs = all.filter((e) => e.type === 'ScrapeJobCompleted').flatMap((e) => (e.data as { logs: { code?: string; params?: Record<string, unknown> }[] }).logs);
    expect(logs.filter((l) => l.code === 'IMAGE_NOT_HASHED').map((l) => l.params)).toEqual([{ url: `http://${hostname}/missing.png`, reason: 'IMAGE_NOT_LOADED', detail: 'HTTP 404' }]);
  });
});
