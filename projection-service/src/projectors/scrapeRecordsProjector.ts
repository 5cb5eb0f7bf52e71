import type { ScrapeJobEvent } from '@pm/contracts';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const SCRAPE_RECORDS = 'scrapeRecords';

/** Every scrape attempt (spec: scrape records): status, trials, duration, page status, logs. */
export const scrapeRecordsProjector: Projector = {
  name: 'scrapeRecords',
  version: 1,
  collections: { [SCRAPE_RECORDS]: [{ keys: { companyId: 1, createdAt: -1 } }, { keys: { companyId: 1, status: 1, createdAt: -1 } }] },
  handles: ['ScrapeJobCreated', 'ScrapeJobFetched', 'ScrapeJobCompleted', 'ScrapeJobFailed', 'ScrapeJobReset'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<ScrapeJobEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    const id = event.data.jobId;
    switch (event.type) {
      case 'ScrapeJobCreated': {
        const { jobId, ...job } = event.data;
        return [{ op: 'put', collection: SCRAPE_RECORDS, doc: { _id: jobId, ...job, status: 'CREATED', trials: 0, createdAt: at, updatedAt: at, durationMs: null, pageStatus: null, httpStatus: null, error: null, logs: [], offerCount: 0 } }];
      }
      case 'ScrapeJobFetched':
        return [{ op: 'update', collection: SCRAPE_RECORDS, id, update: { $set: { status: 'FETCHED_FOR_EXECUTION', trials: event.data.trial, worker: event.data.worker, updatedAt: at } } }];
      case 'ScrapeJobCompleted':
        return [{
          op: 'update',
          collection: SCRAPE_RECORDS,
          id,
          update: { $set: { status: 'COMPLETED', durationMs: event.data.durationMs, httpStatus: event.data.httpStatus, finalUrl: event.data.finalUrl, pageStatus: event.data.pageStatus, offerCount: event.data.offers.length, price: event.data.offers[0]?.price ?? null, currency: event.data.offers[0]?.currency ?? null, logs: event.data.logs, updatedAt: at } },
        }];
      case 'ScrapeJobFailed':
        return [{ op: 'update', collection: SCRAPE_RECORDS, id, update: { $set: { status: event.data.timedOut ? 'TIMED_OUT' : 'FAILED', durationMs: event.data.durationMs, error: event.data.error, willRetry: event.data.willRetry, logs: event.data.logs, updatedAt: at } } }];
      case 'ScrapeJobReset':
        return [{ op: 'update', collection: SCRAPE_RECORDS, id, update: { $set: { status: 'CREATED', updatedAt: at, ...(event.data.resetTrials ? { trials: 0 } : {}) } } }];
    }
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['scrape-records']] }] : []),
};
