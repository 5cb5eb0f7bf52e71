/**
 * What a URL looks like: a product page (an id, a slug with an id, /p/ or /dp/ paths) or a
 * category/listing/search page; and whether a redirect went "up" to a category.
 */
/** Paths that name a product outright (/p/…, /dp/…, /product/…). */
const PRODUCT_MARKER = /\/(?:p|dp|gp\/product|product|products|produkt|produkte|artikel|article|item|itm|offer)\/[^/]+/i;
/** A product id in the last segment: "-p12345", "/art-123", "weber-grill-123456.html", an ASIN. */
const PRODUCT_ID = /(?:[-_/](?:p|art|sku|id|pid|a)[-_]?\d{3,}|\d{4,}[^/]*)(?:\.html?)?\/?$/i;
const ASIN = /\/(?=[A-Z0-9]*\d)[A-Z0-9]{10}(?:\/|$)/;
const PRODUCT_QUERY = /(?:^|[?&])(?:id|pid|product_?id|productid|sku|artnr|art|item|variant)=[^&]+/i;
const CATEGORY_PATH = /\/(?:c|cat|category|categories|kategorie|kategorien|collections?|catalog|catalogue|sortiment|shop|list|listing|brand|marke|marken|angebote|sale|neuheiten|search|suche|such|s)(?:\/|$)|\/[^/]*-c\d+(?:\/|$)/i;
const SEARCH = /\/(?:search|suche|such|s|results|find|finden)(?:\/|$|\.html?)|(?:^|[?&])(?:q|query|search|searchterm|search_query|such|suche|keyword|keywords|k|fs|qs|term)=/i;

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

const segments = (path: string): string[] => path.split('/').filter(Boolean);

export function looksLikeProductUrl(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (/\/collections\/[^/]+\/?$/i.test(parsed.pathname)) return false;
  return PRODUCT_MARKER.test(parsed.pathname) || PRODUCT_ID.test(parsed.pathname) || ASIN.test(parsed.pathname) || PRODUCT_QUERY.test(parsed.search);
}

export function looksLikeCategoryUrl(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (segments(parsed.pathname).length === 0) return true;
  return CATEGORY_PATH.test(parsed.pathname) || SEARCH.test(`${parsed.pathname}${parsed.search}`);
}

export function looksLikeSearchUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && SEARCH.test(`${parsed.pathname}${parsed.search}`);
}

/**
 * Judged from the URLs alone: the redirect target is a category/listing — the home page, a path
 * "above" the original one, a category/search path, or any path without a product id or slug.
 */
export function isCategoryRedirectUrl(originalUrl: string, targetUrl: string): boolean {
  const original = parse(originalUrl);
  const target = parse(targetUrl);
  if (!target) return false;
  const targetSegments = segments(target.pathname);
  if (targetSegments.length === 0) return true;
  if (original) {
    const originalSegments = segments(original.pathname);
    const isAncestor = targetSegments.length < originalSegments.length && targetSegments.every((s, i) => s === originalSegments[i]);
    if (isAncestor) return true;
  }
  if (PRODUCT_MARKER.test(target.pathname) || ASIN.test(target.pathname) || PRODUCT_QUERY.test(target.search)) return false;
  if (CATEGORY_PATH.test(target.pathname) || SEARCH.test(`${target.pathname}${target.search}`)) return true;
  return !PRODUCT_ID.test(target.pathname);
}
