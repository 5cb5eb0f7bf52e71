/**
 * The page status label of a scrape (spec §8): HTTP outcome first (redirects, 403, 404, 410,
 * 5xx), then what the page says (bot wall, category listing, expired offer, used offer, no
 * product, no clean price), else OK.
 *
 * `status` is the status of the first response. When the fetcher followed a redirect, pass that
 * first status (301/302/307/308) with `redirectedTo` = the final URL and `html` = the final page;
 * when only the final status is known, pass it (2xx) with `redirectedTo` = the final URL.
 */
import type { PageStatus } from '@pm/contracts';
import { isUsedCondition } from './condition.ts';
import { extractProductPage } from './extractProductPage.ts';
import type { ProductPageExtraction } from './types.ts';
import { isCategoryRedirectUrl } from './urlHeuristics.ts';

export interface PageOutcome {
  status: number;
  originalUrl: string;
  redirectedTo?: string | null;
  html?: string | null;
  /** The extraction of `html` when already done (else it is done here). */
  extraction?: ProductPageExtraction | null;
  /** For an aggregator page: the status its price table gave. */
  priceTableStatus?: PageStatus | null;
}

/** Product tiles from which a page without a product counts as a listing. */
export const LISTING_TILES = 6;

export function classifyPage(outcome: PageOutcome): PageStatus {
  const { status, originalUrl } = outcome;
  const redirectedTo = outcome.redirectedTo && outcome.redirectedTo !== originalUrl ? outcome.redirectedTo : null;
  const extraction = outcome.extraction ?? (outcome.html ? extractProductPage(outcome.html, { url: redirectedTo ?? originalUrl }) : null);

  if (status >= 300 && status < 400) {
    if (redirectedTo && isCategoryTarget(originalUrl, redirectedTo, extraction)) return 'REDIRECT_TO_CATEGORY';
    if (status === 301 || status === 308) return 'REDIRECT_301';
    if (status === 307) return 'REDIRECT_307';
    return 'REDIRECT_302';
  }
  if (status === 401 || status === 403 || status === 429 || status === 451) return 'ACCESS_DENIED_403';
  if (status === 404) return 'NOT_FOUND_404';
  if (status === 410) return 'GONE_410';
  if (status >= 500) return 'SERVER_ERROR_500';
  if (status >= 400) return 'PRODUCT_NOT_FOUND';

  if (!extraction) return 'PRODUCT_NOT_FOUND';
  if (extraction.signals.botWall) return 'ACCESS_DENIED_403';
  if (redirectedTo && isCategoryTarget(originalUrl, redirectedTo, extraction)) return 'REDIRECT_TO_CATEGORY';
  if (outcome.priceTableStatus) return outcome.priceTableStatus;
  return contentStatus(extraction);
}

/**
 * What the content of a page fetched with 2xx says. A price read with low confidence is a price
 * (OK): whether it is used is the plausibility check's decision (isLowConfidencePrice, offer
 * decider: flagged LOW_CONFIDENCE), the same for the scrape pipeline and the CLI.
 */
export function contentStatus(extraction: ProductPageExtraction): PageStatus {
  const { availability, condition, price, currency, productFound, signals } = extraction;
  if (availability === 'Discontinued') return 'OFFER_EXPIRED';
  const buyableStated = availability === 'InStock' || availability === 'LimitedAvailability';
  if (signals.expiredText && !buyableStated && (productFound || !signals.notFoundText)) return 'OFFER_EXPIRED';
  if (!productFound) return signals.notFoundText ? 'NOT_FOUND_404' : 'PRODUCT_NOT_FOUND';
  if (isUsedCondition(condition)) return 'USED_OFFER';
  if (price === null || currency === null) return 'NO_CLEAN_DATA';
  return 'OK';
}

/** A redirect target is a category when its page is a listing, or — without a product on it — its URL says so. */
function isCategoryTarget(originalUrl: string, target: string, extraction: ProductPageExtraction | null): boolean {
  if (extraction) {
    const singleProduct = extraction.productFound && extraction.price !== null && !extraction.signals.listing;
    if (singleProduct) return false;
    if (extraction.signals.listing || extraction.signals.productTiles >= LISTING_TILES) return true;
  }
  return isCategoryRedirectUrl(originalUrl, target);
}
