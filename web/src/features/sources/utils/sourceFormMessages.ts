import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SourceKind } from '@pm/contracts';
import { MAX_SEARCH_URL_PATTERNS, SEARCH_URL_PATTERN_MAX_LENGTH, SOURCE_NAME_MAX_LENGTH, suggestDomain } from './validateSourceForm.ts';
import type { SourceFieldError, SourceFormValues } from './validateSourceForm.ts';

/** Required-field messages of spec §5: store name and URL, aggregator name and URL. */
const REQUIRED_NAME: Record<SourceKind, MessageDescriptor> = {
  STORE: msg`Please enter the shop name.`,
  MARKETPLACE: msg`Please enter the marketplace name.`,
  AGGREGATOR: msg`Please enter the name of the price comparison site.`,
};
const REQUIRED_DOMAIN: Record<SourceKind, MessageDescriptor> = {
  STORE: msg`Please enter the shop's domain.`,
  MARKETPLACE: msg`Please enter the marketplace's domain.`,
  AGGREGATOR: msg`Please enter the domain of the price comparison site.`,
};

/** The message for a field's error, or undefined when it has none. */
export function sourceFieldMessage(error: SourceFieldError | undefined, field: keyof SourceFormValues, values: SourceFormValues): MessageDescriptor | undefined {
  switch (error) {
    case undefined:
      return undefined;
    case 'required':
      return field === 'hostname' ? REQUIRED_DOMAIN[values.kind] : REQUIRED_NAME[values.kind];
    case 'tooLong':
      return msg`Please enter at most ${SOURCE_NAME_MAX_LENGTH} characters.`;
    case 'withPrefix': {
      const domain = suggestDomain(values.hostname);
      return msg`Please enter the domain without https:// or www., e.g. ${domain}.`;
    }
    case 'invalidDomain':
      return msg`Please enter a domain such as shop.example.`;
    case 'alreadyConnected':
      return msg`This domain is already connected.`;
    case 'invalidUrl':
      return msg`Please enter a valid URL starting with https:// or http://.`;
    case 'invalidPattern':
      return msg`Each line must be a valid regular expression of at most ${SEARCH_URL_PATTERN_MAX_LENGTH} characters.`;
    case 'unsupportedPattern':
      return msg`Patterns run in a linear-time engine (RE2): backreferences and lookahead or lookbehind such as (?=…) are not supported.`;
    case 'patternTooComplex':
      return msg`This pattern is too complex; use smaller repetition counts or fewer alternatives.`;
    case 'tooManyPatterns':
      return msg`Please enter at most ${MAX_SEARCH_URL_PATTERNS} patterns.`;
  }
}
