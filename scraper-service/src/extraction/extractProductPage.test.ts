import { describe, expect, it } from 'vitest';
import { extractProductPage } from './extractProductPage.ts';
import { fixture } from './fixtures.ts';
import { noteText } from './notes.ts';
import { parseSelectorConfig, type SelectorConfig } from './selectorConfig.ts';

const selectorConfig = (raw: unknown): SelectorConfig => {
  const parsed = parseSelectorConfig(raw as { instructions: unknown; settings?: unknown });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.config;
};

describe('extractProductPage: structured data', () => {
  it('reads a Shopify-like JSON-LD page: strike price, shipping rate and delivery time', () => {
    const e = extractProductPage(fixture('shopify-jsonld.html'), { url: 'https://gartenwelt-berger.example/products/weber-spirit-e-325-gbs' });
    expect(e).toMatchObject({
      name: 'Weber Spirit E-325 GBS Gasgrill',
      brand: 'Weber',
      gtin: '0077924124591',
      mpn: '46712279',
      sku: '46712279',
      image: 'https://gartenwelt-berger.example/cdn/shop/files/spirit-e325.jpg?v=1712&width=1920',
      price: '1299.00',
      currency: 'EUR',
      regularPrice: '1499.00',
      shippingCost: '0.00',
      availability: 'InStock',
      deliveryTime: '2–4 days',
      condition: 'NewCondition',
      productFound: true,
      offerCount: 1,
    });
    expect(e.sources).toMatchObject({ price: 'json-ld', currency: 'json-ld', regularPrice: 'json-ld', shippingCost: 'json-ld', name: 'json-ld' });
    expect(e.notes).toEqual([]);
  });

  it('reads JSON-LD @graph with @id references, a base price and a ListPrice specification', () => {
    const e = extractProductPage(fixture('graph-jsonld.html'), { url: 'https://gruenland.example/rasenduenger-premium-10-kg/' });
    expect(e).toMatchObject({
      name: 'Rasendünger Premium 10 kg',
      brand: 'Compo',
      gtin: '4008398123459',
      sku: 'GL-88210',
      image: 'https://gruenland.example/media/rasenduenger-10kg.webp',
      price: '29.90', // not the 2.99 € per kg base price
      currency: 'EUR',
      regularPrice: '34.90',
      shippingCost: '4.95',
      deliveryTime: '2–3 days',
      availability: 'InStock',
      condition: 'NewCondition',
    });
    expect(e.notes).toEqual([]);
  });

  it('reads WooCommerce microdata (meta/link values, nested brand, relative image)', () => {
    const e = extractProductPage(fixture('woocommerce-microdata.html'), { url: 'https://werkzeughaus-lindner.example/produkt/fiskars-xact-spaten-l/' });
    expect(e).toMatchObject({
      name: 'Fiskars Xact Spaten L',
      brand: 'Fiskars',
      gtin: '6411501667323',
      sku: '1066732',
      mpn: '1066732',
      image: 'https://werkzeughaus-lindner.example/wp-content/uploads/2024/03/fiskars-xact-spaten-600x600.jpg',
      price: '44.90',
      currency: 'EUR',
      availability: 'InStock',
      condition: 'NewCondition',
    });
    expect(e.sources.price).toBe('microdata');
  });

  it('reads RDFa with schema: prefixes', () => {
    const e = extractProductPage(fixture('rdfa.html'), { url: 'https://baumarkt-kessler.example/werkzeug/akkuschrauber/bosch-psr-18-li-2-338811' });
    expect(e).toMatchObject({
      name: 'Bosch PSR 18 LI-2 Akku-Bohrschrauber',
      brand: 'Bosch',
      gtin: '3165140953900',
      sku: 'BK-338811',
      mpn: '06039B0101',
      image: 'https://baumarkt-kessler.example/media/bosch-psr-18-li-2.jpg',
      price: '139.99',
      currency: 'EUR',
      shippingCost: '5.95',
      availability: 'LimitedAvailability',
    });
    expect(e.sources.price).toBe('rdfa');
  });

  it('reads OpenGraph product tags alone', () => {
    const e = extractProductPage(fixture('opengraph-only.html'), { url: 'https://kochundco.example/le-creuset-braeter-rund-24-cm-kirschrot-21177240602430' });
    expect(e).toMatchObject({
      name: 'Le Creuset Bräter rund 24 cm, Kirschrot',
      brand: 'Le Creuset',
      gtin: '0024147270906',
      sku: '21177240602430',
      image: 'https://cdn.kochundco.example/img/21177240602430.jpg',
      price: '229.00',
      currency: 'EUR',
      regularPrice: '289.00',
      availability: 'InStock',
      condition: 'NewCondition',
      productFound: true,
    });
    expect(new Set(Object.values(e.sources))).toEqual(new Set(['meta']));
  });

  it('reports out-of-stock and used offers as they are', () => {
    expect(extractProductPage(fixture('out-of-stock.html'), { url: 'https://elektro-brandt.example/hue-starter-e27.html' })).toMatchObject({
      price: '149.99',
      availability: 'OutOfStock',
      image: 'https://elektro-brandt.example/media/catalog/product/h/u/hue-starter-e27.jpg',
    });
    expect(extractProductPage(fixture('used-offer.html'), { url: 'https://refurb-markt.example/p/iphone-13-128-mitternacht-sehr-gut-88120' })).toMatchObject({
      price: '429.00',
      condition: 'UsedCondition',
    });
  });
});

