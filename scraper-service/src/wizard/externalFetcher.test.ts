import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchGuard } from '../pipeline/fetchSafety.ts';
import { createExternalFetcher, externalRequestUrl } from './externalFetcher.ts';

/** A local stand-in for the ScrapeOps proxy API: GET /v1/?api_key=…&url=… answers the page. */
describe('external fetcher (ScrapeOps proxy API shape)', () => {
  let server: Server;
  let endpoint: string;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const query = new URL(request.url ?? '/', 'http://x').searchParams;
      seen.push(query);
      if (query.get('api_key') !== 'key-1') return void response.writeHead(401).end('bad key');
      response.writeHead(query.get('url')?.endsWith('/blocked') ? 403 : 200, { 'content-type': 'text/html' }).end(`<html><body>page of ${query.get('url')}</body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (url: string) => ({ url, proxyUrl: null, timeoutMs: 5_000, maxRedirects: 5, maxBodyBytes: 1_000_000, guard: createFetchGuard('shop.example', { allowPrivateHosts: false, resolve: async () => ['93.184.216.34'] }) });

  it('builds the documented request URL', () => {
    expect(externalRequestUrl({ endpoint: 'https://proxy.scrapeops.io/v1/', apiKey: 'k' }, 'https://shop.example/p?a=1&b=2')).toBe('https://proxy.scrapeops.io/v1/?api_key=k&url=https%3A%2F%2Fshop.example%2Fp%3Fa%3D1%26b%3D2');
  });

  it('answers the page with its status, the page URL passed to the API', async () => {
    const fetcher = createExternalFetcher({ endpoint, apiKey: 'key-1' });
    const page = await fetcher.fetch(request('https://shop.example/item/7'));
    expect(page).toMatchObject({ status: 200, finalStatus: 200, finalUrl: 'https://shop.example/item/7', truncated: false });
    expect(page.html).toContain('page of https://shop.example/item/7');
    expect(seen.at(-1)?.get('url')).toBe('https://shop.example/item/7');
    expect((await fetcher.fetch(request('https://shop.example/blocked'))).status).toBe(403);
  });

  it('checks the page address with the fetch guard before asking the API', async () => {
    const before = seen.length;
    const fetcher = createExternalFetcher({ endpoint, apiKey: 'key-1' });
    await expect(fetcher.fetch(request('https://other.example/item'))).rejects.toThrow(/other\.example/);
    await expect(fetcher.fetch(request('file:///etc/passwd'))).rejects.toThrow();
    expect(seen.length).toBe(before);
  });
});
