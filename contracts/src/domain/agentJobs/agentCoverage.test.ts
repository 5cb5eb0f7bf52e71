import { describe, expect, it } from 'vitest';
import type { ProductEvent } from '../../events/productEvents.ts';
import type { ScrapeJobEvent } from '../../events/scrapeEvents.ts';
import { agentScrapeTasks, applyAgentCoverage, emptyAgentCoverage, type AgentCoverageEvent } from './agentCoverage.ts';
import { evolveAgentDiscoveryTally, type AgentDiscoveryTally } from './agentDiscoveryTally.ts';
import type { DiscoveryRequestEvent } from '../../events/discoveryEvents.ts';

const product = (productId: string, companyId: string): ProductEvent => ({ type: 'ProductCreated', data: { productId, companyId, fields: { name: productId, sku: productId } } }) as ProductEvent;
const url = (productId: string, urlId: string): ProductEvent => ({ type: 'CompetitorUrlAdded', data: { productId, urlId, url: `https://s.example/${urlId}`, sourceId: 's', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } });
const job = (jobId: string, urlId: string, productId: string): ScrapeJobEvent => ({
  type: 'ScrapeJobCreated',
  data: { jobId, companyId: 'c', productId, urlId, url: 'https://s.example', sourceId: 's', jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-basic-crawler', proxyUrl: null },
});
const completed = (jobId: string, pageStatus: 'OK' | 'NOT_FOUND_404'): ScrapeJobEvent => ({ type: 'ScrapeJobCompleted', data: { jobId, trial: 1, durationMs: 1, httpStatus: 200, finalUrl: null, pageStatus, offers: [], logs: [] } });
const failed = (jobId: string, willRetry: boolean): ScrapeJobEvent => ({ type: 'ScrapeJobFailed', data: { jobId, trial: 1, durationMs: 1, error: 'timeout', timedOut: true, willRetry, logs: [] } });

function folded(events: AgentCoverageEvent[]) {
  const state = emptyAgentCoverage();
  for (const event of events) applyAgentCoverage(state, event);
  return state;
}

describe('the agent’s coverage fold', () => {
  it('re-checks URLs whose last finished scrape failed, morning-scrapes those never scraped, and leaves the rest', () => {
    const state = folded([
      product('p1', 'c'), product('p2', 'c'), product('p3', 'other'),
      url('p1', 'ok'), url('p1', 'notFound'), url('p1', 'failed'), url('p1', 'retrying'), url('p2', 'new'), url('p2', 'busy'), url('p3', 'foreign'),
      job('j1', 'ok', 'p1'), completed('j1', 'OK'),
      job('j2', 'notFound', 'p1'), completed('j2', 'NOT_FOUND_404'),
      job('j3', 'failed', 'p1'), failed('j3', false),
      // A failure that will be retried is no outcome yet, and its job is still under way.
      job('j4', 'retrying', 'p1'), failed('j4', true),
      job('j5', 'busy', 'p2'),
      job('j6', 'foreign', 'p3'), failed('j6', false),
    ]);
    const tasks = agentScrapeTasks(state, 'c');
    expect(Object.fromEntries(tasks.recheck)).toEqual({ p1: ['notFound', 'failed'] });
    expect(Object.fromEntries(tasks.morningScrape)).toEqual({ p2: ['new'] });
  });

  it('forgets removed URLs and leaves archived products out until they are restored', () => {
    const base: AgentCoverageEvent[] = [product('p1', 'c'), url('p1', 'a'), url('p1', 'b'), { type: 'CompetitorUrlRemoved', data: { productId: 'p1', urlId: 'b' } }];
    expect(Object.fromEntries(agentScrapeTasks(folded(base), 'c').morningScrape)).toEqual({ p1: ['a'] });
    const archived = folded([...base, { type: 'ProductArchived', data: { productId: 'p1' } }]);
    expect(agentScrapeTasks(archived, 'c').morningScrape.size).toBe(0);
    applyAgentCoverage(archived, { type: 'ProductRestored', data: { productId: 'p1' } });
    expect(agentScrapeTasks(archived, 'c').morningScrape.size).toBe(1);
  });
});

describe('the agent’s discovery tally', () => {
  const requested = (trigger: 'AGENT' | 'USER'): DiscoveryRequestEvent => ({
    type: 'DiscoveryRequested',
    data: { requestId: 'r', jobId: 'j', companyId: 'c', productId: 'p', sourceId: 's', sourceKind: 'STORE', requestType: 'NEW_STORE_URL', searchType: 'FIND_SAME', method: 'MONITOR_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, trigger, requestedBy: 'x', at: '2026-11-29T05:00:00.000Z' },
  });
  const proposed = (ids: string[]) => ({ type: 'DiscoveryCandidatesProposed', data: { requestId: 'r', jobId: 'j', at: 'x', candidates: ids.map((candidateId) => ({ candidateId })) } }) as unknown as DiscoveryRequestEvent;
  const accepted = (candidateId: string): DiscoveryRequestEvent => ({ type: 'DiscoveryCandidateAccepted', data: { requestId: 'r', candidateId, productId: 'p', urlId: null, by: 'u', at: 'x' } });
  const fold = (events: DiscoveryRequestEvent[]) => events.reduce<AgentDiscoveryTally | null>(evolveAgentDiscoveryTally, null);

  it('counts distinct candidates found and accepted of the agent’s requests, on the day of the request', () => {
    expect(fold([requested('AGENT'), proposed(['a', 'b']), proposed(['b', 'c']), accepted('b'), accepted('b')])).toEqual({ requestId: 'r', companyId: 'c', sourceId: 's', day: '2026-11-29', found: ['a', 'b', 'c'], accepted: ['b'] });
  });

  it('keeps no tally for requests of users and bulk searches', () => {
    expect(fold([requested('USER'), proposed(['a']), accepted('a')])).toBeNull();
  });
});
