import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ScrapeLogCode, ScrapeLogEntry } from '@pm/contracts';
import { formatDuration } from './formatDuration.ts';
import { formatMoney } from './formatMoney.ts';
import { PAGE_STATUS_LABELS } from './offerLabels.ts';

/** The parts of a log line its text is made of (old lines have a message only). */
export type ScrapeLogTextLine = Pick<ScrapeLogEntry, 'message' | 'code' | 'params'>;

/** Why the scraper flagged a price (the same words as on the product pages). */
const FLAG_REASONS: Record<string, MessageDescriptor> = {
  ZERO_PRICE: msg`The price is zero`,
  LOW_CONFIDENCE: msg`The page did not show the price clearly enough (low extraction confidence)`,
  PRICE_JUMP: msg`The price jumped far from the last good price`,
  SHOP_WIDE_OUT_OF_STOCK: msg`Most of the shop went out of stock at once`,
};

/** Why a page's product image has no hash (scraper-service images/imageHashes.ts). */
const IMAGE_PROBLEMS: Record<string, MessageDescriptor> = {
  IMAGE_NOT_LOADED: msg`it did not load`,
  IMAGE_TOO_LARGE: msg`it is larger than the size limit`,
  IMAGE_UNREADABLE: msg`it is not a readable image`,
};

/** Where on the page extraction read something (scraper-service ExtractionMethod). */
const METHODS: Record<string, MessageDescriptor> = {
  selectors: msg({ message: 'Selectors', comment: 'The CSS selectors of a scrape exception, as the source of extracted data' }),
  'json-ld': msg`JSON-LD`,
  microdata: msg`Microdata`,
  rdfa: msg`RDFa`,
  meta: msg({ message: 'Meta tags', comment: 'The HTML meta tags of a page, as the source of extracted data' }),
};

/** Reads one line's params in the user's locale; a value the line lacks reads as a dash. */
function reader(params: ScrapeLogEntry['params'], i18n: I18n) {
  const raw = (key: string) => params?.[key];
  const text = (key: string) => {
    const value = raw(key);
    return value === undefined || value === '' ? '–' : String(value);
  };
  const count = (key: string) => {
    const value = Number(raw(key));
    return Number.isFinite(value) ? value : 0;
  };
  const labelled = (key: string, labels: Record<string, MessageDescriptor>) => {
    const value = raw(key);
    const label = typeof value === 'string' ? labels[value] : undefined;
    return label ? i18n._(label) : text(key);
  };
  return {
    text,
    count,
    /** A plain number in the locale (ms, limits). */
    number: (key: string) => (typeof raw(key) === 'number' ? new Intl.NumberFormat(i18n.locale).format(count(key)) : text(key)),
    /** A decimal-string price with the line's currency ('' or none: the number alone). */
    money: (key: string) => formatMoney(String(raw(key) ?? ''), String(raw('currency') ?? ''), i18n.locale) ?? text(key),
    duration: (key: string) => formatDuration(count(key), i18n.locale) ?? text(key),
    method: () => labelled('method', METHODS),
    flagReason: () => labelled('reason', FLAG_REASONS),
    pageStatus: () => labelled('status', PAGE_STATUS_LABELS),
    imageProblem: () => labelled('reason', IMAGE_PROBLEMS),
    productName: () => (raw('name') ? text('name') : i18n._(msg({ message: 'unnamed', comment: 'A product on a page without a name' }))),
  };
}

type Reader = ReturnType<typeof reader>;
type Values = Record<string, string | number>;

const severalProducts = (p: Reader): Values => ({ method: p.method(), count: p.number('count'), name: p.productName() });
const offerRange = (p: Reader): Values => ({ method: p.method(), count: p.number('count'), min: p.money('min'), max: p.money('max') });
const selector = (p: Reader): Values => ({ field: p.text('field'), selector: p.text('selector') });

/**
 * The sentence of each code and the values it is filled with. Typed by the code union, so a new
 * code fails the type check until it has a text here (and then a German one in the catalog).
 */
