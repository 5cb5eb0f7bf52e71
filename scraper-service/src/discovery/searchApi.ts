/**
 * The search-API adapter of GOOGLE_SEARCH and GOOGLE_IMAGE_SEARCH (issue 17 item 2): one GET of
 * the Google Custom Search JSON API (https://developers.google.com/custom-search/v1/reference/rest/v1/cse/list):
 * `key`, `cx`, `q`, `num`, and `searchType=image` for the image search. SEARCH_API_URL may name a
 * compatible proxy instead; besides Google's `items` its answer may use SerpAPI's result lists
 * (`organic_results`, `images_results`), whose `link` is the page.
 *
 * The query is restricted to the source (`site:<host>`), and every result is checked again against
 * the source's host by the caller: a search engine's result on another host is never a candidate.
 * The endpoint itself is the operator's configuration, not a tenant's input, and is reached
 * directly — the decision of the ScrapeOps adapter (`wizard/externalFetcher.ts`). The candidate
 * pages found are fetched afterwards through the job's fetch guard like every page.
 *
 * Bounded: a time limit, a body cap, at most `num` results. A quota refusal, a timeout, an HTTP
 * error or an answer that is not a result list is a `SearchApiError` with its reason; nothing is
 * guessed from a broken answer.
 */
import { z } from 'zod';
import type { SearchFailureReason } from '@pm/contracts';
import type { SearchApiConfig } from '@pm/platform';
import { hostMatchesSource } from '../pipeline/fetchSafety.ts';
import { readCapped } from '../pipeline/readCapped.ts';

/** The largest answer read (a page of ten results is ~20–60 kB). */
const MAX_ANSWER_BYTES = 1_000_000;

export type SearchApiFailure = Extract<SearchFailureReason, 'SEARCH_API_QUOTA' | 'SEARCH_API_TIMEOUT' | 'SEARCH_API_ERROR' | 'SEARCH_API_ANSWER_INVALID'>;

export class SearchApiError extends Error {
  readonly reason: SearchApiFailure;
  constructor(reason: SearchApiFailure, message: string) {
    super(message);
    this.name = 'SearchApiError';
    this.reason = reason;
  }
}

export interface SearchApiQuery {
  query: string;
  /** The source's hostname: the query is restricted to it. */
  host: string;
  image: boolean;
  /** 1–10 (Google's most per request). */
  num: number;
  timeoutMs: number;
}

export interface SearchApi {
  /** The result pages' URLs in the engine's order (for an image search: the pages the images are on). */
  search(query: SearchApiQuery): Promise<string[]>;
}

const link = z.string().min(1).max(2_000);
const answerSchema = z.object({
  items: z.array(z.object({ link: link.optional(), image: z.object({ contextLink: link.optional() }).optional() })).optional(),
  organic_results: z.array(z.object({ link: link.optional() })).optional(),
  images_results: z.array(z.object({ link: link.optional() })).optional(),
});

/** The request URL of one query (the key is in it, so it is never logged). */
export function searchApiRequestUrl(config: SearchApiConfig, query: SearchApiQuery): string {
  const url = new URL(config.endpoint);
  url.searchParams.set('key', config.apiKey);
  if (config.cx) url.searchParams.set('cx', config.cx);
  url.searchParams.set('q', `${query.query} site:${query.host}`);
  url.searchParams.set('num', String(Math.min(10, Math.max(1, query.num))));
  if (query.image) url.searchParams.set('searchType', 'image');
  return url.toString();
}

/** Google answers quota exhaustion as 429 or as 403 with a quota/rate reason in the error body. */
function isQuota(status: number, body: string): boolean {
  return status === 429 || (status === 403 && /quota|rate ?limit|dailyLimit|userRateLimit/i.test(body));
}

/** The result page URLs of an answer; an image result names its page in `image.contextLink`. */
export function resultUrls(answer: z.infer<typeof answerSchema>, image: boolean): string[] {
  const urls = [
    ...(answer.items ?? []).map((item) => (image ? item.image?.contextLink : item.link)),
    ...(answer.organic_results ?? []).map((item) => item.link),
    ...(answer.images_results ?? []).map((item) => item.link),
  ];
  return [...new Set(urls.filter((u): u is string => typeof u === 'string'))];
}

export function createSearchApi(config: SearchApiConfig, fetchImpl: typeof fetch = fetch): SearchApi {
  return {
    async search(query) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), query.timeoutMs);
      let status: number;
      let body: string;
      try {
        const response = await fetchImpl(searchApiRequestUrl(config, query), { signal: controller.signal, headers: { accept: 'application/json' } });
        status = response.status;
        ({ body } = await readCapped(response.body, MAX_ANSWER_BYTES));
      } catch (error) {
        if (controller.signal.aborted) throw new SearchApiError('SEARCH_API_TIMEOUT', `The search API did not answer within ${query.timeoutMs} ms.`);
        throw new SearchApiError('SEARCH_API_ERROR', `The search API could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
      }
      if (isQuota(status, body)) throw new SearchApiError('SEARCH_API_QUOTA', `The search API refused with HTTP ${status} (quota or rate limit).`);
      if (status >= 400) throw new SearchApiError('SEARCH_API_ERROR', `The search API answered HTTP ${status}.`);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new SearchApiError('SEARCH_API_ANSWER_INVALID', 'The search API answered something that is not JSON.');
      }
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) throw new SearchApiError('SEARCH_API_ANSWER_INVALID', 'The search API answered JSON that is not a result list.');
      return resultUrls(parsed.data, query.image);
    },
  };
}

/**
 * The results that may become candidates: http(s) pages on the source's own host (or its www.
 * form), at most `limit`. Every other result is handed to `refused` (the job logs it) — a search
 * engine's hit on a host the company is not connected to is never offered.
 */
export function connectedResults(urls: readonly string[], sourceHostname: string, limit: number, refused: (url: string) => void): string[] {
  const kept: string[] = [];
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      refused(raw.slice(0, 500));
      continue;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !hostMatchesSource(url, sourceHostname)) {
      refused(raw.slice(0, 500));
      continue;
    }
    url.hash = '';
    if (!kept.includes(url.toString()) && kept.length < limit) kept.push(url.toString());
  }
  return kept;
}
