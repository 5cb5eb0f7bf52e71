import { describe, expect, it } from 'vitest';
import type { ScrapeJobEvent } from '../../events/index.ts';
import { deciderSpec } from '../../testing/index.ts';
import { replayInputOf, scrapeJobDecider } from './scrapeJobDecider.ts';

const spec = deciderSpec(scrapeJobDecider);
const created: ScrapeJobEvent = {
  type: 'ScrapeJobCreated',
  data: { jobId: 'j1', companyId: 'c1', productId: 'p1', urlId: 'u1', url: 'http://shop.demo.test/p/1', sourceId: 's1', jobType: 'PRODUCT_PAGE', trigger: 'SCRAPE_NOW', crawler: 'crawlee-cheerio-crawler', proxyUrl: null },
};
const fetched = (trial: number): ScrapeJobEvent => ({ type: 'ScrapeJobFetched', data: { jobId: 'j1', trial, worker: 'w1' } });
const failed = (trial: number, willRetry: boolean, timedOut = false): ScrapeJobEvent => ({ type: 'ScrapeJobFailed', data: { jobId: 'j1', trial, durationMs: 5, error: 'boom', timedOut, willRetry, logs: [] } });
const fail = { type: 'FailScrapeJob' as const, maxTrials: 3, durationMs: 5, error: 'boom', timedOut: false, logs: [] };

