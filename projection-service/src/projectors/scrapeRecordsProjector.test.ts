import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore, type DocumentStore, type RecordedEvent } from '@pm/platform';
import { SCRAPE_RECORDS, scrapeRecordsProjector } from './scrapeRecordsProjector.ts';
import { recordedEvent } from '@pm/platform/testing';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const jobId = '01a202fa-b785-7418-a085-d1dc0c15e785';

function recorded(type: string, data: Record<string, unknown>, occurredAt: string): RecordedEvent {
  return recordedEvent(type, { jobId, ...data }, { companyId, occurredAt, streamId: `scrapejob-${jobId}` });
}

const created = () =>
  recorded('ScrapeJobCreated', { companyId, productId: 'p1', urlId: 'u1', url: 'https://shop.example/zelt', sourceId: 's1', jobType: 'AGGREGATOR_PRICE_TABLE', trigger: 'SCHEDULE', crawler: 'crawlee-cheerio-crawler', proxyUrl: null }, '2025-03-01T10:00:00.000Z');
const log = (kind: string, message: string) => ({ at: '2025-03-01T10:00:01.000Z', kind, message });

describe('scrapeRecordsProjector', () => {
  let docs: DocumentStore;
  beforeEach(() => {
    docs = createEmbeddedDocumentStore({ path: ':memory:' });
  });
  afterEach(async () => {
    await docs.close();
  });
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await docs.applyBatch(scrapeRecordsProjector.project!(event));
    return docs.findOne(SCRAPE_RECORDS, { _id: jobId });
  };

  it('records a waiting job without a result', async () => {
    expect(await apply(created())).toMatchObject({ status: 'CREATED', resultKind: null, trials: 0, logs: [], offers: [], price: null });
  });

  it('keeps the logs of every trial and grades the final outcome', async () => {
    const record = await apply(
      created(),
      recorded('ScrapeJobFetched', { trial: 1, worker: 'w' }, '2025-03-01T10:00:01.000Z'),
      recorded('ScrapeJobFailed', { trial: 1, durationMs: 30_000, error: 'timeout', timedOut: true, willRetry: true, logs: [log('ERROR', 'timeout')] }, '2025-03-01T10:00:31.000Z'),
    );
    expect(record).toMatchObject({ status: 'TIMED_OUT', resultKind: 'EXECUTION_FAILED', willRetry: true, error: 'timeout' });

    const retried = await apply(
      recorded('ScrapeJobFetched', { trial: 2, worker: 'w' }, '2025-03-01T10:01:00.000Z'),
      recorded('ScrapeJobCompleted', {
        trial: 2,
        durationMs: 80,
        httpStatus: 200,
        finalUrl: null,
        pageStatus: 'OK',
        offers: [{ price: '12.50', currency: 'EUR', shopName: 'A' }, { price: '9.99', currency: 'EUR', shopName: 'B' }],
        logs: [log('SUCCESS', 'Price 9.99 EUR')],
      }, '2025-03-01T10:01:01.000Z'),
    );
    expect(retried).toMatchObject({ status: 'COMPLETED', resultKind: 'SUCCESS', trials: 2, error: null, willRetry: false, price: '9.99', currency: 'EUR', offerCount: 2 });
    expect((retried?.['logs'] as { trial: number; kind: string }[]).map((l) => [l.trial, l.kind])).toEqual([[1, 'ERROR'], [2, 'SUCCESS']]);
    expect(retried?.['offers']).toHaveLength(2);
  });

  it('grades an unreadable page as an error and a reset as waiting again', async () => {
    const gone = await apply(
      created(),
      recorded('ScrapeJobFetched', { trial: 1, worker: 'w' }, '2025-03-01T10:00:01.000Z'),
      recorded('ScrapeJobCompleted', { trial: 1, durationMs: 50, httpStatus: 404, finalUrl: null, pageStatus: 'NOT_FOUND_404', offers: [], logs: [log('NOTE', 'Page status NOT_FOUND_404')] }, '2025-03-01T10:00:02.000Z'),
    );
    expect(gone).toMatchObject({ resultKind: 'ERROR', pageStatus: 'NOT_FOUND_404', price: null });
    expect(await apply(recorded('ScrapeJobReset', { resetTrials: true }, '2025-03-02T10:00:00.000Z'))).toMatchObject({ status: 'CREATED', resultKind: null, trials: 0 });
  });
});
