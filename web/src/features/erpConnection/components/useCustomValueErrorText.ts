import { useLingui } from '@lingui/react/macro';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { isApiError } from '../../../lib/apiError.ts';

interface Issue {
  code: string;
  params: Record<string, unknown>;
}

const issuesOf = (error: unknown): Issue[] => {
  if (!isApiError(error)) return [];
  const issues = error.body?.details?.['issues'];
  if (!Array.isArray(issues)) return [];
  return issues.filter((issue): issue is Issue => typeof issue === 'object' && issue !== null && typeof (issue as Issue).code === 'string');
};

/** Why saving the custom values failed: the data mapping's issues named (DATA_MAPPING_INVALID), else the error's message. */
export function useCustomValueErrorText() {
  const { t } = useLingui();
  return (error: unknown): string => {
    const texts = issuesOf(error).map((issue) => {
      const key = typeof issue.params['key'] === 'string' ? issue.params['key'] : '';
      switch (issue.code) {
        case 'CUSTOM_VALUE_IN_USE':
          return t`The input data mapping fills the custom value "${key}": remove it from the mapping first.`;
        case 'DATA_TYPE_MISMATCH':
          return t`The input data mapping reads a custom value with the old data type: change the mapping first.`;
        case 'CUSTOM_VALUE_KEY_TWICE':
          return t`Another custom value already has the key "${key}".`;
        default:
          return null;
      }
    });
    const named = texts.filter((text): text is string => text !== null);
    return named.length > 0 ? named.join(' ') : t(errorMessageFor(error));
  };
}
