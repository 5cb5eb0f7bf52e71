import type { OfferEvent, PageStatus, ScrapedOffer } from '@pm/contracts';
import type { Decider } from '@pm/platform';
import { isOutOfStock } from './shopWideOutOfStock.ts';

/**
 * Plausibility of scraped prices. An implausible observation — a zero price, a jump beyond
 * `maxJumpFactor` from the last good price, or an out-of-stock that hit the whole shop at once —
 * is kept but FLAGGED; the next observation that agrees with it CONFIRMS it and it becomes the
 * good price. Everything else is ACCEPTED. Pure: no I/O.
 */
export interface OfferState {
  lastGoodPrice: string | null;
  /** A flagged observation waiting for confirmation. */
  pending: { price: string | null; reason: string } | null;
}

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

/** Two observations agree when their prices differ by at most 1 %. */
const agree = (a: string | null, b: string | null) => a === b || (a !== null && b !== null && Math.abs(Number(a) - Number(b)) <= 0.01 * Math.max(Number(a), Number(b)));

export function flagReason(state: OfferState, command: ObserveOffer): string | null {
  const price = command.offer?.price ?? null;
  if (command.shopWideOutOfStock && isOutOfStock(command.offer?.availability) === true) return 'SHOP_WIDE_OUT_OF_STOCK';
  if (price === null) return null;
  if (Number(price) === 0) return 'ZERO_PRICE';
  if (state.lastGoodPrice !== null && Number(state.lastGoodPrice) > 0) {
    const ratio = Number(price) / Number(state.lastGoodPrice);
    if (ratio > command.maxJumpFactor || ratio < 1 / command.maxJumpFactor) return 'PRICE_JUMP';
  }
  return null;
}

export const offerDecider: Decider<OfferState, ObserveOffer, OfferEvent> = {
  initialState: () => ({ lastGoodPrice: null, pending: null }),
  evolve: (state, event) => {
    const { plausibility, offer, flagReason: reason } = event.data;
    const price = offer?.price ?? null;
    if (plausibility === 'FLAGGED') return { ...state, pending: { price, reason: reason ?? 'UNKNOWN' } };
    return { lastGoodPrice: price ?? state.lastGoodPrice, pending: null };
  },
  decide: (command, state) => {
    const { type: _type, maxJumpFactor: _factor, shopWideOutOfStock: _shopWide, ...data } = command;
    const reason = flagReason(state, command);
    const price = command.offer?.price ?? null;
    let plausibility: 'ACCEPTED' | 'FLAGGED' | 'CONFIRMED' = 'ACCEPTED';
    if (reason !== null) plausibility = state.pending && state.pending.reason === reason && agree(state.pending.price, price) ? 'CONFIRMED' : 'FLAGGED';
    return [{ type: 'OfferObserved', data: { ...data, plausibility, flagReason: reason, comparedWith: state.lastGoodPrice } }];
  },
};