describe('extractProductPage: several offers', () => {
  const url = 'https://outdoor-sommer.example/products/texapore-regenjacke';

  it('takes the lowest new-condition in-stock variant and says so', () => {
    const e = extractProductPage(fixture('variant-list.html'), { url });
    expect(e).toMatchObject({ name: 'Jack Wolfskin Texapore Regenjacke Herren', price: '129.95', sku: 'JW-1115281-L', gtin: '4064993512369', availability: 'InStock', offerCount: 4 });
    expect(e.notes).toContainEqual({ code: 'OFFERS_TOOK_LOWEST_NEW_IN_STOCK', params: { method: 'json-ld', count: 4, min: '79.95', max: '149.95', currency: 'EUR' } });
    expect(e.notes.map(noteText)).toContain('json-ld: 4 offers with different prices (79.95–149.95); took the lowest new-condition in-stock offer');
  });

  it('takes the variant the URL names', () => {
    const e = extractProductPage(fixture('variant-list.html'), { url: `${url}?variant=101` });
    expect(e).toMatchObject({ price: '149.95', sku: 'JW-1115281-S' });
    expect(e.notes.map(noteText).join(' ')).toContain('variant in the URL');
  });

  it('takes the lowest seller offer of an AggregateOffer that is new and in stock', () => {
    const e = extractProductPage(fixture('aggregator-jsonld.html'), { url: 'https://preisfuchs.example/p/weber-spirit-e-325-gbs-a4411' });
    expect(e).toMatchObject({ price: '1249.00', shippingCost: '19.90', offerCount: 4 });
  });

  it('uses an AggregateOffer lowPrice when it lists no offers', () => {
    const html = `<script type="application/ld+json">{"@type":"Product","name":"Set","offers":{"@type":"AggregateOffer","lowPrice":"19.90","highPrice":"29.90","priceCurrency":"EUR"}}</script>`;
    expect(extractProductPage(html, { url: 'https://s.example/p/1' })).toMatchObject({ price: '19.90', currency: 'EUR' });
  });

  it('merges variants published as separate Products of one group', () => {
    const variant = (sku: string, price: string, stock: string) =>
      `{"@type":"Product","name":"Shirt ${sku}","sku":"${sku}","isVariantOf":{"@id":"#group"},"offers":{"@type":"Offer","price":"${price}","priceCurrency":"EUR","availability":"${stock}"}}`;
    const html = `<script type="application/ld+json">[{"@type":"ProductGroup","@id":"#group","name":"Shirt","brand":"Acme"},${variant('S', '20.00', 'InStock')},${variant('M', '18.00', 'InStock')}]</script>`;
    const e = extractProductPage(html, { url: 'https://s.example/p/shirt' });
    expect(e).toMatchObject({ name: 'Shirt', brand: 'Acme', price: '18.00', sku: 'M' });
  });
});

