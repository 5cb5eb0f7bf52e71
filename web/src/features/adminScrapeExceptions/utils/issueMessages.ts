import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScrapeExceptionIssue } from '@pm/contracts';

function wrongType(expected: string | undefined): MessageDescriptor {
  switch (expected) {
    case 'rule':
      return msg`Expected a CSS selector, a list of selectors or an object with "selector", "attribute" and "regex".`;
    case 'selectors':
      return msg`Expected a CSS selector or a list of selectors.`;
    case 'object':
      return msg`Expected a JSON object.`;
    case 'array':
      return msg`Expected a list.`;
    case 'string':
      return msg`Expected a text in double quotes.`;
    case 'number':
      return msg`Expected a number.`;
    case 'boolean':
      return msg`Expected true or false.`;
    default:
      return msg`This value has the wrong type.`;
  }
}

/** The translated text of one problem the API found in a scrape exception. */
export function issueMessage(issue: ScrapeExceptionIssue): MessageDescriptor {
  const limit = issue.limit ?? 0;
  const keys = (issue.keys ?? []).join(', ');
  const allowed = (issue.allowed ?? []).join(', ');
  switch (issue.problem) {
    case 'REQUIRED':
      return msg`Required.`;
    case 'WRONG_TYPE':
      return wrongType(issue.expected);
    case 'UNKNOWN_KEYS':
      return msg`Unknown key(s): ${keys}.`;
    case 'NOT_ALLOWED_VALUE':
      return msg`Allowed values: ${allowed}.`;
    case 'TOO_SHORT':
      return msg`At least ${limit} characters.`;
    case 'TOO_LONG':
      return msg`At most ${limit} characters.`;
    case 'TOO_FEW':
      return msg`At least ${limit} entries.`;
    case 'TOO_MANY':
      return msg`At most ${limit} entries.`;
    case 'TOO_SMALL':
      return msg`At least ${limit}.`;
    case 'TOO_BIG':
      return msg`At most ${limit}.`;
    case 'NOT_INTEGER':
      return msg`Expected a whole number.`;
    case 'INVALID_CODE':
      return msg`Use lower-case letters, digits and single hyphens, e.g. bergsport-plain-price.`;
    case 'INVALID_DOMAIN':
      return msg`Enter a domain such as shop.example, without https:// and www.`;
    case 'INVALID_REGEX':
      return msg`Not a valid regular expression.`;
    case 'INVALID_SELECTOR':
      return msg`Not a valid CSS selector.`;
    case 'INVALID_HEADER_NAME':
      return msg`Not a valid header name.`;
    case 'FORBIDDEN_HEADER':
      return msg`The scraper sets this header itself.`;
    case 'INVALID_HEADER_VALUE':
      return msg`Line breaks are not allowed in header values.`;
    case 'INVALID_CURRENCY':
      return msg`Enter an ISO 4217 currency code such as EUR.`;
    case 'INVALID':
      return msg`Invalid value.`;
  }
}