const TEXTS: Record<ScrapeLogCode, { text: MessageDescriptor; values: (p: Reader) => Values }> = {
  EXCEPTION_APPLIED: { text: msg`Scrape exception {exceptions} applied.`, values: (p) => ({ exceptions: p.text('exceptions') }) },
  WAIT_SELECTOR_PLAYWRIGHT_ONLY: { text: msg`The setting waitForSelector applies to the Playwright crawler only.`, values: () => ({}) },
  FETCHING: { text: msg`Fetching {url} with {crawler}.`, values: (p) => ({ url: p.text('url'), crawler: p.text('crawler') }) },
  FETCHING_THROUGH_PROXY: { text: msg`Fetching {url} with {crawler} via a proxy.`, values: (p) => ({ url: p.text('url'), crawler: p.text('crawler') }) },
  HTTP_RESULT: {
    text: msg`HTTP {status}, {characters, plural, one {# character} other {# characters}}.`,
    values: (p) => ({ status: p.text('status'), characters: p.count('characters') }),
  },
  HTTP_RESULT_REDIRECTED: {
    text: msg`HTTP {status} → {finalStatus} at {finalUrl}, {characters, plural, one {# character} other {# characters}}.`,
    values: (p) => ({ status: p.text('status'), finalStatus: p.text('finalStatus'), finalUrl: p.text('finalUrl'), characters: p.count('characters') }),
  },
  SHOP_WIDE_OUT_OF_STOCK: {
    text: msg`Most of this shop’s offers went out of stock at once: the out-of-stock is kept but flagged until the next scrape confirms it.`,
    values: () => ({}),
  },
  PRICE_FLAGGED: { text: msg`Price flagged as implausible: {reason}. It is not used until the next scrape confirms it.`, values: (p) => ({ reason: p.flagReason() }) },
  PAGE_OK: { text: msg`Price read: {price}.`, values: (p) => ({ price: p.money('price') }) },
  PAGE_NO_CLEAN_DATA: { text: msg`Unfortunately we could not scrape clean data for this product.`, values: () => ({}) },
  PAGE_STATUS: { text: msg`Page status: {status}.`, values: (p) => ({ status: p.pageStatus() }) },
  IMAGE_NOT_HASHED: {
    text: msg`The product image {url} is not used for matching: {problem}. The price is not affected.`,
    values: (p) => ({ url: p.text('url'), problem: p.imageProblem() }),
  },
  FETCH_TIMEOUT: { text: msg`The page did not answer within {duration}.`, values: (p) => ({ duration: p.duration('ms') }) },
  TOO_MANY_REDIRECTS: { text: msg`More than {max} redirects.`, values: (p) => ({ max: p.number('max') }) },
  SOURCE_UNKNOWN: { text: msg`The shop or comparison site of this job is unknown ({sourceId}).`, values: (p) => ({ sourceId: p.text('sourceId') }) },
  URL_INVALID: { text: msg`Not a valid URL: {url}.`, values: (p) => ({ url: p.text('url') }) },
  PROTOCOL_NOT_ALLOWED: { text: msg`Only http and https addresses are fetched, not {protocol}.`, values: (p) => ({ protocol: p.text('protocol') }) },
  HOST_NOT_OF_SOURCE: { text: msg`{host} does not belong to the domain {sourceHost}.`, values: (p) => ({ host: p.text('host'), sourceHost: p.text('sourceHost') }) },
  PRIVATE_ADDRESS: { text: msg`{host} is a private address and is not fetched.`, values: (p) => ({ host: p.text('host') }) },
  PRIVATE_ADDRESS_RESOLVED: {
    text: msg`{host} resolves to the private address {address} and is not fetched.`,
    values: (p) => ({ host: p.text('host'), address: p.text('address') }),
  },
  HOST_UNRESOLVED: { text: msg`{host} could not be resolved and is not fetched.`, values: (p) => ({ host: p.text('host') }) },
  PROXY_INVALID: { text: msg`The proxy is not a valid http(s) address; nothing was fetched.`, values: () => ({}) },
  PROXY_PRIVATE_ADDRESS: {
    text: msg`The proxy {host} is or resolves to the private address {address} and is not used; nothing was fetched.`,
    values: (p) => ({ host: p.text('host'), address: p.text('address') }),
  },
  PROXY_UNRESOLVED: { text: msg`The proxy {host} could not be resolved and is not used; nothing was fetched.`, values: (p) => ({ host: p.text('host') }) },
  FETCH_FAILED: { text: msg`Fetching failed: {error}`, values: (p) => ({ error: p.text('text') }) },
  WAIT_SELECTOR_TIMEOUT: {
    text: msg`The element of waitForSelector “{selector}” did not appear within {duration}; the page was read anyway.`,
    values: (p) => ({ selector: p.text('selector'), duration: p.duration('ms') }),
  },
  PAGE_TRUNCATED: { text: msg`The page is larger than the size limit; only its beginning was read.`, values: () => ({}) },
  EXTRACTION_TRUNCATED: { text: msg`The page is larger than the extraction limit; only its beginning was read.`, values: () => ({}) },
  SELECTOR_INVALID: { text: msg`Selector for {field}: “{selector}” is not valid CSS.`, values: selector },
  SELECTOR_HIDDEN_ONLY: { text: msg`Selector for {field}: “{selector}” matched only hidden elements.`, values: selector },
  SELECTOR_PLACEHOLDER: { text: msg`Selector for {field}: “{selector}” matched a template placeholder.`, values: selector },
  SELECTOR_REGEX_NO_MATCH: { text: msg`Selector for {field}: the regex of “{selector}” did not match.`, values: selector },
  SELECTOR_NO_MATCH: { text: msg`Selector for {field}: no element matched.`, values: (p) => ({ field: p.text('field') }) },
  SELECTOR_NOT_A_PRICE: { text: msg`Selector for price: “{text}” is not a price.`, values: (p) => ({ text: p.text('text') }) },
  SELECTOR_AVAILABILITY_UNKNOWN: { text: msg`Selector for availability: “{text}” was not recognised.`, values: (p) => ({ text: p.text('text') }) },
  JSONLD_INVALID_BLOCKS: {
    text: msg`JSON-LD: {count, plural, one {# block is not valid JSON and was skipped} other {# blocks are not valid JSON and were skipped}}.`,
    values: (p) => ({ count: p.count('count') }),
  },
  SEVERAL_PRODUCTS_TOOK_URL_MATCH: { text: msg`{method}: {count} products; took “{name}” (its URL is the page’s).`, values: severalProducts },
  SEVERAL_PRODUCTS_TOOK_FIRST_PRICED: { text: msg`{method}: {count} products; took “{name}” (the first with a price).`, values: severalProducts },
  SEVERAL_PRODUCTS_TOOK_FIRST: { text: msg`{method}: {count} products; took “{name}” (the first).`, values: severalProducts },
  OFFER_OF_URL_VARIANT: { text: msg`{method}: {count} offers; took the one of the variant in the URL.`, values: (p) => ({ method: p.method(), count: p.number('count') }) },
  OFFERS_TOOK_LOWEST_NEW_IN_STOCK: {
    text: msg`{method}: {count} offers with different prices ({min} to {max}); took the lowest new offer in stock.`,
    values: offerRange,
  },
  OFFERS_TOOK_LOWEST_NEW_STOCK_UNKNOWN: {
    text: msg`{method}: {count} offers with different prices ({min} to {max}); took the lowest new offer (stock not stated).`,
    values: offerRange,
  },
  OFFERS_TOOK_LOWEST_NEW_NONE_IN_STOCK: {
    text: msg`{method}: {count} offers with different prices ({min} to {max}); took the lowest new offer (none in stock).`,
    values: offerRange,
  },
  OFFERS_TOOK_LOWEST_ANY_CONDITION: {
    text: msg`{method}: {count} offers with different prices ({min} to {max}); took the lowest offer (none in new condition).`,
    values: offerRange,
  },
  PRICE_TABLE_ROW_SELECTOR_INVALID: { text: msg`Row selector “{selector}” is not valid CSS.`, values: (p) => ({ selector: p.text('selector') }) },
  PRICE_TABLE_NO_ROWS: { text: msg`Row selector “{selector}” matched no rows.`, values: (p) => ({ selector: p.text('selector') }) },
  PRICE_TABLE_BOT_WALL: { text: msg`The page is a bot wall (captcha or access denied).`, values: () => ({}) },
  PRICE_TABLE_SEARCH_OVERVIEW: { text: msg`A product offers page is required, not a search overview of the comparison site.`, values: () => ({}) },
  PRICE_TABLE_NOT_FOUND: { text: msg`No table of offers was found on the page.`, values: () => ({}) },
};

/**
 * A scrape log line in the user's language: its code and params as a translated sentence (prices,
 * numbers and durations in the locale's format). Lines without a code — written before codes
 * existed — or with a code this app does not know yet show the scraper's English message.
 */
export function scrapeLogText(line: ScrapeLogTextLine, i18n: I18n): string {
  const entry = line.code ? (TEXTS as Partial<Record<string, (typeof TEXTS)[ScrapeLogCode]>>)[line.code] : undefined;
  if (!entry) return line.message;
  // Built apart from the call: Lingui's extractor reads an object literal given to i18n._ as a message.
  const filled: MessageDescriptor = { ...entry.text, values: entry.values(reader(line.params, i18n)) };
  return i18n._(filled);
}
