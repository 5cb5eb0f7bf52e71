import { describe, expect, it } from 'vitest';
import { classifyPage } from './classifyPage.ts';
import { extractProductPage } from './extractProductPage.ts';
import { fixture } from './fixtures.ts';

const product = 'https://gartenwelt-berger.example/products/weber-spirit-e-325-gbs';

describe('classifyPage: HTTP outcome', () => {
  it.each([
    [403, 'ACCESS_DENIED_403'],
    [401, 'ACCESS_DENIED_403'],
    [429, 'ACCESS_DENIED_403'],
    [404, 'NOT_FOUND_404'],
    [410, 'GONE_410'],
    [500, 'SERVER_ERROR_500'],
    [502, 'SERVER_ERROR_500'],
    [503, 'SERVER_ERROR_500'],
    [400, 'PRODUCT_NOT_FOUND'],
  ] as const)('%i → %s', (status, label) => {
    expect(classifyPage({ status, originalUrl: product, html: fixture('shopify-jsonld.html') })).toBe(label);
  });

  it('labels redirects to another product page by their code', () => {
    const moved = 'https://gartenwelt-berger.example/products/weber-spirit-e-325-gbs-2024';
    expect(classifyPage({ status: 301, originalUrl: product, redirectedTo: moved, html: fixture('shopify-jsonld.html') })).toBe('REDIRECT_301');
    expect(classifyPage({ status: 308, originalUrl: product, redirectedTo: moved })).toBe('REDIRECT_301');
    expect(classifyPage({ status: 302, originalUrl: product, redirectedTo: 'https://gartenwelt-berger.example/p/46712279' })).toBe('REDIRECT_302');
    expect(classifyPage({ status: 307, originalUrl: product, redirectedTo: 'https://gartenwelt-berger.example/products/weber-spirit?variant=1' })).toBe('REDIRECT_307');
  });

  it('labels redirects to a category or listing page', () => {
    const listing = fixture('category-listing.html');
    // The page says so (CollectionPage, product tiles), whatever the URL looks like.
    expect(classifyPage({ status: 301, originalUrl: product, redirectedTo: 'https://gartenwelt-berger.example/products/x-1234', html: listing })).toBe('REDIRECT_TO_CATEGORY');
    // The URL says so: the home page, a parent path, a category path, no product id.
    expect(classifyPage({ status: 302, originalUrl: product, redirectedTo: 'https://gartenwelt-berger.example/' })).toBe('REDIRECT_TO_CATEGORY');
    expect(classifyPage({ status: 301, originalUrl: 'https://s.example/garten/grills/weber-spirit', redirectedTo: 'https://s.example/garten/grills' })).toBe('REDIRECT_TO_CATEGORY');
    expect(classifyPage({ status: 301, originalUrl: product, redirectedTo: 'https://gartenwelt-berger.example/collections/gasgrills' })).toBe('REDIRECT_TO_CATEGORY');
    expect(classifyPage({ status: 301, originalUrl: 'https://s.example/weber-spirit-e-325-12345.html', redirectedTo: 'https://s.example/gasgrills/' })).toBe('REDIRECT_TO_CATEGORY');
  });

  it('labels a followed redirect (final status 200) that landed on a listing', () => {
    expect(classifyPage({ status: 200, originalUrl: product, redirectedTo: 'https://gartenwelt-berger.example/collections/gasgrills', html: fixture('category-listing.html') })).toBe('REDIRECT_TO_CATEGORY');
    // …and classifies a followed redirect to a product page by its content.
    expect(classifyPage({ status: 200, originalUrl: `${product}-old`, redirectedTo: product, html: fixture('shopify-jsonld.html') })).toBe('OK');
  });
});

describe('classifyPage: content', () => {
  const classify = (name: string, url = 'https://s.example/p/item-12345') => classifyPage({ status: 200, originalUrl: url, html: fixture(name) });

  it('OK for clean product pages of every kind', () => {
    for (const name of ['shopify-jsonld.html', 'woocommerce-microdata.html', 'rdfa.html', 'opengraph-only.html', 'graph-jsonld.html', 'variant-list.html', 'hostile-misleading.html', 'hostile-malformed.html']) {
      expect(classify(name), name).toBe('OK');
    }
  });

  it('an out-of-stock page is still a clean offer', () => expect(classify('out-of-stock.html')).toBe('OK'));
  it('USED_OFFER for a used/refurbished condition', () => expect(classify('used-offer.html')).toBe('USED_OFFER'));
  it('ACCESS_DENIED_403 for a bot wall served with 200', () => expect(classify('bot-wall.html')).toBe('ACCESS_DENIED_403'));
  it('OFFER_EXPIRED for a "nicht mehr verfügbar" page', () => expect(classify('offer-expired.html')).toBe('OFFER_EXPIRED'));
  it('PRODUCT_NOT_FOUND for a listing reached directly and for a page without product data', () => {
    expect(classify('category-listing.html')).toBe('PRODUCT_NOT_FOUND');
    expect(classifyPage({ status: 200, originalUrl: product, html: '<html><body><h1>Über uns</h1><p>Seit 1998 in Augsburg. Öffnungszeiten 9–18 Uhr.</p></body></html>' })).toBe('PRODUCT_NOT_FOUND');
    expect(classifyPage({ status: 200, originalUrl: product })).toBe('PRODUCT_NOT_FOUND');
  });

  it('OFFER_EXPIRED for availability Discontinued', () => {
    const html = '<script type="application/ld+json">{"@type":"Product","name":"Old","offers":{"price":"5","priceCurrency":"EUR","availability":"https://schema.org/Discontinued"}}</script>';
    expect(classifyPage({ status: 200, originalUrl: product, html })).toBe('OFFER_EXPIRED');
  });

  it('NO_CLEAN_DATA when a product has no usable price or currency', () => {
    const noPrice = '<script type="application/ld+json">{"@type":"Product","name":"X","offers":{"price":"{{ price }}","priceCurrency":"EUR"}}</script>';
    const noCurrency = '<script type="application/ld+json">{"@type":"Product","name":"X","offers":{"price":"12.00"}}</script>';
    expect(classifyPage({ status: 200, originalUrl: product, html: noPrice })).toBe('NO_CLEAN_DATA');
    expect(classifyPage({ status: 200, originalUrl: product, html: noCurrency })).toBe('NO_CLEAN_DATA');
    expect(classifyPage({ status: 200, originalUrl: product, extraction: extractProductPage(noCurrency, { url: product, currencyHint: 'EUR' }) })).toBe('OK');
  });

  it('NOT_FOUND_404 for a soft 404 (a "not found" page served with 200)', () => {
    const html = '<title>Seite nicht gefunden | Shop</title><h1>Oops! Diese Seite existiert nicht.</h1>';
    expect(classifyPage({ status: 200, originalUrl: product, html })).toBe('NOT_FOUND_404');
  });

  it('does not take a captcha in a contact form of a product page for a bot wall', () => {
    const html = fixture('shopify-jsonld.html').replace('</main>', '<form class="contact"><div class="g-recaptcha" data-sitekey="x"></div><p>Bitte bestätigen Sie das Captcha.</p></form></main>');
    expect(classifyPage({ status: 200, originalUrl: product, html })).toBe('OK');
  });

  it('passes an aggregator page’s price-table status through', () => {
    expect(classifyPage({ status: 200, originalUrl: product, html: '<p>x</p>', priceTableStatus: 'PRICE_TABLE_MISSING' })).toBe('PRICE_TABLE_MISSING');
    expect(classifyPage({ status: 404, originalUrl: product, priceTableStatus: 'OK' })).toBe('NOT_FOUND_404');
  });
});
