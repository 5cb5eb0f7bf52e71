import { DATA_MAPPING_ISSUE_CODES } from '@pm/contracts';
import type { DataMappingIssue, DataMappingIssueCode } from '@pm/contracts';
import { isApiError } from '../../../lib/apiError.ts';

/**
 * The issues of a refused mapping (DATA_MAPPING_INVALID `details.issues`), those with a code this
 * screen knows; an answer without them gives none (the error bar then says what went wrong).
 */
export function mappingIssuesOf(error: unknown): DataMappingIssue[] {
  if (!isApiError(error) || error.code !== 'DATA_MAPPING_INVALID') return [];
  const issues = error.body?.details?.['issues'];
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((raw: unknown): DataMappingIssue[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const { path, code, params } = raw as Record<string, unknown>;
    if (typeof path !== 'string' || !(DATA_MAPPING_ISSUE_CODES as readonly unknown[]).includes(code)) return [];
    const values: Record<string, string | number> = {};
    if (typeof params === 'object' && params !== null) {
      for (const [key, value] of Object.entries(params)) if (typeof value === 'string' || typeof value === 'number') values[key] = value;
    }
    return [{ path, code: code as DataMappingIssueCode, params: values }];
  });
}

/** The messages of the issues at `path` (a field of the form), joined. */
export function issueTextAt(issues: readonly DataMappingIssue[], path: string, translate: (issue: DataMappingIssue) => string): string | undefined {
  const messages = issues.filter((issue) => issue.path === path).map(translate);
  return messages.length > 0 ? messages.join(' ') : undefined;
}
