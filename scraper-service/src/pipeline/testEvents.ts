/** Recorded events for the pipeline's unit tests. */
import type { RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';

/** The shared builder (@pm/platform/testing) with this suite's argument order. */
export function recorded(type: string, data: Record<string, unknown>, occurredAt: string, companyId: string | null = 'c1'): RecordedEvent {
  return recordedEvent(type, data, { occurredAt, companyId, streamId: 's', userId: 'u' });
}

export const sourceFields = (overrides: Record<string, unknown> = {}) => ({
  kind: 'STORE',
  name: 'Shop',
  hostname: 'shop.demo.test',
  shippingCostModel: 'ALWAYS_FREE',
  crawler: 'crawlee-cheerio-crawler',
  ...overrides,
});

/** A job's completion as the worker records it (a page without offers). */
export const jobCompleted = (jobId: string, at: string) =>
  recorded('ScrapeJobCompleted', { jobId, trial: 1, durationMs: 100, httpStatus: 200, finalUrl: null, pageStatus: 'OK', offers: [], logs: [] }, at);

/** A failed trial of a job; `willRetry` false when it has used up its trials. */
export const jobFailed = (jobId: string, willRetry: boolean, at: string) =>
  recorded('ScrapeJobFailed', { jobId, trial: 1, durationMs: 100, error: 'timeout', timedOut: true, willRetry, logs: [] }, at);

/** A company's own settings of a source it has connected. */
export const sourceSettings = (companyId: string, sourceId: string, settings: { scrapingEnabled?: boolean; scrapeFrequency?: string; proxyId?: string | null } = {}, at = '2026-03-10T14:00:00.000Z') =>
  recorded('CompanySourceSettingsChanged', { companyId, sourceId, scrapingEnabled: true, scrapeFrequency: 'DAILY', proxyId: null, ...settings }, at, companyId);
