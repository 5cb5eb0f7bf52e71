/** A rate in the user's notation, with up to six decimals ("4,3125"). */
export function formatRate(rate: number, locale: string): string {
  return rate.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
}

/** A calendar day in the locale's date (one rule for every screen: lib/utils/formatDay.ts). */
export { formatDay } from '../../../lib/utils/formatDay.ts';
