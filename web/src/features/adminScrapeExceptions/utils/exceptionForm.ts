/**
 * The scrape exception form: code, scope (hostname, optional path pattern) and the two JSON
 * texts. Only the JSON syntax is checked here (a body cannot be sent otherwise); everything
 * else is checked by the API, whose issues are put beside the fields they concern.
 */
import { scrapeExceptionIssueSchema } from '@pm/contracts';
import type { CreateScrapeExceptionBody, ScrapeException, ScrapeExceptionIssue } from '@pm/contracts';
import { isApiError } from '../../../lib/apiError.ts';
import { parseJsonText } from './jsonText.ts';

export interface ScrapeExceptionFormValues {
  code: string;
  hostname: string;
  /** Empty: every page of the host. */
  pathPattern: string;
  instructions: string;
  settings: string;
}

export type FormField = keyof ScrapeExceptionFormValues;
export type JsonField = 'instructions' | 'settings';

export const EMPTY_SCRAPE_EXCEPTION_FORM: ScrapeExceptionFormValues = { code: '', hostname: '', pathPattern: '', instructions: '{}', settings: '{}' };

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export function formFromException(exception: ScrapeException): ScrapeExceptionFormValues {
  return {
    code: exception.code,
    hostname: exception.scope.hostname,
    pathPattern: exception.scope.pathPattern ?? '',
    instructions: pretty(exception.instructions),
    settings: pretty(exception.settings),
  };
}

export interface JsonSyntaxError {
  line: number;
  column: number;
}

export type FormBody = { ok: true; body: CreateScrapeExceptionBody } | { ok: false; syntax: Partial<Record<JsonField, JsonSyntaxError>> };

/** The request body, or where the JSON texts are broken. */
export function toScrapeExceptionBody(values: ScrapeExceptionFormValues): FormBody {
  const instructions = parseJsonText(values.instructions);
  const settings = parseJsonText(values.settings);
  if (!instructions.ok || !settings.ok) {
    const syntax: Partial<Record<JsonField, JsonSyntaxError>> = {};
    if (!instructions.ok) syntax.instructions = { line: instructions.line, column: instructions.column };
    if (!settings.ok) syntax.settings = { line: settings.line, column: settings.column };
    return { ok: false, syntax };
  }
  const pathPattern = values.pathPattern.trim();
  return {
    ok: true,
    // The API checks the shapes; what it refuses comes back as issues.
    body: {
      code: values.code.trim(),
      scope: { hostname: values.hostname.trim(), pathPattern: pathPattern === '' ? null : pathPattern },
      instructions: instructions.value as CreateScrapeExceptionBody['instructions'],
      settings: settings.value as CreateScrapeExceptionBody['settings'],
    },
  };
}

export type IssuesByField = Partial<Record<FormField | 'general', ScrapeExceptionIssue[]>>;

function fieldOf(issue: ScrapeExceptionIssue): FormField | 'general' {
  switch (issue.part) {
    case 'code':
      return 'code';
    case 'scope':
      return issue.path.startsWith('pathPattern') ? 'pathPattern' : 'hostname';
    case 'instructions':
    case 'settings':
      return issue.part;
    default:
      return 'general';
  }
}

/** The API's issues of a refused exception, by the form field they concern (none for other errors). */
export function issuesByField(error: unknown): IssuesByField {
  if (!isApiError(error) || error.code !== 'SCRAPE_EXCEPTION_INVALID') return {};
  const parsed = scrapeExceptionIssueSchema.array().safeParse(error.body?.details?.['issues']);
  if (!parsed.success) return {};
  const byField: IssuesByField = {};
  for (const issue of parsed.data) (byField[fieldOf(issue)] ??= []).push(issue);
  return byField;
}
