/**
 * The body of a create or update, checked completely before anything is written: its shape
 * (strict zod schemas of the contracts) and then every CSS selector with the parser the scraper
 * runs them with. All problems are answered at once as SCRAPE_EXCEPTION_INVALID with
 * `details.issues`, so the editor can mark each one.
 */
import { toScrapeExceptionIssues, type ScrapeExceptionFields, type ScrapeExceptionIssue } from '@pm/contracts';
import { createScrapeExceptionBodySchema, updateScrapeExceptionBodySchema } from '@pm/contracts/patterns';
import { selectorIssues } from '@pm/contracts/selectorSyntax';
import { appError } from '@pm/platform';
import type { z } from 'zod';

function refuse(issues: ScrapeExceptionIssue[]): never {
  const first = issues[0]?.message ?? 'invalid';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  throw appError('SCRAPE_EXCEPTION_INVALID', `The scrape exception is not valid: ${first}${more}.`, { issues });
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  const raw = body !== null && typeof body === 'object' ? (body as { instructions?: unknown; settings?: unknown }) : {};
  // Selectors are checked even when the shape is wrong elsewhere, so every problem shows at once.
  const selectors = selectorIssues(raw);
  const shape = parsed.success ? [] : toScrapeExceptionIssues(parsed.error.issues, body);
  const issues = [...shape, ...selectors.filter((s) => !shape.some((i) => i.part === s.part && i.path === s.path))];
  if (issues.length > 0 || !parsed.success) refuse(issues);
  return parsed.data;
}

export const parseCreateScrapeException = (body: unknown): ScrapeExceptionFields => parse(createScrapeExceptionBodySchema, body);

export const parseUpdateScrapeException = (body: unknown): Partial<ScrapeExceptionFields> => parse(updateScrapeExceptionBodySchema, body);
