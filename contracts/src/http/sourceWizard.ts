/**
 * The store and aggregator wizards (issue 18 item 1, spec §2 `/admin/store/wizard`,
 * `/admin/aggregator/wizard`): a platform admin probes a sample page with the crawler kinds,
 * corrects what extraction found with field rules (a scrape exception's instructions), tries
 * more pages and saves the source (and its scrape exception) in one request.
 */
import { z } from 'zod';
import { displayNameSchema } from '../validation/displayName.ts';
import { CRAWLER_KINDS, crawlerKindSchema, pageStatusSchema, shippingCostModelSchema } from '../scraping.ts';
import { scrapeInstructionsSchema, scrapeExceptionCodeSchema } from './scrapeExceptions.ts';
import { competitorDomainSchema, sourceKindSchema } from './sources.ts';

/** What the sample page is: a store's product page, or a comparison site's offers page (its price table). */
export const WIZARD_PAGE_KINDS = ['PRODUCT_PAGE', 'OFFERS_PAGE'] as const;
export const wizardPageKindSchema = z.enum(WIZARD_PAGE_KINDS);
export type WizardPageKind = z.infer<typeof wizardPageKindSchema>;

/** A page URL as the wizard takes it: http(s), at most 2,000 characters. */
export const wizardUrlSchema = z.string().trim().max(2_000).pipe(z.url({ protocol: /^https?$/ }));

/** `all`: every crawler kind, side by side (the unavailable ones answer why). */
export const probeCrawlerSchema = z.union([crawlerKindSchema, z.literal('all')]);
export type ProbeCrawler = z.infer<typeof probeCrawlerSchema>;

/** The field rules a probe applies, in the shape the patterns module checks (RE2) — built once per pattern schema. */
export function probeBodySchemaWith(instructions: z.ZodType<z.infer<typeof scrapeInstructionsSchema>>) {
  return z.strictObject({
    url: wizardUrlSchema,
    crawler: probeCrawlerSchema.default('all'),
    pageKind: wizardPageKindSchema.default('PRODUCT_PAGE'),
    /** Field rules applied like a scrape exception of the page's host would be. */
    instructions: instructions.optional(),
  });
}

/** POST /api/admin/source-wizard/probe, browser-safe (the API checks the rules' patterns with RE2 and their selectors as CSS). */
export const probeBodySchema = probeBodySchemaWith(scrapeInstructionsSchema);
export type ProbeBody = z.input<typeof probeBodySchema>;

/**
 * How fetching the page with one crawler kind ended:
 * - `FETCHED`: a page came back (its page status says whether it is a product page);
 * - `UNAVAILABLE`: the kind is not configured here (ScrapeOps/trawler without their API key);
 * - `NOT_ALLOWED`: the fetch guard refused the address (private network, not http(s));
 * - `UNREACHABLE`: the name does not resolve or the connection failed;
 * - `TIMED_OUT`: no answer within the scraper's timeout;
 * - `TOO_MANY_REDIRECTS`: more redirects than the scraper follows.
 */
export const PROBE_OUTCOMES = ['FETCHED', 'UNAVAILABLE', 'NOT_ALLOWED', 'UNREACHABLE', 'TIMED_OUT', 'TOO_MANY_REDIRECTS'] as const;
export const probeOutcomeSchema = z.enum(PROBE_OUTCOMES);
export type ProbeOutcome = z.infer<typeof probeOutcomeSchema>;

/** The fields the wizard shows (spec §3 'Store, aggregator': price, currency, stock, shipping, title). */
export const PROBE_FIELDS = ['price', 'currency', 'availability', 'shippingCost', 'name'] as const;
export const probeFieldSchema = z.enum(PROBE_FIELDS);
export type ProbeField = z.infer<typeof probeFieldSchema>;

export const probedFieldSchema = z.object({
  field: probeFieldSchema,
  /** As read: a decimal string for amounts, an ISO code for the currency, a schema.org name for availability. */
  value: z.string().nullable(),
  /** The extraction method behind the value (`selectors`, `json-ld`, `microdata`, `rdfa`, `meta`, `visible`), null when nothing was found. */
  method: z.string().nullable(),
  confidence: z.number().min(0).max(1).nullable(),
});
export type ProbedField = z.infer<typeof probedFieldSchema>;

/** One selector of the field rules on the page: how many elements it matched and what the rule read. */
export const probedRuleSchema = z.object({
  field: z.string(),
  selector: z.string(),
  matches: z.number().int().min(0),
  /** The rule's value (text or attribute, after its regex); null: nothing usable. */
  value: z.string().nullable(),
  /** Why the rule gave nothing: SELECTOR_INVALID, SELECTOR_HIDDEN_ONLY, SELECTOR_PLACEHOLDER, SELECTOR_REGEX_NO_MATCH, SELECTOR_NO_MATCH. */
  problem: z.string().nullable(),
});
export type ProbedRule = z.infer<typeof probedRuleSchema>;

export const probeResultSchema = z.object({
  crawler: crawlerKindSchema,
  outcome: probeOutcomeSchema,
  /** The English explanation for logs and the API reference; the web shows its own text for the outcome. */
  detail: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  durationMs: z.number().int().min(0),
  /** Spec §8 label of the page (null when no page came back). */
  pageStatus: pageStatusSchema.nullable(),
  fields: z.array(probedFieldSchema),
  /** Offers of a comparison page's price table (offers pages only). */
  offerCount: z.number().int().min(0),
  rules: z.array(probedRuleSchema),
});
export type ProbeResult = z.infer<typeof probeResultSchema>;

export const probeAnswerSchema = z.object({ url: z.string(), results: z.array(probeResultSchema) });
export type ProbeAnswer = z.infer<typeof probeAnswerSchema>;

/** The crawler kinds in the order the wizard shows them. */
export const WIZARD_CRAWLERS = CRAWLER_KINDS;

/**
 * POST /api/admin/source-wizard/save: the source's shared fields and, when selectors were needed,
 * its scrape exception (scope: the whole host). Checked completely before anything is written.
 */
export function saveWizardBodySchemaWith(instructions: z.ZodType<z.infer<typeof scrapeInstructionsSchema>>) {
  return z.strictObject({
    kind: sourceKindSchema,
    name: displayNameSchema(120),
    hostname: competitorDomainSchema,
    crawler: crawlerKindSchema,
    shippingCostModel: shippingCostModelSchema,
    exception: z.strictObject({ code: scrapeExceptionCodeSchema, instructions }).nullable(),
  });
}

export const saveWizardBodySchema = saveWizardBodySchemaWith(scrapeInstructionsSchema);
export type SaveWizardBody = z.input<typeof saveWizardBodySchema>;

export const saveWizardAnswerSchema = z.object({ sourceId: z.string(), exceptionId: z.string().nullable(), position: z.string() });
export type SaveWizardAnswer = z.infer<typeof saveWizardAnswerSchema>;

/** The host of a sample URL as a source's domain: lower case, without www. (port kept). */
export function hostnameOfUrl(url: string): string | null {
  try {
    const host = new URL(url).host.toLowerCase();
    return host.startsWith('www.') ? host.slice(4) : host;
  } catch {
    return null;
  }
}
