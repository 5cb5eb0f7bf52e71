import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, getViaProxy, productUrl, shopByKey, startDemoWeb, type DemoWeb } from '@pm/demo-web';
import { fixture } from '../extraction/fixtures.ts';
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
  const fetched = (html: string) => ({ status: 200, finalStatus: 200, finalUrl: 'https://shop.example/p/1', html, redirects: [], truncated: false });
  it('records the method and confidence of each field on the observed offer', () => {
    const html = `<html lang="de"><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Mühle K7","offers":{"@type":"Offer","price":"79.00","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script></head>
      <body><h1>Mühle K7</h1><span class="price">79,00 €</span><button class="add-to-cart">In den Warenkorb</button></body></html>`;
    const reading = readPage('PRODUCT_PAGE', 'https://shop.example/p/1', fetched(html), null);
    expect(reading.pageStatus).toBe('OK');
    expect(reading.observed).toMatchObject({ price: '79.00', sources: { price: 'json-ld', currency: 'json-ld', availability: 'json-ld' }, confidence: { price: 0.9 } });
  });
  it('observes a price the visible fallback is unsure of (page status OK, confidence below 0.5) so that the plausibility check flags it', () => {
    const html = `<html lang="en"><body><h1>Merino crew sock, 3-pack</h1><div class="product__price"><span class="price-range">$24.00 – $32.00</span></div>
      <button class="product-form__cart-submit">Add to bag</button></body></html>`;
    const reading = readPage('PRODUCT_PAGE', 'https://shop.example/p/1', fetched(html), null);
    expect(reading.pageStatus).toBe('OK');
    expect(reading.observed?.sources?.price).toBe('visible');
    expect(reading.observed?.confidence?.price).toBeLessThan(0.5);
  });

  it("observes a price table's cheapest row that is not one of the company's own shops (every row stays in the offers)", () => {
    const page = { status: 200, finalStatus: 200, finalUrl: 'https://preisfuchs.example/p/fiskars-xact-spaten-l-a1188', html: fixture('aggregator-table.html'), redirects: [], truncated: false };
    const url = 'https://preisfuchs.example/p/fiskars-xact-spaten-l-a1188';
    expect(readPage('AGGREGATOR_PRICE_TABLE', url, page, null).observed).toMatchObject({ shopName: 'Restposten Richter', price: '31.00' });
    const own = [{ name: 'Restposten-Richter', url: 'https://restposten-richter.example/' }];
    const reading = readPage('AGGREGATOR_PRICE_TABLE', url, page, null, own);
    expect(reading.observed).toMatchObject({ shopName: 'Baumarkt Kessler', price: '42.99' });
    expect(reading.offers).toHaveLength(4);
  });
});
