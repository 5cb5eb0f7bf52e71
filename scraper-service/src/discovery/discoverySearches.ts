/**
 * Discovery searches over the bus (issue 17): every DiscoveryRequested names a search job; once
 * the log is read to its head the unfinished ones are put on the `discovery` work queue (again
 * after a restart — the job id de-duplicates), new ones as they come. Consumers run them with the
 * scraper's fetchers, host limits, fetch guard and exceptions.
 */
import { scorePair } from '@pm/contracts/domain';
import { foldView, type Bus, type Consumer, type EventStore, type SearchApiConfig, type ServiceView } from '@pm/platform';
import { DEFAULT_CRAWLER } from '../pipeline/createJob.ts';
import { createFetchGuard, type SafetyOptions } from '../pipeline/fetchSafety.ts';
import type { PageFetcher } from '../pipeline/pageFetch.ts';
import { settingsOf, type TargetsView } from '../pipeline/scrapeTargets.ts';
import type { AppliedException } from '../pipeline/scrapeExceptions.ts';
import { pageImageHash, type ImageHasher } from '../images/imageHashes.ts';
import { DISCOVERY_VIEW_EVENTS, emptyDiscoveryView, evolveDiscoveryView, type PendingSearch } from './discoveryView.ts';
import { runSearchJob, type SearchJobDeps } from './searchJob.ts';
import { createSearchApi } from './searchApi.ts';

export const DISCOVERY_QUEUE = 'discovery';

export interface DiscoverySearchOptions {
  concurrency: number;
  timeoutMs: number;
  maxRedirects: number;
  maxBodyBytes: number;
  maxTrials: number;
  retryDelayMs: number;
  maxDeliver: number;
  allowPrivateHosts: boolean;
  demoProxyUrl: string | null;
  proxies: readonly { id: string; url: string }[];
  workerName: string;
  now?: () => Date;
  guardEnvironment?: Pick<SafetyOptions, 'resolve' | 'isPrivate'>;
  score?: SearchJobDeps['score'];
  /** GOOGLE_SEARCH / GOOGLE_IMAGE_SEARCH (SEARCH_API_*); null: not configured. */
  searchApi?: SearchApiConfig | null;
}

