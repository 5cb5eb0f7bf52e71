/**
 * Plausibility of scraped prices. An implausible observation — a zero price, a price extraction
 * was unsure of (isLowConfidencePrice: confidence below LOW_CONFIDENCE_BOUND), a jump beyond `maxJumpFactor` from the
 * last good price, or an out-of-stock that hit the whole shop at once —
 * is kept but FLAGGED; the next observation that agrees with it CONFIRMS it and it becomes the
 * good price. Everything else is ACCEPTED. The state is the shared fold `evolveOfferOfUrl`.
 */
import type { OfferEvent, ScrapedOffer } from '../../events/scrapeEvents.ts';
import type { PageStatus } from '../../scraping.ts';
import { compareDecimal, decimalRatioWithin, decimalsAgreeWithin } from '../money/decimal.ts';
import type { Decider } from '../decider.ts';
import { isOutOfStock } from './availability.ts';
import { evolveOfferOfUrl, initialOfferOfUrl, lastGoodPrice, usableOffer, type OfferOfUrl } from './offerOfUrl.ts';
import { isLowConfidencePrice } from './priceConfidence.ts';

export interface ObserveOffer {
  type: 'ObserveOffer';
  urlId: string;
  productId: string;
  companyId: string;
  sourceId: string;
  jobId: string;
  observedAt: string;
  pageStatus: PageStatus;
  offer: ScrapedOffer | null;
  /** A price more than this factor above or below the last good one is a jump. */
  maxJumpFactor: number;
  /** The same scrape round saw most of the shop's offers go out of stock at once. */
  shopWideOutOfStock?: boolean;
}

/** Two observations agree when their prices differ by at most 1 % (of the larger). */
const agree = (a: string | null, b: string | null) => a === b || (a !== null && b !== null && decimalsAgreeWithin(a, b, '0.01'));

export function flagReason(state: OfferOfUrl, command: ObserveOffer): string | null {
  if (command.shopWideOutOfStock && isOutOfStock(command.offer?.availability)) return 'SHOP_WIDE_OUT_OF_STOCK';
  const price = usableOffer(command)?.price ?? null;
  if (price === null) return null;
  if (compareDecimal(price, '0') === 0) return 'ZERO_PRICE';
  if (isLowConfidencePrice(command.offer?.confidence?.price)) return 'LOW_CONFIDENCE';
  const good = lastGoodPrice(state);
  if (good !== null && compareDecimal(good, '0') > 0 && !decimalRatioWithin(price, good, String(command.maxJumpFactor))) return 'PRICE_JUMP';
  return null;
}

export const offerDecider: Decider<OfferOfUrl, ObserveOffer, OfferEvent> = {
  initialState: initialOfferOfUrl,
  evolve: (state, event) => evolveOfferOfUrl(state, event.data),
  decide: (command, state) => {
    const { type: _type, maxJumpFactor: _factor, shopWideOutOfStock: _shopWide, ...data } = command;
    const reason = flagReason(state, command);
    const price = usableOffer(command)?.price ?? null;
    let plausibility: 'ACCEPTED' | 'FLAGGED' | 'CONFIRMED' = 'ACCEPTED';
    if (reason !== null) plausibility = state.flagged && state.flagged.flagReason === reason && agree(state.flagged.price, price) ? 'CONFIRMED' : 'FLAGGED';
    return [{ type: 'OfferObserved', data: { ...data, plausibility, flagReason: reason, comparedWith: lastGoodPrice(state) } }];
  },
};
