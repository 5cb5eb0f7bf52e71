/**
 * Currency marks as they appear on shop pages, mapped to ISO 4217. Ambiguous marks ("$", "kr",
 * "¥", "£", "Fr.", "Rs", "lei", …) map to their default here; currencyHints.ts resolves them from
 * the page's country (docs/extraction.md has the table).
 */

/** ISO 4217 codes of currencies still in use (and HRK, still printed on older pages). */
const ISO_CODES =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL'.split(' ');

export const ISO_CURRENCIES: ReadonlySet<string> = new Set(ISO_CODES);

/**
 * Codes that are also everyday words in lower case ("all", "try", "top"): recognised only when
 * written in capitals.
 */
const WORDLIKE_CODES = new Set(['ALL', 'TRY', 'TOP', 'CUP', 'MAD', 'BOB', 'PEN', 'GEL', 'MOP', 'BAM', 'MUR', 'SOS', 'WST', 'AOA', 'PAB', 'LAK', 'SAR', 'NAD', 'CVE', 'KES', 'ERN', 'DOP', 'BIF', 'COP', 'ANG', 'ARS', 'MOP']);

/** Symbols and abbreviations (not ISO codes) → ISO, ambiguous ones to their default. */
const SYMBOLS: readonly (readonly [string, string])[] = [
  // Prefixed dollars first: "R$" must not be read as "$".
  ['US$', 'USD'], ['U$S', 'USD'], ['U$', 'USD'], ['USD$', 'USD'], ['R$', 'BRL'], ['NT$', 'TWD'], ['CA$', 'CAD'], ['CAN$', 'CAD'], ['C$', 'CAD'],
  ['AU$', 'AUD'], ['AUD$', 'AUD'], ['A$', 'AUD'], ['NZ$', 'NZD'], ['MX$', 'MXN'], ['Mex$', 'MXN'], ['S$', 'SGD'], ['SG$', 'SGD'],
  ['HK$', 'HKD'], ['COL$', 'COP'], ['CLP$', 'CLP'], ['AR$', 'ARS'], ['RD$', 'DOP'], ['J$', 'JMD'], ['TT$', 'TTD'], ['$U', 'UYU'], ['FJ$', 'FJD'],
  ['€', 'EUR'], ['£', 'GBP'], ['E£', 'EGP'], ['¥', 'JPY'], ['￥', 'JPY'], ['JP¥', 'JPY'], ['CN¥', 'CNY'], ['RMB', 'CNY'], ['元', 'CNY'], ['円', 'JPY'],
  ['₩', 'KRW'], ['￦', 'KRW'], ['원', 'KRW'], ['₹', 'INR'], ['Rs.', 'INR'], ['Rs', 'INR'], ['₨', 'INR'], ['৳', 'BDT'], ['₫', 'VND'], ['đ', 'VND'],
  ['₱', 'PHP'], ['₪', 'ILS'], ['ש"ח', 'ILS'], ['NIS', 'ILS'], ['₺', 'TRY'], ['TL', 'TRY'], ['฿', 'THB'], ['บาท', 'THB'], ['Rp', 'IDR'], ['RM', 'MYR'],
  ['₽', 'RUB'], ['руб.', 'RUB'], ['руб', 'RUB'], ['р.', 'RUB'], ['₴', 'UAH'], ['грн.', 'UAH'], ['грн', 'UAH'], ['₸', 'KZT'], ['тг', 'KZT'], ['₾', 'GEL'],
  ['֏', 'AMD'], ['₼', 'AZN'], ['₮', 'MNT'], ['₦', 'NGN'], ['₵', 'GHS'], ['KSh', 'KES'], ['лв.', 'BGN'], ['лв', 'BGN'], ['ден', 'MKD'], ['дин.', 'RSD'], ['дин', 'RSD'],
  ['din.', 'RSD'], ['din', 'RSD'], ['KM', 'BAM'], ['zł', 'PLN'], ['zl', 'PLN'], ['Kč', 'CZK'], ['Ft', 'HUF'], ['kn', 'HRK'], ['lei', 'RON'], ['Lei', 'RON'],
  ['SFr.', 'CHF'], ['Fr.', 'CHF'], ['fr.', 'CHF'], ['Fr', 'CHF'], ['kr.', 'DKK'], ['kr', 'SEK'], ['Kr.', 'DKK'], ['Kr', 'SEK'], [':-', 'SEK'], ['Skr', 'SEK'],
  ['Dkr', 'DKK'], ['Nkr', 'NOK'], ['S/.', 'PEN'], ['S/', 'PEN'], ['Bs.', 'BOB'], ['Bs', 'BOB'], ['₲', 'PYG'], ['₡', 'CRC'], ['د.إ', 'AED'], ['Dhs', 'AED'], ['AED', 'AED'],
  ['ر.س', 'SAR'], ['﷼', 'SAR'], ['SR', 'SAR'], ['ر.ق', 'QAR'], ['QR', 'QAR'], ['د.ك', 'KWD'], ['KD', 'KWD'], ['د.ب', 'BHD'], ['BD', 'BHD'], ['ر.ع.', 'OMR'],
  ['ج.م', 'EGP'], ['د.م.', 'MAD'], ['د.ت', 'TND'], ['دج', 'DZD'], ['R', 'ZAR'], ['$', 'USD'],
  // The prefix apart from the sign, as marketplaces print it ("AU $549.00", "US $149.99"): capitals only.
  ['US $', 'USD'], ['AU $', 'AUD'], ['CA $', 'CAD'], ['C $', 'CAD'], ['NZ $', 'NZD'], ['MX $', 'MXN'], ['HK $', 'HKD'], ['SG $', 'SGD'], ['NT $', 'TWD'], ['R $', 'BRL'],
];

