import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { MATCH_RESULTS, SEARCH_FAILURE_REASONS, type MatchResult, type SearchFailureReason, type SearchLogCode, type SearchLogLine } from '@pm/contracts';
import { JOB_REASON_LABELS, MATCH_RESULT_LABELS } from './discoveryLabels.ts';

type Values = Record<string, string | number>;
type Params = SearchLogLine['params'];

const text = (params: Params, key: string) => {
  const value = params[key];
  return value === undefined || value === '' ? '–' : String(value);
};

/** Why an image has no hash (scraper-service/src/images/imageHashes.ts). */
const IMAGE_PROBLEMS: Record<string, MessageDescriptor> = {
  IMAGE_NOT_LOADED: msg`it did not load`,
  IMAGE_TOO_LARGE: msg`it is larger than the size limit`,
  IMAGE_UNREADABLE: msg`it is not a readable image`,
};

/** The words of each code of a search job's log line (scraper-service/src/discovery/searchJob.ts). */
const TEXTS: Record<SearchLogCode, { text: MessageDescriptor; values: (p: Params, i18n: I18n) => Values }> = {
  SEARCHING: { text: msg`Searching {url}`, values: (p) => ({ url: text(p, 'url') }) },
  RESULT_LINKS: { text: msg`{count, plural, one {# result link} other {# result links}} on the search page.`, values: (p) => ({ count: Number(p['count'] ?? 0) }) },
  MONITORED_URLS: { text: msg`{count, plural, one {# monitored URL fits} other {# monitored URLs fit}} the product's name.`, values: (p) => ({ count: Number(p['count'] ?? 0) }) },
  CANDIDATE_NOT_FETCHED: { text: msg`{url}: not loaded ({detail}).`, values: (p) => ({ url: text(p, 'url'), detail: text(p, 'detail') }) },
  CANDIDATE_HTTP_ERROR: { text: msg`{url}: HTTP {status}.`, values: (p) => ({ url: text(p, 'url'), status: text(p, 'status') }) },
  CANDIDATE_NO_PRODUCT: { text: msg`{url}: no product on the page.`, values: (p) => ({ url: text(p, 'url') }) },
  CANDIDATE_SCORED: {
    text: msg`{url}: {title} – {result}, {probability}.`,
    values: (p, i18n) => {
      const result = p['result'];
      const probability = Number(p['probability'] ?? 0);
      return {
        url: text(p, 'url'),
        title: text(p, 'title'),
        result: typeof result === 'string' && (MATCH_RESULTS as readonly string[]).includes(result) ? i18n._(MATCH_RESULT_LABELS[result as MatchResult]) : text(p, 'result'),
        probability: new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(probability),
      };
    },
  },
  STOPPED: {
    text: msg`Stopped: {reason} {detail}`,
    values: (p, i18n) => {
      const reason = p['reason'];
      return {
        reason: typeof reason === 'string' && (SEARCH_FAILURE_REASONS as readonly string[]).includes(reason) ? i18n._(JOB_REASON_LABELS[reason as SearchFailureReason]) : text(p, 'reason'),
        detail: typeof p['detail'] === 'string' ? p['detail'] : '',
      };
    },
  },
  UNEXPECTED: { text: msg`Unexpected problem: {detail}`, values: (p) => ({ detail: text(p, 'detail') }) },
  GIVEN_UP: { text: msg`Given up after {trials} trials.`, values: (p) => ({ trials: text(p, 'trials') }) },
  SEARCH_API_QUERY: { text: msg`Asking the search service for “{query}”`, values: (p) => ({ query: text(p, 'query') }) },
  CANDIDATE_HOST_NOT_CONNECTED: { text: msg`{url}: not on the source's host, left out.`, values: (p) => ({ url: text(p, 'url') }) },
  IMAGE_NOT_HASHED: {
    text: msg`{url}: the image is not compared ({problem}).`,
    values: (p, i18n) => {
      const problem = IMAGE_PROBLEMS[String(p['reason'])];
      return { url: text(p, 'url'), problem: problem ? i18n._(problem) : text(p, 'reason') };
    },
  },
};

/** One log line in the user's language. */
export function searchLogText(line: Pick<SearchLogLine, 'code' | 'params'>, i18n: I18n): string {
  const entry = TEXTS[line.code];
  // Built apart from the call: Lingui's extractor reads an object literal given to i18n._ as a message.
  const filled: MessageDescriptor = { ...entry.text, values: entry.values(line.params, i18n) };
  return i18n._(filled).trim();
}
