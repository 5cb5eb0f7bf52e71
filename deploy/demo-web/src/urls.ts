/** Paths and absolute URLs of the demo sites; each shop has its own URL scheme, as real shops do. */
import type { DemoProduct } from './catalogue.ts';
import { type DemoShop, DEMO_COMPARISON_SITE } from './sites.ts';

export function productPath(shop: DemoShop, product: DemoProduct): string {
  switch (shop.style) {
    case 'json-ld':
      return `/products/${product.slug}`;
    case 'microdata':
      return `/produkt/${product.slug}/`;
    case 'selector':
      return `/artikel/${40000 + product.id * 17}.html`;
    case 'javascript':
      return `/p/${product.id}/${product.slug}`;
    case 'json-ld-graph':
      return `/${product.categoryKey}/${product.slug}/${product.sku.toLowerCase()}`;
  }
}

/** Product pages of the plain-HTML ('selector' style) shop, as productPath writes them. */
export const SELECTOR_SHOP_PRODUCT_PATH_PATTERN = /^\/artikel\/\d+\.html$/;

export function categoryPath(shop: DemoShop, categoryKey: string): string {
  switch (shop.style) {
    case 'json-ld':
      return `/collections/${categoryKey}`;
    case 'microdata':
      return `/produkt-kategorie/${categoryKey}/`;
    case 'selector':
      return `/kategorie/${categoryKey}.html`;
    case 'javascript':
      return `/c/${categoryKey}`;
    case 'json-ld-graph':
      return `/${categoryKey}/`;
  }
}

export function imagePath(product: DemoProduct): string {
  return `/images/${product.slug}.svg`;
}

export function siteUrl(hostname: string, path = '/'): string {
  return `http://${hostname}${path}`;
}

export function productUrl(shop: DemoShop, product: DemoProduct): string {
  return siteUrl(shop.hostname, productPath(shop, product));
}

/** The comparison site's product offers page (the page its URLs must point at). */
export function comparisonOffersPath(product: DemoProduct): string {
  return `/produkt/${product.id}-${product.slug}`;
}

export const COMPARISON_OFFERS_PATH_PATTERN = /^\/produkt\/(\d+)-[a-z0-9-]+$/;

export function comparisonOffersUrl(product: DemoProduct): string {
  return siteUrl(DEMO_COMPARISON_SITE.hostname, comparisonOffersPath(product));
}

/** A search overview of the comparison site (several products: not a valid offer URL). */
export function comparisonSearchUrl(query: string): string {
  return siteUrl(DEMO_COMPARISON_SITE.hostname, `/suche?q=${encodeURIComponent(query)}`);
}

export function comparisonCategoryPath(categoryKey: string): string {
  return `/kategorie/${categoryKey}`;
}
