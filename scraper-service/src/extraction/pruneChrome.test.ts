import { describe, expect, it } from 'vitest';
import { extractProductPage } from './extractProductPage.ts';
import { withShopBoilerplate } from './measureThroughput.ts';
import { withoutChrome } from './pruneChrome.ts';

const links = (n: number, text = 'Kategorie') => Array.from({ length: n }, (_, i) => `<li><a href="/k/${i}">${text} ${i}</a></li>`).join('');

describe('chrome cut before parsing', () => {
  it('empties a menu, footer or recommendation container named by its class or id, keeps the tags', () => {
    const menu = `<ul>${links(20)}</ul>`;
    expect(withoutChrome(`<body><div class="mega-menu">${menu}</div><h1>T</h1></body>`)).toBe('<body><div class="mega-menu"></div><h1>T</h1></body>');
    expect(withoutChrome(`<div id="site_footer"><p>${'Impressum '.repeat(30)}</p></div>`)).toBe('<div id="site_footer"></div>');
    const tiles = `<div class="tile"><a href="/p/1">Zelt</a><span class="price">99,00 €</span></div>`.repeat(6);
    expect(withoutChrome(`<section class="related-products">${tiles}</section><p>x</p>`)).toBe('<section class="related-products"></section><p>x</p>');
  });

  it('empties a link-dense list whatever its class, but not one with prices or few links', () => {
    expect(withoutChrome(`<div class="x1f"><ul class="a9">${links(30)}</ul></div>`)).toBe('<div class="x1f"><ul class="a9"></ul></div>');
    const priced = `<ul class="a9">${links(30, 'Zelt 99,00 €')}</ul>`;
    expect(withoutChrome(priced)).toBe(priced);
    const zloty = `<ul class="a9">${links(30, 'Namiot od 299 zł')}</ul>`;
    expect(withoutChrome(zloty)).toBe(zloty);
    const few = `<ul>${links(5, 'Ein recht langer Eintrag einer Aufzählung im Beschreibungstext des Produkts')}</ul>`;
    expect(withoutChrome(few)).toBe(few);
    const prose = `<ul>${Array.from({ length: 20 }, (_, i) => `<li>Merkmal ${i}: wasserdicht und leicht, <a href="/glossar">mehr</a> dazu</li>`).join('')}<li>a</li><li>b</li><li>c</li><li>d</li><li>e</li><li>f</li></ul>`;
    expect(withoutChrome(prose)).toBe(prose);
  });

  it('never cuts what other readers use: JSON-LD, microdata, RDFa, the <h1>', () => {
    for (const inside of ['<script type="application/ld+json">{"@type":"Product"}</script>', '<div itemscope itemtype="https://schema.org/Product"></div>', '<div typeof="schema:Product"></div>', '<h1>Zelt</h1>']) {
      const html = `<div class="header">${inside}<ul>${links(20)}</ul></div>`;
      expect(withoutChrome(html)).toContain(inside);
    }
  });

  it('leaves a region whose end is unclear: no closing tag, or one that closes its parent first', () => {
    const unclosed = `<div class="menu">${links(20)}`;
    expect(withoutChrome(unclosed)).toBe(unclosed);
    // The menu's </div> is missing: a parser closes it with the <section>; counting <div>s would reach the product's block.
    const crossing = `<section><div class="menu">${links(20)}</section><div class="product"><span class="price">12,00 €</span></div>`;
    expect(withoutChrome(crossing)).toBe(crossing);
  });

  it('reads the same product from a page whose mega menu is a <div> as from one whose menu is a <nav>', () => {
    const page = '<html lang="de"><head><title>Zelt Nordkap 2</title></head><body><main><h1>Zelt Nordkap 2</h1><span class="price">249,00 €</span><p class="stock">Auf Lager</p><button class="add-to-cart">In den Warenkorb</button></main></body></html>';
    const url = 'https://outdoor.example.de/p/zelt-nordkap-2';
    const nav = extractProductPage(withShopBoilerplate(page, { menu: 'nav' }), { url });
    const div = extractProductPage(withShopBoilerplate(page, { menu: 'div' }), { url });
    expect(div).toMatchObject({ price: '249.00', currency: 'EUR', availability: 'InStock', productFound: true });
    expect({ ...div, notes: [] }).toEqual({ ...nav, notes: [] });
  });

  it('keeps the page as it is for a scrape exception, whose selectors may read a menu', () => {
    const html = `<html><body><div class="header">${'<a href="/x">Zelte</a> '.repeat(40)}<span class="brand">Nordkap</span></div><h1>Zelt</h1><span class="price">99,00 €</span></body></html>`;
    const e = extractProductPage(html, { url: 'https://s.example/p/1', selectors: { instructions: { brand: '.brand', price: '.price' }, settings: {} } as never });
    expect(e).toMatchObject({ brand: 'Nordkap', price: '99.00' });
  });
});
