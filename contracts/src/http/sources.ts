/** Stores, marketplaces and price comparison sites (aggregators), spec §3 and §5. */
import { z } from 'zod';
import { displayNameSchema } from '../validation/displayName.ts';
import { COUNTRIES, countrySchema, type Country } from '../enums.ts';
import { crawlerKindSchema, offerTypeSchema, scrapeFrequencySchema, shippingCostModelSchema } from '../scraping.ts';

export const SOURCE_KINDS = ['STORE', 'MARKETPLACE', 'AGGREGATOR'] as const;
export const sourceKindSchema = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof sourceKindSchema>;

/**
 * A competitor domain as entered: host (and optional port), without https:// or www.
 * e.g. "bergsport-shop.de", "preisfuchs.demo.test", "127.0.0.1:4100".
 */
export const competitorDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => !/^[a-z]+:\/\//.test(v), { message: 'Enter the domain without https://' })
  .refine((v) => !v.startsWith('www.'), { message: 'Enter the domain without www.' })
  .refine((v) => /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}(?::\d{1,5})?$|^\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?$/.test(v), { message: 'Enter a domain such as shop.example' });

/** Limits of a comparison site's search URL patterns: characters per pattern, patterns per site. */
export const SEARCH_URL_PATTERN_MAX_LENGTH = 300;
export const MAX_SEARCH_URL_PATTERNS = 20;

/** Patterns (regular expressions over path and query) that mark a comparison site's search overview pages. */
export const DEFAULT_SEARCH_URL_PATTERNS = ['[?&](q|query|search|suche|keywords?)=', '/(search|suche|such|recherche|ricerca|zoeken|szukaj)(/|$|\\?)'];

/** Country top-level domains that are not the country's ISO code. */
const TLD_COUNTRIES: Readonly<Record<string, Country>> = { uk: 'gb' };
const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRIES);

/**
 * The market a domain sells in, read from its country top-level domain (bergsport.de → de,
 * shop.co.uk → gb, allegro.pl → pl); null for generic ones (.com, .eu, .test): any market.
 */
export function countryOfHostname(hostname: string): Country | null {
  const host = hostname.replace(/:\d+$/, '').toLowerCase();
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (TLD_COUNTRIES[tld]) return TLD_COUNTRIES[tld];
  return COUNTRY_SET.has(tld) ? (tld as Country) : null;
}

/** The shared fields of a domain registered by a company (not a platform admin): nothing the company chose but the market its domain names. */
export function defaultSourceFields(kind: SourceKind, hostname: string): SourceFields {
  const country = countryOfHostname(hostname);
  return { kind, name: hostname, hostname, shippingCostModel: 'COST_ON_PRODUCT_PAGE', ...(country ? { country } : {}) };
}

/** The id of a proxy of the deployment's configuration (`SCRAPE_PROXIES`); its URL never leaves the server. */
export const scrapeProxyIdSchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9._-]+$/, { message: 'Letters, digits, dot, dash and underscore only' });

/**
 * What one company chooses for a source it has connected: whether and how often its URLs there
 * are scraped, and through which configured proxy (none: directly). Applied to its jobs only.
 */
export const companySourceSettingsSchema = z.strictObject({
  scrapingEnabled: z.boolean(),
  scrapeFrequency: scrapeFrequencySchema,
  proxyId: scrapeProxyIdSchema.nullable(),
});
export type CompanySourceSettings = z.infer<typeof companySourceSettingsSchema>;
export const DEFAULT_SOURCE_SETTINGS: CompanySourceSettings = { scrapingEnabled: true, scrapeFrequency: 'DAILY', proxyId: null };

const atLeastOneField = (body: object) => Object.keys(body).length > 0;

/**
 * A search URL pattern as the browser-safe schemas take it: its length only. The API also checks
 * that RE2 can run it (the schemas of `@pm/contracts/patterns`, which load the RE2 engine).
 */
export const searchUrlPatternTextSchema = z.string().min(1).max(SEARCH_URL_PATTERN_MAX_LENGTH);

/**
 * The schemas that hold search URL patterns, built for one pattern schema: the browser-safe ones
 * below check length and count only (the web types and pre-validates with them; stored events
 * read any pattern text), the request schemas of `@pm/contracts/patterns` add RE2's check.
 */
