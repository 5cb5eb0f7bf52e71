/**
 * Scrape worker: takes jobs from the `scrape` work queue, runs each once per trial and appends
 * the outcome. FetchScrapeJob decides whether a delivery runs at all (a redelivered running or
 * finished job is acked and skipped). Everything the page does wrong — errors, timeouts, huge or
 * malformed pages, foreign hosts — ends as a failed job, never as a crashed worker.
 */
import { type PageStatus } from '@pm/contracts';
import { streams, subjects } from '@pm/contracts/events';
import { handleCommand, type Bus, type CommandContext, type EventStore, type Job } from '@pm/platform';
import { scrapeJobDecider } from '../jobs/scrapeJobDecider.ts';
import { isOutOfStock, offerDecider } from '@pm/contracts/domain';
import type { ScrapeJobMessage } from './dispatcher.ts';
import { assertFetchAllowed, UnsafeTargetError } from './fetchSafety.ts';
import { FetchTimeoutError, type PageFetcher } from './pageFetch.ts';
import { readPage } from './readPage.ts';
import type { AppliedException } from './scrapeExceptions.ts';
import type { TargetSource, TargetsView } from './scrapeTargets.ts';
import { isShopWideOutOfStock } from '../offers/shopWideOutOfStock.ts';

type LogKind = 'SUCCESS' | 'ERROR' | 'INFO' | 'NOTE';

export interface WorkerSettings {
  workerName: string;
  timeoutMs: number;
  maxRedirects: number;
  maxBodyBytes: number;
  maxTrials: number;
  retryDelayMs: number;
  maxJumpFactor: number;
  allowPrivateHosts: boolean;
  /** Proxy for `*.demo.test` hosts (the demo web), when no source proxy is set. */
  demoProxyUrl: string | null;
}

export interface WorkerDeps {
  events: EventStore;
  bus: Bus;
  view: TargetsView;
  fetcherFor: (crawler: string) => PageFetcher;
  limitHost: <T>(host: string, work: () => Promise<T>) => Promise<T>;
  /** The scrape exceptions for a page of the source `hostname` (kept current from the log). */
  exceptionFor: (hostname: string, url: string) => AppliedException | null;
  settings: WorkerSettings;
  now?: () => Date;
}

const LIVE_KEYS = [['scrape-records'], ['price-analysis'], ['products']];

