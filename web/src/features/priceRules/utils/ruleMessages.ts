import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PriceRuleContradictionReason, PriceRuleIssue } from '@pm/contracts';

function wrongValue(expected: PriceRuleIssue['expected']): MessageDescriptor {
  switch (expected) {
    case 'number':
      return msg`Please enter a number.`;
    case 'boolean':
      return msg`Please choose yes or no.`;
    case 'list of numbers':
      return msg`Please enter at least one number; separate several with a semicolon (;).`;
    case 'list of texts':
      return msg`Please enter at least one value; separate several with a comma or semicolon.`;
    default:
      return msg`Please enter a text.`;
  }
}

/** The translated text of one problem the check (or the API) found at a field of a rule. */
export function issueMessage(issue: PriceRuleIssue): MessageDescriptor {
  const limit = issue.limit ?? 0;
  if (issue.path === 'guardrails.maxChangePercent') {
    if (issue.problem === 'TOO_SMALL' || issue.problem === 'TOO_BIG' || issue.problem === 'WRONG_TYPE' || issue.problem === 'REQUIRED') {
      return msg`Please enter the largest change per run in percent: above 0, at most 1,000 %. Or choose the company's setting.`;
    }
  }
  if (issue.path.startsWith('guardrails') && issue.problem !== 'UNKNOWN_KEYS') return msg`Please choose the company's setting or the rule's own for each guardrail.`;
  switch (issue.problem) {
    case 'REQUIRED':
      return issue.path === 'name' ? msg`Please enter the name.` : issue.path === 'salesChannelId' ? msg`Please select a sales channel.` : msg`Please enter a value.`;
    case 'WRONG_TYPE':
    case 'NOT_INTEGER':
      return msg`Please enter a number.`;
    case 'TOO_SMALL':
      return issue.exclusive ? msg`Please enter a value above ${limit}.` : msg`Please enter a value of at least ${limit}.`;
    case 'TOO_BIG':
      return issue.exclusive ? msg`Please enter a value below ${limit}.` : msg`Please enter a value of at most ${limit}.`;
    case 'TOO_LONG':
      return msg`Please enter at most ${limit} characters.`;
    case 'TOO_MANY':
      return msg`At most ${limit} entries are possible.`;
    case 'UNKNOWN_FIELD':
      return msg`Filters cannot use this field.`;
    case 'OPERATOR_NOT_ALLOWED':
      return msg`This comparison is not possible for this field.`;
    case 'VALUE_WRONG_TYPE':
      return wrongValue(issue.expected);
    case 'PERCENT_NOT_BELOW_100':
      return msg`Cheaper by 100 % or more would be a price of zero. Please enter less than 100 %.`;
    case 'NOT_ALLOWED_VALUE':
    case 'UNKNOWN_KEYS':
    case 'INVALID':
      return msg`Invalid data provided.`;
  }
}

/** Why a rule contradicts itself, translated; `field` is the translated filter field for filter clashes. */
export function contradictionMessage(reason: PriceRuleContradictionReason, conditions: string, field: string): MessageDescriptor {
  switch (reason) {
    case 'MIN_PRICE_ABOVE_MAX_PRICE':
      return msg`The minimum price is above the maximum price.`;
    case 'MIN_MARKUP_ABOVE_MAX_MARKUP':
      return msg`The minimum markup is above the maximum markup.`;
    case 'MIN_MARGIN_ABOVE_MAX_MARGIN':
      return msg`The minimum profit margin is above the maximum profit margin.`;
    case 'MARGIN_TARGET_OUTSIDE_LIMITS':
      return msg`The target profit margin lies outside the profit-margin limits.`;
    case 'MARKUP_TARGET_OUTSIDE_LIMITS':
      return msg`The target markup lies outside the markup limits.`;
    case 'CONDITIONS_EXCLUDE_EACH_OTHER':
      return msg`Filter conditions ${conditions} (${field}) can never apply at the same time.`;
  }
}
