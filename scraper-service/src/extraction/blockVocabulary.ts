/**
 * The class/id vocabulary of page parts that never hold the main product's data: page chrome
 * (header, menus, footer, cookie banners, mini cart) and recommendations (related products,
 * carousels, tiles). One home for the visible-page fallback's walk (visibleProduct.ts) and the
 * cut made before parsing (pruneChrome.ts), so that both agree on what is skipped.
 */

/** A word at the start of a class/id token ("related-products", "slider_main"). */
export const token = (list: string) => new RegExp(`(?:^|[^a-z])(?:${list})`, 'i');
/** Recommendation, bundle, "customers also bought", carousel and recently-viewed blocks (class/id/aria-label). */
export const RECOMMENDATION = token(
  'related|recommend|similar|also-?(?:bought|viewed|like)|upsell|up-sell|cross-?sell|bundle|carousel|slider|swiper|slick|recently|last-?viewed|you-?may|accessor|zubehoer|zubehör|empfehl|aehnlich|ähnlich|andere-?kunden|kunden-?kauften|vous-?aimerez|produits-?similaires|correlat|simili|relacionad|similares|vergelijkbar|aanbevol|podobne|polecane|rekomend|podobn|doporuč|doporuc|souvisej|hasonl|liknande|lignende|frequently|complete-?the-?look|sponsored|gesponsert|teaser|product-?(?:tile|card|item|box|miniature|grid-item|list-item)(?=\\s|$)',
);
/** Page chrome whose prices (mini cart, free-shipping threshold) are never the product's. */
export const CHROME = /(?:^|\s)(?:(?:site|main|global|shop)-?(?:header|footer|nav|navigation|menu)|page-?(?:footer|nav|navigation|menu)|header|footer|masthead|navbar|navigation|nav|menu|main-?menu|mega-?menu|top-?bar|minicart|mini-?cart|cart-?summary|basket-?summary|header-?cart|site-?header-?cart|cookie[\w-]*|newsletter|breadcrumbs?|[\w-]*breadcrumb)(?=\s|$)/;
/** Price vocabulary: a chrome-sounding element that names a price ("header-cart-price") is not chrome. */
export const PRICE_CLASS = token('price|prc(?![a-z])|preis|prix|prezzo|precio|preco|preço|prijs|cena|cena|pris|hinta|amount|betrag|kwota|cost');

/** The words of an element's class, id and a few data/aria attributes, for the vocabularies ("_" read as "-", camelCase as words: "priceWas" → "price-was"). */
export function labelWords(attribs: Readonly<Record<string, string | undefined>>): string {
  return `${attribs.class ?? ''} ${attribs.id ?? ''} ${attribs['data-testid'] ?? ''} ${attribs['data-role'] ?? ''} ${attribs['aria-label'] ?? ''} ${attribs['data-section-type'] ?? ''}`
    .replace(/_/g, '-')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** Whether an element with these label words is page chrome (its prices are never the product's). */
export const isChromeLabel = (label: string): boolean => label.trim() !== '' && CHROME.test(label) && !PRICE_CLASS.test(label);

/** Whether an element with these label words is a recommendation block or a product tile. */
export const isRecommendationLabel = (label: string): boolean => label.trim() !== '' && RECOMMENDATION.test(label);
