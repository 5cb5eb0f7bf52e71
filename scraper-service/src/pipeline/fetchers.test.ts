/** The fetchers honour a scrape exception's settings: extra headers, and (browser) a selector to wait for. */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractProductPage } from '../extraction/extractProductPage.ts';
import { createBrowserFetcher } from './browserFetcher.ts';
import { createFetchGuard } from './fetchSafety.ts';
import { createHttpFetcher } from './httpFetcher.ts';
import { logMessage } from './logLines.ts';
import type { FetchRequest } from './pageFetch.ts';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    if (req.url === '/geometry') {
      // No classes to go by: only the rendered layout tells the prices apart.
      res.end(`<html lang="de"><body><h1>Zelt Fjord 2</h1><div><span style="font-size:13px">129,00 €</span> <span style="font-size:30px;font-weight:700">99,00 €</span> <span style="text-decoration:line-through">149,00 €</span>
        <span style="display:none">9,99 €</span></div><div style="height:3000px"></div><div><span style="font-size:30px">19,00 €</span></div></body></html>`);
    } else if (req.url === '/late') {
      // The element appears well after load and network idle.
      res.end('<html><body><h1>Zelt</h1><script>setTimeout(() => { const d = document.createElement("div"); d.id = "late"; d.textContent = "19,99 €"; document.body.append(d); }, 2500);</script></body></html>');
    } else {
      res.end(`<html><body><p id="lang">${req.headers['accept-language'] ?? ''}</p><p id="test">${req.headers['x-scrape-test'] ?? ''}</p></body></html>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const request = (path: string, extra: Partial<FetchRequest> = {}): FetchRequest => ({
  url: `${base}${path}`,
  proxyUrl: null,
  timeoutMs: 8_000,
  maxRedirects: 5,
  maxBodyBytes: 1_000_000,
  guard: createFetchGuard(new URL(base).host, { allowPrivateHosts: true }),
  ...extra,
});

describe('HTTP fetcher', () => {
  it('sends the extra headers', async () => {
    const fetcher = createHttpFetcher();
    const page = await fetcher.fetch(request('/echo', { headers: { 'Accept-Language': 'de-CH', 'X-Scrape-Test': 'yes' } }));
    expect(page.html).toContain('<p id="lang">de-CH</p>');
    expect(page.html).toContain('<p id="test">yes</p>');
  });
});

describe.skipIf(!existsSync(CHROMIUM))('browser fetcher', () => {
  const fetcher = createBrowserFetcher(CHROMIUM);
  afterAll(() => fetcher.close());

  it('sends the extra headers and waits for the selector', async () => {
    const echoed = await fetcher.fetch(request('/echo', { headers: { 'X-Scrape-Test': 'yes' } }));
    expect(echoed.html).toContain('<p id="test">yes</p>');
    const late = await fetcher.fetch(request('/late', { waitForSelector: '#late' }));
    expect(late.html).toMatch(/<div id="late"[^>]*>19,99 €<\/div>/);
    expect(late.notes).toEqual([]);
  }, 30_000);

  it('keeps the rendered geometry of price-like texts on the page (font size, above the fold, line-through, hidden) for the visible-page fallback', async () => {
    const page = await fetcher.fetch(request('/geometry'));
    expect(page.html).toMatch(/<span style="font-size:30px;font-weight:700" data-pm-font="30" data-pm-fold="1">99,00 €<\/span>/);
    expect(page.html).toMatch(/data-pm-strike="1"[^>]*>149,00 €/);
    expect(page.html).toMatch(/data-pm-hidden="1"[^>]*>9,99 €/);
    expect(page.html).toMatch(/data-pm-fold="0"[^>]*>19,00 €/);
    const e = extractProductPage(page.html, { url: page.finalUrl });
    expect(e).toMatchObject({ price: '99.00', currency: 'EUR', regularPrice: '149.00', sources: { price: 'visible' } });
  }, 30_000);

  it('reads the page anyway when the selector never appears, and says so', async () => {
    const page = await fetcher.fetch(request('/echo', { timeoutMs: 2_000, waitForSelector: '#never' }));
    expect(page.finalStatus).toBe(200);
    expect(page.notes).toEqual([{ code: 'WAIT_SELECTOR_TIMEOUT', params: { selector: '#never', ms: 2_000 } }]);
    expect(page.notes?.map(logMessage)).toEqual(['the wait-for selector "#never" did not appear within 2000 ms']);
  }, 30_000);
});
