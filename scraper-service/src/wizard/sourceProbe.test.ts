import { describe, expect, it } from 'vitest';
import type { FetchedPage, PageFetcher } from '../pipeline/pageFetch.ts';
import { createSourceProbe, probeRules, readProbedPage, type SourceProbeOptions } from './sourceProbe.ts';

const PAGE = `<html><head><title>Bohrer</title></head><body>
<div class="box"><span class="amount">49,90</span> <span class="cur">EUR</span></div>
<div class="box hidden" hidden><span class="amount">12,00</span></div>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Bohrer X","offers":{"@type":"Offer","price":"49.90","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>
</body></html>`;

const page = (html: string, status = 200): FetchedPage => ({ status, finalStatus: status, finalUrl: 'https://shop.example/p/1', html, redirects: [], truncated: false });

const options = (overrides: Partial<SourceProbeOptions> = {}): SourceProbeOptions => ({
  timeoutMs: 5_000,
  maxRedirects: 5,
  maxBodyBytes: 1_000_000,
  allowPrivateHosts: false,
  demoProxyUrl: null,
  chromiumPath: '/nonexistent',
  external: { scrapeops: null, trawler: null },
  maxConcurrent: 2,
  ...overrides,
});

describe('source probe', () => {
  it('reads the fields with the method and confidence of the pipeline extraction', () => {
    const reading = readProbedPage(page(PAGE), 'https://shop.example/p/1', 'PRODUCT_PAGE', undefined);
    expect(reading.pageStatus).toBe('OK');
    expect(reading.fields.find((f) => f.field === 'price')).toMatchObject({ value: '49.90', method: 'json-ld' });
    expect(reading.fields.find((f) => f.field === 'availability')).toMatchObject({ value: 'InStock', method: 'json-ld' });
  });

  it('says per selector what it matched and read (hidden elements skipped)', () => {
    expect(probeRules(PAGE, { price: ['.hidden .amount', '.amount'], currency: { selector: '.cur', regex: '(E)UR' } })).toEqual([
      { field: 'price', selector: '.hidden .amount', matches: 1, value: null, problem: 'SELECTOR_HIDDEN_ONLY' },
      { field: 'price', selector: '.amount', matches: 2, value: '49,90', problem: null },
      { field: 'currency', selector: '.cur', matches: 1, value: 'E', problem: null },
    ]);
    const reading = readProbedPage(page(PAGE), 'https://shop.example/p/1', 'PRODUCT_PAGE', { price: '.amount' });
    expect(reading.fields.find((f) => f.field === 'price')).toMatchObject({ value: '49.90', method: 'selectors' });
  });

  it('refuses a private address through the fetch guard when private hosts are not allowed', async () => {
    const probe = createSourceProbe(options());
    const answer = await probe.probe({ url: 'http://127.0.0.1:9/p', crawler: 'crawlee-basic-crawler', pageKind: 'PRODUCT_PAGE' }, 'admin-1');
    expect(answer.results).toEqual([expect.objectContaining({ crawler: 'crawlee-basic-crawler', outcome: 'NOT_ALLOWED', pageStatus: null, fields: [] })]);
    const resolved = createSourceProbe(options({ guardEnvironment: { resolve: async () => ['10.0.0.8'] } }));
    expect((await resolved.probe({ url: 'https://intranet.example/', crawler: 'crawlee-cheerio-crawler', pageKind: 'PRODUCT_PAGE' }, 'admin-1')).results[0]?.outcome).toBe('NOT_ALLOWED');
    await probe.close();
    await resolved.close();
  });

  it('answers UNAVAILABLE for external kinds without configuration, and one probe at a time per admin', async () => {
    let release: () => void = () => {};
    const slow: PageFetcher = { fetch: () => new Promise((resolve) => (release = () => resolve(page(PAGE)))), close: async () => {} };
    const probe = createSourceProbe(options({ fetcherFor: (crawler) => (crawler === 'crawlee-basic-crawler' ? slow : undefined) }));
    const external = await probe.probe({ url: 'https://shop.example/p/1', crawler: 'scrapeops', pageKind: 'PRODUCT_PAGE' }, 'admin-1');
    expect(external.results[0]).toMatchObject({ outcome: 'UNAVAILABLE', detail: expect.stringContaining('SCRAPEOPS_API_KEY') });
    const first = probe.probe({ url: 'https://shop.example/p/1', crawler: 'crawlee-basic-crawler', pageKind: 'PRODUCT_PAGE' }, 'admin-1');
    await expect(probe.probe({ url: 'https://shop.example/p/1', crawler: 'crawlee-basic-crawler', pageKind: 'PRODUCT_PAGE' }, 'admin-1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    release();
    expect((await first).results[0]).toMatchObject({ outcome: 'FETCHED', pageStatus: 'OK' });
    await probe.close();
  });
});
