/**
 * Whether a CSS selector is one the scraper can run: compiled by cheerio-select, the engine
 * behind the extraction's Cheerio `$()` (CSS plus jQuery's :first, :eq(), :contains() …).
 * A separate entry point (`@pm/contracts/selectorSyntax`) so the web bundle never pulls in the
 * parser; the services check with it, the web app shows their verdict.
 */
import { select } from 'cheerio-select';
import { makeScrapeExceptionIssue, type ScrapeExceptionIssue } from './scrapeExceptionIssues.ts';
import { selectorsOf } from '../http/scrapeExceptions.ts';

/** The parser's complaint about `selector`, or null when it is valid. */
export function selectorProblem(selector: string): string | null {
  try {
    // Running it against no elements still parses and compiles the whole selector.
    select(selector, []);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** An INVALID_SELECTOR issue for every selector of the exception that does not compile. */
export function selectorIssues(fields: { instructions?: unknown; settings?: unknown }): ScrapeExceptionIssue[] {
  const issues: ScrapeExceptionIssue[] = [];
  for (const { part, path, selector } of selectorsOf(fields)) {
    const detail = selectorProblem(selector.trim());
    if (detail !== null) issues.push(makeScrapeExceptionIssue([part, ...path.split('.')], 'INVALID_SELECTOR', { detail }));
  }
  return issues;
}