describe('extractProductPage: order of preference', () => {
  const page = (parts: { jsonLd?: boolean; microdata?: boolean; rdfa?: boolean; meta?: boolean }) => `<!doctype html><html><head>
    ${parts.meta ? '<meta property="og:type" content="product"><meta property="og:title" content="Meta name"><meta property="product:price:amount" content="40.00"><meta property="product:price:currency" content="EUR"><meta property="product:availability" content="out of stock">' : ''}
    ${parts.jsonLd ? '<script type="application/ld+json">{"@type":"Product","name":"JSON-LD name","offers":{"@type":"Offer","price":"10.00","priceCurrency":"EUR"}}</script>' : ''}
    </head><body>
    ${parts.microdata ? '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Microdata name</span><span itemprop="brand">Microdata brand</span><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="20.00"><meta itemprop="priceCurrency" content="CHF"></div></div>' : ''}
    ${parts.rdfa ? '<div vocab="https://schema.org/" typeof="Product"><span property="name">RDFa name</span><span property="sku">RDFA-1</span><div property="offers" typeof="Offer"><span property="price" content="30.00">30</span><meta property="priceCurrency" content="GBP"></div></div>' : ''}
    <div class="my-price">50,00 €</div></body></html>`;
  const url = 'https://s.example/p/123';

  it('prefers JSON-LD over microdata over RDFa over meta, per field', () => {
    const all = extractProductPage(page({ jsonLd: true, microdata: true, rdfa: true, meta: true }), { url });
    expect(all).toMatchObject({ name: 'JSON-LD name', price: '10.00', currency: 'EUR', brand: 'Microdata brand', sku: 'RDFA-1', availability: 'OutOfStock' });
    expect(all.sources).toMatchObject({ name: 'json-ld', price: 'json-ld', brand: 'microdata', sku: 'rdfa', availability: 'meta' });
    expect(extractProductPage(page({ microdata: true, rdfa: true, meta: true }), { url })).toMatchObject({ price: '20.00', currency: 'CHF' });
    expect(extractProductPage(page({ rdfa: true, meta: true }), { url })).toMatchObject({ price: '30.00', currency: 'GBP' });
    expect(extractProductPage(page({ meta: true }), { url })).toMatchObject({ price: '40.00', currency: 'EUR', name: 'Meta name' });
  });

  it('lets configured selectors override the structured data for the fields they name', () => {
    const selectors = selectorConfig({ instructions: { price: '.my-price' } });
    const e = extractProductPage(page({ jsonLd: true, microdata: true }), { url, selectors });
    expect(e).toMatchObject({ price: '50.00', currency: 'EUR', name: 'JSON-LD name' });
    expect(e.sources).toMatchObject({ price: 'selectors', currency: 'selectors', name: 'json-ld' });
  });

  it('takes the currency with the price from the same method', () => {
    const selectors = selectorConfig({ instructions: { price: { selector: '.my-price', regex: '([\\d,]+)' } } });
    const e = extractProductPage(page({ microdata: true }), { url, selectors });
    // The selector's text carries no currency: the next method's currency applies.
    expect(e).toMatchObject({ price: '50.00', currency: 'CHF' });
    expect(e.sources).toMatchObject({ price: 'selectors', currency: 'microdata' });
  });

  it('narrows a selector\'s value with RE2: a stored regex RE2 cannot run matches nothing, a catastrophic one runs in one pass', () => {
    // Stored before regexes were checked for RE2 (lookbehind is not RE2 syntax): no value, a note.
    const lookbehind = selectorConfig({ instructions: { price: '.my-price' } });
    lookbehind.instructions.price = { selector: '.my-price', regex: '(?<=x)\\d+' };
    expect(extractProductPage(page({ microdata: true }), { url, selectors: lookbehind }).sources?.['price']).not.toBe('selectors');
    const catastrophic = selectorConfig({ instructions: { name: { selector: 'h1', regex: '^(\\w+\\s?)+$' } } });
    const html = `<html><body><h1>${'Zelt '.repeat(300)}!</h1></body></html>`;
    // 1,500 characters of words and a "!" that spoils the match: 2^300 backtracking steps, one pass for RE2.
    expect(extractProductPage(html, { url, selectors: catastrophic }).sources?.['name']).not.toBe('selectors');
    expect(extractProductPage('<html><body><h1>Zelt Trekking</h1></body></html>', { url, selectors: catastrophic })).toMatchObject({ name: 'Trekking', sources: { name: 'selectors' } });
  });
});

