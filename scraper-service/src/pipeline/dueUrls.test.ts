import { describe, expect, it } from 'vitest';
import { dueUrls, nextMorning, scrapingSettings } from './dueUrls.ts';
import { emptyTargets, evolveTargets, type TargetsView } from './scrapeTargets.ts';
import { jobCompleted, jobFailed, recorded, sourceFields, sourceSettings } from './testEvents.ts';

const ADDED = '2026-03-10T14:00:00.000Z'; // 15:00 in Berlin (CET)

function world(frequency = 'DAILY', extra: ReturnType<typeof recorded>[] = []): TargetsView {
  const view = emptyTargets();
  const events = [
    recorded('SourceRegistered', { sourceId: 's1', fields: sourceFields() }, ADDED, null),
    recorded('CompanySourceConnected', { companyId: 'c1', sourceId: 's1', kind: 'STORE' }, ADDED),
    sourceSettings('c1', 's1', { scrapeFrequency: frequency }),
    recorded('CompetitorUrlAdded', { productId: 'p1', urlId: 'u1', url: 'http://shop.demo.test/p/1', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, ADDED),
    ...extra,
  ];
  for (const e of events) evolveTargets(view, e);
  return view;
}

const jobCreated = (at: string, jobId = 'j1') =>
  recorded('ScrapeJobCreated', { jobId, companyId: 'c1', productId: 'p1', urlId: 'u1', url: 'http://shop.demo.test/p/1', sourceId: 's1', jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-cheerio-crawler', proxyUrl: null }, at);

describe('nextMorning', () => {
  it('is 06:00 Berlin time of the next day, in winter and in summer time', () => {
    expect(nextMorning(new Date(ADDED), 6, 'Europe/Berlin').toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(nextMorning(new Date('2026-07-01T12:00:00Z'), 6, 'Europe/Berlin').toISOString()).toBe('2026-07-02T04:00:00.000Z');
  });
  it('is the same day when added before the morning hour', () => {
    expect(nextMorning(new Date('2026-03-10T03:00:00Z'), 6, 'Europe/Berlin').toISOString()).toBe('2026-03-10T05:00:00.000Z');
  });
  it('crosses the switch to summer time', () => {
    expect(nextMorning(new Date('2026-03-28T12:00:00Z'), 6, 'Europe/Berlin').toISOString()).toBe('2026-03-29T04:00:00.000Z');
  });
});

describe('dueUrls', () => {
  it('schedules a new URL the next morning', () => {
    const view = world();
    expect(dueUrls(view, new Date('2026-03-11T04:59:00Z'))).toEqual([]);
    const due = dueUrls(view, new Date('2026-03-11T05:00:00Z'));
    expect(due.map((d) => [d.url.urlId, d.trigger])).toEqual([['u1', 'NEW_URL']]);
  });
  it('schedules a new URL at once when asked to', () => {
    expect(dueUrls(world(), new Date(ADDED), { scrapeNewUrlsImmediately: true })).toHaveLength(1);
  });
  it('follows the frequency the company chose for the source after the last job', () => {
    const closed = [jobCreated('2026-03-11T05:00:00Z'), jobCompleted('j1', '2026-03-11T05:01:00Z')];
    for (const [frequency, days] of [['DAILY', 1], ['WEEKLY', 7], ['TWICE_A_MONTH', 15], ['MONTHLY', 30]] as const) {
      const view = world(frequency, closed);
      const dueTime = Date.parse('2026-03-11T05:00:00Z') + days * 86_400_000;
      expect(dueUrls(view, new Date(dueTime - 1))).toEqual([]);
      expect(dueUrls(view, new Date(dueTime)).map((d) => d.trigger)).toEqual(['SCHEDULE']);
    }
  });
  it('never schedules NEVER, disabled, removed, archived or unconnected', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(dueUrls(world('NEVER'), later)).toEqual([]);
    expect(dueUrls(world('DAILY', [sourceSettings('c1', 's1', { scrapingEnabled: false })]), later)).toEqual([]);
    expect(dueUrls(world('DAILY', [recorded('CompetitorUrlRemoved', { productId: 'p1', urlId: 'u1' }, ADDED)]), later)).toEqual([]);
    expect(dueUrls(world('DAILY', [recorded('ProductArchived', { productId: 'p1' }, ADDED)]), later)).toEqual([]);
    expect(dueUrls(world('DAILY', [recorded('CompanySourceDisconnected', { companyId: 'c1', sourceId: 's1' }, ADDED)]), later)).toEqual([]);
  });
  it('does not schedule a URL with an open job, unless the job went stale', () => {
    const open = world('DAILY', [jobCreated('2026-03-11T05:00:00Z')]);
    expect(dueUrls(open, new Date('2026-03-12T05:30:00Z'), { staleJobMs: 2 * 86_400_000 })).toEqual([]);
    expect(dueUrls(open, new Date('2026-03-12T05:30:00Z'))).toHaveLength(1);
    const retrying = world('DAILY', [jobCreated('2026-03-11T05:00:00Z'), jobFailed('j1', true, '2026-03-11T05:01:00Z')]);
    expect(retrying.urls.get('u1')?.openJob?.jobId).toBe('j1');
    const givenUp = world('DAILY', [jobCreated('2026-03-11T05:00:00Z'), jobFailed('j1', false, '2026-03-11T05:01:00Z')]);
    expect(givenUp.urls.get('u1')?.openJob).toBeNull();
  });
});

describe('dueUrls per company', () => {
  const later = new Date('2027-01-01T00:00:00Z');
  /** Two companies with a URL each at the one shared source s1. */
  function shared(settingsOfC2: Parameters<typeof sourceSettings>[2], extra: ReturnType<typeof recorded>[] = []): TargetsView {
    return world('DAILY', [
      recorded('CompanyCreated', { companyId: 'c2', name: 'B', logoUrl: null, logoPadding: 4, countries: ['de'], leadCountry: 'de', feedId: 'f' }, ADDED, 'c2'),
      recorded('CompanySourceConnected', { companyId: 'c2', sourceId: 's1', kind: 'STORE' }, ADDED, 'c2'),
      sourceSettings('c2', 's1', settingsOfC2),
      recorded('CompetitorUrlAdded', { productId: 'p2', urlId: 'u2', url: 'http://shop.demo.test/p/2', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, ADDED, 'c2'),
      ...extra,
    ]);
  }
  const dueOf = (view: TargetsView, options = {}) => dueUrls(view, later, { configuredProxyIds: new Set(['p-a', 'p-b']), ...options }).map((d) => [d.url.companyId, d.settings.proxyId, d.settings.scrapeFrequency]);

  it('applies each company’s own settings to its own URLs only', () => {
    expect(dueOf(shared({ scrapingEnabled: false, proxyId: 'p-b' }))).toEqual([['c1', null, 'DAILY']]);
    expect(dueOf(shared({ scrapeFrequency: 'NEVER' }))).toEqual([['c1', null, 'DAILY']]);
    expect(dueOf(shared({ proxyId: 'p-b', scrapeFrequency: 'WEEKLY' }, [sourceSettings('c1', 's1', { proxyId: 'p-a' })]))).toEqual([['c1', 'p-a', 'DAILY'], ['c2', 'p-b', 'WEEKLY']]);
  });

  it('keeps a company’s schedule whatever another company switches, and follows its own switch', () => {
    const view = shared({ scrapingEnabled: true, proxyId: 'p-b' });
    evolveTargets(view, sourceSettings('c2', 's1', { scrapingEnabled: false, proxyId: null }));
    expect(dueOf(view)).toEqual([['c1', null, 'DAILY']]);
    evolveTargets(view, sourceSettings('c1', 's1', { scrapingEnabled: false }));
    expect(dueOf(view)).toEqual([]);
  });

  it('never scrapes a URL whose company chose a proxy the deployment does not configure (and not directly instead)', () => {
    const view = shared({ proxyId: 'p-gone' });
    expect(dueOf(view)).toEqual([['c1', null, 'DAILY']]);
    expect(dueUrls(view, later).map((d) => d.url.companyId)).toEqual(['c1']);
    expect(dueOf(view, { configuredProxyIds: new Set(['p-gone']) })).toEqual([['c1', null, 'DAILY'], ['c2', 'p-gone', 'DAILY']]);
    expect(scrapingSettings(view, view.urls.get('u2')!, new Set())).toBeNull();
  });

  it('forgets a company’s settings when it disconnects; connected again it starts from the defaults', () => {
    const view = shared({ scrapingEnabled: false }, [
      recorded('CompanySourceDisconnected', { companyId: 'c2', sourceId: 's1' }, ADDED, 'c2'),
      recorded('CompanySourceConnected', { companyId: 'c2', sourceId: 's1', kind: 'STORE' }, ADDED, 'c2'),
    ]);
    expect(dueOf(view)).toEqual([['c1', null, 'DAILY'], ['c2', null, 'DAILY']]);
  });
});

describe('evolveTargets', () => {
  it('keeps URLs, sources with their shared fields and the last job', () => {
    const view = world('WEEKLY', [
      // A proxy URL a version-1 source update named is no source's field any more.
      recorded('SourceUpdated', { sourceId: 's1', changes: { proxyUrl: 'http://proxy:3128', crawler: 'crawlee-playwright-crawler' } }, ADDED, null),
      jobCreated('2026-03-11T05:00:00Z'),
      recorded('ScrapeJobReset', { jobId: 'j1', resetTrials: true }, '2026-03-11T06:00:00Z'),
    ]);
    expect(view.sources.get('s1')).toMatchObject({ hostname: 'shop.demo.test', crawler: 'crawlee-playwright-crawler' });
    expect(view.sources.get('s1')).not.toHaveProperty('proxyUrl');
    expect(view.companySources.get('c1')).toEqual({ s1: { kind: 'STORE', settings: { scrapingEnabled: true, scrapeFrequency: 'WEEKLY', proxyId: null } } });
    expect(view.urls.get('u1')).toMatchObject({ companyId: 'c1', productId: 'p1', sourceKind: 'STORE', lastJobAt: '2026-03-11T05:00:00Z', openJob: { jobId: 'j1', since: '2026-03-11T06:00:00Z' } });
    expect(view.position).toBeGreaterThan(0n);
  });
});