/** Currency names, read next to a number or as a hint text ("Euro", "złotych", "kronor"). */
const NAMES: readonly (readonly [string, string])[] = [
  ['euros', 'EUR'], ['euro', 'EUR'], ['евро', 'EUR'], ['us-dollar', 'USD'], ['us dollars', 'USD'], ['us dollar', 'USD'], ['dollars', 'USD'], ['dollar', 'USD'],
  ['pfund', 'GBP'], ['pounds', 'GBP'], ['pound', 'GBP'], ['franken', 'CHF'], ['francs', 'CHF'], ['franc', 'CHF'], ['złotych', 'PLN'], ['złote', 'PLN'],
  ['złoty', 'PLN'], ['zlotych', 'PLN'], ['zloty', 'PLN'], ['korun', 'CZK'], ['koruny', 'CZK'], ['koruna', 'CZK'], ['forint', 'HUF'], ['kuna', 'HRK'],
  ['leu', 'RON'], ['лева', 'BGN'], ['лев', 'BGN'], ['leva', 'BGN'], ['рублей', 'RUB'], ['рубля', 'RUB'], ['рубль', 'RUB'], ['rubel', 'RUB'], ['roubles', 'RUB'],
  ['rubles', 'RUB'], ['гривень', 'UAH'], ['гривні', 'UAH'], ['гривня', 'UAH'], ['hryvnia', 'UAH'], ['тенге', 'KZT'], ['tenge', 'KZT'], ['rupees', 'INR'],
  ['rupee', 'INR'], ['won', 'KRW'], ['yen', 'JPY'], ['yuan', 'CNY'], ['renminbi', 'CNY'], ['baht', 'THB'], ['dong', 'VND'], ['rupiah', 'IDR'],
  ['ringgit', 'MYR'], ['lira', 'TRY'], ['kronor', 'SEK'], ['krona', 'SEK'], ['kroner', 'DKK'], ['krone', 'DKK'], ['krónur', 'ISK'], ['rand', 'ZAR'],
  ['reais', 'BRL'], ['real', 'BRL'], ['pesos', 'MXN'], ['peso', 'MXN'], ['shekel', 'ILS'], ['dirham', 'AED'], ['riyal', 'SAR'],
  ['vnđ', 'VND'], ['đồng', 'VND'], ['درهم', 'AED'], ['ريال', 'SAR'], ['شيكل', 'ILS'],
];

export interface CurrencyMark {
  /** The mark as listed (lower case for case-insensitive marks). */
  mark: string;
  iso: string;
  /** Whether letter case must match ("R", "ALL"); other marks match in any case. */
  caseSensitive: boolean;
  /** A name ("Euro"): read only next to a number or as a hint, never elsewhere in a text. */
  name: boolean;
}

function build(): CurrencyMark[] {
  const marks: CurrencyMark[] = [];
  const add = (mark: string, iso: string, caseSensitive: boolean, name: boolean) => marks.push({ mark: caseSensitive ? mark : mark.toLowerCase(), iso, caseSensitive, name });
  for (const [mark, iso] of SYMBOLS) add(mark, iso, mark.length === 1 || /^[A-Z]{2}$/.test(mark) || / \$$/.test(mark) || mark === 'Fr', false);
  for (const code of ISO_CODES) add(code, code, WORDLIKE_CODES.has(code), false);
  for (const [mark, iso] of NAMES) add(mark, iso, false, true);
  // Longer marks first so that "US$" wins over "$", "kr." over "kr" and "CHF" over "Fr".
  const unique = new Map<string, CurrencyMark>();
  for (const m of marks) if (!unique.has(`${m.caseSensitive}:${m.mark}`)) unique.set(`${m.caseSensitive}:${m.mark}`, m);
  return [...unique.values()].sort((a, b) => b.mark.length - a.mark.length);
}

/** Every mark, longest first. */
export const MARKS: readonly CurrencyMark[] = build();

/** [mark, iso] pairs of symbols and ISO codes (no names), longest first. */
export const CURRENCY_MARKS: readonly (readonly [mark: string, iso: string])[] = [...SYMBOLS, ...ISO_CODES.map((c) => [c, c] as const)].sort(
  (a, b) => b[0].length - a[0].length,
);

/** Currencies without minor units in everyday prices (no decimals are implied). */
export const ZERO_DECIMAL: ReadonlySet<string> = new Set(['JPY', 'HUF', 'KRW', 'VND', 'IDR', 'CLP', 'ISK', 'PYG', 'UGX']);

/** Currencies with three decimals: "KD 1.250" is one and a quarter dinar. */
export const THREE_DECIMAL: ReadonlySet<string> = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'TND', 'LYD', 'IQD']);
