import type { Country } from '@pm/contracts';

/** The currency of each country's prices (spec §9: EUR, GBP, PLN, USD and CHF). */
const COUNTRY_CURRENCY: Record<Country, string> = {
  de: 'EUR', es: 'EUR', fr: 'EUR', it: 'EUR', nl: 'EUR', at: 'EUR', be: 'EUR', lu: 'EUR',
  pl: 'PLN', gb: 'GBP', us: 'USD', ch: 'CHF',
};

export function currencyOfCountry(country: Country): string {
  return COUNTRY_CURRENCY[country];
}

/**
 * A price in the locale's format, e.g. "1.299,00 €" in German. `amount` may be a number or the
 * decimal string of a scraped price; without a known currency only the number is shown.
 */
export function formatMoney(amount: number | string | null | undefined, currency: string | null | undefined, locale: string): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return null;
  if (currency && /^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
    } catch {
      // An ISO-looking code Intl does not know: fall through to the plain number with the code.
      return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`;
    }
  }
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
