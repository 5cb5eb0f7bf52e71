import { describe, expect, it } from 'vitest';
import { BROWSER_HEADERS } from './botWall.ts';
import { DEMO_PRODUCTS } from './catalogue.ts';
import { demoSiteResponse } from './router.ts';
import { searchProducts } from './searchPages.ts';
import { DEMO_COMPARISON_SITE, DEMO_SHOPS } from './sites.ts';

const day = '2026-11-29';
const get = (hostname: string, q: string, headers: Record<string, string> = {}) => demoSiteResponse({ hostname, path: '/search', query: new URLSearchParams({ q }), headers }, day);

describe('demo search pages', () => {
  it('ranks by shared words and keeps the near-misses of the same line', () => {
    const names = searchProducts(DEMO_PRODUCTS, 'Nordkap Kuppelzelt Fjord 2').map((p) => p.name);
    expect(names[0]).toBe('Nordkap Kuppelzelt Fjord 2');
    expect(names).toContain('Nordkap Tunnelzelt Fjord 3');
    expect(searchProducts(DEMO_PRODUCTS, '   ')).toEqual([]);
  });

  it('answers a shop search with links to its product pages, and nothing found with a message', () => {
    const shop = DEMO_SHOPS.find((s) => !s.botWall)!;
    const page = get(shop.hostname, 'Stirnlampe Lux');
    expect(page.status).toBe(200);
    expect(page.body).toContain('search-result');
    expect(page.body).toMatch(/Lux (450|900 R)/);
    expect(get(shop.hostname, 'Kaffeemaschine').body).toContain('Leider keine Treffer');
  });

  it('keeps a shop bot wall in front of its search', () => {
    const walled = DEMO_SHOPS.find((s) => s.botWall);
    if (!walled) return;
    expect(get(walled.hostname, 'Zelt').status).toBe(403);
    expect(get(walled.hostname, 'Zelt', BROWSER_HEADERS as Record<string, string>).status).toBe(200);
  });

  it('answers the comparison site search with its offers pages', () => {
    const page = get(DEMO_COMPARISON_SITE.hostname, 'Fjord 2');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/href="\/produkt\/\d+-nordkap-kuppelzelt-fjord-2"/);
  });
});
