import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRAWLER_KINDS, SCRAPE_FREQUENCIES, SHIPPING_COST_MODELS, isValidGtin } from '@pm/contracts';
import { createScrapeExceptionBodySchema } from '@pm/contracts/patterns';
import { selectorIssues } from '@pm/contracts/selectorSyntax';
import { demoAssortment } from './assortment.ts';
import { BROWSER_HEADERS } from './botWall.ts';
import { getViaProxy } from './httpClient.ts';
import { SPECIAL_PAGES } from './listings.ts';
import { type DemoWeb, startDemoWeb } from './server.ts';

const EXPECTED_STATUS = { REDIRECT_TO_CATEGORY: 302, NOT_FOUND: 404, GONE: 410, OUT_OF_STOCK: 200, USED: 200 } as const;

let web: DemoWeb;
beforeAll(async () => {
  web = await startDemoWeb({ port: 0, now: () => new Date('2025-06-02T10:00:00Z') });
});
afterAll(async () => {
  await web.stop();
});

describe('demo assortment', () => {
  const assortment = demoAssortment();

  it('describes five stores and one aggregator in the contracts\' vocabulary', () => {
    expect(assortment.companyName).toBe('Demo Outdoor GmbH');
    expect(assortment.stores).toHaveLength(5);
    expect(assortment.aggregators).toHaveLength(1);
    for (const source of [...assortment.stores, ...assortment.aggregators]) {
      expect(source.hostname).toMatch(/^[a-z0-9-]+\.demo\.test$/);
      expect(SHIPPING_COST_MODELS).toContain(source.shippingCostModel);
      expect(SCRAPE_FREQUENCIES).toContain(source.scrapeFrequency);
      expect(CRAWLER_KINDS).toContain(source.crawlerKind);
    }
    const kinds = Object.fromEntries(assortment.stores.map((s) => [s.pageStyle, s.crawlerKind]));
    expect(kinds['javascript']).toBe('crawlee-playwright-crawler');
    expect(kinds['json-ld']).toBe('crawlee-cheerio-crawler');
    expect(assortment.stores.filter((s) => s.selectorConfig !== null).map((s) => s.pageStyle)).toEqual(['selector']);
  });

  it('has valid scrape exceptions that cover the plain-HTML shop and the comparison site', () => {
    expect(assortment.scrapeExceptions.map((e) => e.code)).toEqual(['trailmarkt-plain-html', 'preisfuchs-offer-table']);
    for (const exception of assortment.scrapeExceptions) {
      const parsed = createScrapeExceptionBodySchema.parse(exception);
      expect(selectorIssues(parsed)).toEqual([]);
    }
    const urls = assortment.products.flatMap((p) => [...p.competitorUrls.map((u) => u.url), ...p.aggregatorUrls.map((u) => u.url)]);
    for (const url of urls) {
      const { hostname, pathname } = new URL(url);
      const covered = assortment.scrapeExceptions.some((e) => e.scope.hostname === hostname && new RegExp(e.scope.pathPattern ?? '', 'iu').test(pathname));
      expect(covered, url).toBe(hostname === 'trailmarkt.demo.test' || hostname === 'preisfuchs.demo.test');
    }
  });

  it('gives every product its fields, valid GTIN and several competitor URLs', () => {
    expect(assortment.products).toHaveLength(24);
    for (const product of assortment.products) {
      expect(isValidGtin(product.fields.gtin)).toBe(true);
      expect(product.fields.purchasePrice).toBeLessThan(product.fields.pricing.de.salesPrice);
      expect(product.competitorUrls.length, product.fields.sku).toBeGreaterThanOrEqual(2);
      for (const offer of product.competitorUrls) {
        expect(offer.type).toBe('COMPETITOR_OFFER');
        expect(new URL(offer.url).hostname).toBe(offer.storeHostname);
      }
      expect(product.aggregatorUrls).toHaveLength(1);
    }
  });

  it('tells aggregator offers pages from search overviews', () => {
    const [aggregator] = assortment.aggregators;
    const pattern = new RegExp(aggregator!.offersPagePathPattern);
    for (const product of assortment.products) expect(new URL(product.aggregatorUrls[0]!.url).pathname).toMatch(pattern);
    expect(new URL(aggregator!.searchOverviewExampleUrl).pathname).not.toMatch(pattern);
  });

  it('has URLs that resolve to pages of the right product', async () => {
    for (const product of assortment.products) {
      for (const offer of product.competitorUrls) {
        const store = assortment.stores.find((s) => s.hostname === offer.storeHostname)!;
        const special = SPECIAL_PAGES.find((s) => s.sku === product.fields.sku && s.shopKey === store.key);
        const page = await getViaProxy(web.proxyUrl, offer.url, BROWSER_HEADERS);
        expect(page.status, offer.url).toBe(special ? EXPECTED_STATUS[special.kind] : 200);
        if (page.status !== 200) continue;
        const $ = load(page.body);
        expect($('h1').text(), offer.url).toContain(product.fields.name);
        expect(page.body, offer.url).toContain(product.fields.gtin);
      }
      const comparison = await getViaProxy(web.proxyUrl, product.aggregatorUrls[0]!.url, BROWSER_HEADERS);
      expect(comparison.status).toBe(200);
      expect(load(comparison.body)('h1').text()).toBe(product.fields.name);
    }
  });
});
