/**
 * The scraping runtime: a view of URLs and sources folded from the log, the scheduler that turns
 * due URLs into jobs, the dispatcher that puts jobs on the `scrape` work queue, and the workers
 * that run them. start() after the stores are open; stop() drains jobs in flight.
 */
import { hostname as machineName } from 'node:os';
import { createViewRuntime, foldView, type Bus, type Consumer, type EventStore, type ScrapeProxyConfig, type SearchApiConfig, type ServiceView, type ViewRuntime } from '@pm/platform';
import { createBrowserFetcher } from './browserFetcher.ts';
import { createImageHasher, type ImageFetch } from '../images/imageHashes.ts';
import { createDispatcher, queueFor, SCRAPE_NOW_QUEUE, SCRAPE_QUEUE, type ScrapeJobMessage } from './dispatcher.ts';
import { createHostLimiter } from './hostLimiter.ts';
import { createHttpFetcher } from './httpFetcher.ts';
import type { PageFetcher } from './pageFetch.ts';
import { startScheduler } from './scheduler.ts';
import { emptyScrapeExceptions, evolveScrapeExceptions, exceptionFor } from './scrapeExceptions.ts';
import { emptyTargets, evolveTargets } from './scrapeTargets.ts';
import { createJobHandler } from './worker.ts';
import { createDiscoverySearches } from '../discovery/discoverySearches.ts';

export interface ScraperOptions {
  schedulerIntervalMs: number;
  morningHour: number;
  timeZone: string;
  scrapeNewUrlsImmediately: boolean;
  concurrency: number;
  /** Workers for "scrape now" jobs, beside the scheduled ones. */
  scrapeNowConcurrency: number;
  /** Discovery searches at once (each fetches a search page and up to ten product pages). */
  discoveryConcurrency: number;
  perHostConcurrency: number;
  timeoutMs: number;
  maxRedirects: number;
  maxBodyBytes: number;
  maxTrials: number;
  retryDelayMs: number;
  maxDeliver: number;
  maxJumpFactor: number;
  allowPrivateHosts: boolean;
  demoProxyUrl: string | null;
  /** The proxies companies may choose for their sources (`SCRAPE_PROXIES`); a job names one by id. */
  proxies: readonly ScrapeProxyConfig[];
  chromiumPath: string;
  /** Discovery's GOOGLE_SEARCH / GOOGLE_IMAGE_SEARCH (SEARCH_API_*); null: not configured. */
  searchApi: SearchApiConfig | null;
  workerName: string;
  now?: () => Date;
  /** Replace the fetchers (tests). */
  fetcherFor?: (crawler: string) => PageFetcher | undefined;
  /** Replace the image download (tests: the demo web in-process). */
  imageFetch?: ImageFetch;
}

export const DEFAULT_SCRAPER_OPTIONS: ScraperOptions = {
  schedulerIntervalMs: 60_000,
  morningHour: 6,
  timeZone: 'Europe/Berlin',
  scrapeNewUrlsImmediately: false,
  concurrency: 4,
  scrapeNowConcurrency: 2,
  // A search fetches its pages one after another and mostly waits; the host limits keep each shop at 2 requests at once (bench: 1,000 searches 250 s at 2, 73 s at 8).
  discoveryConcurrency: 8,
  perHostConcurrency: 2,
  timeoutMs: 30_000,
  maxRedirects: 5,
  maxBodyBytes: 5 * 1024 * 1024,
  maxTrials: 3,
  retryDelayMs: 30_000,
  maxDeliver: 5,
  maxJumpFactor: 3,
  allowPrivateHosts: false,
  demoProxyUrl: null,
  proxies: [],
  chromiumPath: '/usr/bin/chromium',
  searchApi: null,
  workerName: machineName(),
};

export interface ScraperLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export function createScraperService(deps: { events: EventStore; bus: Bus; log: ScraperLog; options?: Partial<ScraperOptions> }) {
  const { events, bus, log } = deps;
  const options: ScraperOptions = { ...DEFAULT_SCRAPER_OPTIONS, ...deps.options };
  const view = emptyTargets();
  const exceptions = emptyScrapeExceptions();
  const limiter = createHostLimiter(options.perHostConcurrency);
  const http = createHttpFetcher();
  let browser: PageFetcher | null = null;
  const fetcherFor = (crawler: string): PageFetcher => {
    const custom = options.fetcherFor?.(crawler);
    if (custom) return custom;
    if (crawler === 'crawlee-playwright-crawler') return (browser ??= createBrowserFetcher(options.chromiumPath));
    return http;
  };
  // One hasher (and cache) for the scrapes and the discovery searches.
  const images = createImageHasher({ timeoutMs: options.timeoutMs, maxRedirects: options.maxRedirects, ...(options.imageFetch ? { fetch: options.imageFetch } : {}) });
  const dispatcher = createDispatcher(
    (message, msgId) => bus.enqueue(queueFor(message), message, { msgId }),
    (error, jobId) => log.error({ err: error, jobId }, 'could not enqueue scrape job'),
    (proxyId) => options.proxies.find((proxy) => proxy.id === proxyId)?.url ?? null,
  );

