import type { AdjustmentSummary } from '@pm/contracts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { formatPercent, formatSignedMoney } from '../../../lib/utils/formatDeviation.ts';
import type { DeltaMode } from '../hooks/useReviewView.ts';

type Row = Pick<AdjustmentSummary, 'oldPrice' | 'newPrice' | 'delta' | 'deltaPercent' | 'currency' | 'shippingCharge'>;

/**
 * One price everywhere (issue 13 item 2): the price a proposal sets is the shop price — the gross
 * price that goes to the output feed and the shop. Review, submitted list, feed and its preview
 * all show exactly this number. "With shipping" on the review adds a second, labelled figure:
 * what the customer pays in all (shop price + the channel's gross shipping charge). The
 * company's own shipping cost is a cost (metrics, trace), never added to a price.
 */
export function shopPrice(price: number | null, currency: Row['currency'], locale: string): string | null {
  return formatMoney(price, currency, locale);
}

/** Shop price plus the customer's shipping charge in this channel; null when either is unknown. */
export function customerTotal(price: number | null, row: Pick<Row, 'currency' | 'shippingCharge'>, locale: string): string | null {
  if (price === null || row.shippingCharge === null) return null;
  return formatMoney(Math.round((price + row.shippingCharge) * 100) / 100, row.currency, locale);
}

/** The change in the chosen mode; null without an old price. */
export function formatDelta(row: Row, mode: DeltaMode, locale: string): string | null {
  if (row.delta === null) return null;
  if (mode === 'percent') return formatPercent(row.deltaPercent, locale);
  return formatSignedMoney(row.delta, row.currency, locale);
}
