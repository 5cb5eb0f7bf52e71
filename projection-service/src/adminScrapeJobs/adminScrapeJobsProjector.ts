/**
 * The admin scrape-job list (issue 18): every job of every company, lean (no offers, no logs —
 * the detail reads those from the scrape records and the job's stream), indexed for the
 * filters of spec §3 at a million jobs.
 */
import { LIVE_ADMIN_CHANNEL, scrapeResultKindOf } from '@pm/contracts';
import { type ScrapeJobEvent } from '@pm/contracts/events';
import { failedTrialStatus } from '@pm/contracts/domain';
import { toDomainEvent, type IndexSpec, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const ADMIN_SCRAPE_JOBS = 'adminScrapeJobs';
/** The web's query keys of the job list and detail and the admin records (live notices name them). */
export const ADMIN_SCRAPE_JOBS_QUERY_KEY = ['admin', 'scrape-jobs'];
export const ADMIN_SCRAPE_RECORDS_QUERY_KEY = ['admin', 'scrape-records'];

/**
 * The order of the list: creation time, then id, in one string so that a keyset cursor is one
 * range condition on one index key (ISO instants compare as strings in time order).
 */
export const sortKeyOf = (createdAt: string, jobId: string): string => `${createdAt}|${jobId}`;

/**
 * Every query pins one status (the list asks once per selected status and merges), so each
 * index is "<filter field>, status, sortKey": an equality range read in order, stopped after
 * one page. Filters without an index of their own are tested on that range.
 */
const byStatus = (...fields: string[]): IndexSpec => ({ keys: { ...Object.fromEntries(fields.map((field) => [field, 1])), status: 1, sortKey: -1 } });

/** Company and source together too: a company's jobs at one source would otherwise read all of the source's. */
export const ADMIN_SCRAPE_JOB_INDEXES: IndexSpec[] = [byStatus(), byStatus('companyId'), byStatus('sourceId'), byStatus('companyId', 'sourceId'), byStatus('jobType'), byStatus('trigger'), byStatus('crawler')];

export interface AdminScrapeJobDoc {
  _id: string;
  companyId: string;
  productId: string;
  urlId: string;
  url: string;
  sourceId: string;
  jobType: string;
  trigger: string;
  crawler: string;
  worker: string | null;
  viaProxy: boolean;
  status: string;
  resultKind: string | null;
  pageStatus: string | null;
  trials: number;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  sortKey: string;
  replayOf: string | null;
  replayedBy: string[];
}

/** The list document of a created job (the bench seeds the read model through this too). */
export function adminScrapeJobDoc(created: Extract<ScrapeJobEvent, { type: 'ScrapeJobCreated' }>['data'], at: string): AdminScrapeJobDoc {
  return {
    _id: created.jobId,
    companyId: created.companyId,
    productId: created.productId,
    urlId: created.urlId,
    url: created.url,
    sourceId: created.sourceId,
    jobType: created.jobType,
    trigger: created.trigger,
    crawler: created.crawler,
    worker: null,
    viaProxy: Boolean(created.proxyId) || Boolean(created.proxyUrl),
    status: 'CREATED',
    resultKind: null,
    pageStatus: null,
    trials: 0,
    durationMs: null,
    error: null,
    createdAt: at,
    updatedAt: at,
    sortKey: sortKeyOf(at, created.jobId),
    replayOf: created.replayOf ?? null,
    replayedBy: [],
  };
}

export const adminScrapeJobsProjector: Projector = {
  name: 'adminScrapeJobs',
  version: 1,
  collections: { [ADMIN_SCRAPE_JOBS]: ADMIN_SCRAPE_JOB_INDEXES },
  handles: ['ScrapeJobCreated', 'ScrapeJobFetched', 'ScrapeJobCompleted', 'ScrapeJobFailed', 'ScrapeJobReset', 'ScrapeJobDeleted'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<ScrapeJobEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    const id = event.data.jobId;
    const set = (fields: Record<string, unknown>): WriteOp => ({ op: 'update', collection: ADMIN_SCRAPE_JOBS, id, update: { $set: { ...fields, updatedAt: at } } });
    switch (event.type) {
      case 'ScrapeJobCreated': {
        const doc = adminScrapeJobDoc(event.data, at);
        const ops: WriteOp[] = [{ op: 'put', collection: ADMIN_SCRAPE_JOBS, doc: { ...doc } }];
        // The replayed job learns of its replay in the same batch (no write to its stream needed).
        if (doc.replayOf) ops.push({ op: 'update', collection: ADMIN_SCRAPE_JOBS, id: doc.replayOf, update: { $push: { replayedBy: id } } });
        return ops;
      }
      case 'ScrapeJobFetched':
        return [set({ status: 'FETCHED_FOR_EXECUTION', resultKind: null, trials: event.data.trial, worker: event.data.worker })];
      case 'ScrapeJobCompleted': {
        const { pageStatus } = event.data;
        return [set({ status: 'COMPLETED', resultKind: scrapeResultKindOf('COMPLETED', pageStatus), pageStatus, trials: event.data.trial, durationMs: event.data.durationMs, error: null })];
      }
      case 'ScrapeJobFailed': {
        const status = failedTrialStatus(event.data);
        // A refused page (403, captcha) keeps its page status on the failed job.
        return [set({ status, resultKind: scrapeResultKindOf(status, null), trials: event.data.trial, durationMs: event.data.durationMs, error: event.data.error, ...(event.data.pageStatus ? { pageStatus: event.data.pageStatus } : {}) })];
      }
      case 'ScrapeJobReset':
        return [set({ status: 'CREATED', resultKind: null, ...(event.data.resetTrials ? { trials: 0 } : {}) })];
      case 'ScrapeJobDeleted':
        return [{ op: 'delete', collection: ADMIN_SCRAPE_JOBS, id }];
    }
  },
  // The screens span companies: their notices go to the platform admins' channel.
  notices: () => [{ companyId: LIVE_ADMIN_CHANNEL, queryKeys: [ADMIN_SCRAPE_JOBS_QUERY_KEY, ADMIN_SCRAPE_RECORDS_QUERY_KEY] }],
};
