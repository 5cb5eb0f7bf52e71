import { request } from 'node:http';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBySku } from './catalogue.ts';
import { BROWSER_HEADERS } from './botWall.ts';
import { getByHost, getViaProxy } from './httpClient.ts';
import { decimal, germanAmount } from './money.ts';
import { offerOn, shippingCentsFor } from './prices.ts';
import { type DemoWeb, startDemoWeb } from './server.ts';
import { DEMO_COMPARISON_SITE, shopByKey } from './sites.ts';
import { categoryPath, comparisonOffersUrl, comparisonSearchUrl, productUrl, siteUrl } from './urls.ts';

const DAY = '2025-03-10';
let clock = new Date(`${DAY}T09:00:00Z`);
let web: DemoWeb;

beforeAll(async () => {
  web = await startDemoWeb({ port: 0, now: () => clock });
});
afterAll(async () => {
  await web.stop();
});

const get = (url: string, headers: Record<string, string> = BROWSER_HEADERS) => getViaProxy(web.proxyUrl, url, headers);

function jsonLd(html: string): any[] {
  const $ = load(html);
  return $('script[type="application/ld+json"]').toArray().map((el) => JSON.parse($(el).text()));
}

describe('demo web server', () => {
  it('serves a JSON-LD product page with today\'s price', async () => {
    const shop = shopByKey('bergsport-shop');
    const product = productBySku('DO-1001');
    const page = await get(productUrl(shop, product));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const data = jsonLd(page.body).find((d) => d['@type'] === 'Product');
    expect(data.gtin13).toBe(product.gtin);
    expect(data.offers[0].price).toBe(decimal(offerOn(shop, product, DAY).priceCents));
    expect(data.offers[0].priceCurrency).toBe('EUR');
  });

  it('serves a microdata product page stating its shipping cost', async () => {
    const shop = shopByKey('outdoor-profi');
    const product = productBySku('DO-1002');
    const page = await get(productUrl(shop, product));
    expect(page.status).toBe(200);
    const $ = load(page.body);
    const offer = offerOn(shop, product, DAY);
    expect($('[itemtype="https://schema.org/Product"] [itemprop="gtin13"]').text()).toBe(product.gtin);
    expect($('[itemprop="offers"] > meta[itemprop="price"]').attr('content')).toBe(decimal(offer.priceCents));
    expect($('[itemprop="shippingRate"] meta[itemprop="value"]').attr('content')).toBe('5.90');
    expect($('.shipping-costs-info').text()).toContain('5,90');
    expect(jsonLd(page.body)).toEqual([]);
  });

  it('serves a plain page whose price only the configured selectors find', async () => {
    const shop = shopByKey('trailmarkt');
    const product = productBySku('DO-1001');
    const page = await get(productUrl(shop, product));
    expect(page.status).toBe(200);
    const $ = load(page.body);
    const rules = shop.selectors!.instructions as Record<string, any>;
    expect($(rules['price']).text()).toBe(`EUR ${germanAmount(offerOn(shop, product, DAY).priceCents)}`);
    expect($(rules['name']).text()).toBe(product.name);
    expect($(rules['gtin']).text()).toBe(product.gtin);
    expect($(rules['mpn']).text()).toBe(product.mpn);
    expect(['Sofort lieferbar', 'Nur noch wenige Exemplare', 'Derzeit nicht lieferbar']).toContain($(rules['availability']).text());
    expect($(rules['image'].selector).attr(rules['image'].attribute)).toMatch(/\.svg$/);
    expect(jsonLd(page.body)).toEqual([]);
    expect($('[itemprop]').length).toBe(0);
    expect($('meta[property*="price"]').length).toBe(0);
  });

  it('serves a JavaScript page whose HTML holds no price; its script loads the offer', async () => {
    const shop = shopByKey('camp-und-co');
    const product = productBySku('DO-1001');
    const offer = offerOn(shop, product, DAY);
    const page = await get(productUrl(shop, product));
    expect(page.status).toBe(200);
    expect(page.body).toContain(product.name);
    expect(page.body).not.toContain(decimal(offer.priceCents));
    expect(page.body).not.toContain(germanAmount(offer.priceCents));
    expect(page.body).not.toMatch(/\d+,\d\d\s*(€|EUR)|€\s*\d/);
    expect(jsonLd(page.body).some((d) => 'offers' in d)).toBe(false);
    const api = await get(siteUrl(shop.hostname, `/api/products/${product.id}/offer`));
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toMatchObject({ price: decimal(offer.priceCents), currency: 'EUR' });
  });

  it('redirects a discontinued product URL to its category page (302)', async () => {
    const shop = shopByKey('bergsport-shop');
    const product = productBySku('DO-1004');
    const page = await get(productUrl(shop, product));
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe(siteUrl(shop.hostname, categoryPath(shop, 'zelte')));
    const category = await get(page.headers.location!);
    expect(category.status).toBe(200);
    expect(load(category.body)('.product-card').length).toBeGreaterThan(1);
  });

  it('answers 404 and 410 for missing and removed products, 404 for unknown paths', async () => {
    const shop = shopByKey('outdoor-profi');
    expect((await get(productUrl(shop, productBySku('DO-1015')))).status).toBe(404);
    expect((await get(productUrl(shop, productBySku('DO-1020')))).status).toBe(410);
    expect((await get(siteUrl(shop.hostname, '/produkt/gibt-es-nicht/'))).status).toBe(404);
  });

  it('serves out-of-stock and used offers', async () => {
    const soldOut = await get(productUrl(shopByKey('trailmarkt'), productBySku('DO-1007')));
    expect(load(soldOut.body)('#preisbox .lieferstatus').text()).toBe('Derzeit nicht lieferbar');
    const used = await get(productUrl(shopByKey('gipfelwelt'), productBySku('DO-1014')));
    expect(used.status).toBe(200);
    const product = jsonLd(used.body)[0]['@graph'].find((n: any) => n['@type'] === 'Product');
    expect(product.offers[0].itemCondition).toBe('https://schema.org/UsedCondition');
    expect(product.name).toContain('B-Ware');
  });

  it('puts a bot wall (403 captcha) before requests without browser headers', async () => {
    const url = productUrl(shopByKey('gipfelwelt'), productBySku('DO-1001'));
    const bare = await get(url, {});
    expect(bare.status).toBe(403);
    expect(bare.body).toContain('kein Roboter');
    const noLanguage = await get(url, { 'user-agent': BROWSER_HEADERS['user-agent'] });
    expect(noLanguage.status).toBe(403);
    const curl = await get(url, { 'user-agent': 'curl/8.5.0', 'accept-language': 'de' });
    expect(curl.status).toBe(403);
    const browser = await get(url);
    expect(browser.status).toBe(200);
    const shop = shopByKey('gipfelwelt');
    const offer = offerOn(shop, productBySku('DO-1001'), DAY);
    const graph = jsonLd(browser.body)[0]['@graph'];
    const productNode = graph.find((n: any) => n['@type'] === 'Product');
    expect(productNode.offers[0].price).toBe(offer.priceCents / 100);
    expect(productNode.offers[0].shippingDetails.shippingRate.value).toBe(shippingCentsFor(shop.shipping, offer.priceCents) / 100);
  });

  it('serves the comparison site\'s offers table with an AggregateOffer', async () => {
    const product = productBySku('DO-1001');
    const page = await get(comparisonOffersUrl(product));
    expect(page.status).toBe(200);
    const $ = load(page.body);
    const table = DEMO_COMPARISON_SITE.selectors.instructions.priceTable as Record<string, any>;
    const rows = $(table['row']);
    expect(rows.length).toBeGreaterThan(2);
    expect($('table.offer-table thead th').toArray().map((th) => $(th).text())).toEqual(['Shop', 'Preis', 'Versand', 'Gesamt', 'Verfügbarkeit']);
    const cents = (text: string) => (text === 'kostenlos' ? 0 : Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    for (const row of rows.toArray()) {
      const cell = (name: string) => $(row).find(table[name]).text();
      expect(Math.round(cents(cell('price')) + cents(cell('shipping')))).toBe(Math.round(cents(cell('total'))));
    }
    const data = jsonLd(page.body)[0];
    expect(data.offers['@type']).toBe('AggregateOffer');
    expect(data.offers.offerCount).toBe(rows.length);
    expect(data.gtin13).toBe(product.gtin);
  });

  it('serves search overviews of several products on the comparison site', async () => {
    const page = await get(comparisonSearchUrl('zelt'));
    expect(page.status).toBe(200);
    const $ = load(page.body);
    expect($('.result').length).toBeGreaterThan(1);
    expect($('table.offer-table').length).toBe(0);
  });

  it('changes prices when the day changes', async () => {
    const url = productUrl(shopByKey('bergsport-shop'), productBySku('DO-1001'));
    const priceOn = async (iso: string) => {
      clock = new Date(iso);
      return jsonLd((await get(url)).body)[0].offers[0].price as string;
    };
    try {
      const first = await priceOn('2025-03-10T08:00:00Z');
      expect(await priceOn('2025-03-10T20:00:00Z')).toBe(first);
      const later = await Promise.all(['2025-03-11', '2025-03-12', '2025-03-13'].map((d) => priceOn(`${d}T08:00:00Z`)));
      expect(later.some((p) => p !== first)).toBe(true);
    } finally {
      clock = new Date(`${DAY}T09:00:00Z`);
    }
  });

  it('serves the demo hosts by Host header too', async () => {
    const page = await getByHost(web.url, 'preisfuchs.demo.test', '/', BROWSER_HEADERS);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Preisfuchs');
  });

  it('lists the demo sites on its own host', async () => {
    const index = await getByHost(web.url, new URL(web.url).host, '/');
    expect(index.status).toBe(200);
    for (const host of ['bergsport-shop.demo.test', 'outdoor-profi.demo.test', 'trailmarkt.demo.test', 'camp-und-co.demo.test', 'gipfelwelt.demo.test', 'preisfuchs.demo.test']) {
      expect(index.body).toContain(host);
    }
  });

  it('refuses to proxy any host that is not a demo host', async () => {
    for (const url of ['http://example.com/', 'http://127.0.0.1:1/', 'http://demo.test.evil.com/', 'https://bergsport-shop.demo.test/']) {
      const refused = await get(url);
      expect(refused.status, url).toBe(403);
    }
    expect((await get('http://nowhere.demo.test/')).status).toBe(502);
  });

  it('tunnels CONNECT only to demo hosts on port 80', async () => {
    const connect = (authority: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(web.proxyUrl);
        const req = request({ host: hostname, port, method: 'CONNECT', path: authority, agent: false });
        req.on('connect', (res, socket) => {
          if (res.statusCode !== 200) {
            socket.destroy();
            resolve({ status: res.statusCode ?? 0, body: '' });
            return;
          }
          let body = '';
          socket.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          socket.on('end', () => resolve({ status: 200, body }));
          socket.write(`GET /robots.txt HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
        });
        req.on('error', reject);
        req.end();
      });
    expect((await connect('example.com:443')).status).toBe(403);
    expect((await connect('bergsport-shop.demo.test:443')).status).toBe(403);
    const tunnel = await connect('bergsport-shop.demo.test:80');
    expect(tunnel.status).toBe(200);
    expect(tunnel.body).toMatch(/^HTTP\/1\.1 200/);
    expect(tunnel.body).toContain('User-agent: *');
  });
});
