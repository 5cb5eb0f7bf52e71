import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { SCRAPE_HEALTH_DAYS, SCRAPE_HEALTH_HOURS, SCRAPE_HEALTH_LATEST, scrapeHealthProjector } from './scrapeHealthProjector.ts';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const sourceId = '01a202fa-b1d3-742b-8831-a2f801526500';
const hour = (iso: string) => Math.floor(Date.parse(iso) / 3_600_000);
const day = (iso: string) => Math.floor(Date.parse(iso) / 86_400_000);

function job(jobId: string) {
  const recorded = (type: string, data: Record<string, unknown>, occurredAt: string): RecordedEvent =>
    recordedEvent(type, { jobId, ...data }, { companyId, occurredAt, streamId: `scrapejob-${jobId}` });
  return {
    created: (at: string) => recorded('ScrapeJobCreated', { companyId, productId: 'p1', urlId: `u-${jobId}`, url: 'https://shop.example/a', sourceId, jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-basic-crawler', proxyUrl: null }, at),
    completed: (trial: number, pageStatus: string, durationMs: number, at: string) => recorded('ScrapeJobCompleted', { trial, durationMs, httpStatus: 200, finalUrl: null, pageStatus, offers: [], logs: [] }, at),
    failed: (trial: number, error: string, at: string) => recorded('ScrapeJobFailed', { trial, durationMs: 30_000, error, timedOut: false, willRetry: true, logs: [] }, at),
    refused: (trial: number, at: string) => recorded('ScrapeJobFailed', { trial, durationMs: 120, error: 'The site refused the page', timedOut: false, willRetry: false, logs: [], pageStatus: 'ACCESS_DENIED_403', httpStatus: 403 }, at),
  };
}

describe('scrapeHealthProjector', () => {
  const a = job('job-a');
  const b = job('job-b');

  it('counts every trial into the hour of the source, the company and the company × source', async () => {
    const spec = projectionSpec(scrapeHealthProjector).given(
      a.created('2026-11-29T10:00:00.000Z'),
      a.failed(1, 'socket hang up', '2026-11-29T10:01:00.000Z'),
      a.completed(2, 'OK', 400, '2026-11-29T10:02:00.000Z'),
      b.created('2026-11-29T10:05:00.000Z'),
      b.completed(1, 'ACCESS_DENIED_403', 120, '2026-11-29T11:00:00.000Z'),
    );
    const h10 = hour('2026-11-29T10:00:00.000Z');
    await spec.then(
      SCRAPE_HEALTH_HOURS,
      [
        { _id: `s:${sourceId}|${h10}`, attempts: 2, successes: 1, blocked: 0, labels: { FETCH_FAILED: 1 }, durations: { '1': 1, '9': 1 } },
        { _id: `s:${sourceId}|${h10 + 1}`, attempts: 1, successes: 0, blocked: 1, labels: { ACCESS_DENIED_403: 1 } },
      ],
      { dim: 'source' },
    );
    await spec.then(SCRAPE_HEALTH_HOURS, [{ _id: `c:${companyId}|${h10}`, attempts: 2 }, { _id: `c:${companyId}|${h10 + 1}`, attempts: 1 }], { dim: 'company' });
    await spec.then(SCRAPE_HEALTH_DAYS, [{ _id: `s:${sourceId}|${day('2026-11-29T10:00:00.000Z')}`, attempts: 3, successes: 1, blocked: 1, labels: { FETCH_FAILED: 1, ACCESS_DENIED_403: 1 } }], { dim: 'source' });
    await spec.then(SCRAPE_HEALTH_LATEST, [
      { _id: `c:${companyId}`, lastAttemptAt: '2026-11-29T11:00:00.000Z', lastSuccessAt: '2026-11-29T10:02:00.000Z' },
      { _id: `cs:${companyId}:${sourceId}`, dim: 'companySource', companyId, sourceId },
      { _id: `s:${sourceId}`, lastAttemptAt: '2026-11-29T11:00:00.000Z', lastSuccessAt: '2026-11-29T10:02:00.000Z' },
    ]);
  });

  it('counts several trials of one job within one batch once each', async () => {
    const docs = await projectionSpec(scrapeHealthProjector)
      .batched(a.created('2026-11-29T10:00:00.000Z'), a.failed(1, 'x', '2026-11-29T10:01:00.000Z'), a.failed(2, 'Captcha page', '2026-11-29T10:02:00.000Z'), a.completed(3, 'OK', 10, '2026-11-29T10:03:00.000Z'))
      .documents(SCRAPE_HEALTH_HOURS, { dim: 'source' });
    expect(docs).toMatchObject([{ attempts: 3, successes: 1, blocked: 1, labels: { FETCH_FAILED: 1, CAPTCHA: 1 } }]);
  });

  it('counts a trial failed on a refused page (403) as blocked, by its page status', async () => {
    const docs = await projectionSpec(scrapeHealthProjector)
      .given(a.created('2026-11-29T10:00:00.000Z'), a.refused(1, '2026-11-29T10:01:00.000Z'))
      .documents(SCRAPE_HEALTH_HOURS, { dim: 'source' });
    expect(docs).toMatchObject([{ attempts: 1, successes: 0, blocked: 1, labels: { ACCESS_DENIED_403: 1 } }]);
  });

  it('drops hourly buckets past the 8-day retention as new ones come', async () => {
    const docs = await projectionSpec(scrapeHealthProjector)
      .given(a.created('2026-11-26T10:00:00.000Z'), a.completed(1, 'OK', 10, '2026-11-26T10:01:00.000Z'), b.created('2026-11-28T20:00:00.000Z'), b.completed(1, 'OK', 10, '2026-11-28T20:01:00.000Z'))
      .documents(SCRAPE_HEALTH_HOURS, { dim: 'source' });
    expect(docs.map((doc) => doc['hour'])).toEqual([hour('2026-11-28T20:00:00.000Z')]);
    const days = await projectionSpec(scrapeHealthProjector)
      .given(a.created('2026-11-20T10:00:00.000Z'), a.completed(1, 'OK', 10, '2026-11-20T10:01:00.000Z'), b.created('2026-11-29T20:00:00.000Z'), b.completed(1, 'OK', 10, '2026-11-29T20:01:00.000Z'))
      .documents(SCRAPE_HEALTH_DAYS, { dim: 'source' });
    expect(days.map((doc) => doc['day'])).toEqual([day('2026-11-29T20:00:00.000Z')]);
  });

  it('sweeps hours of a long-idle source now and then (jobs whose id ends in 0)', async () => {
    const idle = job('job-1');
    const sweeper = job('job-0');
    const kept = await projectionSpec(scrapeHealthProjector)
      .given(a.created('2026-11-01T10:00:00.000Z'), a.completed(1, 'OK', 10, '2026-11-01T10:01:00.000Z'), idle.created('2026-11-29T10:00:00.000Z'), idle.completed(1, 'OK', 10, '2026-11-29T10:01:00.000Z'))
      .documents(SCRAPE_HEALTH_HOURS, { dim: 'source' });
    expect(kept).toHaveLength(2);
    const swept = await projectionSpec(scrapeHealthProjector)
      .given(a.created('2026-11-01T10:00:00.000Z'), a.completed(1, 'OK', 10, '2026-11-01T10:01:00.000Z'), sweeper.created('2026-11-29T10:00:00.000Z'), sweeper.completed(1, 'OK', 10, '2026-11-29T10:01:00.000Z'))
      .documents(SCRAPE_HEALTH_HOURS, { dim: 'source' });
    expect(swept.map((doc) => doc['hour'])).toEqual([hour('2026-11-29T10:00:00.000Z')]);
  });

  it('ignores outcomes of jobs it never saw created and tells the admins’ channel', async () => {
    const docs = await projectionSpec(scrapeHealthProjector).given(b.completed(1, 'OK', 10, '2026-11-29T10:01:00.000Z')).documents(SCRAPE_HEALTH_HOURS);
    expect(docs).toEqual([]);
    expect(scrapeHealthProjector.notices?.(b.completed(1, 'OK', 10, '2026-11-29T10:01:00.000Z'))).toEqual([{ companyId: 'platform-admins', queryKeys: [['admin', 'scrape-health']] }]);
  });
});
