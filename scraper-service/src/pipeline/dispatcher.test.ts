import type { RecordedEvent, ServiceView } from '@pm/platform';
import { describe, expect, it } from 'vitest';
import { createDispatcher, queueFor, SCRAPE_NOW_QUEUE, SCRAPE_QUEUE, type ScrapeJobMessage } from './dispatcher.ts';
import { jobCompleted, jobFailed, recorded } from './testEvents.ts';

/** What the view runtime does with a batch. */
const applyAll = (view: ServiceView, events: RecordedEvent[]) => events.forEach((e) => view.apply(e));

const AT = '2026-03-11T05:00:00Z';
const created = (jobId: string) => recorded('ScrapeJobCreated', { jobId, companyId: 'c1', productId: 'p1', urlId: 'u1', url: 'http://x.demo.test/', sourceId: 's1', jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-cheerio-crawler', proxyUrl: null }, AT);

describe('dispatcher', () => {
  it('enqueues at catch-up only the jobs still open, then every new job and reset with its own msgId', async () => {
    const sent: [string, ScrapeJobMessage][] = [];
    const dispatcher = createDispatcher(async (message, msgId) => void sent.push([msgId, message]), () => {});
    applyAll(dispatcher.view(), [
      created('done'),
      jobCompleted('done', AT),
      created('gaveUp'),
      jobFailed('gaveUp', false, AT),
      created('retrying'),
      jobFailed('retrying', true, AT),
      created('waiting'),
    ]);
    expect(sent).toEqual([]);
    expect(dispatcher.goLive()).toBe(2);
    applyAll(dispatcher.view(), [created('new'), recorded('ScrapeJobReset', { jobId: 'done', resetTrials: true }, AT), created('new')]);
    await Promise.resolve();
    expect(sent.map(([id]) => id)).toEqual(['retrying:0', 'waiting:0', 'new:0', 'done:1']);
    expect(sent[2]?.[1]).toMatchObject({ jobId: 'new', urlId: 'u1', crawler: 'crawlee-cheerio-crawler' });
  });

  it('puts scrape-now jobs on their own queue, ahead of the scheduled ones', () => {
    const message = created('j').data as unknown as ScrapeJobMessage;
    expect(queueFor(message)).toBe(SCRAPE_QUEUE);
    expect(queueFor({ ...message, trigger: 'SCRAPE_NOW' })).toBe(SCRAPE_NOW_QUEUE);
  });
});
