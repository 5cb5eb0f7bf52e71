import type { PriceAnalysisRow } from '@pm/contracts';
import { formatMoney } from './formatMoney.ts';
import type { DeviationMode } from './priceAnalysisListQuery.ts';

/** How a deviation reads: above the cheapest competitor (more expensive), below, or level. */
export type DeviationTone = 'above' | 'below' | 'level';

export function deviationTone(absolute: number): DeviationTone {
  if (absolute > 0) return 'above';
  return absolute < 0 ? 'below' : 'level';
}

/** A signed percentage, e.g. "+12,4 %" in German, "−5.6%" in English; null without one. */
export function formatPercent(percent: number | null, locale: string): string | null {
  if (percent === null) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent / 100);
}

/** A signed amount in the currency, e.g. "+5,05 €". */
export function formatSignedMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay: 'exceptZero' }).format(amount);
}

/** The row's deviation in the chosen mode, or null when there is nothing to compare. */
export function formatDeviation(row: Pick<PriceAnalysisRow, 'deviation' | 'currency'>, mode: DeviationMode, locale: string): string | null {
  if (!row.deviation) return null;
  if (mode === 'percent') return formatPercent(row.deviation.percent, locale) ?? formatSignedMoney(row.deviation.absolute, row.currency, locale);
  return formatSignedMoney(row.deviation.absolute, row.currency, locale);
}

/** A price of the row's currency, e.g. "249,90 €" (re-exported so the feature formats in one place). */
export function formatPrice(amount: number | null | undefined, currency: string, locale: string): string | null {
  return formatMoney(amount, currency, locale);
}
