/**
 * What the scraper needs to know about the world, folded from the event log: the competitor URLs
 * (with company, product, source), the sources' shared fields (host, kind, crawler), which
 * sources each company has connected with its own settings (scraping, frequency, proxy id), and
 * per URL its last job and whether one is open. Pure evolve; the process's view runtime keeps it
 * current.
 */
import type { CompanySourceSettings, CrawlerKind, OwnShop, SourceFields } from '@pm/contracts';
import type { CompanyEvent, OfferEvent, ProductEvent, ScrapeJobEvent, ScrapeRequestEvent, SourceEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import { evolveConnectedSources, outOfStockState, type ConnectedSources } from '@pm/contracts/domain';
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

/** A source's shared fields the scraper uses (the same for every company; a proxy is each company's own setting, carried by its jobs). */
export interface TargetSource {
  sourceId: string;
  hostname: string;
  kind: 'STORE' | 'MARKETPLACE' | 'AGGREGATOR';
  crawler: CrawlerKind | null;
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
  /** Each company's connected sources with its own settings of each (the domain core's fold). */
  companySources: Map<string, ConnectedSources>;
  archivedProducts: Set<string>;
  /** jobId → urlId. */
  jobs: Map<string, string>;
  /** Scrape-now requests not yet answered with a job for each of their URLs. */
  requests: Map<string, ScrapeRequest>;
  /** Each company's own shops (spec §3): their rows in a price table are not competitors'. */
  ownShops: Map<string, OwnShop[]>;
  position: bigint;
}

export const emptyTargets = (): TargetsView => ({ urls: new Map(), sources: new Map(), companySources: new Map(), archivedProducts: new Set(), jobs: new Map(), requests: new Map(), ownShops: new Map(), position: 0n });

/** The company's own settings of the URL's source, or null when the company has not connected it. */
export function settingsOf(view: TargetsView, url: Pick<TargetUrl, 'companyId' | 'sourceId'>): CompanySourceSettings | null {
  return view.companySources.get(url.companyId)?.[url.sourceId]?.settings ?? null;
}

/** The request no longer waits for a job for this URL (answered, or the URL cannot be scraped). */
export function settleRequestUrl(view: TargetsView, requestId: string, urlId: string): void {
  const request = view.requests.get(requestId);
  if (!request) return;
  request.pendingUrlIds.delete(urlId);
  if (request.pendingUrlIds.size === 0) view.requests.delete(requestId);
}

const at = (event: RecordedEvent) => (typeof event.metadata.occurredAt === 'string' ? event.metadata.occurredAt : event.recordedAt);

function applySourceFields(source: TargetSource, fields: Partial<SourceFields>): void {
  if (fields.hostname !== undefined) source.hostname = fields.hostname.toLowerCase();
  if (fields.kind !== undefined) source.kind = fields.kind;
  if ('crawler' in fields) source.crawler = fields.crawler ?? null;
}

function closeJob(view: TargetsView, jobId: string): void {
  const url = view.urls.get(view.jobs.get(jobId) ?? '');
  if (url?.openJob?.jobId === jobId) url.openJob = null;
}

type Handled = SourceEvent | CompanyEvent | ProductEvent | ScrapeRequestEvent | ScrapeJobEvent | OfferEvent;

/** The event types the view folds (others are skipped without parsing). */
export const TARGET_EVENTS: ReadonlySet<string> = new Set([
  'SourceRegistered', 'SourceUpdated', 'CompanySourceConnected', 'CompanySourceDisconnected', 'CompanySourceSettingsChanged', 'ProductArchived', 'ProductRestored',
  'CompetitorUrlAdded', 'CompetitorUrlRemoved', 'ComparisonProductAdded', 'ComparisonProductRemoved', 'ScrapeNowRequested', 'ScrapeJobCreated', 'ScrapeJobReset', 'ScrapeJobCompleted', 'ScrapeJobFailed', 'OfferObserved',
  'CompanyOwnShopsChanged',
]);

/** Applies one event (mutating the view; idempotent for an event applied twice; typed events). */
export function evolveTargets(view: TargetsView, recorded: RecordedEvent): TargetsView {
  if (recorded.position > view.position) view.position = recorded.position;
  if (!TARGET_EVENTS.has(recorded.type)) return view;
  const event = toDomainEvent<Handled>(recorded);
  switch (event.type) {
    case 'SourceRegistered': {
      const source: TargetSource = { sourceId: event.data.sourceId, hostname: '', kind: 'STORE', crawler: null, stock: [] };
      applySourceFields(source, event.data.fields);
      view.sources.set(source.sourceId, source);
      break;
    }
    case 'SourceUpdated': {
      const source = view.sources.get(event.data.sourceId);
      if (source) applySourceFields(source, event.data.changes);
      break;
    }
    case 'CompanySourceConnected':
    case 'CompanySourceDisconnected':
    case 'CompanySourceSettingsChanged': {
      const { companyId } = event.data;
      view.companySources.set(companyId, evolveConnectedSources(view.companySources.get(companyId) ?? {}, event));
      break;
    }
    case 'CompanyOwnShopsChanged':
      view.ownShops.set(event.data.companyId, event.data.ownShops);
      break;
    case 'ProductArchived':
      view.archivedProducts.add(event.data.productId);
      break;
    case 'ProductRestored':
      view.archivedProducts.delete(event.data.productId);
      break;
    // A comparison product's URL (issue 17 item 7) is monitored like any competitor URL.
    case 'ComparisonProductAdded':
    case 'CompetitorUrlAdded': {
      const { urlId, productId, url, sourceId, sourceKind } = event.data;
      if (view.urls.has(urlId)) break;
      view.urls.set(urlId, { urlId, companyId: recorded.metadata.companyId ?? '', productId, url, sourceId, sourceKind, addedAt: at(recorded), removed: false, lastJobAt: null, openJob: null, lastInStock: null });
      break;
    }
    case 'ComparisonProductRemoved':
    case 'CompetitorUrlRemoved': {
      const url = view.urls.get(event.data.urlId);
      if (url) url.removed = true;
      break;
    }
    case 'ScrapeNowRequested': {
      const { requestId, companyId, productId, urlIds } = event.data;
      view.requests.set(requestId, { requestId, companyId, productId, pendingUrlIds: new Set(urlIds) });
      break;
    }
    case 'ScrapeJobCreated': {
      const { jobId, requestId, urlId } = event.data;
      if (typeof requestId === 'string') settleRequestUrl(view, requestId, urlId);
      view.jobs.set(jobId, urlId);
      const url = view.urls.get(urlId);
      if (url) {
        url.lastJobAt = url.lastJobAt !== null && url.lastJobAt > at(recorded) ? url.lastJobAt : at(recorded);
        url.openJob = { jobId, since: at(recorded) };
      }
      break;
    }
    case 'ScrapeJobReset': {
      const url = view.urls.get(view.jobs.get(event.data.jobId) ?? '');
      if (url) url.openJob = { jobId: event.data.jobId, since: at(recorded) };
      break;
    }
    case 'ScrapeJobCompleted':
      closeJob(view, event.data.jobId);
      break;
    case 'OfferObserved': {
      const url = view.urls.get(event.data.urlId);
      const out = outOfStockState(event.data.offer?.availability);
      if (!url || out === null || event.data.pageStatus !== 'OK') break;
      const source = view.sources.get(url.sourceId);
      if (source && url.lastInStock !== null) {
        const observedAt = Date.parse(event.data.observedAt);
        source.stock.push({ at: observedAt, wasInStock: url.lastInStock, nowOutOfStock: out });
        source.stock = pruneTransitions(source.stock, observedAt, SHOP_WIDE_DEFAULTS.windowMs);
      }
      url.lastInStock = !out;
      break;
    }
    case 'ScrapeJobFailed':
      if (!event.data.willRetry) closeJob(view, event.data.jobId);
      break;
    default:
      break;
  }
  return view;
}
