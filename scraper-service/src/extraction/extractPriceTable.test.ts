import { describe, expect, it } from 'vitest';
import { extractPriceTable } from './extractPriceTable.ts';
import { fixture } from './fixtures.ts';
import { noteText } from './notes.ts';
import { parseSelectorConfig, type SelectorConfig } from './selectorConfig.ts';

const config = (raw: unknown): SelectorConfig => {
  const parsed = parseSelectorConfig(raw as { instructions: unknown });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.config;
};

describe('extractPriceTable', () => {
  it('reads the offers of a JSON-LD AggregateOffer with sellers and shipping', () => {
    const t = extractPriceTable(fixture('aggregator-jsonld.html'), { url: 'https://preisfuchs.example/p/weber-spirit-e-325-gbs-a4411' });
    expect(t).toMatchObject({ status: 'OK', source: 'json-ld', productName: 'Weber Spirit E-325 GBS', reason: null });
    expect(t.offers).toEqual([
      { shopName: 'Grillprofi24', shopUrl: 'https://preisfuchs.example/redirect?offer=9001', price: '1249.00', currency: 'EUR', shippingCost: '19.90', totalPrice: '1268.90', availability: 'InStock', condition: null },
      { shopName: 'Gartenwelt Berger', shopUrl: 'https://preisfuchs.example/redirect?offer=9002', price: '1279.00', currency: 'EUR', shippingCost: '0.00', totalPrice: '1279.00', availability: 'InStock', condition: null },
      { shopName: 'BBQ-Discount', shopUrl: 'https://preisfuchs.example/redirect?offer=9003', price: '1299.00', currency: 'EUR', shippingCost: null, totalPrice: null, availability: 'BackOrder', condition: null },
      { shopName: 'Second Grill', shopUrl: 'https://preisfuchs.example/redirect?offer=9004', price: '1099.00', currency: 'EUR', shippingCost: '39.00', totalPrice: '1138.00', availability: 'InStock', condition: 'UsedCondition' },
    ]);
  });

  it('reads an HTML table by its header (shop, price, shipping, total, availability), skipping hidden template rows', () => {
    const t = extractPriceTable(fixture('aggregator-table.html'), { url: 'https://preisfuchs.example/p/fiskars-xact-spaten-l-a1188' });
    expect(t).toMatchObject({ status: 'OK', source: 'table', productName: 'Fiskars Xact Spaten L' });
    expect(t.offers).toEqual([
      { shopName: 'Werkzeughaus Lindner', shopUrl: 'https://preisfuchs.example/go/5501', price: '44.90', currency: 'EUR', shippingCost: '4.95', totalPrice: '49.85', availability: 'InStock', condition: null },
      { shopName: 'Gartenwelt Berger', shopUrl: 'https://preisfuchs.example/go/5502', price: '47.50', currency: 'EUR', shippingCost: '0.00', totalPrice: '47.50', availability: 'InStock', condition: null },
      { shopName: 'Baumarkt Kessler', shopUrl: 'https://preisfuchs.example/go/5503', price: '42.99', currency: 'EUR', shippingCost: '5.95', totalPrice: '48.94', availability: 'OutOfStock', condition: null },
      { shopName: 'Restposten Richter', shopUrl: 'https://preisfuchs.example/go/5504', price: '31.00', currency: 'EUR', shippingCost: '6.90', totalPrice: '37.90', availability: 'InStock', condition: 'UsedCondition' },
    ]);
  });

  it('reads repeated offer rows without a table (shop, price, "+ 5,90 € Versand", availability)', () => {
    const t = extractPriceTable(fixture('aggregator-list.html'), { url: 'https://guenstiger.example/kaercher-k5-power-control-p55' });
    expect(t).toMatchObject({ status: 'OK', source: 'table', productName: 'Kärcher K 5 Power Control' });
    expect(t.offers.map((o) => [o.shopName, o.price, o.shippingCost, o.totalPrice, o.availability])).toEqual([
      ['Technik Vogt', '349.00', '5.90', '354.90', 'InStock'],
      ['Elektro Brandt', '359.90', '0.00', '359.90', 'InStock'],
      ['Baumarkt Kessler', '339.99', '4.95', '344.94', 'OutOfStock'],
    ]);
    expect(t.offers[0]?.shopUrl).toBe('https://guenstiger.example/out/a1');
  });

  it('reads configured row selectors', () => {
    const selectors = config({
      instructions: {
        priceTable: {
          row: '.offer-item',
          shop: { selector: '.offer-item__merchant a' },
          shopUrl: { selector: '.offer-item__merchant a', attribute: 'href' },
          price: '.offer-item__price',
          shipping: { selector: '.offer-item__shipping', regex: '([\\d,]+ €)|(Versandkostenfrei)' },
          availability: '.offer-item__delivery',
        },
      },
    });
    const t = extractPriceTable(fixture('aggregator-list.html'), { url: 'https://guenstiger.example/kaercher-k5-power-control-p55', selectors });
    expect(t.source).toBe('selectors');
    expect(t.offers.map((o) => [o.shopName, o.shopUrl, o.price, o.shippingCost, o.availability])).toEqual([
      ['Technik Vogt', 'https://guenstiger.example/out/a1', '349.00', '5.90', 'InStock'],
      ['Elektro Brandt', 'https://guenstiger.example/out/a2', '359.90', '0.00', 'InStock'],
      ['Baumarkt Kessler', 'https://guenstiger.example/out/a3', '339.99', '4.95', 'OutOfStock'],
    ]);
  });

  it('rejects a search overview (many products with "ab" prices, no single product)', () => {
    const t = extractPriceTable(fixture('aggregator-search.html'), { url: 'https://preisfuchs.example/kategorie/spaten' });
    expect(t).toMatchObject({ status: 'PRICE_TABLE_MISSING', rejected: 'SEARCH_OVERVIEW', offers: [] });
    expect(t.reason).toEqual({ code: 'PRICE_TABLE_SEARCH_OVERVIEW', params: {} });
    expect(t.reason && noteText(t.reason)).toContain('a product offers page is required');
  });

  it('rejects a search URL and a structured item list of products', () => {
    expect(extractPriceTable(fixture('aggregator-table.html'), { url: 'https://preisfuchs.example/suche?q=spaten' }).rejected).toBe('SEARCH_OVERVIEW');
    const list = '<script type="application/ld+json">{"@type":"SearchResultsPage","mainEntity":{"@type":"ItemList","itemListElement":[{"@type":"ListItem","position":1},{"@type":"ListItem","position":2}]}}</script>';
    expect(extractPriceTable(list, { url: 'https://preisfuchs.example/spaten' }).rejected).toBe('SEARCH_OVERVIEW');
  });

  it('PRICE_TABLE_MISSING on a page without offers, ACCESS_DENIED_403 on a bot wall', () => {
    const missing = extractPriceTable(fixture('offer-expired.html'), { url: 'https://preisfuchs.example/p/x-a1' });
    expect(missing).toMatchObject({ status: 'PRICE_TABLE_MISSING', rejected: null, reason: { code: 'PRICE_TABLE_NOT_FOUND', params: {} } });
    expect(missing.reason && noteText(missing.reason)).toBe('No table of offers was found on the page.');
    expect(extractPriceTable(fixture('shopify-jsonld.html'), { url: 'https://preisfuchs.example/p/x-a1' }).status).toBe('PRICE_TABLE_MISSING');
    expect(extractPriceTable(fixture('bot-wall.html'), { url: 'https://preisfuchs.example/p/x-a1' }).status).toBe('ACCESS_DENIED_403');
  });
});