describe('scrape job life cycle', () => {
  it('is fetched once per trial; redeliveries of a running or finished job do nothing', () => {
    spec.given([created]).when({ type: 'FetchScrapeJob', worker: 'w1' }).then([fetched(1)]);
    spec.given([created, fetched(1)]).when({ type: 'FetchScrapeJob', worker: 'w2' }).then([]);
    spec.given([created, fetched(1), { type: 'ScrapeJobCompleted', data: { jobId: 'j1', trial: 1, durationMs: 9, httpStatus: 200, finalUrl: null, pageStatus: 'OK', offers: [], logs: [] } }])
      .when({ type: 'FetchScrapeJob', worker: 'w2' }).then([]);
  });
  it('counts trials and stops retrying after the last one', () => {
    spec.given([created, fetched(1)]).when(fail).then([failed(1, true)]);
    spec.given([created, fetched(1), failed(1, true)]).when({ type: 'FetchScrapeJob', worker: 'w1' }).then([fetched(2)]);
    spec.given([created, fetched(1), failed(1, true), fetched(2), failed(2, true), fetched(3)]).when(fail).then([failed(3, false)]);
    spec.given([created, fetched(1), failed(1, true), fetched(2), failed(2, true), fetched(3), failed(3, false)]).when({ type: 'FetchScrapeJob', worker: 'w1' }).then([]);
  });
  it('completes or fails only a running job', () => {
    spec.given([created]).when(fail).thenThrows('SCRAPE_JOB_NOT_RUNNING');
    spec.given([created]).when({ type: 'CompleteScrapeJob', maxTrials: 3, durationMs: 1, httpStatus: 200, finalUrl: null, pageStatus: 'OK', offers: [], logs: [] }).thenThrows('SCRAPE_JOB_NOT_RUNNING');
  });
  it('fails a trial whose page the site refused (403, captcha), keeping the page status, and retries it while trials remain', () => {
    const complete = (pageStatus: 'ACCESS_DENIED_403' | 'NOT_FOUND_404', httpStatus: number) =>
      ({ type: 'CompleteScrapeJob' as const, maxTrials: 2, durationMs: 7, httpStatus, finalUrl: 'http://shop.demo.test/p/1', pageStatus, offers: [], logs: [] });
    const refused = (trial: number, willRetry: boolean): ScrapeJobEvent => ({
      type: 'ScrapeJobFailed',
      data: { jobId: 'j1', trial, durationMs: 7, error: 'The site refused the page (access denied or bot wall, HTTP 403).', timedOut: false, willRetry, logs: [], pageStatus: 'ACCESS_DENIED_403', httpStatus: 403 },
    });
    spec.given([created, fetched(1)]).when(complete('ACCESS_DENIED_403', 403)).then([refused(1, true)]);
    spec.given([created, fetched(1), refused(1, true), fetched(2)]).when(complete('ACCESS_DENIED_403', 403)).then([refused(2, false)]);
    // The fold: a refused page's job is FAILED (the admin list's default filter shows it).
    const state = [created, fetched(1), refused(1, true), fetched(2), refused(2, false)].reduce(scrapeJobDecider.evolve, scrapeJobDecider.initialState());
    expect(state.status).toBe('FAILED');
    // A page that answered about the offer (404) completes the job.
    spec.given([created, fetched(1)]).when(complete('NOT_FOUND_404', 404))
      .then([{ type: 'ScrapeJobCompleted', data: { jobId: 'j1', trial: 1, durationMs: 7, httpStatus: 404, finalUrl: 'http://shop.demo.test/p/1', pageStatus: 'NOT_FOUND_404', offers: [], logs: [] } }]);
  });
  it('is reset by admins, with or without its trial count', () => {
    const given = [created, fetched(1), failed(1, false, true)];
    spec.given(given).when({ type: 'ResetScrapeJob', resetTrials: true }).then([{ type: 'ScrapeJobReset', data: { jobId: 'j1', resetTrials: true } }]);
    spec.given([...given, { type: 'ScrapeJobReset', data: { jobId: 'j1', resetTrials: true } }]).when({ type: 'FetchScrapeJob', worker: 'w1' }).then([fetched(1)]);
    spec.given([created, fetched(1)]).when({ type: 'ResetScrapeJob', resetTrials: false }).thenThrows('SCRAPE_JOB_RUNNING');
  });
  it('is deleted by admins: not while running, after that no command and no run', () => {
    const deleted: ScrapeJobEvent = { type: 'ScrapeJobDeleted', data: { jobId: 'j1', companyId: 'c1' } };
    spec.given([created, fetched(1), failed(1, false)]).when({ type: 'DeleteScrapeJob' }).then([deleted]);
    spec.given([created]).when({ type: 'DeleteScrapeJob' }).then([deleted]);
    spec.given([created, fetched(1)]).when({ type: 'DeleteScrapeJob' }).thenThrows('SCRAPE_JOB_RUNNING');
    spec.given([created, deleted]).when({ type: 'FetchScrapeJob', worker: 'w1' }).then([]);
    spec.given([created, deleted]).when({ type: 'ResetScrapeJob', resetTrials: true }).thenThrows('SCRAPE_JOB_NOT_FOUND');
    spec.given([created, deleted]).when({ type: 'DeleteScrapeJob' }).thenThrows('SCRAPE_JOB_NOT_FOUND');
    spec.given([]).when({ type: 'DeleteScrapeJob' }).thenThrows('SCRAPE_JOB_NOT_FOUND');
  });
  it('replays a finished job with the same input, linked to it', () => {
    const state = [created, fetched(1), failed(1, false)].reduce(scrapeJobDecider.evolve, scrapeJobDecider.initialState());
    const { jobId: _jobId, ...input } = created.type === 'ScrapeJobCreated' ? created.data : ({} as never);
    expect(replayInputOf(state)).toEqual({ ...input, replayOf: 'j1' });
    spec.given([]).when({ type: 'CreateScrapeJob', jobId: 'j2', ...replayInputOf(state) }).then([{ type: 'ScrapeJobCreated', data: { jobId: 'j2', ...input, replayOf: 'j1' } }]);
  });
  it('refuses to replay a running, deleted or unknown job', () => {
    const fold = (events: ScrapeJobEvent[]) => events.reduce(scrapeJobDecider.evolve, scrapeJobDecider.initialState());
    expect(() => replayInputOf(fold([created, fetched(1)]))).toThrow(expect.objectContaining({ code: 'SCRAPE_JOB_RUNNING' }));
    expect(() => replayInputOf(fold([created, { type: 'ScrapeJobDeleted', data: { jobId: 'j1', companyId: 'c1' } }]))).toThrow(expect.objectContaining({ code: 'SCRAPE_JOB_NOT_FOUND' }));
    expect(() => replayInputOf(fold([]))).toThrow(expect.objectContaining({ code: 'SCRAPE_JOB_NOT_FOUND' }));
  });
});