describe('extractProductPage: configured selectors', () => {
  const config = selectorConfig(JSON.parse(fixture('selectors-needed.selectors.json')));
  const url = 'https://technik-vogt.example/artikel/13245';

  it('without them, reads the plain HTML page by the visible-page fallback (method "visible")', () => {
    const e = extractProductPage(fixture('selectors-needed.html'), { url });
    expect(e).toMatchObject({ productFound: true, price: '349.00', currency: 'EUR', regularPrice: '429.99', availability: 'InStock' });
    expect(e.sources).toMatchObject({ price: 'visible', currency: 'visible', availability: 'visible' });
  });

  it('reads every field with them, skipping hidden, script and template matches', () => {
    const e = extractProductPage(fixture('selectors-needed.html'), { url, selectors: config });
    expect(e).toMatchObject({
      name: 'Kärcher K 5 Power Control Hochdruckreiniger',
      brand: 'Kärcher',
      sku: 'KA-13245',
      mpn: '1.324-550.0',
      gtin: '4054278560429',
      image: 'https://technik-vogt.example/bilder/zoom/13245.jpg',
      price: '349.00',
      currency: 'EUR',
      regularPrice: '429.99',
      shippingCost: '5.90',
      availability: 'InStock',
      deliveryTime: '1-2 Werktage',
      productFound: true,
    });
    expect(Object.values(e.sources).every((s) => s === 'selectors')).toBe(true);
  });

  it("maps the shop's own availability texts", () => {
    const mapped = selectorConfig({ ...config, instructions: { ...config.instructions, availabilityValues: { 'Sofort lieferbar': 'LimitedAvailability' } } });
    expect(extractProductPage(fixture('selectors-needed.html'), { url, selectors: mapped }).availability).toBe('LimitedAvailability');
  });

  it('notes rules that matched nothing or are not valid CSS, and keeps going', () => {
    // Stored exceptions are checked for valid CSS; the extraction still copes with one that is not.
    const selectors: SelectorConfig = { instructions: { price: ['..bad((', '.preisbox .preis-aktuell'], name: '.nowhere' }, settings: { currency: 'EUR' } };
    expect(parseSelectorConfig(selectors)).toMatchObject({ ok: false, issues: [{ part: 'instructions', path: 'price.0', problem: 'INVALID_SELECTOR' }] });
    const e = extractProductPage(fixture('selectors-needed.html'), { url, selectors });
    expect(e.price).toBe('349.00');
    expect(e.notes).toContainEqual({ code: 'SELECTOR_NO_MATCH', params: { field: 'name' } });
    expect(e.notes).toContainEqual({ code: 'SELECTOR_INVALID', params: { field: 'price', selector: '..bad((' } });
    expect(e.notes.map(noteText)).toContain('selectors: name: no element matched');
    expect(e.notes.map(noteText)).toContain('selectors: price: selector "..bad((" is not valid CSS');
  });

  it('reads the former price of a "statt … nur …" text as the regular price', () => {
    const html = '<div class="p">statt 49,90 € nur 39,90 €</div>';
    const e = extractProductPage(html, { url, selectors: selectorConfig({ instructions: { price: '.p' } }) });
    expect(e).toMatchObject({ price: '39.90', regularPrice: '49.90', currency: 'EUR' });
  });

  it('applies the settings: decimal separator and currency', () => {
    const html = '<span class="p">1,299</span>';
    const e = extractProductPage(html, { url, selectors: selectorConfig({ instructions: { price: '.p' }, settings: { decimalSeparator: ',', currency: 'chf' } }) });
    expect(e).toMatchObject({ price: '1.299', currency: 'CHF' });
    const hinted = extractProductPage(html, { url, currencyHint: 'EUR', decimalSeparator: '.', selectors: selectorConfig({ instructions: { price: '.p' }, settings: { decimalSeparator: ',', currency: 'CHF' } }) });
    expect(hinted).toMatchObject({ price: '1299.00', currency: 'EUR' });
  });
});

