/** A rate in the user's notation, with up to six decimals ("4,3125"). */
export function formatRate(rate: number, locale: string): string {
  return rate.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
}

/** A valid-from day (YYYY-MM-DD, a calendar day) as the user's date, e.g. "1. März 2026". */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
