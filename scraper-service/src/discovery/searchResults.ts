/**
 * The result list of a shop's or comparison site's own search page: the links to product pages
 * of the same host, in the page's order. Pure (HTML in, URLs out).
 */
import { load } from 'cheerio';
import { looksLikeCategoryUrl, looksLikeProductUrl, looksLikeSearchUrl } from '../extraction/urlHeuristics.ts';

/** At most this many candidates per search are fetched and scored (spec: "10 candidates dismissed"). */
export const MAX_CANDIDATES = 10;

/** Containers a result tile sits in, on most shop systems. */
const TILE_CLASS = /product|result|item|card|tile|hit|offer/i;

export function searchResultLinks(html: string, pageUrl: string, limit = MAX_CANDIDATES): string[] {
  const $ = load(html);
  const base = new URL(pageUrl);
  const seen = new Set<string>();
  const inTiles: string[] = [];
  const productLike: string[] = [];
  $('a[href]').each((_, element) => {
    const href = $(element).attr('href');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) return;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return;
    }
    if (url.host !== base.host || (url.protocol !== 'http:' && url.protocol !== 'https:')) return;
    url.hash = '';
    const absolute = url.toString();
    if (seen.has(absolute) || absolute === base.toString() || looksLikeSearchUrl(absolute)) return;
    const inTile = $(element).find('img').length > 0 || $(element).parents().toArray().some((parent) => TILE_CLASS.test($(parent).attr('class') ?? ''));
    const product = looksLikeProductUrl(absolute);
    if (!product && (looksLikeCategoryUrl(absolute) || !inTile)) return;
    seen.add(absolute);
    (inTile ? inTiles : productLike).push(absolute);
  });
  // Links in result tiles first (the list itself), then product-like links elsewhere on the page.
  return [...inTiles, ...productLike].slice(0, limit);
}
