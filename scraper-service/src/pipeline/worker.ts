/**
 * Scrape worker: takes jobs from the `scrape` work queue, runs each once per trial and appends
 * the outcome. FetchScrapeJob decides whether a delivery runs at all (a redelivered running or
 * finished job is acked and skipped). Everything the page does wrong — errors, timeouts, huge or
 * malformed pages, foreign hosts — ends as a failed job, never as a crashed worker.
 */
import type { PageStatus, ScrapeLogEntry } from '@pm/contracts';
import { streams, subjects } from '@pm/contracts/events';
import { correlatedLog, handleCommand, scrapeOutcomes, type Bus, type CommandContext, type CorrelatableLog, type EventStore, type Job } from '@pm/platform';
import { scrapeJobDecider } from '@pm/contracts/domain';
import { isOutOfStock, offerDecider } from '@pm/contracts/domain';
import type { ScrapeJobMessage } from './dispatcher.ts';
import { createFetchGuard, UnsafeTargetError, type SafetyOptions } from './fetchSafety.ts';
import { logEntry, type LogLine, type WorkerLogLine } from './logLines.ts';
import { FetchTimeoutError, TooManyRedirectsError, type PageFetcher } from './pageFetch.ts';
import { readPage } from './readPage.ts';
import type { AppliedException } from './scrapeExceptions.ts';
import type { TargetSource, TargetsView } from './scrapeTargets.ts';
import { isShopWideOutOfStock } from '../offers/shopWideOutOfStock.ts';
import { pageImageHash, type ImageHasher } from '../images/imageHashes.ts';

type LogKind = ScrapeLogEntry['kind'];

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
  /** The service's logger: each trial's outcome is logged with the job's correlation id. */
  log?: CorrelatableLog;
  /** Hashes the page's product image (issue 17, discovery's image matching); absent: no hashes. */
  images?: ImageHasher;
  now?: () => Date;
  /**
   * Tests only: the name resolver and the notion of "private" of the fetch guard (a test has no
   * public address, so it lets a loopback address play one). Private hosts stay as the settings say.
   */
  guardEnvironment?: Pick<SafetyOptions, 'resolve' | 'isPrivate'>;
}

const LIVE_KEYS = [['scrape-records'], ['price-analysis'], ['products']];

