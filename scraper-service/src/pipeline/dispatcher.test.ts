import type { RecordedEvent, ServiceView } from '@pm/platform';
import { describe, expect, it } from 'vitest';
import { createDispatcher, ProxyNotConfiguredError, queueFor, SCRAPE_NOW_QUEUE, SCRAPE_QUEUE, type ScrapeJobMessage } from './dispatcher.ts';
import { jobCompleted, jobFailed, recorded } from './testEvents.ts';

/** What the view runtime does with a batch. */
const applyAll = (view: ServiceView, events: RecordedEvent[]) => events.forEach((e) => view.apply(e));

const AT = '2026-03-11T05:00:00Z';
const created = (jobId: string, proxy: { proxyId?: string | null; proxyUrl?: string | null } = {}) =>
  recorded('ScrapeJobCreated', { jobId, companyId: 'c1', productId: 'p1', urlId: 'u1', url: 'http://x.demo.test/', sourceId: 's1', jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-cheerio-crawler', proxyUrl: null, ...proxy }, AT);

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
      created('deleted'),
      recorded('ScrapeJobDeleted', { jobId: 'deleted', companyId: 'c1' }, AT),
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

  it('sends a job through the proxy its company chose, looked up in the configuration when sent and kept out of the snapshot', async () => {
    const sent: ScrapeJobMessage[] = [];
    const errors: [unknown, string][] = [];
    const configured: Record<string, string> = { 'de-1': 'http://user:secret@proxy.internal:3128' };
    const dispatcher = createDispatcher(async (message) => void sent.push(message), (error, jobId) => void errors.push([error, jobId]), (proxyId) => configured[proxyId] ?? null);
    const view = dispatcher.view();
    // A job from before proxies came from the configuration names a URL: it is not used.
    applyAll(view, [created('chosen', { proxyId: 'de-1' }), created('none'), created('gone', { proxyId: 'de-9' }), created('legacy', { proxyUrl: 'http://127.0.0.1:9/' })]);
    expect(JSON.stringify([...(view.snapshot?.save() as Map<string, unknown>).values()])).not.toContain('secret');
    dispatcher.goLive();
    await Promise.resolve();
    expect(sent.map((m) => [m.jobId, m.proxyId, m.proxyUrl])).toEqual([
      ['chosen', 'de-1', 'http://user:secret@proxy.internal:3128'],
      ['none', null, null],
      ['legacy', null, null],
    ]);
    // A proxy the configuration does not name: the job is not sent (never fetched directly instead).
    expect(errors).toEqual([[expect.any(ProxyNotConfiguredError), 'gone']]);
  });
});