  const discovery = createDiscoverySearches({
    events,
    bus,
    targets: view,
    fetcherFor,
    limitHost: limiter.run,
    exceptionFor: (hostname, url) => exceptionFor(exceptions, hostname, url),
    images,
    options: { ...options, concurrency: options.discoveryConcurrency, maxTrials: options.maxTrials },
    log,
  });
  let consumers: Consumer[] = [];
  let scheduler: ReturnType<typeof startScheduler> | null = null;
  let stopped = false;
  let live = false;

  /** The scraper's folds of the log, run by the process's view runtime (bump a version when its state's shape changes). */
  const views: ServiceView[] = [
    foldView('scrape-targets', view, evolveTargets, { snapshotVersion: 3 }),
    foldView('scrape-exceptions', exceptions, evolveScrapeExceptions, { snapshotVersion: 1 }),
    dispatcher.view(),
    ...discovery.views,
    {
      // Scrape-now requests (and new URLs, when they are scraped at once) need not wait for the next tick.
      name: 'scrape-nudge',
      handles: new Set(['ScrapeNowRequested', 'CompetitorUrlAdded']),
      apply: (e) => {
        if (live && (e.type === 'ScrapeNowRequested' || options.scrapeNewUrlsImmediately)) scheduler?.nudge();
      },
    },
  ];

  /** Without a runtime of the process (tests, tools), the service runs its views on one of its own. */
  let ownRuntime: ViewRuntime | null = null;

  async function start(shared?: ViewRuntime): Promise<void> {
    const runtime = shared ?? (ownRuntime = createViewRuntime({ events, views, log }));
    if (ownRuntime) await ownRuntime.start();
    for (const name of [SCRAPE_QUEUE, SCRAPE_NOW_QUEUE]) await bus.ensureQueue({ name, ackWaitMs: options.timeoutMs * 2 + 10_000, maxDeliver: options.maxDeliver });
    const ready = runtime.caughtUp.then(async () => {
      if (stopped) return;
      const resumed = dispatcher.goLive();
      if (resumed > 0) log.info({ resumed }, 'open scrape jobs enqueued again');
      const handler = createJobHandler({ events, bus, view, fetcherFor, limitHost: limiter.run, exceptionFor: (hostname, url) => exceptionFor(exceptions, hostname, url), settings: options, log, images, ...(options.now ? { now: options.now } : {}) });
      const onGiveUp = (job: { data: ScrapeJobMessage }, error: unknown) => log.error({ err: error, jobId: job.data.jobId, correlationId: job.data.correlationId ?? job.data.jobId }, 'scrape job given up after repeated worker errors');
      consumers = [
        await bus.consume<ScrapeJobMessage>(SCRAPE_QUEUE, { durable: 'scraper', concurrency: options.concurrency, retryDelayMs: options.retryDelayMs, handler, onGiveUp }),
        await bus.consume<ScrapeJobMessage>(SCRAPE_NOW_QUEUE, { durable: 'scraper-now', concurrency: options.scrapeNowConcurrency, retryDelayMs: options.retryDelayMs, handler, onGiveUp }),
      ];
      await discovery.goLive();
      live = true;
    });
    scheduler = startScheduler({
      events,
      view,
      intervalMs: options.schedulerIntervalMs,
      due: { morningHour: options.morningHour, timeZone: options.timeZone, scrapeNewUrlsImmediately: options.scrapeNewUrlsImmediately, configuredProxyIds: new Set(options.proxies.map((proxy) => proxy.id)) },
      log,
      ready,
      ...(options.now ? { now: options.now } : {}),
    });
    await ready;
  }

  /** Stop scheduling, let jobs in flight finish, stop following the log, close the browser. */
  async function stop(): Promise<void> {
    stopped = true;
    await scheduler?.stop();
    for (const consumer of consumers) await consumer.stop();
    await discovery.stop();
    await ownRuntime?.stop();
    await http.close();
    await browser?.close();
  }

  return { views, start, stop, view, tick: () => scheduler?.tick() ?? Promise.resolve(0) };
}

export type ScraperService = ReturnType<typeof createScraperService>;
