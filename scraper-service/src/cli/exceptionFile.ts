/**
 * The `--exception FILE.json` of `npm run extract`: a scrape exception to try on saved pages —
 * `{ "instructions": {...}, "settings": {...} }`, or a whole exception as the admin API returns it
 * (code, scope and the API's id and dates are accepted; scope is checked against the page URL).
 * Checked like the API checks it, with every problem on its own line.
 */
import { readFileSync } from 'node:fs';
import type { ScrapeExceptionScope } from '@pm/contracts';
import { scrapeExceptionScopeSchema } from '@pm/contracts/patterns';
import { parseSelectorConfig, type SelectorConfig } from '../extraction/selectorConfig.ts';
import { inScope } from '../pipeline/exceptionScope.ts';

export interface ExceptionFile {
  config: SelectorConfig;
  code: string | null;
  scope: ScrapeExceptionScope | null;
}

const ALLOWED_KEYS = new Set(['instructions', 'settings', 'code', 'scope', 'id', 'createdAt', 'updatedAt']);

export function readExceptionFile(path: string): ExceptionFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : 'not valid JSON'}`);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${path}: expected an object {"instructions": {...}, "settings": {...}}`);
  const file = raw as Record<string, unknown>;
  const problems: string[] = [];
  const unknown = Object.keys(file).filter((key) => !ALLOWED_KEYS.has(key));
  if (unknown.length > 0) problems.push(`unknown key(s) ${unknown.map((k) => `"${k}"`).join(', ')}`);
  if (file.instructions === undefined) problems.push('instructions: required');
  const parsed = parseSelectorConfig({ instructions: file.instructions ?? {}, settings: file.settings });
  if (!parsed.ok) problems.push(...parsed.issues.map((i) => i.message));
  const scope = file.scope === undefined ? null : scrapeExceptionScopeSchema.safeParse(file.scope);
  if (scope && !scope.success) problems.push(...scope.error.issues.map((i) => `scope.${i.path.join('.')}: ${i.message}`));
  if (problems.length > 0 || !parsed.ok) throw new Error(`${path} is not a valid scrape exception:\n  ${problems.join('\n  ')}`);
  return { config: parsed.config, code: typeof file.code === 'string' ? file.code : null, scope: scope?.success ? scope.data : null };
}

/** A remark when the exception's scope would not apply to this page in the scraper. */
export function scopeNote(exception: ExceptionFile, url: string): string | null {
  if (!exception.scope) return null;
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    return null;
  }
  if (inScope(exception.scope, host, url)) return null;
  const pattern = exception.scope.pathPattern === null ? '' : ` with a path matching ${exception.scope.pathPattern}`;
  return `exception: its scope (${exception.scope.hostname}${pattern}) does not cover ${url}; the scraper would not apply it there`;
}
