/**
 * Issue 16, bad input: every category gives a clear status instead of a guess, without a crash
 * and in bounded work (the walks are capped; no wall-clock bounds here).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyPage } from './classifyPage.ts';
import { extractProductPage } from './extractProductPage.ts';

const status = (html: string, url = 'https://shop.example/p/1') => {
  const extraction = extractProductPage(html, { url });
  return { extraction, pageStatus: classifyPage({ status: 200, originalUrl: url, extraction }) };
};
const corpusPage = (name: string) => readFileSync(new URL(`./corpus/pages/${name}`, import.meta.url), 'utf8');

describe('bad input', () => {
  it('a 30 MB page: parsed up to the limit, noted as truncated, no price guessed from its junk', () => {
    const junk = Array.from({ length: 500_000 }, (_, i) => `<div class="row"><span>Zeile ${i}</span> <i>${i % 97},${String(i % 100).padStart(2, "0")}</i></div>`).join("");
    const html = `<html lang="de"><body><h1>Export</h1>${junk}</body></html>`;
    expect(html.length).toBeGreaterThan(30_000_000);
    const { extraction, pageStatus } = status(html);
    expect(extraction.notes.map((n) => n.code)).toContain('EXTRACTION_TRUNCATED');
    expect(extraction.price).toBeNull();
    expect(['PRODUCT_NOT_FOUND', 'NO_CLEAN_DATA']).toContain(pageStatus);
  });

  it('deeply nested markup (50,000 levels) with the price at the bottom: no stack overflow', () => {
    const html = `<html><body>${'<div><span>'.repeat(25_000)}<h1>Tief</h1><b class="price">12,00 €</b>${'</span></div>'.repeat(25_000)}</body></html>`;
    const { extraction } = status(html);
    expect(extraction.price === null || extraction.price === '12.00').toBe(true);
  });

  it('Latin-1 bytes served as UTF-8: the unreadable currency mark is not replaced by a guess', () => {
    // "Preis: 12,99 £" and "Größe" in Latin-1, decoded as UTF-8: every non-ASCII byte becomes U+FFFD.
    const bytes = Buffer.from('<html lang="de"><body><h1>Gr\xf6\xdfe M Jacke</h1><div class="product"><span class="price">12,99 \xa3</span><button class="add-to-cart">In den Warenkorb</button></div></body></html>', 'latin1');
    const html = bytes.toString('utf8');
    expect(html).toContain('\uFFFD');
    const { extraction, pageStatus } = status(html, 'https://laden.example.de/p/1');
    expect(extraction.currency).toBeNull();
    expect(pageStatus).toBe('NO_CLEAN_DATA');
  });

  it('a page that is all script (not rendered): no product, no price from the script data', () => {
    const { extraction, pageStatus } = status(corpusPage('hand-20-spa-shell.html'), 'https://trail.example/p/trail-shoe-x');
    expect(extraction.price).toBeNull();
    expect(['PRODUCT_NOT_FOUND', 'NO_CLEAN_DATA']).toContain(pageStatus);
  });

  it('a price only in an image: no price, not a phone number or an opening hour read as one', () => {
    const { extraction, pageStatus } = status(corpusPage('hand-19-price-in-image.html'), 'https://gartenmoebel-kraus.example/gartenbank-teak');
    expect(extraction.price).toBeNull();
    expect(['PRODUCT_NOT_FOUND', 'NO_CLEAN_DATA']).toContain(pageStatus);
  });
});
