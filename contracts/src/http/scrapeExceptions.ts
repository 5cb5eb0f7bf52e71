/**
 * Scrape exceptions (spec §3: code, scope, instructions JSON, settings JSON): how the scraper
 * reads the pages of one store or comparison site whose pages carry no (or misleading)
 * structured data. Platform-wide, like the sources they apply to; platform admins keep them.
 *
 * - code: a unique slug, e.g. "trailmarkt-plain-html".
 * - scope: the source's hostname as entered for the source (no scheme, no www.), optionally
 *   narrowed by `pathPattern`, a regular expression (case-insensitive) tested against the page's
 *   path and query ("/artikel/123?x=1").
 * - instructions: per field a rule — a CSS selector, a list of selectors tried in order, or
 *   `{ selector, attribute?, regex? }` (read the attribute instead of the text; keep the regex's
 *   first group) — plus `availabilityValues` (page text → schema.org availability) and
 *   `priceTable` (the offer rows of a comparison page).
 * - settings: what the worker honours when fetching and reading: crawler override, a selector
 *   the Playwright crawler waits for, a timeout, extra request headers, the number format and
 *   the currency.
 *
 * Everything is strict: unknown keys are refused, so a typo never silently does nothing.
 * Whether a selector is valid CSS is checked by the services (`@pm/contracts/selectorSyntax`),
 * whether RE2 can run a pattern by the request schemas of `@pm/contracts/patterns` (the ones here
 * check a pattern's length only: they are browser-safe and read stored patterns).
 */
import { z } from 'zod';
import { availabilitySchema } from '../scraping.ts';
import { competitorDomainSchema } from './sources.ts';

const problem = (name: string, extra: Record<string, unknown> = {}) => ({ params: { problem: name, ...extra } });

export const SCRAPE_EXCEPTION_CODE_MAX = 80;
export const scrapeExceptionCodeSchema = z
  .string()
  .trim()
  .min(3)
  .max(SCRAPE_EXCEPTION_CODE_MAX)
  .refine((code) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(code), { message: 'Use lower-case letters, digits and single hyphens, e.g. "bergsport-plain-price"', ...problem('INVALID_CODE') });

export const cssSelectorSchema = z.string().trim().min(1).max(500);
const selectorListSchema = z.array(cssSelectorSchema).min(1).max(20);

export const PRODUCT_FIELD_RULES = [
  'name',
  'brand',
  'gtin',
  'mpn',
  'sku',
  'image',
  'price',
  'currency',
  'regularPrice',
  'shippingCost',
  'availability',
  'deliveryTime',
  'condition',
] as const;
export type ProductFieldRule = (typeof PRODUCT_FIELD_RULES)[number];

const MAX_AVAILABILITY_VALUES = 50;

/**
 * The parts that hold regular expressions (scope, field rules, price table, instructions), built
 * for one pattern schema. The ones exported here take any pattern text of at most
 * SCRAPE_EXCEPTION_REGEX_MAX_LENGTH characters: browser-safe, and stored events read with them, so
 * an exception written before RE2's checks still reads (a pattern RE2 cannot run matches nothing).
 * Requests get RE2's checks (`@pm/contracts/patterns`: linear-time matching, no backreferences or
 * lookaround; the message says why a pattern is refused).
 */
