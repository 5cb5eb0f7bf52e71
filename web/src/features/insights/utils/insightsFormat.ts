import { formatMoney } from '../../../lib/utils/formatMoney.ts';

/** Integer cents as money of the currency in the locale ("1.299,00 €"); null stays null. */
export function formatCents(cents: number | null, currency: string, locale: string): string | null {
  return cents === null ? null : formatMoney(cents / 100, currency, locale);
}

/** Signed cents ("+5,05 €", "−1,20 €"). */
export function formatSignedCents(cents: number | null, currency: string, locale: string): string | null {
  if (cents === null) return null;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay: 'exceptZero' }).format(cents / 100);
}

/** A signed percentage with one decimal ("+12,4 %"). */
export function formatSignedPercent(percent: number | null, locale: string): string | null {
  if (percent === null) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent / 100);
}

/** A share of a whole ("37 %"); null for an empty whole. */
export function formatShare(part: number, whole: number, locale: string): string | null {
  if (whole === 0) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(part / whole);
}

/** A price index with one decimal ("103,2"); null when nothing could be compared. */
export function formatIndex(index: number | null, locale: string): string | null {
  if (index === null) return null;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(index);
}

/** A count in the locale ("12.345"). */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

/** A day (YYYY-MM-DD) as a short date ("26.11."); the day is a UTC calendar day. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(date);
}

/** How the index reads: below 100 the own prices are lower. */
export type IndexTone = 'cheaper' | 'level' | 'dearer';
export function indexTone(index: number | null): IndexTone | null {
  if (index === null) return null;
  if (index > 100.05) return 'dearer';
  return index < 99.95 ? 'cheaper' : 'level';
}
