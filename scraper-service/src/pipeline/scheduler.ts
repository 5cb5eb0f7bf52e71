/**
 * Every interval: a ScrapeJobCreated for each due URL (PRODUCT_PAGE for stores,
 * AGGREGATOR_PRICE_TABLE for comparison sites). The job is applied to the view at once so the
 * next tick does not create it again before the log delivers it.
 */
import { streams, type CrawlerKind } from '@pm/contracts';
import { handleCommand, newId, type EventStore, type RecordedEvent } from '@pm/platform';
import { scrapeJobDecider } from '../jobs/scrapeJobDecider.ts';
import { dueUrls, type DueOptions, type DueUrl } from './dueUrls.ts';
import { evolveTargets, type TargetsView } from './scrapeTargets.ts';

export const DEFAULT_CRAWLER: CrawlerKind = 'crawlee-cheerio-crawler';

export interface SchedulerLog {
  error(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

export async function createJob(events: EventStore, view: TargetsView, due: DueUrl, trigger: 'SCHEDULE' | 'NEW_URL' | 'SCRAPE_NOW' = due.trigger): Promise<string> {
  const { url, source } = due;
  const jobId = newId();
  const command = {
    type: 'CreateScrapeJob' as const,
    jobId,
    companyId: url.companyId,
    productId: url.productId,
    urlId: url.urlId,
    url: url.url,
    sourceId: url.sourceId,
    jobType: url.sourceKind === 'AGGREGATOR' ? ('AGGREGATOR_PRICE_TABLE' as const) : ('PRODUCT_PAGE' as const),
    trigger,
    crawler: source.crawler ?? DEFAULT_CRAWLER,
    proxyUrl: source.proxyUrl,
  };
  const outcome = await handleCommand(events, streams.scrapeJob(jobId), scrapeJobDecider, command, { companyId: url.companyId, userId: 'service:scheduler', correlationId: newId(), causationId: null });
  const occurredAt = new Date().toISOString();
  const local: RecordedEvent = { id: jobId, streamId: streams.scrapeJob(jobId), revision: 0n, position: 0n, type: 'ScrapeJobCreated', data: outcome.events[0]?.data, metadata: { companyId: url.companyId, userId: 'service:scheduler', correlationId: jobId, causationId: null, occurredAt, version: 1 }, recordedAt: occurredAt };
  evolveTargets(view, local);
  return jobId;
}

export function startScheduler(options: { events: EventStore; view: TargetsView; intervalMs: number; due: DueOptions; now?: () => Date; log: SchedulerLog; ready: Promise<void> }) {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function tick(): Promise<number> {
    let created = 0;
    for (const due of dueUrls(options.view, now(), options.due)) {
      if (stopped) break;
      try {
        await createJob(options.events, options.view, due);
        created++;
      } catch (error) {
        options.log.error({ err: error, urlId: due.url.urlId }, 'could not create scrape job');
      }
    }
    if (created > 0) options.log.info({ created }, 'scrape jobs created');
    return created;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().then(() => undefined, (error: unknown) => options.log.error({ err: error }, 'scheduler tick failed')).finally(schedule);
    }, options.intervalMs);
  }

  void options.ready.then(() => {
    if (stopped) return;
    running = tick().then(() => undefined, (error: unknown) => options.log.error({ err: error }, 'scheduler tick failed')).finally(schedule);
  });

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