export function scrapeExceptionPatternHolders(regexSchema: z.ZodType<string>) {
  const scope = z.strictObject({
    hostname: competitorDomainSchema,
    /** Regular expression over path and query; null: every page of the host. */
    pathPattern: regexSchema.nullable().default(null),
  });

  /** A field rule: selector, selectors tried in order, or the long form. */
  const fieldRule = z.union([
    cssSelectorSchema,
    selectorListSchema,
    z.strictObject({
      selector: z.union([cssSelectorSchema, selectorListSchema]),
      /** Attribute to read instead of the element's text ("content", "data-price", "src"). */
      attribute: z.string().trim().min(1).max(100).optional(),
      /** Applied to the value; the first capture group (or the whole match) is kept. */
      regex: regexSchema.optional(),
    }),
  ]);

  const priceTable = z.strictObject({
    /** One element per offer. */
    row: cssSelectorSchema,
    shop: fieldRule.optional(),
    shopUrl: fieldRule.optional(),
    price: fieldRule.optional(),
    shipping: fieldRule.optional(),
    total: fieldRule.optional(),
    availability: fieldRule.optional(),
    condition: fieldRule.optional(),
  });

  const instructions = z.strictObject({
    name: fieldRule.optional(),
    brand: fieldRule.optional(),
    gtin: fieldRule.optional(),
    mpn: fieldRule.optional(),
    sku: fieldRule.optional(),
    image: fieldRule.optional(),
    price: fieldRule.optional(),
    currency: fieldRule.optional(),
    regularPrice: fieldRule.optional(),
    shippingCost: fieldRule.optional(),
    availability: fieldRule.optional(),
    deliveryTime: fieldRule.optional(),
    condition: fieldRule.optional(),
    /**
     * The shop's own availability texts → schema.org availability, e.g. { "Sofort lieferbar":
     * "InStock" }. Compared case-insensitively, whole text first, then as a part of it; texts not
     * listed fall back to the built-in recognition.
     */
    availabilityValues: z
      .record(z.string().trim().min(1).max(200), availabilitySchema)
      .refine((values) => Object.keys(values).length <= MAX_AVAILABILITY_VALUES, { message: `At most ${MAX_AVAILABILITY_VALUES} entries`, ...problem('TOO_MANY', { limit: MAX_AVAILABILITY_VALUES }) })
      .optional(),
    priceTable: priceTable.optional(),
  });
  return { scope, fieldRule, priceTable, instructions };
}

export const SCRAPE_EXCEPTION_REGEX_MAX_LENGTH = 500;
const textPatterns = scrapeExceptionPatternHolders(z.string().min(1).max(SCRAPE_EXCEPTION_REGEX_MAX_LENGTH));

export const scrapeExceptionScopeSchema = textPatterns.scope;
export type ScrapeExceptionScope = z.infer<typeof scrapeExceptionScopeSchema>;
export const fieldRuleSchema = textPatterns.fieldRule;
export type FieldRule = z.infer<typeof fieldRuleSchema>;
export const priceTableRulesSchema = textPatterns.priceTable;
export type PriceTableRules = z.infer<typeof priceTableRulesSchema>;
export const scrapeInstructionsSchema = textPatterns.instructions;
/** Scope and instructions as stored in events: any pattern text reads. */
export const storedScrapeExceptionScopeSchema = textPatterns.scope;
export const storedScrapeInstructionsSchema = textPatterns.instructions;
export type ScrapeInstructions = z.infer<typeof scrapeInstructionsSchema>;

/** Crawler kinds the worker has a fetcher for (an exception may switch between them). */
export const EXCEPTION_CRAWLERS = ['crawlee-basic-crawler', 'crawlee-cheerio-crawler', 'crawlee-playwright-crawler'] as const;

