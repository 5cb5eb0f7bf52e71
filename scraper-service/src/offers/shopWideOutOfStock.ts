/**
 * "A shop-wide sudden out-of-stock" (issue 4, plausibility): when most of a shop's offers that were
 * in stock turn out of stock within a short time, the shop is more likely broken (maintenance page,
 * changed markup, blocked scraper) than sold out. Pure: the caller keeps the recent transitions.
 */


/** One observation of a URL whose previous availability was known. */
export interface StockTransition {
  at: number;
  wasInStock: boolean;
  nowOutOfStock: boolean;
}

export interface ShopWideOptions {
  /** Transitions older than this do not count (ms). Default 6 hours: one scrape round. */
  windowMs: number;
  /** At least this many previously in-stock offers must have been seen in the window. */
  minObservations: number;
  /** Share of them that went out of stock to call it shop-wide. */
  share: number;
}

export const SHOP_WIDE_DEFAULTS: ShopWideOptions = { windowMs: 6 * 3_600_000, minObservations: 5, share: 0.8 };

/** Whether the shop's recent transitions (including the one being judged) look like a shop-wide outage. */
export function isShopWideOutOfStock(transitions: readonly StockTransition[], now: number, options: ShopWideOptions = SHOP_WIDE_DEFAULTS): boolean {
  let inStockBefore = 0;
  let wentOut = 0;
  for (const t of transitions) {
    if (now - t.at > options.windowMs || !t.wasInStock) continue;
    inStockBefore++;
    if (t.nowOutOfStock) wentOut++;
  }
  return inStockBefore >= options.minObservations && wentOut / inStockBefore >= options.share;
}

/** Keeps the transitions of the window (and at most `cap`), newest last. */
export function pruneTransitions(transitions: StockTransition[], now: number, windowMs: number, cap = 1_000): StockTransition[] {
  const fresh = transitions.filter((t) => now - t.at <= windowMs);
  return fresh.length > cap ? fresh.slice(fresh.length - cap) : fresh;
}