export interface DiscoveryLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export function createDiscoverySearches(deps: {
  events: EventStore;
  bus: Bus;
  targets: TargetsView;
  fetcherFor: (crawler: string) => PageFetcher;
  limitHost: <T>(host: string, work: () => Promise<T>) => Promise<T>;
  exceptionFor: (hostname: string, url: string) => AppliedException | null;
  /** Hashes product and candidate images (absent: no image hashes). */
  images?: ImageHasher;
  options: DiscoverySearchOptions;
  log: DiscoveryLog;
}) {
  const { events, bus, targets, options, log } = deps;
  const discovery = emptyDiscoveryView();
  let live = false;
  let consumer: Consumer | null = null;

  const enqueue = (job: PendingSearch) =>
    bus.enqueue(DISCOVERY_QUEUE, job, { msgId: job.jobId }).catch((error: unknown) => log.error({ err: error, jobId: job.jobId }, 'could not enqueue discovery search'));

  const views: ServiceView[] = [
    foldView('discovery-search', discovery, (_state, event) => evolveDiscoveryView(discovery, event), { handles: DISCOVERY_VIEW_EVENTS }),
    {
      name: 'discovery-dispatch',
      handles: new Set(['DiscoveryRequested']),
      apply: (event) => {
        if (!live) return;
        const job = discovery.pending.get((event.data as { jobId: string }).jobId);
        if (job) void enqueue(job);
      },
    },
  ];

  /** The proxy of the company for the source (an Error when the chosen one is not configured); for the demo web's names, its proxy. */
  const proxyFor = (job: PendingSearch, hostname: string): string | null | Error => {
    const proxyId = settingsOf(targets, { companyId: job.companyId, sourceId: job.sourceId })?.proxyId ?? null;
    const chosen = proxyId === null ? null : (options.proxies.find((p) => p.id === proxyId)?.url ?? null);
    if (proxyId !== null && chosen === null) return new Error(`The proxy ${proxyId} the company chose for this source is not configured.`);
    return chosen ?? (hostname.endsWith('.demo.test') ? options.demoProxyUrl : null);
  };

  const fetchPage: SearchJobDeps['fetchPage'] = (url, job, sourceHostname) => {
    const source = targets.sources.get(job.sourceId);
    const target = new URL(url);
    const proxyUrl = proxyFor(job, target.hostname);
    if (proxyUrl instanceof Error) return Promise.reject(proxyUrl);
    const exception = deps.exceptionFor(sourceHostname, url);
    const crawler = exception?.settings.crawler ?? source?.crawler ?? DEFAULT_CRAWLER;
    return deps.limitHost(target.host, () =>
      deps.fetcherFor(crawler).fetch({
        url,
        proxyUrl,
        timeoutMs: options.timeoutMs,
        maxRedirects: options.maxRedirects,
        maxBodyBytes: options.maxBodyBytes,
        guard: createFetchGuard(sourceHostname, { ...options.guardEnvironment, allowPrivateHosts: options.allowPrivateHosts }),
        ...(exception?.settings.headers ? { headers: exception.settings.headers } : {}),
        waitForSelector: exception?.settings.waitForSelector ?? null,
      }),
    );
  };

  /** A page's image through the fetch guard of the image's host and the company's proxy for the source. */
  const imageHashFor = (images: ImageHasher): NonNullable<SearchJobDeps['imageHash']> => async (image, pageUrl, job) => {
    let hostname = '';
    try {
      hostname = new URL(image ?? '', pageUrl).hostname;
    } catch {
      // pageImageHash answers an invalid URL itself.
    }
    const proxyUrl = proxyFor(job, hostname);
    if (proxyUrl instanceof Error) return image ? { url: image, hash: null, reason: 'IMAGE_NOT_LOADED', detail: proxyUrl.message } : null;
    return pageImageHash(images, image, pageUrl, { proxyUrl, allowPrivateHosts: options.allowPrivateHosts, ...(options.guardEnvironment ? { guardEnvironment: options.guardEnvironment } : {}) }, deps.limitHost);
  };

  const jobDeps: SearchJobDeps = {
    events,
    targets,
    discovery,
    fetchPage,
    selectorsFor: (hostname, url) => deps.exceptionFor(hostname, url)?.config ?? null,
    ...(deps.images ? { imageHash: imageHashFor(deps.images) } : {}),
    score: options.score ?? ((left, right, scoreOptions) => scorePair(left, right, scoreOptions)),
    workerName: options.workerName,
    maxTrials: options.maxTrials,
    searchApi: options.searchApi ? createSearchApi(options.searchApi) : null,
    searchApiTimeoutMs: options.timeoutMs,
    ...(options.now ? { now: options.now } : {}),
  };

  /** After the log is read to its head: consume the queue and enqueue the searches not finished. */
  async function goLive(): Promise<void> {
    await bus.ensureQueue({ name: DISCOVERY_QUEUE, ackWaitMs: options.timeoutMs * 12 + 10_000, maxDeliver: options.maxDeliver });
    consumer = await bus.consume<PendingSearch>(DISCOVERY_QUEUE, {
      durable: 'scraper-discovery',
      concurrency: options.concurrency,
      retryDelayMs: options.retryDelayMs,
      handler: (job) => runSearchJob(jobDeps, job.data),
      onGiveUp: (job, error) => log.error({ err: error, jobId: job.data.jobId }, 'discovery search given up after repeated worker errors'),
    });
    live = true;
    const open = [...discovery.pending.values()];
    if (open.length > 0) log.info({ open: open.length }, 'open discovery searches enqueued again');
    for (const job of open) await enqueue(job);
  }

  async function stop(): Promise<void> {
    live = false;
    await consumer?.stop();
  }

  return { views, goLive, stop, discovery };
}
