/**
 * Every interval: a job for each due URL, after answering pending "scrape now" requests (which
 * are also answered as soon as they arrive; the tick retries any that failed).
 */
import { derivedId, type EventStore } from '@pm/platform';
import { createJob } from './createJob.ts';
import { dueUrls, type DueOptions } from './dueUrls.ts';
import { answerScrapeRequests, isJobTaken } from './scrapeRequests.ts';
import type { TargetsView } from './scrapeTargets.ts';

const NUDGE_DELAY_MS = 200;

export interface SchedulerLog {
  error(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

export function startScheduler(options: { events: EventStore; view: TargetsView; intervalMs: number; due: DueOptions; now?: () => Date; log: SchedulerLog; ready: Promise<void> }) {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  // Ticks run one at a time: two at once could both find a URL due and create two jobs for it.
  let queue: Promise<unknown> = Promise.resolve();
  function tick(): Promise<number> {
    const next = queue.then(tickOnce, tickOnce);
    queue = next.catch(() => undefined);
    return next;
  }

  async function tickOnce(): Promise<number> {
    let created = await answerScrapeRequests(options.events, options.view, options.log, now(), options.due.configuredProxyIds);
    for (const due of dueUrls(options.view, now(), options.due)) {
      if (stopped) break;
      try {
        // Derived from URL, due time and the stale job it replaces: scrapers running side by side
        // create the same id for the same due URL, and the second append is refused.
        const jobId = derivedId('scheduled', due.url.urlId, due.dueAt.toISOString(), due.url.openJob?.jobId ?? '');
        await createJob(options.events, options.view, due, { trigger: due.trigger, jobId });
        created++;
      } catch (error) {
        if (!isJobTaken(error)) options.log.error({ err: error, urlId: due.url.urlId }, 'could not create scrape job');
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

  // Something became due now (a scrape-now request, a new URL scraped at once): tick soon, once for a burst.
  let nudged: NodeJS.Timeout | null = null;
  function nudge(): void {
    if (stopped || nudged) return;
    nudged = setTimeout(() => {
      nudged = null;
      tick().catch((error: unknown) => options.log.error({ err: error }, 'scheduler tick failed'));
    }, NUDGE_DELAY_MS);
  }

  return {
    tick,
    nudge,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (nudged) clearTimeout(nudged);
      await running;
      await queue;
    },
  };
}
