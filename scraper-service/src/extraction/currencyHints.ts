/**
 * Which currency an ambiguous mark means ("$", "kr", "¥", "£", "Fr.", "Rs", "lei", …), from the
 * page's country: an explicit country, else the URL's country-code domain (or a "/en-ca/" path),
 * else the region of the page language ("de-CH"), else the country of the language alone ("sv").
 * The table is documented in docs/extraction.md; keep them in step.
 */
import { ISO_CURRENCIES, MARKS, type CurrencyMark } from './currencies.ts';

export interface CurrencyContext {
  /** ISO currency (or a symbol or name) the caller expects, e.g. a shop's currency setting. */
  currencyHint?: string | null;
  /** The page's language tag ("de-CH", "en_AU", "sv"). */
  language?: string | null;
  /** ISO 3166 country of the shop ("CH"). */
  country?: string | null;
  /** The page's URL: its country-code top-level domain names the country. */
  url?: string | null;
}

/** Ambiguous marks → { country → ISO }; the mark's default is in currencies.ts. */
const BY_COUNTRY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  $: {
    US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', MX: 'MXN', SG: 'SGD', HK: 'HKD', TW: 'TWD', AR: 'ARS', CL: 'CLP', CO: 'COP', UY: 'UYU',
    DO: 'DOP', JM: 'JMD', TT: 'TTD', BS: 'BSD', BB: 'BBD', BZ: 'BZD', FJ: 'FJD', NA: 'NAD', BN: 'BND', LR: 'LRD', GY: 'GYD', SR: 'SRD', CU: 'CUP',
    BR: 'BRL', EC: 'USD', SV: 'USD', PA: 'USD', PR: 'USD',
  },
  c$: { CA: 'CAD', NI: 'NIO' },
  kr: { SE: 'SEK', DK: 'DKK', NO: 'NOK', IS: 'ISK', FO: 'DKK', GL: 'DKK' },
  'kr.': { SE: 'SEK', DK: 'DKK', NO: 'NOK', IS: 'ISK', FO: 'DKK', GL: 'DKK' },
  krone: { DK: 'DKK', NO: 'NOK' },
  kroner: { DK: 'DKK', NO: 'NOK' },
  ':-': { SE: 'SEK', NO: 'NOK', DK: 'DKK' },
  '¥': { JP: 'JPY', CN: 'CNY' },
  '￥': { JP: 'JPY', CN: 'CNY' },
  '£': { GB: 'GBP', EG: 'EGP', LB: 'LBP', SY: 'SYP', GI: 'GIP', FK: 'FKP' },
  'fr.': { CH: 'CHF', LI: 'CHF' },
  Fr: { CH: 'CHF', LI: 'CHF' },
  rs: { IN: 'INR', PK: 'PKR', LK: 'LKR', NP: 'NPR', MU: 'MUR', SC: 'SCR' },
  'rs.': { IN: 'INR', PK: 'PKR', LK: 'LKR', NP: 'NPR', MU: 'MUR', SC: 'SCR' },
  '₨': { IN: 'INR', PK: 'PKR', LK: 'LKR', NP: 'NPR', MU: 'MUR', SC: 'SCR' },
  rupees: { IN: 'INR', PK: 'PKR', LK: 'LKR', NP: 'NPR' },
  rupee: { IN: 'INR', PK: 'PKR', LK: 'LKR', NP: 'NPR' },
  lei: { RO: 'RON', MD: 'MDL' },
  '﷼': { SA: 'SAR', IR: 'IRR', YE: 'YER', OM: 'OMR', QA: 'QAR' },
  'bs.': { BO: 'BOB', VE: 'VES' },
  bs: { BO: 'BOB', VE: 'VES' },
  dollar: { US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', SG: 'SGD', HK: 'HKD', TW: 'TWD' },
  dollars: { US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', SG: 'SGD', HK: 'HKD', TW: 'TWD' },
  pesos: { MX: 'MXN', AR: 'ARS', CL: 'CLP', CO: 'COP', PH: 'PHP', UY: 'UYU', DO: 'DOP' },
  peso: { MX: 'MXN', AR: 'ARS', CL: 'CLP', CO: 'COP', PH: 'PHP', UY: 'UYU', DO: 'DOP' },
  pounds: { GB: 'GBP', EG: 'EGP' },
  pound: { GB: 'GBP', EG: 'EGP' },
  dirham: { AE: 'AED', MA: 'MAD' },
  'درهم': { AE: 'AED', MA: 'MAD' },
  riyal: { SA: 'SAR', QA: 'QAR', OM: 'OMR', YE: 'YER' },
};

/** Languages whose speakers live mostly in one country (for a page language without a region). */
const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = {
  sv: 'SE', da: 'DK', nb: 'NO', nn: 'NO', no: 'NO', is: 'IS', ja: 'JP', zh: 'CN', ko: 'KR', ro: 'RO', ur: 'PK', si: 'LK', ne: 'NP',
  af: 'ZA', pl: 'PL', cs: 'CZ', sk: 'SK', hu: 'HU', bg: 'BG', uk: 'UA', kk: 'KZ', th: 'TH', vi: 'VN', id: 'ID', ms: 'MY', he: 'IL',
  tr: 'TR', hr: 'HR', sr: 'RS', el: 'GR', fi: 'FI', et: 'EE', lv: 'LV', lt: 'LT', sl: 'SI',
};

/** Country-code domains that are not the country ("co" is Colombia only as the last label). */
const TLD_COUNTRY: Readonly<Record<string, string>> = { uk: 'GB', su: 'RU' };

/** The shop's country (ISO 3166 alpha-2, upper case) from the context, or null. */
export function contextCountry(context: CurrencyContext): string | null {
  if (context.country && /^[a-z]{2}$/i.test(context.country.trim())) return context.country.trim().toUpperCase();
  const fromUrl = urlCountry(context.url ?? null);
  if (fromUrl) return fromUrl;
  return languageCountry(context.language ?? null);
}

function urlCountry(url: string | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const tld = parsed.hostname.toLowerCase().split('.').at(-1) ?? '';
  if (/^[a-z]{2}$/.test(tld) && tld !== 'eu') return TLD_COUNTRY[tld] ?? tld.toUpperCase();
  // A generic domain with the locale in the path: "/en-ca/", "/fr_CH/".
  const locale = /\/[a-z]{2}[-_]([a-z]{2})(?:\/|$)/i.exec(parsed.pathname);
  if (locale) return (locale[1] as string).toUpperCase();
  // Country, then language, as path segments ("bol.com/nl/nl/", "ikea.com/de/de/", "/be/fr/").
  const pair = /^\/([a-z]{2})\/[a-z]{2}(?:\/|$)/i.exec(parsed.pathname);
  const country = pair ? (pair[1] as string).toUpperCase() : null;
  return country && COUNTRY_CURRENCY[country] !== undefined ? country : null;
}

function languageCountry(language: string | null): string | null {
  if (!language) return null;
  const [primary = '', ...rest] = language.trim().toLowerCase().split(/[-_]/);
  const region = rest.find((part) => /^[a-z]{2}$/.test(part));
  if (region) return region.toUpperCase();
  if (primary === 'zh' && rest.includes('hant')) return 'TW';
  return LANGUAGE_COUNTRY[primary] ?? null;
}

/** The ISO code a mark found in a text means in this context. */
export function resolveMark(mark: CurrencyMark, context: CurrencyContext): string {
  const choices = BY_COUNTRY[mark.mark];
  if (!choices) return mark.iso;
  const hinted = isoHint(context.currencyHint ?? null);
  if (hinted && (Object.values(choices).includes(hinted) || hinted === mark.iso)) return hinted;
  const country = contextCountry(context);
  return (country && choices[country]) || mark.iso;
}

const isoHint = (hint: string | null): string | null => {
  const code = hint?.trim().toUpperCase() ?? '';
  return ISO_CURRENCIES.has(code) ? code : null;
};

/**
 * A currency hint text → ISO: an ISO code in any case, a symbol ("zł", "kr."), a name ("Euro",
 * "złotych") or a short text containing one ("Preis in CHF"); ambiguous ones resolved by context.
 */
export function currencyFromHint(hint: string | null | undefined, context: CurrencyContext = {}): string | null {
  const text = hint?.trim() ?? '';
  if (!text || text.length > 60) return null;
  const iso = isoHint(text);
  if (iso) return iso;
  const lower = text.toLowerCase();
  const withoutHint = { ...context, currencyHint: null };
  for (const mark of MARKS) if ((mark.caseSensitive ? text : lower) === mark.mark) return resolveMark(mark, withoutHint);
  for (const mark of MARKS) {
    const at = findMark(mark.caseSensitive ? text : lower, mark.mark);
    if (at !== -1) return resolveMark(mark, withoutHint);
  }
  return null;
}

/** Whether a character is a letter: ASCII without a regular expression (this runs for every mark on every price text). */
export function isLetter(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const code = ch.charCodeAt(0);
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return /\p{L}/u.test(ch);
}

/** Per mark: whether it starts and ends with a letter (computed once). */
const markEdges = new Map<string, readonly [boolean, boolean]>();
function edgesOf(mark: string): readonly [boolean, boolean] {
  let edges = markEdges.get(mark);
  if (!edges) markEdges.set(mark, (edges = [isLetter(mark[0]), isLetter(mark.at(-1))]));
  return edges;
}

/** Index of the mark in the text where it is not part of a longer word, or -1. */
export function findMark(text: string, mark: string): number {
  let i = text.indexOf(mark);
  if (i === -1) return -1;
  const [letterStart, letterEnd] = edgesOf(mark);
  for (; i !== -1; i = text.indexOf(mark, i + 1)) {
    if (letterStart && isLetter(text[i - 1])) continue;
    if (letterEnd && isLetter(text[i + mark.length])) continue;
    return i;
  }
  return -1;
}

/** The currency a shop of a country prices in (for a price written without any mark). */
const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  DE: 'EUR', AT: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', NL: 'EUR', BE: 'EUR', LU: 'EUR', IE: 'EUR', PT: 'EUR', FI: 'EUR', GR: 'EUR', SK: 'EUR',
  SI: 'EUR', EE: 'EUR', LV: 'EUR', LT: 'EUR', HR: 'EUR', MT: 'EUR', CY: 'EUR',
  CH: 'CHF', LI: 'CHF', GB: 'GBP', US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', PL: 'PLN', CZ: 'CZK', HU: 'HUF', RO: 'RON', BG: 'BGN', SE: 'SEK',
  DK: 'DKK', NO: 'NOK', IS: 'ISK', RS: 'RSD', UA: 'UAH', RU: 'RUB', KZ: 'KZT', TR: 'TRY', IL: 'ILS', AE: 'AED', SA: 'SAR', IN: 'INR', JP: 'JPY',
  CN: 'CNY', KR: 'KRW', TW: 'TWD', HK: 'HKD', SG: 'SGD', MY: 'MYR', TH: 'THB', VN: 'VND', ID: 'IDR', PH: 'PHP', BR: 'BRL', MX: 'MXN', AR: 'ARS',
  CL: 'CLP', CO: 'COP', ZA: 'ZAR',
};

/**
 * The currency of a price written without any mark: the shop's currency hint, else the currency
 * of the context's country (URL country-code domain, "/en-ca/" path, page language's region), or null.
 */
export function contextCurrency(context: CurrencyContext): string | null {
  const hinted = isoHint(context.currencyHint ?? null);
  if (hinted) return hinted;
  const country = contextCountry(context);
  return country ? (COUNTRY_CURRENCY[country] ?? null) : null;
}