export function createJobHandler(deps: WorkerDeps) {
  const { events, bus, settings } = deps;
  const now = deps.now ?? (() => new Date());

  return async function handle(job: Job<ScrapeJobMessage>): Promise<void> {
    const message = job.data;
    const streamId = streams.scrapeJob(message.jobId);
    const context: CommandContext = { companyId: message.companyId, userId: `service:scraper:${settings.workerName}`, correlationId: message.jobId, causationId: message.jobId };
    const fetched = await handleCommand(events, streamId, scrapeJobDecider, { type: 'FetchScrapeJob', worker: settings.workerName }, context);
    if (fetched.events.length === 0) return; // running elsewhere, finished or given up: ack

    const started = Date.now();
    const logs: { at: string; kind: LogKind; message: string }[] = [];
    const log = (kind: LogKind, text: string) => logs.push({ at: now().toISOString(), kind, message: text.slice(0, 2_000) });
    const source = deps.view.sources.get(message.sourceId);
    let position = fetched.position;

    try {
      if (!source) throw new UnsafeTargetError(`The source ${message.sourceId} is unknown`);
      const target = new URL(message.url);
      const proxyUrl = message.proxyUrl ?? source.proxyUrl ?? (target.hostname.endsWith('.demo.test') ? settings.demoProxyUrl : null);
      const exception = deps.exceptionFor(source.hostname, message.url);
      const fetchSettings = exception?.settings ?? {};
      const crawler = fetchSettings.crawler ?? message.crawler;
      // At most twice the configured timeout: the queue redelivers a job not acked within about that.
      const timeoutMs = Math.min(fetchSettings.timeoutMs ?? settings.timeoutMs, settings.timeoutMs * 2);
      if (exception) log('INFO', `Scrape exception ${exception.codes.join(', ')} applied`);
      if (fetchSettings.waitForSelector && crawler !== 'crawlee-playwright-crawler') log('NOTE', 'The wait-for selector applies to the Playwright crawler only');
      log('INFO', `Fetching ${message.url} with ${crawler}${proxyUrl ? ' through a proxy' : ''}`);
      const page = await deps.limitHost(target.host, () =>
        deps.fetcherFor(crawler).fetch({
          url: message.url,
          proxyUrl,
          timeoutMs,
          maxRedirects: settings.maxRedirects,
          maxBodyBytes: settings.maxBodyBytes,
          checkUrl: async (url) => void (await assertFetchAllowed(url, source.hostname, { allowPrivateHosts: settings.allowPrivateHosts })),
          ...(fetchSettings.headers ? { headers: fetchSettings.headers } : {}),
          waitForSelector: fetchSettings.waitForSelector ?? null,
        }),
      );
      log('INFO', `HTTP ${page.status}${page.redirects.length > 0 ? ` → ${page.finalStatus} at ${page.finalUrl}` : ''}, ${page.html.length} characters`);
      for (const note of page.notes ?? []) log('NOTE', note);
      const reading = readPage(message.jobType, message.url, page, exception?.config ?? null);
      for (const note of reading.notes) log('NOTE', note);
      const shopWideOutOfStock = suddenShopWideOutOfStock(deps.view, message.urlId, source, reading.observed?.availability, now().getTime());
      if (shopWideOutOfStock) log('NOTE', 'Most of this shop\'s offers went out of stock at once: the out-of-stock is kept but flagged until the next scrape confirms it');
      const observed = await handleCommand(events, streams.offer(message.urlId), offerDecider, {
        type: 'ObserveOffer',
        urlId: message.urlId,
        productId: message.productId,
        companyId: message.companyId,
        sourceId: message.sourceId,
        jobId: message.jobId,
        observedAt: now().toISOString(),
        pageStatus: reading.pageStatus,
        offer: reading.observed,
        maxJumpFactor: settings.maxJumpFactor,
        shopWideOutOfStock,
      }, context);
      const plausibility = observed.events[0]?.data.plausibility;
      if (plausibility === 'FLAGGED') log('NOTE', `Price flagged as implausible (${observed.events[0]?.data.flagReason ?? ''}); not used until the next scrape confirms it`);
      log(reading.pageStatus === 'OK' ? 'SUCCESS' : 'NOTE', describe(reading.pageStatus, reading.observed?.price ?? null, reading.observed?.currency ?? null));
      const completed = await handleCommand(events, streamId, scrapeJobDecider, {
        type: 'CompleteScrapeJob',
        durationMs: Date.now() - started,
        httpStatus: page.status,
        finalUrl: page.finalUrl,
        pageStatus: reading.pageStatus,
        offers: reading.offers,
        logs,
      }, context);
      position = completed.position;
    } catch (error) {
      const timedOut = error instanceof FetchTimeoutError;
      const text = error instanceof Error ? error.message : String(error);
      log('ERROR', text);
      // A forbidden target never gets better by trying again.
      const maxTrials = error instanceof UnsafeTargetError ? 0 : settings.maxTrials;
      const failed = await handleCommand(events, streamId, scrapeJobDecider, { type: 'FailScrapeJob', maxTrials, durationMs: Date.now() - started, error: text.slice(0, 2_000), timedOut, logs }, context);
      position = failed.position;
      if (failed.events[0]?.type === 'ScrapeJobFailed' && failed.events[0].data.willRetry) await job.nak(settings.retryDelayMs);
    }
    await bus.publish(subjects.live(message.companyId), { type: 'invalidate', queryKeys: LIVE_KEYS, position: position.toString() }).catch(() => undefined);
  };
}

/** This observation turns an in-stock URL out of stock while most of the shop's did the same recently. */
function suddenShopWideOutOfStock(view: TargetsView, urlId: string, source: TargetSource, availability: string | null | undefined, now: number): boolean {
  if (!isOutOfStock(availability) || view.urls.get(urlId)?.lastInStock !== true) return false;
  return isShopWideOutOfStock([...source.stock, { at: now, wasInStock: true, nowOutOfStock: true }], now);
}

function describe(status: PageStatus, price: string | null, currency: string | null): string {
  if (status === 'OK') return `Price ${price ?? '?'} ${currency ?? ''}`.trim();
  if (status === 'NO_CLEAN_DATA') return 'Unfortunately we could not scrape clean data for this product';
  return `Page status ${status}`;
}