export function sourceSchemasWith(searchUrlPatternSchema: z.ZodType<string>) {
  /**
   * A source's shared fields: true for every company that connects its domain, changed by
   * platform administrators only. A company's first connection of a new domain registers it from
   * safe defaults (`defaultSourceFields`); what a company chooses is its own setting (below).
   */
  const sourceFields = z.strictObject({
    kind: sourceKindSchema,
    name: displayNameSchema(120),
    hostname: competitorDomainSchema,
    logoUrl: z.url({ protocol: /^https?$/ }).nullable().optional(),
    iconUrl: z.url({ protocol: /^https?$/ }).nullable().optional(),
    shippingCostModel: shippingCostModelSchema,
    /** The market the source sells in (issue 12): a sales channel compares only offers of its country; null/absent: any market. */
    country: countrySchema.nullable().optional(),
    crawler: crawlerKindSchema.optional(),
    /** Run by RE2 (linear time): no backreferences or lookaround; see validation/userPattern.ts. */
    searchUrlPatterns: z.array(searchUrlPatternSchema).max(MAX_SEARCH_URL_PATTERNS).optional(),
  });

  /**
   * POST /sources: connect the source of a domain to the company, with the company's own settings
   * (defaults: scraping daily, no proxy). The other shared fields are used only when a platform
   * administrator connects a domain that is new; anyone else registers it from
   * `defaultSourceFields`, and a known domain's shared fields never change by connecting it.
   */
  const connectSourceBody = z.strictObject({
    kind: sourceKindSchema,
    hostname: competitorDomainSchema,
    ...sourceFields.omit({ kind: true, hostname: true }).partial().shape,
    ...companySourceSettingsSchema.partial().shape,
  });

  /** PUT /sources/{sourceId} (platform administrators): the shared fields; domain and kind stay. */
  const updateSourceBody = sourceFields.omit({ hostname: true, kind: true }).partial().refine(atLeastOneField, { message: 'At least one field is required' });
  return { sourceFields, connectSourceBody, updateSourceBody };
}

const textPatterns = sourceSchemasWith(searchUrlPatternTextSchema);

/** A source's shared fields (search URL patterns checked for length only; see sourceSchemasWith). */
export const sourceFieldsSchema = textPatterns.sourceFields;
export type SourceFields = z.infer<typeof sourceFieldsSchema>;

/** POST /sources, browser-safe: the API takes `connectSourceBodySchema` of `@pm/contracts/patterns` (RE2 checks the patterns). */
export const connectSourceBodySchema = textPatterns.connectSourceBody;
export type ConnectSourceBody = z.infer<typeof connectSourceBodySchema>;

/** PUT /sources/{sourceId}, browser-safe: the API takes `updateSourceBodySchema` of `@pm/contracts/patterns`. */
export const updateSourceBodySchema = textPatterns.updateSourceBody;
export type UpdateSourceBody = z.infer<typeof updateSourceBodySchema>;

/** PUT /sources/{sourceId}/settings ('data.edit'): the company's own settings of a connected source. */
export const sourceSettingsBodySchema = companySourceSettingsSchema.partial().refine(atLeastOneField, { message: 'At least one field is required' });
export type SourceSettingsBody = z.infer<typeof sourceSettingsBodySchema>;

/**
 * GET /sources: a connected source as listed: the shared fields and the company's own settings,
 * with the chosen proxy's name (null: none, or no longer configured — then the source is not
 * scraped until another is chosen). `urlCount` is the number of competitor URLs of the company's
 * active products at this source.
 */
export const listedSourceSchema = z.object({
  ...sourceFieldsSchema.shape,
  ...companySourceSettingsSchema.shape,
  id: z.string(),
  proxyName: z.string().nullable(),
  hasProxy: z.boolean(),
  urlCount: z.number().int().min(0),
});
export type ListedSource = z.infer<typeof listedSourceSchema>;

/** GET /scrape-proxies: a proxy a company may choose for its sources — id and name, never its URL. */
export const scrapeProxySchema = z.object({ id: z.string(), name: z.string() });
export type ScrapeProxy = z.infer<typeof scrapeProxySchema>;

/** POST /products/{productId}/urls */
export const addCompetitorUrlBodySchema = z
  .strictObject({
    url: z.string().trim().min(1).max(2_000),
    offerType: offerTypeSchema.default('COMPETITOR_OFFER'),
    storeId: z.string().optional(),
    aggregatorId: z.string().optional(),
  })
  .refine((b) => !(b.storeId && b.aggregatorId), { message: 'Give either a store or an aggregator, not both', path: ['aggregatorId'] });
export type AddCompetitorUrlBody = z.infer<typeof addCompetitorUrlBodySchema>;
