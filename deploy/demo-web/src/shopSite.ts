/**
 * One demo shop as a site: its routes (start, categories, product pages in the shop's style,
 * images, the script shop's offer API) and its special pages (redirect to category, 404, 410),
 * behind the bot wall where the shop has one. Pure: request and day in, response out.
 */
import { type DemoProduct, DEMO_CATEGORIES, DEMO_PRODUCTS, categoryOf } from './catalogue.ts';
import { looksLikeBrowser } from './botWall.ts';
import { hashUnit } from './hash.ts';
import { hasLiveOffer, sellerLists, specialPageOf } from './listings.ts';
import { type DayKey, offerOn, shippingCentsFor } from './prices.ts';
import { botWallPage } from './pages/botWallPage.ts';
import { graphProductPage } from './pages/graphPage.ts';
import { jsonLdProductPage } from './pages/jsonLdPage.ts';
import { microdataProductPage } from './pages/microdataPage.ts';
import type { ProductPageModel } from './pages/model.ts';
import { productImageSvg } from './pages/productImage.ts';
import { scriptOfferJson, scriptOfferPath, scriptProductPage } from './pages/scriptPage.ts';
import { selectorProductPage } from './pages/selectorPage.ts';
import { type ListedItem, shopCategoryPage, shopGonePage, shopHomePage, shopNotFoundPage } from './pages/shopPages.ts';
import { type DemoRequest, type DemoResponse, ROBOTS_TXT, htmlResponse, jsonResponse, redirectResponse, textResponse } from './response.ts';
import type { DemoShop } from './sites.ts';
import { categoryPath, imagePath, productPath, siteUrl } from './urls.ts';

type Route =
  | { kind: 'product'; product: DemoProduct }
  | { kind: 'category'; categoryKey: string }
  | { kind: 'image'; product: DemoProduct }
  | { kind: 'offer-api'; product: DemoProduct };

const routeTables = new Map<string, Map<string, Route>>();

function routesOf(shop: DemoShop): Map<string, Route> {
  const known = routeTables.get(shop.key);
  if (known) return known;
  const routes = new Map<string, Route>();
  for (const category of DEMO_CATEGORIES) routes.set(categoryPath(shop, category.key), { kind: 'category', categoryKey: category.key });
  for (const product of DEMO_PRODUCTS) {
    routes.set(imagePath(product), { kind: 'image', product });
    if (!sellerLists(shop.key, product)) continue;
    routes.set(productPath(shop, product), { kind: 'product', product });
    if (shop.style === 'javascript') routes.set(scriptOfferPath(product.id), { kind: 'offer-api', product });
  }
  routeTables.set(shop.key, routes);
  return routes;
}

function liveProducts(shop: DemoShop): DemoProduct[] {
  return DEMO_PRODUCTS.filter((p) => hasLiveOffer(shop.key, p) || specialPageOf(shop.key, p.sku) === 'USED');
}

function listed(shop: DemoShop, products: readonly DemoProduct[], day: DayKey): ListedItem[] {
  return products.map((p) => ({
    name: p.name,
    url: productPath(shop, p),
    imageUrl: imagePath(p),
    priceCents: shop.style === 'javascript' ? null : offerOn(shop, p, day).priceCents,
  }));
}

export function productPageModel(shop: DemoShop, product: DemoProduct, day: DayKey): ProductPageModel {
  const offer = offerOn(shop, product, day);
  const related = liveProducts(shop)
    .filter((p) => p.categoryKey === product.categoryKey && p.id !== product.id)
    .slice(0, 3)
    .map((p) => ({ name: p.name, url: productPath(shop, p), priceCents: offerOn(shop, p, day).priceCents }));
  return {
    shop,
    product,
    category: categoryOf(product),
    offer,
    shippingCents: shippingCentsFor(shop.shipping, offer.priceCents),
    url: siteUrl(shop.hostname, productPath(shop, product)),
    imageUrl: siteUrl(shop.hostname, imagePath(product)),
    categoryUrl: siteUrl(shop.hostname, categoryPath(shop, product.categoryKey)),
    day,
    related,
  };
}

function productPage(model: ProductPageModel): string {
  switch (model.shop.style) {
    case 'json-ld':
      return jsonLdProductPage(model);
    case 'microdata':
      return microdataProductPage(model);
    case 'selector':
      return selectorProductPage(model);
    case 'javascript':
      return scriptProductPage(model);
    case 'json-ld-graph':
      return graphProductPage(model);
  }
}

function productResponse(shop: DemoShop, product: DemoProduct, day: DayKey): DemoResponse {
  switch (specialPageOf(shop.key, product.sku)) {
    case 'REDIRECT_TO_CATEGORY':
      return redirectResponse(302, siteUrl(shop.hostname, categoryPath(shop, product.categoryKey)));
    case 'NOT_FOUND':
      return htmlResponse(404, shopNotFoundPage(shop));
    case 'GONE':
      return htmlResponse(410, shopGonePage(shop, product.name));
    default:
      return htmlResponse(200, productPage(productPageModel(shop, product, day)));
  }
}

export function shopResponse(shop: DemoShop, request: DemoRequest, day: DayKey): DemoResponse {
  if (request.path === '/robots.txt') return textResponse(200, ROBOTS_TXT);
  if (shop.botWall && !looksLikeBrowser(request.headers)) {
    const ray = Math.floor(hashUnit(request.path, day, request.headers['user-agent'] ?? '') * 2 ** 32).toString(16).padStart(8, '0');
    return htmlResponse(403, botWallPage(shop.name, ray), { 'cache-control': 'no-store' });
  }
  if (request.path === '/') return htmlResponse(200, shopHomePage(shop, listed(shop, liveProducts(shop).slice(0, 8), day)));
  const route = routesOf(shop).get(request.path);
  switch (route?.kind) {
    case 'product':
      return productResponse(shop, route.product, day);
    case 'category': {
      const category = DEMO_CATEGORIES.find((c) => c.key === route.categoryKey);
      if (!category) break;
      return htmlResponse(200, shopCategoryPage(shop, category, listed(shop, liveProducts(shop).filter((p) => p.categoryKey === category.key), day)));
    }
    case 'image':
      return textResponse(200, productImageSvg(route.product, shop.accent), 'image/svg+xml');
    case 'offer-api':
      return jsonResponse(200, scriptOfferJson(productPageModel(shop, route.product, day)));
    default:
      break;
  }
  return htmlResponse(404, shopNotFoundPage(shop));
}
