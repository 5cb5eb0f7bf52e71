/**
 * What the scraper needs to know about the world, folded from the event log: the competitor URLs
 * (with company, product, source), the sources (host, crawler, frequency, proxy), which sources
 * each company has connected, and per URL its last job and whether one is open. Pure evolve;
 * `followTargets` (targetsRunner.ts) keeps it current.
 */
import type { CrawlerKind, ScrapeFrequency } from '@pm/contracts';
import type { RecordedEvent } from '@pm/platform';
import { outOfStockState } from '@pm/contracts/domain';
import { pruneTransitions, SHOP_WIDE_DEFAULTS, type StockTransition } from '../offers/shopWideOutOfStock.ts';

export interface TargetUrl {
  urlId: string;
  companyId: string;
  productId: string;
  url: string;
  sourceId: string;
  sourceKind: 'STORE' | 'AGGREGATOR';
  addedAt: string;
  removed: boolean;
  lastJobAt: string | null;
  /** The job that has not finished yet (created, running or waiting for its retry), with when it was opened. */
  openJob: { jobId: string; since: string } | null;
  /** Whether the last observation with a stated availability was in stock (null: none yet). */
  lastInStock: boolean | null;
}

export interface TargetSource {
  sourceId: string;
  hostname: string;
  kind: 'STORE' | 'MARKETPLACE' | 'AGGREGATOR';
  crawler: CrawlerKind | null;
  scrapingEnabled: boolean;
  scrapeFrequency: ScrapeFrequency;
  proxyUrl: string | null;
  /** Recent availability changes of the shop's URLs, to spot a shop-wide sudden out-of-stock. */
  stock: StockTransition[];
}

/** A "scrape now" request with the URLs that have no job for it yet. */
export interface ScrapeRequest {
  requestId: string;
  companyId: string;
  productId: string;
  pendingUrlIds: Set<string>;
}

export interface TargetsView {
  urls: Map<string, TargetUrl>;
  sources: Map<string, TargetSource>;
  /** `${companyId}:${sourceId}` of every connected source. */
  connections: Set<string>;
  archivedProducts: Set<string>;
  /** jobId → urlId. */
  jobs: Map<string, string>;
  /** Scrape-now requests not yet answered with a job for each of their URLs. */
  requests: Map<string, ScrapeRequest>;
  position: bigint;
}

export const emptyTargets = (): TargetsView => ({ urls: new Map(), sources: new Map(), connections: new Set(), archivedProducts: new Set(), jobs: new Map(), requests: new Map(), position: 0n });

/** The request no longer waits for a job for this URL (answered, or the URL cannot be scraped). */
export function settleRequestUrl(view: TargetsView, requestId: string, urlId: string): void {
  const request = view.requests.get(requestId);
  if (!request) return;
  request.pendingUrlIds.delete(urlId);
  if (request.pendingUrlIds.size === 0) view.requests.delete(requestId);
}

type Data = Record<string, unknown>;

const at = (event: RecordedEvent) => (typeof event.metadata.occurredAt === 'string' ? event.metadata.occurredAt : event.recordedAt);

function applySourceFields(source: TargetSource, fields: Data): void {
  if (typeof fields.hostname === 'string') source.hostname = fields.hostname.toLowerCase();
  if (typeof fields.kind === 'string') source.kind = fields.kind as TargetSource['kind'];
  if (fields.crawler !== undefined) source.crawler = (fields.crawler as CrawlerKind | undefined) ?? null;
  if (typeof fields.scrapingEnabled === 'boolean') source.scrapingEnabled = fields.scrapingEnabled;
  if (typeof fields.scrapeFrequency === 'string') source.scrapeFrequency = fields.scrapeFrequency as ScrapeFrequency;
  if (fields.proxyUrl !== undefined) source.proxyUrl = (fields.proxyUrl as string | null) ?? null;
}

function closeJob(view: TargetsView, jobId: string): void {
  const url = view.urls.get(view.jobs.get(jobId) ?? '');
  if (url?.openJob?.jobId === jobId) url.openJob = null;
}

