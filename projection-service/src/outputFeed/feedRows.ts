import type { FeedRow } from '@pm/contracts';
import { strikeActive, strikeWindowEnd } from '@pm/contracts/domain';
import type { FeedRowDoc } from './feedAdjustmentState.ts';

/**
 * The exported rows of one channel: per SKU the latest confirmation (highest log position),
 * sorted by SKU, strike prices only inside their window.
 */
export function currentFeedRows(docs: readonly FeedRowDoc[], now: Date): (FeedRow & { pickedUp: boolean })[] {
  const latest = new Map<string, FeedRowDoc>();
  for (const doc of docs) {
    const seen = latest.get(doc.sku);
    if (!seen || seen.confirmedPos < doc.confirmedPos) latest.set(doc.sku, doc);
  }
  return [...latest.values()]
    .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
    .map((doc) => {
      const active = strikeActive(doc, now);
      return {
        sku: doc.sku,
        price: doc.price,
        strikePrice: active ? doc.strikePrice : null,
        strikePriceUntil: active ? strikeWindowEnd(doc) : null,
        currency: doc.currency,
        adjustmentId: doc._id,
        confirmedAt: doc.confirmedAt,
        pickedUp: doc.pickedUpAt !== null,
      };
    });
}