describe('extractProductPage: hostile pages', () => {
  it('ignores prices in scripts, hidden elements and template placeholders', () => {
    const e = extractProductPage(fixture('hostile-misleading.html'), { url: 'https://werkzeug-dietz.example/makita-dhp482z-4711' });
    expect(e).toMatchObject({ price: '89.90', currency: 'EUR', brand: 'Makita' });
    expect(e.sources.price).toBe('microdata');
  });

  it('ignores the same with selectors that match hidden and template copies first', () => {
    const selectors = selectorConfig({ instructions: { price: '.product-price' } });
    const e = extractProductPage(fixture('hostile-misleading.html'), { url: 'https://werkzeug-dietz.example/makita-dhp482z-4711', selectors });
    expect(e).toMatchObject({ price: '89.90', currency: 'EUR' });
    expect(e.sources.price).toBe('selectors');
  });

  it('never takes a placeholder as a price', () => {
    const html = `<meta property="og:type" content="product"><meta property="product:price:amount" content="{{ price }}"><script type="application/ld+json">{"@type":"Product","name":"X","offers":{"price":"\${price}","priceCurrency":"EUR"}}</script>`;
    const e = extractProductPage(html, { url: 'https://s.example/p/1' });
    expect(e).toMatchObject({ productFound: true, price: null });
  });

  it('reads malformed HTML and lenient JSON-LD (comments, trailing commas, line breaks in strings)', () => {
    const e = extractProductPage(fixture('hostile-malformed.html'), { url: 'https://haushalt-pohl.example/severin-ka-4815' });
    expect(e).toMatchObject({ name: 'Severin KA 4815 Kaffeemaschine', brand: 'Severin', price: '39.99', currency: 'EUR', availability: 'InStock' });
  });

  it('skips JSON-LD that does not parse and says so', () => {
    const html = '<script type="application/ld+json">{"@type": "Product", "name": </script><meta property="og:type" content="product"><meta property="og:price:amount" content="12.00"><meta property="og:price:currency" content="EUR">';
    const e = extractProductPage(html, { url: 'https://s.example/p/1' });
    expect(e).toMatchObject({ price: '12.00', currency: 'EUR' });
    expect(e.notes).toContainEqual({ code: 'JSONLD_INVALID_BLOCKS', params: { count: 1 } });
    expect(e.notes.map(noteText)).toContain('json-ld: 1 block(s) are not valid JSON and were skipped');
  });

  it('survives a huge page (beyond the parse limit, JSON-LD at the end)', () => {
    const tile = '<li class="teaser"><a href="/p/x">Zubehör</a><span class="price">9,99 €</span><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p></li>\n';
    const filler = `<ul class="teasers">${tile.repeat(Math.ceil(7_000_000 / tile.length))}</ul>`;
    const html = fixture('shopify-jsonld.html').replace('<footer', `${filler}<footer`);
    expect(html.length).toBeGreaterThan(7_000_000);
    const e = extractProductPage(html, { url: 'https://gartenwelt-berger.example/products/weber-spirit-e-325-gbs' });
    expect(e).toMatchObject({ price: '1299.00', currency: 'EUR', availability: 'InStock' });
    expect(e.notes).toContainEqual({ code: 'EXTRACTION_TRUNCATED', params: {} });
    expect(e.notes.map(noteText)).toContain('page larger than the extraction limit; only its beginning was read');
  });

  it('survives deeply nested and self-referencing JSON-LD', () => {
    let nested = '{"@type":"Product","name":"Deep","offers":{"@type":"Offer","price":"5.00","priceCurrency":"EUR"}}';
    for (let i = 0; i < 2_000; i++) nested = `{"@type":"Thing","x":${nested}}`;
    const cyclic = '{"@graph":[{"@type":"Product","@id":"#p","name":"Loop","isRelatedTo":{"@id":"#p"},"offers":{"@id":"#o"}},{"@type":"Offer","@id":"#o","itemOffered":{"@id":"#p"},"price":"7.00","priceCurrency":"EUR"}]}';
    expect(() => extractProductPage(`<script type="application/ld+json">${nested}</script>`, { url: 'https://s.example/p/1' })).not.toThrow();
    expect(extractProductPage(`<script type="application/ld+json">${cyclic}</script>`, { url: 'https://s.example/p/1' })).toMatchObject({ name: 'Loop', price: '7.00' });
  });

  it('gives an empty extraction for empty and non-HTML input', () => {
    expect(extractProductPage('', { url: 'https://s.example/' })).toMatchObject({ productFound: false, price: null, sources: {} });
    expect(extractProductPage('\u0000\u0001binary\uffff', { url: 'https://s.example/' })).toMatchObject({ productFound: false });
  });
});
