/**
 * Remarks of fetching and extraction about a page, as a log code with its values: the web
 * translates them, `noteText` gives the English the CLI prints and the job log keeps as message.
 */
import type { ExtractionMethod } from './types.ts';

type None = Record<string, never>;
type Method = { method: ExtractionMethod };
/** `currency` is '' when the offers name none (or several). */
type OfferRange = Method & { count: number; min: string; max: string; currency: string };

export type NoteParams = {
  WAIT_SELECTOR_TIMEOUT: { selector: string; ms: number };
  PAGE_TRUNCATED: None;
  EXTRACTION_TRUNCATED: None;
  SELECTOR_INVALID: { field: string; selector: string };
  SELECTOR_HIDDEN_ONLY: { field: string; selector: string };
  SELECTOR_PLACEHOLDER: { field: string; selector: string };
  SELECTOR_REGEX_NO_MATCH: { field: string; selector: string };
  SELECTOR_NO_MATCH: { field: string };
  SELECTOR_NOT_A_PRICE: { text: string };
  SELECTOR_AVAILABILITY_UNKNOWN: { text: string };
  JSONLD_INVALID_BLOCKS: { count: number };
  /** `name` is '' for a product without one. */
  SEVERAL_PRODUCTS_TOOK_URL_MATCH: Method & { count: number; name: string };
  SEVERAL_PRODUCTS_TOOK_FIRST_PRICED: Method & { count: number; name: string };
  SEVERAL_PRODUCTS_TOOK_FIRST: Method & { count: number; name: string };
  OFFER_OF_URL_VARIANT: Method & { count: number };
  OFFERS_TOOK_LOWEST_NEW_IN_STOCK: OfferRange;
  OFFERS_TOOK_LOWEST_NEW_STOCK_UNKNOWN: OfferRange;
  OFFERS_TOOK_LOWEST_NEW_NONE_IN_STOCK: OfferRange;
  OFFERS_TOOK_LOWEST_ANY_CONDITION: OfferRange;
  PRICE_TABLE_ROW_SELECTOR_INVALID: { selector: string };
  PRICE_TABLE_NO_ROWS: { selector: string };
  PRICE_TABLE_BOT_WALL: None;
  PRICE_TABLE_SEARCH_OVERVIEW: None;
  PRICE_TABLE_NOT_FOUND: None;
};
export type NoteCode = keyof NoteParams;
export type ScrapeNote = { [C in NoteCode]: { code: C; params: NoteParams[C] } }[NoteCode];

/** Texts cut to this length in params (a page's text can be anything). */
export const NOTE_TEXT_LIMIT = 80;

const offers = (p: OfferRange, took: string) => `${p.method}: ${p.count} offers with different prices (${p.min}–${p.max}); took ${took}`;
const products = (p: NoteParams['SEVERAL_PRODUCTS_TOOK_FIRST'], why: string) => `${p.method}: ${p.count} products; took "${p.name || 'unnamed'}" (${why})`;

const TEXTS: { [C in NoteCode]: (p: NoteParams[C]) => string } = {
  WAIT_SELECTOR_TIMEOUT: (p) => `the wait-for selector "${p.selector}" did not appear within ${p.ms} ms`,
  PAGE_TRUNCATED: () => 'page larger than the size limit; only its beginning was read',
  EXTRACTION_TRUNCATED: () => 'page larger than the extraction limit; only its beginning was read',
  SELECTOR_INVALID: (p) => `selectors: ${p.field}: selector "${p.selector}" is not valid CSS`,
  SELECTOR_HIDDEN_ONLY: (p) => `selectors: ${p.field}: selector "${p.selector}" matched only hidden elements`,
  SELECTOR_PLACEHOLDER: (p) => `selectors: ${p.field}: selector "${p.selector}" matched a template placeholder`,
  SELECTOR_REGEX_NO_MATCH: (p) => `selectors: ${p.field}: regex of "${p.selector}" did not match`,
  SELECTOR_NO_MATCH: (p) => `selectors: ${p.field}: no element matched`,
  SELECTOR_NOT_A_PRICE: (p) => `selectors: price: "${p.text}" is not a price`,
  SELECTOR_AVAILABILITY_UNKNOWN: (p) => `selectors: availability: "${p.text}" not recognised`,
  JSONLD_INVALID_BLOCKS: (p) => `json-ld: ${p.count} block(s) are not valid JSON and were skipped`,
  SEVERAL_PRODUCTS_TOOK_URL_MATCH: (p) => products(p, 'its URL is the page’s'),
  SEVERAL_PRODUCTS_TOOK_FIRST_PRICED: (p) => products(p, 'the first with a price'),
  SEVERAL_PRODUCTS_TOOK_FIRST: (p) => products(p, 'the first'),
  OFFER_OF_URL_VARIANT: (p) => `${p.method}: ${p.count} offers; took the one of the variant in the URL`,
  OFFERS_TOOK_LOWEST_NEW_IN_STOCK: (p) => offers(p, 'the lowest new-condition in-stock offer'),
  OFFERS_TOOK_LOWEST_NEW_STOCK_UNKNOWN: (p) => offers(p, 'the lowest new-condition offer (stock not stated)'),
  OFFERS_TOOK_LOWEST_NEW_NONE_IN_STOCK: (p) => offers(p, 'the lowest new-condition offer (none in stock)'),
  OFFERS_TOOK_LOWEST_ANY_CONDITION: (p) => offers(p, 'the lowest offer (none in new condition)'),
  PRICE_TABLE_ROW_SELECTOR_INVALID: (p) => `selectors: selector "${p.selector}" is not valid CSS`,
  PRICE_TABLE_NO_ROWS: (p) => `selectors: selector "${p.selector}" matched no rows`,
  PRICE_TABLE_BOT_WALL: () => 'The page is a bot wall (captcha or access denied).',
  PRICE_TABLE_SEARCH_OVERVIEW: () => 'This is a search overview of the price comparison site (many products, no single one); a product offers page is required.',
  PRICE_TABLE_NOT_FOUND: () => 'No table of offers was found on the page.',
};

function textOf<C extends NoteCode>(note: { code: C; params: NoteParams[C] }): string {
  return TEXTS[note.code](note.params);
}

/** The remark in English, as the extraction CLI prints it. */
export function noteText(note: ScrapeNote): string {
  return textOf(note);
}
