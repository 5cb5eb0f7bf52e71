/**
 * One discovery search job (issue 17): find candidate pages for a product at one source, read
 * each with the product-page extractor and score it against the product with the matcher.
 *
 * - MONITOR_SEARCH: the source's own search page (its template, else `/search?q=`), through the
 *   fetch guard of the source like any scrape; the result list's product links are the candidates.
 * - ASSORTMENT_SEARCH: the URLs the platform already monitors at that source for any company. Only
 *   the URL is taken from there (ranked by the words of its path against the product's name); the
 *   title, price and identifiers come from fetching the page itself, never from another company's
 *   product data.
 * - ASSORTMENT_VECTOR_SEARCH (and its TEXT_ONLY / IMAGE_ONLY variants): the same URLs, ranked by
 *   the local vector index of the discovery view (`assortmentVectors.ts`): text vectors of what
 *   the scraper read from each page, image hashes where known, image weight from the request
 *   (0 for TEXT_ONLY, 1 for IMAGE_ONLY). The vector scores go in front of the matcher's signals.
 * - GOOGLE_SEARCH / GOOGLE_IMAGE_SEARCH: the search API (`searchApi.ts`), asked for the product
 *   at the source's host; results on any other host are logged and left out.
 */
import { randomUUID } from 'node:crypto';
import { keptAsCandidate, type DiscoveryCandidate, type SearchFailureReason, type SearchJobStatus, type SearchLogCode, type SearchLogLine, type SearchMethod } from '@pm/contracts';
import { discoveryRequestDecider, searchJobDecider, searchPageUrl, type MatchRecord, type MatchScore, type MatchSignal, type VectorHit } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { handleCommand, type CommandContext, type EventStore } from '@pm/platform';
import { extractProductPage, type SelectorConfig } from '../extraction/index.ts';
import type { FetchedPage } from '../pipeline/pageFetch.ts';
import type { TargetsView } from '../pipeline/scrapeTargets.ts';
import type { DiscoveryProduct, DiscoveryView, PendingSearch } from './discoveryView.ts';
import { nearestUrls } from './assortmentVectors.ts';
import { MAX_CANDIDATES, searchResultLinks } from './searchResults.ts';
import { connectedResults, SearchApiError, type SearchApi } from './searchApi.ts';
import type { ImageHashOutcome } from '../images/imageHashes.ts';

export interface SearchJobDeps {
  events: EventStore;
  targets: TargetsView;
  discovery: DiscoveryView;
  /** Fetches a page of the source through the fetch guard (and the company's proxy). */
  fetchPage: (url: string, job: PendingSearch, sourceHostname: string) => Promise<FetchedPage>;
  /** The scrape exception's selectors for a page (plain-HTML shops). */
  selectorsFor: (hostname: string, url: string) => SelectorConfig | null;
  score: (left: MatchRecord, right: MatchRecord, options: { imageWeight: number }) => MatchScore;
  /** The hash of a page's image (`image` relative to `pageUrl`), null when there is none; absent: no image hashes. */
  imageHash?: (image: string | null | undefined, pageUrl: string, job: PendingSearch) => Promise<(ImageHashOutcome & { url: string }) | null>;
  workerName: string;
  maxTrials: number;
  /** GOOGLE_SEARCH / GOOGLE_IMAGE_SEARCH; null or absent: not configured here. */
  searchApi?: SearchApi | null;
  /** Time limit of one search-API call. */
  searchApiTimeoutMs?: number;
  now?: () => Date;
}

/** What one search produced before it is written. */
interface Outcome {
  status: SearchJobStatus;
  reason: SearchFailureReason | null;
  candidates: DiscoveryCandidate[];
}

type Log = (level: SearchLogLine['level'], code: SearchLogCode, params?: SearchLogLine['params']) => void;

