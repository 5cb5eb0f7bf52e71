/**
 * Answers "scrape now" requests: one SCRAPE_NOW job per requested URL, at once rather than at the
 * next scheduler tick. The job id is derived from request and URL, so a request seen again (a
 * restart, a second scraper replica) finds its job exists and creates nothing more.
 * A URL that cannot be scraped any more (removed, product archived, its company disconnected the
 * shop, switched its scraping off or chose a proxy no longer configured) or that has a job running
 * already (which will bring a fresh price) settles without a new job.
 */
import { AppError, derivedId, type EventStore } from '@pm/platform';
import { scrapingSettings } from './dueUrls.ts';
import { createJob } from './createJob.ts';
import type { SchedulerLog } from './scheduler.ts';
import { settleRequestUrl, type TargetsView } from './scrapeTargets.ts';

/** Another scraper created this (derived) job id first. */
export const isJobTaken = (error: unknown): boolean => error instanceof AppError && (error.code === 'SCRAPE_JOB_EXISTS' || error.code === 'CONCURRENCY_CONFLICT');

/** An open job younger than this answers the request; an older one is presumed dead (as in dueUrls). */
const STALE_JOB_MS = 3_600_000;

export async function answerScrapeRequests(events: EventStore, view: TargetsView, log: SchedulerLog, now: Date = new Date(), configuredProxyIds: ReadonlySet<string> = new Set()): Promise<number> {
  let created = 0;
  for (const request of [...view.requests.values()]) {
    for (const urlId of [...request.pendingUrlIds]) {
      const url = view.urls.get(urlId);
      const source = url ? view.sources.get(url.sourceId) : undefined;
      const settings = url && !url.removed && !view.archivedProducts.has(url.productId) ? scrapingSettings(view, url, configuredProxyIds) : null;
      const running = url?.openJob !== null && url?.openJob !== undefined && now.getTime() - Date.parse(url.openJob.since) < STALE_JOB_MS;
      if (!url || !source || !settings || running) {
        settleRequestUrl(view, request.requestId, urlId);
        continue;
      }
      try {
        await createJob(events, view, { url, source, settings }, { trigger: 'SCRAPE_NOW', jobId: derivedId('scrape-now', request.requestId, urlId), requestId: request.requestId });
        created++;
      } catch (error) {
        // Another scraper answered first: its job is in the log; nothing to do.
        if (isJobTaken(error)) settleRequestUrl(view, request.requestId, urlId);
        else log.error({ err: error, requestId: request.requestId, urlId }, 'could not create scrape-now job');
      }
    }
  }
  if (created > 0) log.info({ created }, 'scrape-now jobs created');
  return created;
}
