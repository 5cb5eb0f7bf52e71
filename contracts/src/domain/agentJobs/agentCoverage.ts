import type { ProductEvent } from '../../events/productEvents.ts';
import type { ScrapeJobEvent } from '../../events/scrapeEvents.ts';

/**
 * What the agent needs to keep a company's coverage up besides discovery (issue 18 item 3): each
 * competitor URL with the outcome of its last finished scrape — "URL has to be checked" when the
 * job failed for good or the page answered anything but OK — or none yet (a new URL, waiting for
 * its first scrape). Folded from product and scrape job events; mutable, because the agent keeps
 * one instance for the whole log in its process (a fresh copy per event would cost a copy per URL).
 */
export interface AgentCoverage {
  products: Map<string, { companyId: string; archived: boolean }>;
  urls: Map<string, { productId: string; lastOutcome: 'OK' | 'ERROR' | null }>;
  /** Jobs not finished yet → their URL (a finished job is dropped). */
  openJobs: Map<string, string>;
}

export type AgentCoverageEvent = ProductEvent | ScrapeJobEvent;

export const AGENT_COVERAGE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'ProductCreated',
  'ProductArchived',
  'ProductRestored',
  'CompetitorUrlAdded',
  'CompetitorUrlRemoved',
  'ComparisonProductAdded',
  'ComparisonProductRemoved',
  'ScrapeJobCreated',
  'ScrapeJobCompleted',
  'ScrapeJobFailed',
  'ScrapeJobDeleted',
]);

export const emptyAgentCoverage = (): AgentCoverage => ({ products: new Map(), urls: new Map(), openJobs: new Map() });

export function applyAgentCoverage(state: AgentCoverage, event: AgentCoverageEvent): void {
  switch (event.type) {
    case 'ProductCreated':
      state.products.set(event.data.productId, { companyId: event.data.companyId, archived: false });
      return;
    case 'ProductArchived':
    case 'ProductRestored': {
      const product = state.products.get(event.data.productId);
      if (product) product.archived = event.type === 'ProductArchived';
      return;
    }
    case 'CompetitorUrlAdded':
    case 'ComparisonProductAdded':
      state.urls.set(event.data.urlId, { productId: event.data.productId, lastOutcome: null });
      return;
    case 'CompetitorUrlRemoved':
    case 'ComparisonProductRemoved':
      state.urls.delete(event.data.urlId);
      return;
    case 'ScrapeJobCreated':
      state.openJobs.set(event.data.jobId, event.data.urlId);
      return;
    case 'ScrapeJobCompleted':
    case 'ScrapeJobFailed': {
      // A failure that will be retried is no outcome yet.
      if (event.type === 'ScrapeJobFailed' && event.data.willRetry) return;
      const urlId = state.openJobs.get(event.data.jobId);
      state.openJobs.delete(event.data.jobId);
      const url = urlId === undefined ? undefined : state.urls.get(urlId);
      if (url) url.lastOutcome = event.type === 'ScrapeJobCompleted' && event.data.pageStatus === 'OK' ? 'OK' : 'ERROR';
      return;
    }
    case 'ScrapeJobDeleted':
      state.openJobs.delete(event.data.jobId);
      return;
    default:
      return;
  }
}

/** The company's URLs to scrape now, per product: those whose last scrape failed, and those never scraped. */
export interface AgentScrapeTasks {
  recheck: Map<string, string[]>;
  morningScrape: Map<string, string[]>;
}

/** A URL with a job under way is left out: that job brings its outcome. Archived products are left out. */
export function agentScrapeTasks(state: AgentCoverage, companyId: string): AgentScrapeTasks {
  const busy = new Set(state.openJobs.values());
  const tasks: AgentScrapeTasks = { recheck: new Map(), morningScrape: new Map() };
  for (const [urlId, url] of state.urls) {
    const product = state.products.get(url.productId);
    if (!product || product.companyId !== companyId || product.archived || busy.has(urlId) || url.lastOutcome === 'OK') continue;
    const task = url.lastOutcome === 'ERROR' ? tasks.recheck : tasks.morningScrape;
    task.set(url.productId, [...(task.get(url.productId) ?? []), urlId]);
  }
  return tasks;
}