/** Headers the HTTP client or the browser set themselves (or that would break the request). */
const FORBIDDEN_HEADERS = new Set(['host', 'content-length', 'connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'keep-alive', 'expect']);
const MAX_HEADERS = 20;
export const SCRAPE_TIMEOUT_RANGE = { min: 1_000, max: 120_000 } as const;

const headerNameSchema = z
  .string()
  .refine((name) => /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/.test(name), { message: 'Not a valid header name', ...problem('INVALID_HEADER_NAME') })
  .refine((name) => !FORBIDDEN_HEADERS.has(name.toLowerCase()) && !name.toLowerCase().startsWith('proxy-'), { message: 'This header is set by the scraper itself', ...problem('FORBIDDEN_HEADER') });

export const scrapeSettingsSchema = z.strictObject({
  /** Fetch this scope's pages with another crawler than the source's. */
  crawler: z.enum(EXCEPTION_CRAWLERS).optional(),
  /** The Playwright crawler waits (up to the timeout) until this selector is in the page. */
  waitForSelector: cssSelectorSchema.optional(),
  /** Time for the page in ms (at most twice the worker's SCRAPE_TIMEOUT_MS). */
  timeoutMs: z.number().int().min(SCRAPE_TIMEOUT_RANGE.min).max(SCRAPE_TIMEOUT_RANGE.max).optional(),
  /** Extra request headers, e.g. { "Accept-Language": "de-CH", "Cookie": "consent=1" }. */
  headers: z
    .record(headerNameSchema, z.string().max(2_000).refine((value) => !/[\r\n\0]/.test(value), { message: 'Line breaks are not allowed', ...problem('INVALID_HEADER_VALUE') }))
    .refine((headers) => Object.keys(headers).length <= MAX_HEADERS, { message: `At most ${MAX_HEADERS} headers`, ...problem('TOO_MANY', { limit: MAX_HEADERS }) })
    .optional(),
  /** The shop's decimal separator where its prices are ambiguous ("1.299" vs "1,299"). */
  decimalSeparator: z.enum([',', '.']).optional(),
  /** ISO 4217 currency to assume where the page names none. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => /^[A-Z]{3}$/.test(code), { message: 'An ISO 4217 code such as EUR', ...problem('INVALID_CURRENCY') })
    .optional(),
});
export type ScrapeSettings = z.infer<typeof scrapeSettingsSchema>;

/** The request bodies of creating and changing an exception, built for the scope and instructions schemas. */
export function scrapeExceptionBodySchemasWith(holders: Pick<ReturnType<typeof scrapeExceptionPatternHolders>, 'scope' | 'instructions'>) {
  /** POST /api/admin/scrape-exceptions */
  const createBody = z.strictObject({
    code: scrapeExceptionCodeSchema,
    scope: holders.scope,
    instructions: holders.instructions,
    settings: scrapeSettingsSchema.default({}),
  });

  /** PUT /api/admin/scrape-exceptions/:id — the parts given replace the stored ones. */
  const updateBody = z
    .strictObject({
      code: scrapeExceptionCodeSchema.optional(),
      scope: holders.scope.optional(),
      instructions: holders.instructions.optional(),
      settings: scrapeSettingsSchema.optional(),
    })
    .refine((body) => Object.keys(body).length > 0, { message: 'At least one of code, scope, instructions, settings is required', ...problem('REQUIRED') });
  return { createBody, updateBody };
}
const textBodies = scrapeExceptionBodySchemasWith(textPatterns);

/** POST /api/admin/scrape-exceptions, browser-safe: the API takes `createScrapeExceptionBodySchema` of `@pm/contracts/patterns` (RE2 checks the patterns). */
export const createScrapeExceptionBodySchema = textBodies.createBody;
export type CreateScrapeExceptionBody = z.input<typeof createScrapeExceptionBodySchema>;
export type ScrapeExceptionFields = z.infer<typeof createScrapeExceptionBodySchema>;

/** PUT /api/admin/scrape-exceptions/:id, browser-safe: the API takes `updateScrapeExceptionBodySchema` of `@pm/contracts/patterns`. */
export const updateScrapeExceptionBodySchema = textBodies.updateBody;
export type UpdateScrapeExceptionBody = z.input<typeof updateScrapeExceptionBodySchema>;

/** GET /api/admin/scrape-exceptions[/:id] */
export const scrapeExceptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  scope: z.object({ hostname: z.string(), pathPattern: z.string().nullable() }),
  instructions: scrapeInstructionsSchema,
  settings: scrapeSettingsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScrapeException = z.infer<typeof scrapeExceptionSchema>;

/**
 * Every selector of an exception with where it is, e.g. "price.selector.1" (for the CSS check).
 * Takes unchecked input too, so selector problems can be reported beside shape problems.
 */
export function selectorsOf(fields: { instructions?: unknown; settings?: unknown }): { part: 'instructions' | 'settings'; path: string; selector: string }[] {
  const found: { part: 'instructions' | 'settings'; path: string; selector: string }[] = [];
  const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
  const ofList = (path: string, value: unknown) => {
    if (typeof value === 'string') found.push({ part: 'instructions', path, selector: value });
    else if (Array.isArray(value)) value.forEach((selector, i) => typeof selector === 'string' && found.push({ part: 'instructions', path: `${path}.${i}`, selector }));
  };
  const ofRule = (path: string, rule: unknown) => (isRecord(rule) ? ofList(`${path}.selector`, rule.selector) : ofList(path, rule));
  const { instructions, settings } = fields;
  if (isRecord(instructions)) {
    for (const field of PRODUCT_FIELD_RULES) ofRule(field, instructions[field]);
    const table = instructions.priceTable;
    if (isRecord(table)) {
      if (typeof table.row === 'string') found.push({ part: 'instructions', path: 'priceTable.row', selector: table.row });
      for (const key of ['shop', 'shopUrl', 'price', 'shipping', 'total', 'availability', 'condition'] as const) ofRule(`priceTable.${key}`, table[key]);
    }
  }
  if (isRecord(settings) && typeof settings.waitForSelector === 'string') found.push({ part: 'settings', path: 'waitForSelector', selector: settings.waitForSelector });
  // Empty selectors are the schema's to report.
  return found.filter((f) => f.selector.trim() !== '');
}
