import { useLingui } from '@lingui/react/macro';
import { issueAt, type RuleProblems } from '../utils/ruleProblems.ts';
import { issueMessage } from '../utils/ruleMessages.ts';

/** The translated message of the first problem at `path`, for an input's validation message. */
export function useRuleFieldMessage(problems: RuleProblems) {
  const { i18n } = useLingui();
  return (path: string): string | undefined => {
    const issue = issueAt(problems, path);
    return issue ? i18n._(issueMessage(issue)) : undefined;
  };
}
