/**
 * The price comparison site as a site: product offers pages (every seller's offer of the day),
 * overview pages (start, search, category), outbound redirects and images. Pure.
 */
import { type DemoProduct, DEMO_CATEGORIES, DEMO_PRODUCTS, categoryOf } from './catalogue.ts';
import { hasLiveOffer } from './listings.ts';
import { type DayKey, type PricedSeller, offerOn, shippingCentsFor } from './prices.ts';
import { type ComparisonRow, type OverviewItem, comparisonNotFoundPage, comparisonOffersPage, comparisonOverviewPage } from './pages/comparisonPages.ts';
import { productImageSvg } from './pages/productImage.ts';
import { type DemoRequest, type DemoResponse, ROBOTS_TXT, htmlResponse, redirectResponse, textResponse } from './response.ts';
import { DEMO_COMPARISON_SITE, DEMO_SHOPS, type ShippingRule } from './sites.ts';
import { COMPARISON_OFFERS_PATH_PATTERN, comparisonOffersPath, imagePath, productUrl, siteUrl } from './urls.ts';

interface Seller extends PricedSeller {
  name: string;
  shipping: ShippingRule;
  deliveryTime: string;
}

const SELLERS: readonly Seller[] = [...DEMO_SHOPS, ...DEMO_COMPARISON_SITE.extraSellers];

function goPath(seller: Seller, product: DemoProduct): string {
  return `/go/${seller.key}/${product.id}`;
}

export function comparisonRows(product: DemoProduct, day: DayKey): ComparisonRow[] {
  return SELLERS.filter((seller) => hasLiveOffer(seller.key, product)).map((seller) => {
    const offer = offerOn(seller, product, day);
    return {
      sellerName: seller.name,
      goUrl: siteUrl(DEMO_COMPARISON_SITE.hostname, goPath(seller, product)),
      priceCents: offer.priceCents,
      shippingCents: shippingCentsFor(seller.shipping, offer.priceCents),
      availability: offer.availability,
      deliveryTime: seller.deliveryTime,
    };
  });
}

function overviewItems(products: readonly DemoProduct[], day: DayKey): OverviewItem[] {
  return products.map((product) => {
    const rows = comparisonRows(product, day).filter((r) => r.availability !== 'OutOfStock');
    return {
      name: product.name,
      url: comparisonOffersPath(product),
      imageUrl: imagePath(product),
      fromCents: rows.length === 0 ? null : Math.min(...rows.map((r) => r.priceCents)),
      offerCount: rows.length,
    };
  });
}

function matches(product: DemoProduct, query: string): boolean {
  const haystack = `${product.name} ${product.brand} ${categoryOf(product).path.join(' ')} ${product.gtin}`.toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

export function comparisonResponse(request: DemoRequest, day: DayKey): DemoResponse {
  const { path } = request;
  if (path === '/robots.txt') return textResponse(200, ROBOTS_TXT);
  if (path === '/') return htmlResponse(200, comparisonOverviewPage('Preisvergleich für Outdoor-Ausrüstung', 'Beliebte Produkte', overviewItems(DEMO_PRODUCTS.slice(0, 12), day)));
  if (path === '/suche') {
    const query = (request.query.get('q') ?? '').trim();
    const found = DEMO_PRODUCTS.filter((p) => matches(p, query));
    return htmlResponse(200, comparisonOverviewPage(`Suche: ${query}`, `Suchergebnisse für „${query}“`, overviewItems(found, day)));
  }
  const category = DEMO_CATEGORIES.find((c) => path === `/kategorie/${c.key}`);
  if (category) {
    return htmlResponse(200, comparisonOverviewPage(category.name, category.name, overviewItems(DEMO_PRODUCTS.filter((p) => p.categoryKey === category.key), day)));
  }
  const offers = COMPARISON_OFFERS_PATH_PATTERN.exec(path);
  if (offers) {
    const product = DEMO_PRODUCTS.find((p) => p.id === Number(offers[1]));
    if (!product) return htmlResponse(404, comparisonNotFoundPage());
    const canonical = comparisonOffersPath(product);
    if (canonical !== path) return redirectResponse(301, siteUrl(DEMO_COMPARISON_SITE.hostname, canonical));
    const url = siteUrl(DEMO_COMPARISON_SITE.hostname, canonical);
    return htmlResponse(200, comparisonOffersPage(product, categoryOf(product), siteUrl(DEMO_COMPARISON_SITE.hostname, imagePath(product)), url, comparisonRows(product, day)));
  }
  const go = /^\/go\/([a-z0-9-]+)\/(\d+)$/.exec(path);
  if (go) {
    const shop = DEMO_SHOPS.find((s) => s.key === go[1]);
    const product = DEMO_PRODUCTS.find((p) => p.id === Number(go[2]));
    if (shop && product) return redirectResponse(302, productUrl(shop, product));
    return htmlResponse(404, comparisonNotFoundPage());
  }
  const image = DEMO_PRODUCTS.find((p) => path === imagePath(p));
  if (image) return textResponse(200, productImageSvg(image, DEMO_COMPARISON_SITE.accent), 'image/svg+xml');
  return htmlResponse(404, comparisonNotFoundPage());
}
