/**
 * Outbox from the event log to the bus work queue `scrape`. Every ScrapeJobCreated and
 * ScrapeJobReset becomes one message with msgId `${jobId}:${resets}` (0 for the creation), so a
 * message is never lost (the log is the outbox) and never doubled within the bus's dedupe window.
 *
 * It folds the log as a service view (checkpointed and snapshotted by the process's view runtime),
 * and when it has caught up it enqueues every job still open: created, reset,
 * running when the process died, or failed waiting for its retry. A job enqueued twice (after the
 * dedupe window) is harmless: the worker's FetchScrapeJob is a no-op for a running or finished
 * job. Retries within one run are the worker's nak with a delay (same message).
 *
 * A job names the proxy its company chose by id; the proxy's URL (which may carry credentials) is
 * looked up in the configuration when the message is sent, so it is in no event and no snapshot.
 * A job whose proxy is not configured (any more) is not sent: it is never fetched directly instead.
 * The proxy URL a job created before proxies came from the configuration names is not used.
 */
import type { ScrapeJobEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type ServiceView } from '@pm/platform';

export const SCRAPE_QUEUE = 'scrape';
/** "Scrape now" jobs have their own queue so they never wait behind the morning's scheduled ones. */
export const SCRAPE_NOW_QUEUE = 'scrape-now';

export interface ScrapeJobMessage {
  jobId: string;
  companyId: string;
  productId: string;
  urlId: string;
  url: string;
  sourceId: string;
  jobType: 'PRODUCT_PAGE' | 'AGGREGATOR_PRICE_TABLE' | 'DISCOVERY_SEARCH';
  crawler: string;
  /** The configured proxy the job goes through (null: none). */
  proxyId: string | null;
  /** Its URL from the configuration, looked up when the message is sent (null: none). */
  proxyUrl: string | null;
  trigger?: 'SCHEDULE' | 'NEW_URL' | 'SCRAPE_NOW';
  /** The correlation id of the command that created the job (its ScrapeJobCreated's metadata); the worker's events and log lines carry it. */
  correlationId?: string;
}

/** A configured proxy's URL by id (null: not configured). */
export type ResolveProxy = (proxyId: string) => string | null;

/** A proxy that the configuration does not (or no longer) name: the job is not sent. */
export class ProxyNotConfiguredError extends Error {
  readonly proxyId: string;
  constructor(proxyId: string) {
    super(`The proxy ${proxyId} of this scrape job is not configured (SCRAPE_PROXIES); the job is not run without it.`);
    this.name = 'ProxyNotConfiguredError';
    this.proxyId = proxyId;
  }
}

export const queueFor = (message: ScrapeJobMessage): string => (message.trigger === 'SCRAPE_NOW' ? SCRAPE_NOW_QUEUE : SCRAPE_QUEUE);

interface JobEntry {
  /** The message without the proxy's URL (entries are snapshotted). */
  message: Omit<ScrapeJobMessage, 'proxyUrl'>;
  resets: number;
  open: boolean;
}

export function createDispatcher(enqueue: (message: ScrapeJobMessage, msgId: string) => Promise<void>, onError: (error: unknown, jobId: string) => void, resolveProxy: ResolveProxy = () => null) {
  const jobs = new Map<string, JobEntry>();
  let live = false;

  function send(entry: JobEntry): void {
    const { jobId, proxyId } = entry.message;
    const proxyUrl = proxyId === null ? null : resolveProxy(proxyId);
    if (proxyId !== null && proxyUrl === null) return onError(new ProxyNotConfiguredError(proxyId), jobId);
    const msgId = `${jobId}:${entry.resets}`;
    enqueue({ ...entry.message, proxyUrl }, msgId).catch((error: unknown) => onError(error, jobId));
  }

  function apply(recorded: RecordedEvent): void {
    const event = toDomainEvent<ScrapeJobEvent>(recorded);
    switch (event.type) {
      case 'ScrapeJobCreated': {
        const { jobId, companyId, productId, urlId, url, sourceId, jobType, crawler, trigger } = event.data;
        if (jobs.has(jobId)) return;
        const entry: JobEntry = { message: { jobId, companyId, productId, urlId, url, sourceId, jobType, crawler, proxyId: event.data.proxyId ?? null, trigger, correlationId: recorded.metadata.correlationId }, resets: 0, open: true };
        jobs.set(jobId, entry);
        if (live) send(entry);
        return;
      }
      case 'ScrapeJobReset': {
        const entry = jobs.get(event.data.jobId);
        if (!entry) return;
        entry.resets++;
        entry.open = true;
        if (live) send(entry);
        return;
      }
      case 'ScrapeJobCompleted':
      case 'ScrapeJobDeleted': {
        // A deleted job is not sent again (a message already queued is dropped by the decider).
        const entry = jobs.get(event.data.jobId);
        if (entry) entry.open = false;
        return;
      }
      case 'ScrapeJobFailed': {
        const entry = jobs.get(event.data.jobId);
        if (entry && !event.data.willRetry) entry.open = false;
        return;
      }
      default:
        return;
    }
  }


  return {
    /** The dispatcher's fold of the log, for the process's view runtime (snapshotted with it). */
    view: (): ServiceView => ({
      name: 'scrape-dispatcher',
      handles: new Set(['ScrapeJobCreated', 'ScrapeJobReset', 'ScrapeJobCompleted', 'ScrapeJobFailed', 'ScrapeJobDeleted']),
      apply,
      snapshot: {
        version: 2,
        save: () => jobs,
        restore: (saved) => {
          for (const [id, entry] of saved as Map<string, JobEntry>) jobs.set(id, entry);
        },
      },
    }),
    /** Called once the log has been read up to its head at start: enqueue what is still open. */
    goLive(): number {
      if (live) return 0;
      live = true;
      let sent = 0;
      for (const entry of jobs.values()) {
        if (!entry.open) continue;
        send(entry);
        sent++;
      }
      return sent;
    },
    openJobs: () => [...jobs.values()].filter((j) => j.open).map((j) => j.message.jobId),
  };
}