/** Applies one event (mutating the view; idempotent for an event applied twice). */
export function evolveTargets(view: TargetsView, event: RecordedEvent): TargetsView {
  const data = event.data as Data;
  switch (event.type) {
    case 'SourceRegistered': {
      const source: TargetSource = { sourceId: String(data.sourceId), hostname: '', kind: 'STORE', crawler: null, scrapingEnabled: true, scrapeFrequency: 'DAILY', proxyUrl: null, stock: [] };
      applySourceFields(source, data.fields as Data);
      view.sources.set(source.sourceId, source);
      break;
    }
    case 'SourceUpdated': {
      const source = view.sources.get(String(data.sourceId));
      if (source) applySourceFields(source, data.changes as Data);
      break;
    }
    case 'CompanySourceConnected':
      view.connections.add(`${String(data.companyId)}:${String(data.sourceId)}`);
      break;
    case 'CompanySourceDisconnected':
      view.connections.delete(`${String(data.companyId)}:${String(data.sourceId)}`);
      break;
    case 'ProductArchived':
      view.archivedProducts.add(String(data.productId));
      break;
    case 'ProductRestored':
      view.archivedProducts.delete(String(data.productId));
      break;
    case 'CompetitorUrlAdded': {
      const urlId = String(data.urlId);
      if (view.urls.has(urlId)) break;
      view.urls.set(urlId, {
        urlId,
        companyId: event.metadata.companyId ?? '',
        productId: String(data.productId),
        url: String(data.url),
        sourceId: String(data.sourceId),
        sourceKind: data.sourceKind === 'AGGREGATOR' ? 'AGGREGATOR' : 'STORE',
        addedAt: at(event),
        removed: false,
        lastJobAt: null,
        openJob: null,
        lastInStock: null,
      });
      break;
    }
    case 'CompetitorUrlRemoved': {
      const url = view.urls.get(String(data.urlId));
      if (url) url.removed = true;
      break;
    }
    case 'ScrapeNowRequested': {
      const requestId = String(data.requestId);
      view.requests.set(requestId, { requestId, companyId: String(data.companyId), productId: String(data.productId), pendingUrlIds: new Set((data.urlIds as string[]).map(String)) });
      break;
    }
    case 'ScrapeJobCreated': {
      const jobId = String(data.jobId);
      if (typeof data.requestId === 'string') settleRequestUrl(view, data.requestId, String(data.urlId));
      view.jobs.set(jobId, String(data.urlId));
      const url = view.urls.get(String(data.urlId));
      if (url) {
        url.lastJobAt = url.lastJobAt !== null && url.lastJobAt > at(event) ? url.lastJobAt : at(event);
        url.openJob = { jobId, since: at(event) };
      }
      break;
    }
    case 'ScrapeJobReset': {
      const url = view.urls.get(view.jobs.get(String(data.jobId)) ?? '');
      if (url) url.openJob = { jobId: String(data.jobId), since: at(event) };
      break;
    }
    case 'ScrapeJobCompleted':
      closeJob(view, String(data.jobId));
      break;
    case 'OfferObserved': {
      const url = view.urls.get(String(data.urlId));
      const out = outOfStockState((data.offer as Data | null)?.availability as string | undefined);
      if (!url || out === null || data.pageStatus !== 'OK') break;
      const source = view.sources.get(url.sourceId);
      if (source && url.lastInStock !== null) {
        const observedAt = Date.parse(String(data.observedAt));
        source.stock.push({ at: observedAt, wasInStock: url.lastInStock, nowOutOfStock: out });
        source.stock = pruneTransitions(source.stock, observedAt, SHOP_WIDE_DEFAULTS.windowMs);
      }
      url.lastInStock = !out;
      break;
    }
    case 'ScrapeJobFailed':
      if (data.willRetry !== true) closeJob(view, String(data.jobId));
      break;
  }
  if (event.position > view.position) view.position = event.position;
  return view;
}
