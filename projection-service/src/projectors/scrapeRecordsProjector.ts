import { scrapeResultKindOf, type ScrapedOffer } from '@pm/contracts';
import { type ScrapeJobEvent } from '@pm/contracts/events';
import { failedTrialStatus } from '@pm/contracts/domain';
import { toDomainEvent, type IndexSpec, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const SCRAPE_RECORDS = 'scrapeRecords';

/**
 * The offer whose price a record shows: a product page's one offer, a price table's cheapest row
 * (the first of equal ones). The export reads the method and confidence of that price from it.
 */
export function shownOffer<O extends Pick<ScrapedOffer, 'price'>>(offers: readonly O[]): O | null {
  let best: O | null = null;
  for (const o of offers) if (o.price != null && (best?.price == null || Number(o.price) < Number(best.price))) best = o;
  return best;
}

/** Each filter of the list (spec §3) narrows by company first and keeps the newest-first order. */
const byCompanyNewestFirst = (field?: string): IndexSpec => ({ keys: { companyId: 1, ...(field ? { [field]: 1 } : {}), createdAt: -1 } });

/**
 * Every scrape attempt (spec: scrape records): status, result kind, trials, duration, page
 * status, what was extracted and the logs of every trial (tagged with the trial's number).
 */
export const scrapeRecordsProjector: Projector = {
  name: 'scrapeRecords',
  version: 2,
  collections: {
    [SCRAPE_RECORDS]: [
      byCompanyNewestFirst(),
      byCompanyNewestFirst('status'),
      byCompanyNewestFirst('resultKind'),
      byCompanyNewestFirst('pageStatus'),
      byCompanyNewestFirst('productId'),
      byCompanyNewestFirst('urlId'),
      byCompanyNewestFirst('sourceId'),
    ],
  },
  handles: ['ScrapeJobCreated', 'ScrapeJobFetched', 'ScrapeJobCompleted', 'ScrapeJobFailed', 'ScrapeJobReset', 'ScrapeJobDeleted'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<ScrapeJobEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    const id = event.data.jobId;
    switch (event.type) {
      case 'ScrapeJobCreated': {
        const { jobId, ...job } = event.data;
        return [{
          op: 'put',
          collection: SCRAPE_RECORDS,
          doc: {
            _id: jobId,
            ...job,
            status: 'CREATED',
            resultKind: null,
            trials: 0,
            createdAt: at,
            updatedAt: at,
            durationMs: null,
            httpStatus: null,
            finalUrl: null,
            pageStatus: null,
            error: null,
            willRetry: null,
            price: null,
            currency: null,
            offerCount: 0,
            offers: [],
            logs: [],
          },
        }];
      }
      case 'ScrapeJobFetched':
        return [{ op: 'update', collection: SCRAPE_RECORDS, id, update: { $set: { status: 'FETCHED_FOR_EXECUTION', resultKind: null, trials: event.data.trial, worker: event.data.worker, updatedAt: at } } }];
      case 'ScrapeJobCompleted': {
        const { offers, pageStatus, trial } = event.data;
        const shown = shownOffer(offers);
        return [{
          op: 'update',
          collection: SCRAPE_RECORDS,
          id,
          update: {
            $set: {
              status: 'COMPLETED',
              resultKind: scrapeResultKindOf('COMPLETED', pageStatus),
              trials: trial,
              durationMs: event.data.durationMs,
              httpStatus: event.data.httpStatus,
              finalUrl: event.data.finalUrl,
              pageStatus,
              error: null,
              willRetry: false,
              offerCount: offers.length,
              offers,
              price: shown?.price ?? null,
              currency: shown?.currency ?? offers[0]?.currency ?? null,
              updatedAt: at,
            },
            $push: { logs: { $each: event.data.logs.map((line) => ({ ...line, trial })) } },
          },
        }];
      }
      case 'ScrapeJobFailed': {
        const status = failedTrialStatus(event.data);
        const { trial } = event.data;
        return [{
          op: 'update',
          collection: SCRAPE_RECORDS,
          id,
          update: {
            $set: {
              status, resultKind: scrapeResultKindOf(status, null), trials: trial, durationMs: event.data.durationMs, error: event.data.error, willRetry: event.data.willRetry, updatedAt: at,
              // A refused page (403, captcha) keeps its page status and HTTP status on the failed record.
              ...(event.data.pageStatus ? { pageStatus: event.data.pageStatus, httpStatus: event.data.httpStatus ?? null } : {}),
            },
            $push: { logs: { $each: event.data.logs.map((line) => ({ ...line, trial })) } },
          },
        }];
      }
      case 'ScrapeJobReset':
        return [{ op: 'update', collection: SCRAPE_RECORDS, id, update: { $set: { status: 'CREATED', resultKind: null, willRetry: null, updatedAt: at, ...(event.data.resetTrials ? { trials: 0 } : {}) } } }];
      case 'ScrapeJobDeleted':
        // A job a platform admin deleted leaves every list; its stream keeps the history.
        return [{ op: 'delete', collection: SCRAPE_RECORDS, id }];
    }
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['scrape-records']] }] : []),
};
