/**
 * The entry point `@pm/contracts/patterns`: everything that runs people's regular expressions
 * with RE2 (`re2js`, see validation/userPattern.ts) — checking, compiling and matching a pattern,
 * the request schemas that refuse a pattern RE2 cannot run, and the competitor URL check (it
 * matches a comparison site's search URL patterns).
 *
 * Browser-safe, but kept out of `@pm/contracts` so that the web's entry chunk never loads the RE2
 * engine: the web imports it from lazy features only. The schemas of the same names in
 * `@pm/contracts` have the same shape and limits with the patterns as plain text; the services
 * validate requests with the ones here.
 */
import { scrapeExceptionBodySchemasWith, scrapeExceptionPatternHolders, SCRAPE_EXCEPTION_REGEX_MAX_LENGTH } from './http/scrapeExceptions.ts';
import { SEARCH_URL_PATTERN_MAX_LENGTH, sourceSchemasWith } from './http/sources.ts';
import { probeBodySchemaWith, saveWizardBodySchemaWith } from './http/sourceWizard.ts';
import { userPatternSchema } from './validation/userPattern.ts';

export * from './validation/userPattern.ts';
export * from './validation/competitorUrl.ts';

const checkedSources = sourceSchemasWith(userPatternSchema({ maxLength: SEARCH_URL_PATTERN_MAX_LENGTH }));

/** POST /sources: search URL patterns must be usable by RE2 (problem PATTERN_SYNTAX, PATTERN_UNSUPPORTED or PATTERN_TOO_COMPLEX). */
export const connectSourceBodySchema = checkedSources.connectSourceBody;
/** PUT /sources/{sourceId}: search URL patterns must be usable by RE2. */
export const updateSourceBodySchema = checkedSources.updateSourceBody;

const checkedExceptions = scrapeExceptionPatternHolders(userPatternSchema({ maxLength: SCRAPE_EXCEPTION_REGEX_MAX_LENGTH, problem: 'INVALID_REGEX' }));

/** A scrape exception's scope as requested: its path pattern must be usable by RE2 (problem INVALID_REGEX with RE2's reason). */
export const scrapeExceptionScopeSchema = checkedExceptions.scope;
export const fieldRuleSchema = checkedExceptions.fieldRule;
export const priceTableRulesSchema = checkedExceptions.priceTable;
export const scrapeInstructionsSchema = checkedExceptions.instructions;

const checkedExceptionBodies = scrapeExceptionBodySchemasWith(checkedExceptions);

/** POST /api/admin/scrape-exceptions: every pattern must be usable by RE2. */
export const createScrapeExceptionBodySchema = checkedExceptionBodies.createBody;
/** PUT /api/admin/scrape-exceptions/:id: every pattern given must be usable by RE2. */
export const updateScrapeExceptionBodySchema = checkedExceptionBodies.updateBody;

/** POST /api/admin/source-wizard/probe: the field rules' patterns must be usable by RE2. */
export const probeBodySchema = probeBodySchemaWith(checkedExceptions.instructions);
/** POST /api/admin/source-wizard/save: the exception's patterns must be usable by RE2. */
export const saveWizardBodySchema = saveWizardBodySchemaWith(checkedExceptions.instructions);
