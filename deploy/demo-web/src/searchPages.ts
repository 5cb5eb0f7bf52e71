/**
 * Search pages of the demo sites (`/search?q=`), for product discovery (issue 17): a shop lists
 * the products it sells whose name, brand or model number share words with the query, best first
 * — so the same product line in another size or model (Fjord 2 / Fjord 3, Lux 450 / Lux 900 R)
 * shows up beside the product, as on a real shop. The comparison site answers the same way with
 * its offers pages. Pure: request and day in, response out; null when the path is no search.
 */
import { looksLikeBrowser } from './botWall.ts';
import { type DemoProduct, DEMO_PRODUCTS } from './catalogue.ts';
import { comparisonRows } from './comparisonSite.ts';
import { hasLiveOffer, sellerLists, specialPageOf } from './listings.ts';
import { euroDe } from './money.ts';
import { comparisonOverviewPage } from './pages/comparisonPages.ts';
import { esc } from './pages/html.ts';
import { shopPage } from './pages/shopFrame.ts';
import { type DayKey, offerOn } from './prices.ts';
import { type DemoRequest, type DemoResponse, htmlResponse } from './response.ts';
import { DEMO_COMPARISON_SITE, type DemoShop, shopByHostname } from './sites.ts';
import { comparisonOffersPath, imagePath, productPath } from './urls.ts';

/** Results per search page (a first page of results, as shops show). */
const PAGE_SIZE = 12;

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Products sharing words with the query, most shared words first (ties: catalogue order). */
export function searchProducts(products: readonly DemoProduct[], query: string): DemoProduct[] {
  const wanted = new Set(words(query));
  if (wanted.size === 0) return [];
  return products
    .map((product, index) => {
      const own = new Set(words(`${product.name} ${product.brand} ${product.mpn}`));
      return { product, index, shared: [...wanted].filter((w) => own.has(w)).length };
    })
    .filter((hit) => hit.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, PAGE_SIZE)
    .map((hit) => hit.product);
}

function shopSearchPage(shop: DemoShop, query: string, day: DayKey): string {
  // What the shop sells and still shows (gone and moved products are not found by its search).
  const sold = DEMO_PRODUCTS.filter((p) => hasLiveOffer(shop.key, p) || (sellerLists(shop.key, p) && specialPageOf(shop.key, p.sku) === 'OUT_OF_STOCK'));
  const hits = searchProducts(sold, query);
  const tiles = hits
    .map((p) => {
      // The script-rendered shop shows no price in its HTML.
      const price = shop.style === 'javascript' ? '' : `<span class="card-price">${euroDe(offerOn(shop, p, day).priceCents)}</span>`;
      return `<li class="search-result product-card"><a href="${esc(productPath(shop, p))}"><img src="${esc(imagePath(p))}" alt="" width="200" height="150"><br><span class="result-title">${esc(p.name)}</span></a><br>${price}</li>`;
    })
    .join('\n      ');
  return shopPage(shop, {
    title: `Suche: ${query}`,
    body: `
    <h1>Suchergebnisse für „${esc(query)}“</h1>
    <p class="result-count">${hits.length} Treffer</p>
    ${hits.length === 0 ? '<p class="no-results">Leider keine Treffer. Versuche es mit einem anderen Suchbegriff.</p>' : `<ul class="search-results">\n      ${tiles}\n    </ul>`}`,
  });
}

function comparisonSearchPage(query: string, day: DayKey): string {
  const hits = searchProducts(DEMO_PRODUCTS, query).map((product) => {
    const rows = comparisonRows(product, day).filter((r) => r.availability !== 'OutOfStock');
    return { name: product.name, url: comparisonOffersPath(product), imageUrl: imagePath(product), fromCents: rows.length === 0 ? null : Math.min(...rows.map((r) => r.priceCents)), offerCount: rows.length };
  });
  return comparisonOverviewPage(`Suche: ${query}`, `Suchergebnisse für „${query}“`, hits);
}

/** The search page of a demo site, or null when the request is not for one (or a shop's bot wall answers it). */
export function demoSearchResponse(request: DemoRequest, day: DayKey): DemoResponse | null {
  if (request.path !== '/search') return null;
  const query = (request.query.get('q') ?? '').trim().slice(0, 200);
  if (request.hostname === DEMO_COMPARISON_SITE.hostname) return htmlResponse(200, comparisonSearchPage(query, day));
  const shop = shopByHostname(request.hostname);
  if (!shop || (shop.botWall && !looksLikeBrowser(request.headers))) return null;
  return htmlResponse(200, shopSearchPage(shop, query, day));
}