export function createJobHandler(deps: WorkerDeps) {
  const { events, bus, settings } = deps;
  const now = deps.now ?? (() => new Date());

  return async function handle(job: Job<ScrapeJobMessage>): Promise<void> {
    const message = job.data;
    const streamId = streams.scrapeJob(message.jobId);
    // The job's events and log lines carry the correlation id of the command that created the job
    // (a scrape-now request, the scheduler's tick, an admin's replay); messages sent before it was carried: the job id.
    const correlationId = message.correlationId ?? message.jobId;
    const context: CommandContext = { companyId: message.companyId, userId: `service:scraper:${settings.workerName}`, correlationId, causationId: message.jobId };
    const jobLog = deps.log ? correlatedLog(deps.log, { correlationId, jobId: message.jobId, companyId: message.companyId, sourceId: message.sourceId }) : null;
    const fetched = await handleCommand(events, streamId, scrapeJobDecider, { type: 'FetchScrapeJob', worker: settings.workerName }, context);
    if (fetched.events.length === 0) return; // running elsewhere, finished or given up: ack
    const fetchedEvent = fetched.events[0];
    const trial = fetchedEvent?.type === 'ScrapeJobFetched' ? fetchedEvent.data.trial : null;

    const started = Date.now();
    const logs: ScrapeLogEntry[] = [];
    const log = (kind: LogKind, line: LogLine) => logs.push(logEntry(now().toISOString(), kind, line));
    const source = deps.view.sources.get(message.sourceId);
    let position = fetched.position;

    try {
      if (!source) throw new UnsafeTargetError({ code: 'SOURCE_UNKNOWN', params: { sourceId: message.sourceId } });
      const target = new URL(message.url);
      // The job's proxy (the configured one its company chose); a shared source names none.
      const proxyUrl = message.proxyUrl ?? (target.hostname.endsWith('.demo.test') ? settings.demoProxyUrl : null);
      const exception = deps.exceptionFor(source.hostname, message.url);
      const fetchSettings = exception?.settings ?? {};
      const crawler = fetchSettings.crawler ?? message.crawler;
      // At most twice the configured timeout: the queue redelivers a job not acked within about that.
      const timeoutMs = Math.min(fetchSettings.timeoutMs ?? settings.timeoutMs, settings.timeoutMs * 2);
      if (exception) log('INFO', { code: 'EXCEPTION_APPLIED', params: { exceptions: exception.codes.join(', ') } });
      if (fetchSettings.waitForSelector && crawler !== 'crawlee-playwright-crawler') log('NOTE', { code: 'WAIT_SELECTOR_PLAYWRIGHT_ONLY', params: {} });
      // "Via a proxy" is the company's chosen proxy, as the record's "via proxy" says; the demo web's
      // proxy only routes the made-up *.demo.test names and is not one.
      log('INFO', { code: message.proxyUrl ? 'FETCHING_THROUGH_PROXY' : 'FETCHING', params: { url: message.url, crawler } });
      const page = await deps.limitHost(target.host, () =>
        deps.fetcherFor(crawler).fetch({
          url: message.url,
          proxyUrl,
          timeoutMs,
          maxRedirects: settings.maxRedirects,
          maxBodyBytes: settings.maxBodyBytes,
          guard: createFetchGuard(source.hostname, { ...deps.guardEnvironment, allowPrivateHosts: settings.allowPrivateHosts }),
          ...(fetchSettings.headers ? { headers: fetchSettings.headers } : {}),
          waitForSelector: fetchSettings.waitForSelector ?? null,
        }),
      );
      log('INFO', page.redirects.length > 0
        ? { code: 'HTTP_RESULT_REDIRECTED', params: { status: page.status, finalStatus: page.finalStatus, finalUrl: page.finalUrl, characters: page.html.length } }
        : { code: 'HTTP_RESULT', params: { status: page.status, characters: page.html.length } });
      for (const note of page.notes ?? []) log('NOTE', note);
      const reading = readPage(message.jobType, message.url, page, exception?.config ?? null, deps.view.ownShops.get(message.companyId) ?? []);
      for (const note of reading.notes) log('NOTE', note);
      if (reading.observed && deps.images) {
        const route = { proxyUrl, allowPrivateHosts: settings.allowPrivateHosts, ...(deps.guardEnvironment ? { guardEnvironment: deps.guardEnvironment } : {}) };
        const image = await pageImageHash(deps.images, reading.observed.image, page.finalUrl, route, deps.limitHost);
        if (image?.hash === null) log('NOTE', { code: 'IMAGE_NOT_HASHED', params: { url: image.url, reason: image.reason, detail: image.detail } });
        else if (image) reading.observed.imageHash = image.hash;
      }
      const shopWideOutOfStock = suddenShopWideOutOfStock(deps.view, message.urlId, source, reading.observed?.availability, now().getTime());
      if (shopWideOutOfStock) log('NOTE', { code: 'SHOP_WIDE_OUT_OF_STOCK', params: {} });
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
      if (plausibility === 'FLAGGED') log('NOTE', { code: 'PRICE_FLAGGED', params: { reason: observed.events[0]?.data.flagReason ?? '' } });
      log(reading.pageStatus === 'OK' ? 'SUCCESS' : 'NOTE', describe(reading.pageStatus, reading.observed?.price ?? null, reading.observed?.currency ?? null));
      const completed = await handleCommand(events, streamId, scrapeJobDecider, {
        type: 'CompleteScrapeJob',
        maxTrials: settings.maxTrials,
        durationMs: Date.now() - started,
        httpStatus: page.status,
        finalUrl: page.finalUrl,
        pageStatus: reading.pageStatus,
        offers: reading.offers,
        logs,
      }, context);
      position = completed.position;
      scrapeOutcomes.inc({ source: message.sourceId, page_status: reading.pageStatus });
      jobLog?.info({ trial, outcome: completed.events[0]?.type, pageStatus: reading.pageStatus, durationMs: Date.now() - started }, 'scrape trial finished');
      // A refused page (403, captcha) fails the trial in the decider: tried again after the delay while trials remain.
      const outcome = completed.events[0];
      if (outcome?.type === 'ScrapeJobFailed' && outcome.data.willRetry) await job.nak(settings.retryDelayMs);
    } catch (error) {
      const timedOut = error instanceof FetchTimeoutError;
      const text = error instanceof Error ? error.message : String(error);
      log('ERROR', failure(error, text));
      // A forbidden target never gets better by trying again.
      const maxTrials = error instanceof UnsafeTargetError ? 0 : settings.maxTrials;
      const failed = await handleCommand(events, streamId, scrapeJobDecider, { type: 'FailScrapeJob', maxTrials, durationMs: Date.now() - started, error: text.slice(0, 2_000), timedOut, logs }, context);
      position = failed.position;
      const failedEvent = failed.events[0];
      jobLog?.warn({ trial, outcome: failedEvent?.type, error: text.slice(0, 500), timedOut, willRetry: failedEvent?.type === 'ScrapeJobFailed' && failedEvent.data.willRetry }, 'scrape trial failed');
      scrapeOutcomes.inc({ source: message.sourceId, page_status: timedOut ? 'TIMED_OUT' : 'FETCH_FAILED' });
      if (failed.events[0]?.type === 'ScrapeJobFailed' && failed.events[0].data.willRetry) await job.nak(settings.retryDelayMs);
    }
    // Best effort: the job's outcome is in the log already; a lost notice only delays a screen's refresh until the projector's own notice.
    await bus.publish(subjects.live(message.companyId), { type: 'invalidate', queryKeys: LIVE_KEYS, position: position.toString() }).catch((error: unknown) => {
      jobLog?.warn({ error: error instanceof Error ? error.message : String(error) }, 'live notice not sent');
    });
  };
}

/** This observation turns an in-stock URL out of stock while most of the shop's did the same recently. */
function suddenShopWideOutOfStock(view: TargetsView, urlId: string, source: TargetSource, availability: string | null | undefined, now: number): boolean {
  if (!isOutOfStock(availability) || view.urls.get(urlId)?.lastInStock !== true) return false;
  return isShopWideOutOfStock([...source.stock, { at: now, wasInStock: true, nowOutOfStock: true }], now);
}

function describe(status: PageStatus, price: string | null, currency: string | null): WorkerLogLine {
  if (status === 'OK' && price !== null) return { code: 'PAGE_OK', params: { price, currency: currency ?? '' } };
  if (status === 'NO_CLEAN_DATA') return { code: 'PAGE_NO_CLEAN_DATA', params: {} };
  return { code: 'PAGE_STATUS', params: { status } };
}

/** Why a trial failed, as a log line; errors of no known kind keep their own text. */
function failure(error: unknown, text: string): WorkerLogLine {
  if (error instanceof FetchTimeoutError) return { code: 'FETCH_TIMEOUT', params: { ms: error.ms } };
  if (error instanceof TooManyRedirectsError) return { code: 'TOO_MANY_REDIRECTS', params: { max: error.max } };
  if (error instanceof UnsafeTargetError) return error.reason;
  return { code: 'FETCH_FAILED', params: { text } };
}
