/**
 * One ScrapeJobCreated for a competitor URL (PRODUCT_PAGE for stores, AGGREGATOR_PRICE_TABLE for
 * comparison sites). The job is applied to the view at once so the next tick does not create it
 * again before the log delivers it.
 */
import { type CrawlerKind } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { handleCommand, newId, type EventStore, type RecordedEvent } from '@pm/platform';
import { scrapeJobDecider } from '@pm/contracts/domain';
import type { DueUrl } from './dueUrls.ts';
import { evolveTargets, type TargetsView } from './scrapeTargets.ts';

export const DEFAULT_CRAWLER: CrawlerKind = 'crawlee-cheerio-crawler';

export interface JobOrigin {
  trigger: 'SCHEDULE' | 'NEW_URL' | 'SCRAPE_NOW';
  /** Given for jobs that must be created once only (scrape-now answers). */
  jobId?: string;
  requestId?: string;
}

/** The job goes through the proxy the URL's company chose (by id; its URL is resolved from the configuration when queued, never stored). */
export async function createJob(events: EventStore, view: TargetsView, due: Pick<DueUrl, 'url' | 'source' | 'settings'>, origin: JobOrigin): Promise<string> {
  const { url, source, settings } = due;
  const jobId = origin.jobId ?? newId();
  const command = {
    type: 'CreateScrapeJob' as const,
    jobId,
    companyId: url.companyId,
    productId: url.productId,
    urlId: url.urlId,
    url: url.url,
    sourceId: url.sourceId,
    jobType: url.sourceKind === 'AGGREGATOR' ? ('AGGREGATOR_PRICE_TABLE' as const) : ('PRODUCT_PAGE' as const),
    trigger: origin.trigger,
    crawler: source.crawler ?? DEFAULT_CRAWLER,
    proxyUrl: null,
    proxyId: settings.proxyId,
    ...(origin.requestId ? { requestId: origin.requestId } : {}),
  };
  const outcome = await handleCommand(events, streams.scrapeJob(jobId), scrapeJobDecider, command, { companyId: url.companyId, userId: 'service:scheduler', correlationId: newId(), causationId: null });
  const occurredAt = new Date().toISOString();
  const local: RecordedEvent = { id: jobId, streamId: streams.scrapeJob(jobId), revision: 0n, position: 0n, type: 'ScrapeJobCreated', data: outcome.events[0]?.data, metadata: { companyId: url.companyId, userId: 'service:scheduler', correlationId: jobId, causationId: null, occurredAt, version: 1 }, recordedAt: occurredAt };
  evolveTargets(view, local);
  return jobId;
}
