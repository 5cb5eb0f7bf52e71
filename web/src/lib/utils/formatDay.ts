const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (YYYY-MM-DD, as date inputs and the API give it) in the locale's date, e.g.
 * "30.12.2026" in German and "Dec 30, 2026" in English. Read as a UTC day, so the time zone of
 * the browser never shifts it to the day before; text that is no day is answered as it is.
 */
export function formatDay(day: string, locale: string): string {
  if (!DAY.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
