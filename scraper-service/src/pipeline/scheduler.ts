/**
 * Every interval: a job for each due URL, after answering pending "scrape now" requests (which
 * are also answered as soon as they arrive; the tick retries any that failed).
 */
import type { EventStore } from '@pm/platform';
import { createJob } from './createJob.ts';
import { dueUrls, type DueOptions } from './dueUrls.ts';
import { answerScrapeRequests } from './scrapeRequests.ts';
import type { TargetsView } from './scrapeTargets.ts';

export interface SchedulerLog {
  error(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

export function startScheduler(options: { events: EventStore; view: TargetsView; intervalMs: number; due: DueOptions; now?: () => Date; log: SchedulerLog; ready: Promise<void> }) {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function tick(): Promise<number> {
    let created = await answerScrapeRequests(options.events, options.view, options.log, now());
    for (const due of dueUrls(options.view, now(), options.due)) {
      if (stopped) break;
      try {
        await createJob(options.events, options.view, due, { trigger: due.trigger });
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
