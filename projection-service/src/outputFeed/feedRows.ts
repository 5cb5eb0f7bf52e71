import type { FeedRow } from '@pm/contracts';
import type { FeedRowDoc } from './feedAdjustmentState.ts';

/** Spec §9: the strike price export ends 30 days after its start when no end was given. */
const DEFAULT_STRIKE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a row's strike price window (null: no strike price). */
export function strikeWindowEnd(row: Pick<FeedRowDoc, 'strikePrice' | 'strikePriceFrom' | 'strikePriceUntil' | 'confirmedAt'>): string | null {
  if (row.strikePrice === null) return null;
  if (row.strikePriceUntil) return row.strikePriceUntil;
  const start = Date.parse(row.strikePriceFrom ?? row.confirmedAt);
  return Number.isNaN(start) ? null : new Date(start + DEFAULT_STRIKE_DAYS * DAY_MS).toISOString();
}

/** Whether a row's strike price may be exported at `now`: only inside its window. */
export function strikeActive(row: Pick<FeedRowDoc, 'strikePrice' | 'strikePriceFrom' | 'strikePriceUntil' | 'confirmedAt'>, now: Date): boolean {
  const until = strikeWindowEnd(row);
  if (until === null) return false;
  const from = row.strikePriceFrom ? Date.parse(row.strikePriceFrom) : Number.NEGATIVE_INFINITY;
  return from <= now.getTime() && now.getTime() < Date.parse(until);
}

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