/** Ends a search with a final status; `detail` (an HTTP status, an error text) goes to the log. */
class SearchStop extends Error {
  readonly status: SearchJobStatus;
  readonly reason: SearchFailureReason;
  readonly detail: string;
  constructor(status: SearchJobStatus, reason: SearchFailureReason, detail = '') {
    super(`${status} ${reason} ${detail}`.trim());
    this.status = status;
    this.reason = reason;
    this.detail = detail;
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The search text of a product: its name, with the brand in front when the name lacks it. */
export function searchQuery(product: Pick<DiscoveryProduct, 'name' | 'brand'>): string {
  const name = product.name.replace(/\s+/g, ' ').trim();
  const brand = product.brand?.trim();
  return brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${brand} ${name}` : name;
}

const words = (text: string) => new Set(text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter((w) => w.length > 1));

/** The URLs the product has already — its offers and its comparison products: never a candidate again. */
export function knownUrls(product: Pick<DiscoveryProduct, 'urls' | 'comparisons'>): Set<string> {
  return new Set([...product.urls.values(), ...product.comparisons.values()].map((u) => u.url));
}

/** Monitored URLs at the source (any company's), best first by the words of their path. */
export function assortmentCandidates(targets: TargetsView, sourceId: string, product: DiscoveryProduct, limit = MAX_CANDIDATES): string[] {
  const wanted = words(searchQuery(product));
  const own = knownUrls(product);
  const scored = new Map<string, number>();
  for (const target of targets.urls.values()) {
    if (target.removed || target.sourceId !== sourceId || own.has(target.url) || scored.has(target.url)) continue;
    let path: string;
    try {
      path = decodeURIComponent(new URL(target.url).pathname);
    } catch {
      continue;
    }
    const overlap = [...words(path)].filter((w) => wanted.has(w)).length;
    if (overlap > 0) scored.set(target.url, overlap);
  }
  return [...scored].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit).map(([url]) => url);
}

/** The image weight of a vector search: the variant's own, else the company's setting; null for other methods. */
export function vectorImageWeight(method: SearchMethod, companyWeight: number): number | null {
  if (method === 'ASSORTMENT_VECTOR_SEARCH_TEXT_ONLY') return 0;
  if (method === 'ASSORTMENT_VECTOR_SEARCH_IMAGE_ONLY') return 1;
  if (method === 'ASSORTMENT_VECTOR_SEARCH') return companyWeight;
  return null;
}

/**
 * The vector scores of a hit as signals: the text similarity, and the image similarity or — when
 * the product or the page has no image hash — `vectorImageMissing` (the rank is the text's alone).
 */
export function vectorSignals(hit: VectorHit): MatchSignal[] {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return [
    { name: 'vectorText', value: round(hit.text) },
    hit.image === null ? { name: 'vectorImageMissing', value: 0 } : { name: 'vectorImage', value: round(hit.image) },
  ];
}

/**
 * The product's image hash: of its own image URL, else the one last read on its own offer pages
 * (the same product at other shops); null when neither is known. A failed image is logged.
 */
async function productImageHash(deps: SearchJobDeps, product: DiscoveryProduct, job: PendingSearch, log: Log): Promise<string | null> {
  if (product.imageUrl && deps.imageHash) {
    const image = await deps.imageHash(product.imageUrl, product.imageUrl, job);
    if (image?.hash === null) log('WARN', 'IMAGE_NOT_HASHED', { url: image.url, reason: image.reason });
    else if (image) return image.hash;
  }
  return product.offerImageHash;
}

/** The scheme the source's monitored pages use (https unless they are all plain http). */
function schemeOf(targets: TargetsView, sourceId: string): 'http' | 'https' {
  for (const target of targets.urls.values()) if (target.sourceId === sourceId && !target.removed) return target.url.startsWith('http:') ? 'http' : 'https';
  return 'https';
}

export async function runSearchJob(deps: SearchJobDeps, job: PendingSearch): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const context: CommandContext = { companyId: job.companyId, userId: `service:discovery:${deps.workerName}`, correlationId: job.requestId, causationId: job.jobId };
  const searchStream = streams.discoverySearch(job.jobId);
  const started = await handleCommand(deps.events, searchStream, searchJobDecider, { type: 'StartSearch', jobId: job.jobId, requestId: job.requestId, companyId: job.companyId, worker: deps.workerName, maxTrials: deps.maxTrials, at: now().toISOString() }, context);
  // Finished already (a redelivery) or given up after the last trial: nothing to do.
  if (started.events[0]?.type !== 'DiscoverySearchStarted') return;

  const startedAt = Date.now();
  const logs: SearchLogLine[] = [];
  const log: Log = (level, code, params = {}) => logs.push({ at: now().toISOString(), level, code, params });
  let outcome: Outcome;
  try {
    outcome = await search(deps, job, log);
  } catch (error) {
    if (error instanceof SearchStop) {
      log(error.status === 'PREVIOUS_SUCCESS' ? 'INFO' : 'ERROR', 'STOPPED', { reason: error.reason, detail: error.detail });
      outcome = { status: error.status, reason: error.reason, candidates: [] };
    } else {
      log('ERROR', 'UNEXPECTED', { detail: errorText(error) });
      outcome = { status: 'FAILED_WITH_UNKNOWN_PROBLEM', reason: 'UNKNOWN', candidates: [] };
    }
  }
  if (outcome.candidates.length > 0) {
    await handleCommand(deps.events, streams.discoveryRequest(job.requestId), discoveryRequestDecider, { type: 'ProposeCandidates', jobId: job.jobId, candidates: outcome.candidates, at: now().toISOString() }, context);
  }
  await handleCommand(deps.events, searchStream, searchJobDecider, {
    type: 'FinishSearch',
    jobId: job.jobId,
    requestId: job.requestId,
    companyId: job.companyId,
    status: outcome.status,
    reason: outcome.reason,
    candidateCount: outcome.candidates.length,
    durationMs: Date.now() - startedAt,
    logs,
    at: now().toISOString(),
  }, context);
}

async function search(deps: SearchJobDeps, job: PendingSearch, log: Log): Promise<Outcome> {
  const product = deps.discovery.products.get(job.productId);
  if (!product || product.archived || product.companyId !== job.companyId) throw new SearchStop('VALIDATION_FAILED', 'PRODUCT_MISSING');
  const source = deps.targets.sources.get(job.sourceId);
  if (!source || !deps.targets.companySources.get(job.companyId)?.[job.sourceId]) throw new SearchStop('VALIDATION_FAILED', 'SOURCE_NOT_CONNECTED');
  if (job.requestType !== 'NEW_COMPARISON_PRODUCT' && job.skipWhenUrlExists && [...product.urls.values()].some((u) => u.sourceId === job.sourceId)) {
    throw new SearchStop('PREVIOUS_SUCCESS', 'URL_EXISTS');
  }
  const query = searchQuery(product);
  if (query.length === 0) throw new SearchStop('VALIDATION_FAILED', 'PRODUCT_HAS_NO_TITLE');

  const own = knownUrls(product);
  const productImage = await productImageHash(deps, product, job, log);
  const vectorWeight = vectorImageWeight(job.method, job.imageWeight);
  const vectorHits = new Map<string, VectorHit>();
  let links: string[];
  if (vectorWeight !== null) {
    // Without a hash of the product's photo (or of a page's), the hits rank by text and say so.
    const hits = nearestUrls(deps.discovery.vectors, job.sourceId, { title: product.name, brand: product.brand, mpn: product.mpn, gtin: product.gtin, imageHash: productImage, imageWeight: vectorWeight }, MAX_CANDIDATES, own);
    for (const hit of hits) vectorHits.set(hit.key, hit);
    links = hits.map((hit) => hit.key);
    log('INFO', 'MONITORED_URLS', { count: links.length });
  } else if (job.method === 'MONITOR_SEARCH') {
    const settings = deps.discovery.sourceSettings.get(job.sourceId) ?? { searchUrlTemplate: null, searchMethod: null };
    const url = searchPageUrl(source, settings, query, schemeOf(deps.targets, job.sourceId));
    log('INFO', 'SEARCHING', { url });
    let page: FetchedPage;
    try {
      page = await deps.fetchPage(url, job, source.hostname);
    } catch (error) {
      throw new SearchStop('SEARCH_FAILED', 'SEARCH_PAGE_ERROR', errorText(error));
    }
    if (page.finalStatus === 403 || page.finalStatus === 429) throw new SearchStop('SEARCH_FAILED', 'SEARCH_PAGE_BLOCKED', `HTTP ${page.finalStatus}`);
    if (page.finalStatus >= 400) throw new SearchStop('SEARCH_FAILED', 'SEARCH_PAGE_ERROR', `HTTP ${page.finalStatus}`);
    links = searchResultLinks(page.html, page.finalUrl);
    log('INFO', 'RESULT_LINKS', { count: links.length });
  } else if (job.method === 'ASSORTMENT_SEARCH') {
    links = assortmentCandidates(deps.targets, job.sourceId, product);
    log('INFO', 'MONITORED_URLS', { count: links.length });
  } else if ((job.method === 'GOOGLE_SEARCH' || job.method === 'GOOGLE_IMAGE_SEARCH') && deps.searchApi) {
    log('INFO', 'SEARCH_API_QUERY', { query });
    let urls: string[];
    try {
      urls = await deps.searchApi.search({ query, host: source.hostname, image: job.method === 'GOOGLE_IMAGE_SEARCH', num: MAX_CANDIDATES, timeoutMs: deps.searchApiTimeoutMs ?? 30_000 });
    } catch (error) {
      if (error instanceof SearchApiError) throw new SearchStop('SEARCH_FAILED', error.reason, error.message);
      throw error;
    }
    links = connectedResults(urls, source.hostname, MAX_CANDIDATES, (url) => log('WARN', 'CANDIDATE_HOST_NOT_CONNECTED', { url }));
    log('INFO', 'RESULT_LINKS', { count: links.length });
  } else {
    throw new SearchStop('VALIDATION_FAILED', 'METHOD_NOT_CONFIGURED', job.method);
  }
  links = links.filter((l) => !own.has(l));
  if (links.length === 0) return { status: 'COMPLETED_WITHOUT_SUCCESS_NO_CANDIDATES', reason: null, candidates: [] };

  const left: MatchRecord = { id: job.productId, title: product.name, brand: product.brand, gtin: product.gtin, mpn: product.mpn, imageHash: productImage };
  const kept: DiscoveryCandidate[] = [];
  let dismissed = 0;
  for (const link of links) {
    let page: FetchedPage;
    try {
      page = await deps.fetchPage(link, job, source.hostname);
    } catch (error) {
      log('WARN', 'CANDIDATE_NOT_FETCHED', { url: link, detail: errorText(error) });
      continue;
    }
    if (page.finalStatus >= 400) {
      log('WARN', 'CANDIDATE_HTTP_ERROR', { url: link, status: page.finalStatus });
      continue;
    }
    const read = extractProductPage(page.html, { url: page.finalUrl, selectors: deps.selectorsFor(source.hostname, page.finalUrl) });
    if (!read.productFound || !read.name) {
      log('WARN', 'CANDIDATE_NO_PRODUCT', { url: link });
      continue;
    }
    const image = deps.imageHash ? await deps.imageHash(read.image, page.finalUrl, job) : null;
    if (image?.hash === null) log('WARN', 'IMAGE_NOT_HASHED', { url: image.url, reason: image.reason });
    const imageHash = image?.hash ?? null;
    const score = deps.score(left, { id: link, title: read.name, brand: read.brand, gtin: read.gtin, mpn: read.mpn, price: read.price, imageHash }, { imageWeight: job.imageWeight });
    // SIMILAR (same line, other size) and near-misses of the thresholds stay for a person to see; only clear misses are dismissed.
    const wanted = keptAsCandidate(score.result, score.probability);
    log('INFO', 'CANDIDATE_SCORED', { url: link, title: read.name, result: score.result, probability: score.probability });
    if (!wanted) {
      dismissed += 1;
      continue;
    }
    kept.push({
      candidateId: randomUUID(),
      url: link,
      title: read.name,
      price: read.price,
      currency: read.currency,
      imageUrl: read.image,
      imageHash,
      brand: read.brand,
      gtin: read.gtin,
      mpn: read.mpn,
      matchResult: score.result,
      probability: Math.min(1, Math.max(0, score.probability)),
      visualSimilarity: score.visualSimilarity,
      signals: [...(vectorHits.has(link) ? vectorSignals(vectorHits.get(link) as VectorHit) : []), ...score.signals].slice(0, 20),
      method: job.method,
    });
  }
  if (kept.length > 0) return { status: 'SUCCESS', reason: null, candidates: kept };
  if (dismissed === 0) return { status: 'COMPLETED_WITHOUT_SUCCESS_NO_CANDIDATES', reason: 'SEARCH_PAGE_UNREADABLE', candidates: [] };
  return { status: dismissed >= MAX_CANDIDATES ? 'COMPLETED_WITHOUT_SUCCESS_10_CANDIDATES_DISMISSED' : 'COMPLETED_WITHOUT_SUCCESS_ALL_CANDIDATES_DISMISSED', reason: null, candidates: [] };
}
