import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../extraction/fixtures.ts';
import { declaredUrl } from './pageRecord.ts';
import { runCli } from './runCli.ts';

const file = (name: string) => join(FIXTURES_DIR, name);
const parse = (line: string) => JSON.parse(line) as Record<string, unknown>;

describe('npm run extract', { timeout: 120_000 }, () => {
  it('prints one JSON object per page, one line each, with the extracted fields', () => {
    const run = runCli('extract.ts', [file('shopify-jsonld.html'), file('woocommerce-microdata.html'), file('out-of-stock.html'), file('used-offer.html'), file('bot-wall.html')]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.lines).toHaveLength(5);
    const [shopify, woo, oos, used, wall] = run.lines.map(parse);
    expect(shopify).toMatchObject({
      file: file('shopify-jsonld.html'),
      url: 'https://gartenwelt-berger.example/products/weber-spirit-e-325-gbs',
      pageStatus: 'OK',
      price: '1299.00',
      currency: 'EUR',
      availability: 'InStock',
      regularPrice: '1499.00',
      shippingCost: '0.00',
      deliveryTime: '2–4 days',
      condition: 'NewCondition',
      name: 'Weber Spirit E-325 GBS Gasgrill',
      brand: 'Weber',
      gtin: '0077924124591',
      mpn: '46712279',
      sku: '46712279',
      image: 'https://gartenwelt-berger.example/cdn/shop/files/spirit-e325.jpg?v=1712&width=1920',
    });
    expect(Object.keys(shopify as object)).toEqual(
      expect.arrayContaining(['price', 'currency', 'availability', 'name', 'brand', 'gtin', 'mpn', 'sku', 'image', 'regularPrice', 'shippingCost', 'deliveryTime', 'condition', 'pageStatus', 'sources', 'notes']),
    );
    expect(woo).toMatchObject({ price: '44.90', currency: 'EUR', availability: 'InStock', image: 'https://werkzeughaus-lindner.example/wp-content/uploads/2024/03/fiskars-xact-spaten-600x600.jpg' });
    expect(oos).toMatchObject({ pageStatus: 'OK', availability: 'OutOfStock' });
    expect(used).toMatchObject({ pageStatus: 'USED_OFFER', condition: 'UsedCondition' });
    expect(wall).toMatchObject({ pageStatus: 'ACCESS_DENIED_403', price: null });
  });

  it('reads "-" from stdin and uses --url as the page URL', () => {
    const run = runCli('extract.ts', ['-', '--url', 'https://outdoor-sommer.example/products/texapore-regenjacke?variant=101'], readFileSync(file('variant-list.html'), 'utf8'));
    expect(run.status).toBe(0);
    expect(run.lines.map(parse)).toEqual([expect.objectContaining({ file: '-', url: 'https://outdoor-sommer.example/products/texapore-regenjacke?variant=101', price: '149.95', sku: 'JW-1115281-S' })]);
  });

  it('applies a selectors file and prints an aggregator table with --price-table', () => {
    const selectors = runCli('extract.ts', [file('selectors-needed.html'), '--selectors', file('selectors-needed.selectors.json'), '--url', 'https://technik-vogt.example/artikel/13245']);
    expect(selectors.lines.map(parse)).toEqual([expect.objectContaining({ pageStatus: 'OK', price: '349.00', currency: 'EUR', regularPrice: '429.99', shippingCost: '5.90', gtin: '4054278560429' })]);
    const table = runCli('extract.ts', ['--price-table', file('aggregator-table.html'), '--url=https://preisfuchs.example/p/fiskars-xact-spaten-l-a1188']);
    const [record] = table.lines.map(parse);
    expect(record).toMatchObject({ pageStatus: 'OK', source: 'table', productName: 'Fiskars Xact Spaten L' });
    expect((record?.offers as unknown[]).length).toBe(4);
    const search = runCli('extract.ts', ['--price-table', file('aggregator-search.html')]);
    expect(search.lines.map(parse)).toEqual([expect.objectContaining({ pageStatus: 'PRICE_TABLE_MISSING', offers: [] })]);
  });

  it('applies an --exception file as the admin API returns it, and says when its scope would not apply', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-exception-'));
    try {
      const { instructions, settings } = JSON.parse(readFileSync(file('selectors-needed.selectors.json'), 'utf8'));
      const exception = join(dir, 'exception.json');
      writeFileSync(exception, JSON.stringify({
        id: '0197a000-0000-7000-8000-000000000001',
        code: 'technik-vogt-plain',
        scope: { hostname: 'technik-vogt.example', pathPattern: '^/artikel/\\d+$' },
        instructions: { ...instructions, availabilityValues: { 'Sofort lieferbar': 'LimitedAvailability' } },
        settings,
        createdAt: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
      }));
      const page = file('selectors-needed.html');
      const [inScope] = runCli('extract.ts', [page, '--exception', exception, '--url', 'https://www.technik-vogt.example/artikel/13245']).lines.map(parse);
      expect(inScope).toMatchObject({ pageStatus: 'OK', price: '349.00', availability: 'LimitedAvailability', gtin: '4054278560429' });
      expect((inScope?.notes as string[]).some((n) => n.startsWith('exception:'))).toBe(false);
      const [elsewhere] = runCli('extract.ts', [page, '--exception', exception, '--url', 'https://technik-vogt.example/kategorie/reiniger']).lines.map(parse);
      expect(elsewhere).toMatchObject({ price: '349.00' });
      expect((elsewhere?.notes as string[])[0]).toBe('exception: its scope (technik-vogt.example with a path matching ^/artikel/\\d+$) does not cover https://technik-vogt.example/kategorie/reiniger; the scraper would not apply it there');
      // Without the exception the visible-page fallback reads the plain page (method "visible", with a confidence).
      expect(runCli('extract.ts', [page, '--url', 'https://technik-vogt.example/artikel/13245']).lines.map(parse)[0]).toMatchObject({ price: '349.00', sources: { price: 'visible' }, confidence: { price: expect.any(Number) } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an invalid --exception file with every problem, exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-exception-'));
    try {
      const exception = join(dir, 'bad.json');
      writeFileSync(exception, JSON.stringify({ instructions: { price: '.preis:first-price', prise: '.p' }, settings: { timeoutMs: 5 }, note: 'x' }));
      const run = runCli('extract.ts', [file('selectors-needed.html'), '--exception', exception]);
      expect(run.status).toBe(2);
      expect(run.lines).toEqual([]);
      expect(run.stderr).toContain(`${exception} is not a valid scrape exception:`);
      expect(run.stderr).toContain('unknown key(s) "note"');
      expect(run.stderr).toContain('instructions: unknown key(s) "prise"');
      expect(run.stderr).toContain('settings.timeoutMs: at least 1000');
      writeFileSync(exception, JSON.stringify({ instructions: { price: '.preis:first-price' } }));
      expect(runCli('extract.ts', [file('selectors-needed.html'), '--exception', exception]).stderr).toMatch(/instructions\.price: not a valid CSS selector \(.+\)/);
      writeFileSync(exception, '{ "instructions": ');
      expect(runCli('extract.ts', [file('selectors-needed.html'), '--exception', exception]).stderr).toContain(`${exception}: not valid JSON`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints an error line for a missing file, goes on, and exits with 1', () => {
    const run = runCli('extract.ts', [file('nope.html'), file('rdfa.html')]);
    expect(run.status).toBe(1);
    expect(run.lines.map(parse)).toEqual([{ file: file('nope.html'), error: 'file not found' }, expect.objectContaining({ price: '139.99' })]);
    expect(run.stderr).toContain('file not found');
  });

  it('exits with 2 and the usage on bad arguments', () => {
    for (const args of [[], ['--bogus', 'x'], [file('rdfa.html'), '--url'], [file('rdfa.html'), '--decimal-separator', ';']]) {
      const run = runCli('extract.ts', args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.lines).toEqual([]);
      expect(run.stderr).toContain('usage: npm run -s extract');
    }
  });

  it('handles every fixture without crashing', () => {
    const names = ['graph-jsonld.html', 'rdfa.html', 'opengraph-only.html', 'category-listing.html', 'offer-expired.html', 'hostile-misleading.html', 'hostile-malformed.html', 'aggregator-jsonld.html', 'aggregator-list.html'];
    const run = runCli('extract.ts', names.map(file));
    expect(run.status).toBe(0);
    expect(run.lines.map(parse).map((r) => r.pageStatus)).toEqual(['OK', 'OK', 'OK', 'PRODUCT_NOT_FOUND', 'OFFER_EXPIRED', 'OK', 'OK', 'OK', 'PRODUCT_NOT_FOUND']);
  });
});

describe('declaredUrl', () => {
  it('reads the canonical link or og:url when absolute', () => {
    expect(declaredUrl('<link rel="canonical" href="https://s.example/p/1">')).toBe('https://s.example/p/1');
    expect(declaredUrl('<meta content="https://s.example/p/2" property="og:url">')).toBe('https://s.example/p/2');
    expect(declaredUrl('<link rel=canonical href=/p/3>')).toBeNull();
    expect(declaredUrl('<p>nothing</p>')).toBeNull();
  });
});
