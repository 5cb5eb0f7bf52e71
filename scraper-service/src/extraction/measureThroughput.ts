/**
 * Extraction throughput on the saved product pages (Cheerio/htmlparser2 path: parse, extract,
 * classify), single-threaded. Run: `npx node scraper-service/src/extraction/measureThroughput.ts [seconds]`.
 * Reports the fixtures as saved (3–8 KB) and padded with the boilerplate of a real shop page
 * (mega menu, footer, inline scripts and styles: ~150 KB), which is what a crawler fetches.
 * `measureExtractionThroughput` is exported for `npm run bench`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { classifyPage } from './classifyPage.ts';
import { extractProductPage } from './extractProductPage.ts';
import { FIXTURES_DIR } from './fixtures.ts';

const PRODUCT_PAGES = [
  'shopify-jsonld.html',
  'woocommerce-microdata.html',
  'rdfa.html',
  'opengraph-only.html',
  'graph-jsonld.html',
  'out-of-stock.html',
  'used-offer.html',
  'variant-list.html',
  'hostile-misleading.html',
  'hostile-malformed.html',
];

export interface Throughput {
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  averageKb: number;
}

export function measureExtractionThroughput(pages: readonly { url: string; html: string }[], seconds = 3): Throughput {
  // Warm-up (JIT) before measuring.
  for (let i = 0; i < 50; i++) for (const page of pages) extractProductPage(page.html, { url: page.url });
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < seconds * 1000) {
    for (const page of pages) {
      const extraction = extractProductPage(page.html, { url: page.url });
      classifyPage({ status: 200, originalUrl: page.url, extraction });
      count++;
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  const averageKb = pages.reduce((sum, p) => sum + p.html.length, 0) / pages.length / 1024;
  return { pages: count, seconds: elapsed, pagesPerSecond: count / elapsed, averageKb };
}

/** How the mega menu is marked up: a `<nav>` (most shop themes), a `<div class="mega-menu">`, a `<div>` with a class that says nothing ("x7k2q"). */
export type MenuShape = 'nav' | 'div' | 'unnamed-div';
export const MENU_SHAPES: readonly MenuShape[] = ['nav', 'div', 'unnamed-div'];

/** The boilerplate around a product on a real shop page: navigation, footer, scripts, styles. */
export function withShopBoilerplate(html: string, options: { menu?: MenuShape } = {}): string {
  const shape = options.menu ?? 'nav';
  const [menuTag, menuClass] = shape === 'nav' ? ['nav', 'mega-menu'] : shape === 'div' ? ['div', 'mega-menu'] : ['div', 'x7k2q'];
  const menu = Array.from({ length: 40 }, (_, c) =>
    `<li class="nav-item"><a href="/kategorie-${c}">Kategorie ${c}</a><ul class="sub">${Array.from({ length: 12 }, (_, s) => `<li><a href="/kategorie-${c}/unterkategorie-${s}" title="Unterkategorie ${s}">Unterkategorie ${s}</a></li>`).join('')}</ul></li>`,
  ).join('\n');
  const footer = Array.from({ length: 60 }, (_, i) => `<li><a href="/info/${i}">Service-Seite ${i}</a></li>`).join('');
  const script = `<script>window.__APP__=${JSON.stringify({ translations: Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`key.${i}`, `Übersetzter Text Nummer ${i}`])) })};</script>`;
  const style = `<style>${Array.from({ length: 700 }, (_, i) => `.c-${i}{margin:${i % 8}px;padding:${i % 5}px;color:#${(i * 1234).toString(16).padStart(6, '0').slice(0, 6)}}`).join('')}</style>`;
  const recommendations = Array.from({ length: 12 }, (_, i) => `<div class="product-tile"><a href="/p/empfehlung-${i}">Empfehlung ${i}</a><span class="price">${i + 9},99 €</span></div>`).join('');
  return html
    .replace(/<head([^>]*)>/i, `<head$1>${style}${script}`)
    .replace(/<body([^>]*)>/i, `<body$1><${menuTag} class="${menuClass}"><ul>${menu}</ul></${menuTag}>`)
    .replace(/<\/body>/i, `<section class="recommendations">${recommendations}</section><footer><ul>${footer}</ul></footer></body>`);
}

function main(): void {
  const seconds = Number(process.argv[2] ?? 3);
  const available = new Set(readdirSync(FIXTURES_DIR));
  const pages = PRODUCT_PAGES.filter((n) => available.has(n)).map((name) => ({
    url: `https://shop.example/p/${name.replace('.html', '')}-12345`,
    html: readFileSync(`${FIXTURES_DIR}${name}`, 'utf8'),
  }));
  const report = (label: string, t: Throughput) =>
    console.log(`${label.padEnd(44)} ${Math.round(t.pagesPerSecond).toLocaleString('en-US').padStart(7)} pages/s  (avg ${t.averageKb.toFixed(1)} KB, ${t.pages} pages in ${t.seconds.toFixed(1)} s, one core, Node ${process.version})`);
  report('extraction, saved fixtures', measureExtractionThroughput(pages, seconds));
  for (const menu of MENU_SHAPES) report(`extraction, fixtures + shop boilerplate (menu: ${menu})`, measureExtractionThroughput(pages.map((p) => ({ ...p, html: withShopBoilerplate(p.html, { menu }) })), seconds));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
