import type { FeedRow } from '@pm/contracts';

export const FEED_CSV_HEADER = ['sku', 'price', 'strike_price', 'strike_price_until', 'currency', 'adjustment_id', 'confirmed_at'] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
const field = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
/** Prices with a dot as decimal separator and two decimals, whatever the server's locale. */
const money = (value: number | null): string => (value === null ? '' : value.toFixed(2));

/** The feed as CSV: a header line, one line per SKU, CRLF line ends (RFC 4180). */
export function feedCsv(rows: readonly FeedRow[]): string {
  const lines = [FEED_CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push([row.sku, money(row.price), money(row.strikePrice), row.strikePriceUntil ?? '', row.currency, row.adjustmentId, row.confirmedAt].map(field).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
