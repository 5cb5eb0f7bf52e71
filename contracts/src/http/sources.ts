/** Stores, marketplaces and price comparison sites (aggregators), spec §3 and §5. */
import { z } from 'zod';
import { crawlerKindSchema, offerTypeSchema, scrapeFrequencySchema, shippingCostModelSchema } from '../scraping.ts';
import { userPatternSchema } from '../validation/userPattern.ts';

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

export const sourceFieldsSchema = z.strictObject({
  kind: sourceKindSchema,
  name: z.string().trim().min(1).max(120),
  hostname: competitorDomainSchema,
  logoUrl: z.url({ protocol: /^https?$/ }).nullable().optional(),
  iconUrl: z.url({ protocol: /^https?$/ }).nullable().optional(),
  shippingCostModel: shippingCostModelSchema,
  scrapeFrequency: scrapeFrequencySchema,
  scrapingEnabled: z.boolean(),
  crawler: crawlerKindSchema.optional(),
  /** HTTP proxy for this source's requests, e.g. http://proxy.internal:3128. */
  proxyUrl: z.url({ protocol: /^https?$/ }).nullable().optional(),
  /** Run by RE2 (linear time): no backreferences or lookaround; see validation/userPattern.ts. */
  searchUrlPatterns: z.array(userPatternSchema({ maxLength: SEARCH_URL_PATTERN_MAX_LENGTH })).max(MAX_SEARCH_URL_PATTERNS).optional(),
});
export type SourceFields = z.infer<typeof sourceFieldsSchema>;

/** POST /sources: connect a source to the company (registering it when its domain is new). */
export const connectSourceBodySchema = sourceFieldsSchema;
export const updateSourceBodySchema = sourceFieldsSchema.omit({ hostname: true, kind: true }).partial().refine((b) => Object.keys(b).length > 0, { message: 'At least one field is required' });

/**
 * GET /sources: a connected source as listed. `proxyUrl` (it may carry credentials) is sent to
 * platform administrators only; everyone sees whether a proxy is set. `urlCount` is the number
 * of competitor URLs of the company's active products at this source.
 */
export const listedSourceSchema = z.object({
  ...sourceFieldsSchema.shape,
  id: z.string(),
  hasProxy: z.boolean(),
  urlCount: z.number().int().min(0),
});
export type ListedSource = z.infer<typeof listedSourceSchema>;

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
