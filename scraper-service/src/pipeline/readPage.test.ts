import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, getViaProxy, productUrl, shopByKey, startDemoWeb, type DemoWeb } from '@pm/demo-web';
import { readPage } from './readPage.ts';

let web: DemoWeb;
beforeAll(async () => {
  web = await startDemoWeb({ port: 0, now: () => new Date('2025-03-10T12:00:00Z') });
});
afterAll(async () => {
  await web.stop();
});

describe('readPage', () => {
  it('labels the bot wall a request without browser headers meets ACCESS_DENIED_403', async () => {
    const url = productUrl(shopByKey('gipfelwelt'), DEMO_PRODUCTS[0]!);
    const page = await getViaProxy(web.proxyUrl, url);
    const reading = readPage('PRODUCT_PAGE', url, { status: page.status, finalStatus: page.status, finalUrl: url, html: page.body, redirects: [], truncated: false }, null);
    expect(reading).toMatchObject({ pageStatus: 'ACCESS_DENIED_403', offers: [], observed: null });
  });
  it('keeps a first redirect status that ended on an error page', () => {
    const reading = readPage('PRODUCT_PAGE', 'http://a.demo.test/p/1', { status: 301, finalStatus: 404, finalUrl: 'http://a.demo.test/p/2', html: '<html><body>Not found</body></html>', redirects: ['http://a.demo.test/p/2'], truncated: false }, null);
    expect(reading.pageStatus).toBe('NOT_FOUND_404');
  });
});
