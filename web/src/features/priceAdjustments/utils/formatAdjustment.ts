import type { AdjustmentSummary } from '@pm/contracts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { formatPercent, formatSignedMoney } from '../../../lib/utils/formatDeviation.ts';
import type { DeltaMode } from '../hooks/useReviewView.ts';

type Row = Pick<AdjustmentSummary, 'oldPrice' | 'newPrice' | 'delta' | 'deltaPercent' | 'currency' | 'shippingCost'>;

/** A price of the row, with the own shipping cost per unit added when shipping is included. */
export function shownPrice(price: number | null, row: Pick<Row, 'currency' | 'shippingCost'>, withShipping: boolean, locale: string): string | null {
  if (price === null) return null;
  return formatMoney(withShipping ? Math.round((price + row.shippingCost) * 100) / 100 : price, row.currency, locale);
}

/** The change in the chosen mode; null without an old price. */
export function formatDelta(row: Row, mode: DeltaMode, locale: string): string | null {
  if (row.delta === null) return null;
  if (mode === 'percent') return formatPercent(row.deltaPercent, locale);
  return formatSignedMoney(row.delta, row.currency, locale);
}
