/** The agent job routes: each company's agent and runs as recorded, statistics per company, source and day, platform admins only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentJobStatisticsSchema, agentJobsViewSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerAgentJobQueries } from './agentJobQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const sourceId = '01a216b5-973a-7479-83b5-4895cced43f8';
const secondSource = '01a216b5-973a-7479-83b5-4895cced43f9';
const admin: Actor = { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false };
const platformAdmin: Actor = { userId: 'u-platform', companyId: otherCompany, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true };
const now = new Date('2026-11-29T12:00:00.000Z');

const created = (id: string, name: string) => ({ type: 'CompanyCreated', data: { companyId: id, name, logoUrl: null, logoPadding: 4, countries: ['de'], leadCountry: 'de', feedId: `feed-${name}` } });
const registered = (id: string, name: string) => ({ type: 'SourceRegistered', data: { sourceId: id, fields: { kind: 'STORE', name, hostname: `${name.toLowerCase()}.example`, shippingCostModel: 'ALWAYS_FREE' } } });
const started = (runId: string, startedAt: string, trigger = 'SCHEDULE') => ({ type: 'AgentRunStarted', data: { companyId, runId, trigger, startedAt } });
type Task = { urlsRequested: number; urlsSkipped: number };
const finished = (runId: string, durationMs: number, sources: { sourceId: string; searchesStarted: number; skipped: number; error: string | null }[], tasks: { recheck: Task; morningScrape: Task } | Record<string, never> = {}) => ({
  type: 'AgentRunFinished',
  data: { companyId, runId, finishedAt: '2026-11-29T06:00:00.000Z', durationMs, sources, ...tasks },
});
const requested = (requestId: string, source: string, trigger: string, at: string) => ({
  type: 'DiscoveryRequested',
  data: { requestId, jobId: `j-${requestId}`, companyId, productId: 'p1', sourceId: source, sourceKind: 'STORE', requestType: 'NEW_STORE_URL', searchType: 'FIND_SAME', method: 'MONITOR_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, trigger, requestedBy: 'service:discovery-agent', at },
});
const proposed = (requestId: string, ids: string[]) => ({
  type: 'DiscoveryCandidatesProposed',
  data: {
    requestId, jobId: `j-${requestId}`, at: '2026-11-29T05:01:00.000Z',
    candidates: ids.map((candidateId) => ({ candidateId, url: `https://gipfel.example/${candidateId}`, title: 'Zelt', price: '10.00', currency: 'EUR', imageUrl: null, brand: null, gtin: null, mpn: null, matchResult: 'SAME', probability: 0.9, visualSimilarity: null, signals: [], method: 'MONITOR_SEARCH' })),
  },
});
const accepted = (requestId: string, candidateId: string) => ({ type: 'DiscoveryCandidateAccepted', data: { requestId, candidateId, productId: 'p1', urlId: `u-${candidateId}`, by: 'u-admin', at: '2026-11-29T08:00:00.000Z' } });

describe('agent job queries', () => {
  let t: QueryTestApp;
  let position: string;
  beforeAll(async () => {
    t = await startQueryTestApp([admin, platformAdmin], (app, readModels) => registerAgentJobQueries(app, readModels, () => now));
    await t.write(streams.company(companyId), [created(companyId, 'Bergsport')], companyId);
    await t.write(streams.company(otherCompany), [created(otherCompany, 'Anderer Shop')], otherCompany);
    await t.write(streams.source(sourceId), [registered(sourceId, 'Gipfel')], companyId);
    await t.write(streams.source(secondSource), [registered(secondSource, 'Tal')], companyId);
    await t.write(streams.discoverySettings(companyId), [{ type: 'DiscoverySettingsChanged', data: { companyId, settings: { searchMethod: 'MONITOR_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, agentEnabled: true } } }], companyId);
    position = await t.write(streams.agentJob(companyId), [
      // Two months ago: outside a 30-day window.
      started('r0', '2026-09-20T05:00:00.000Z'), finished('r0', 9000, [{ sourceId, searchesStarted: 9, skipped: 0, error: null }]),
      started('r1', '2026-11-28T05:00:00.000Z'), finished('r1', 2000, [{ sourceId, searchesStarted: 3, skipped: 1, error: null }, { sourceId: secondSource, searchesStarted: 0, skipped: 0, error: 'SOURCE_UNKNOWN' }]),
      started('r2', '2026-11-29T05:00:00.000Z', 'MANUAL'), finished('r2', 1000, [{ sourceId, searchesStarted: 2, skipped: 4, error: null }], { recheck: { urlsRequested: 3, urlsSkipped: 1 }, morningScrape: { urlsRequested: 2, urlsSkipped: 0 } }),
      started('r3', '2026-11-29T06:00:00.000Z'), { type: 'AgentRunInterrupted', data: { companyId, runId: 'r3' } },
      started('r4', '2026-11-29T07:00:00.000Z'),
      { type: 'AgentJobRefreshed', data: { companyId, agentEnabled: true, nextRunAt: '2026-11-30T04:00:00.000Z', at: '2026-11-29T07:30:00.000Z', by: 'u-platform' } },
    ], companyId);
    // The agent's searches: a request with two candidates, one accepted (proposed twice: counted once); a user's request is not the agent's.
    await t.write(streams.discoveryRequest('q1'), [requested('q1', sourceId, 'AGENT', '2026-11-29T05:00:00.000Z'), proposed('q1', ['c1', 'c2']), proposed('q1', ['c2']), accepted('q1', 'c2')], companyId);
    await t.write(streams.discoveryRequest('q2'), [requested('q2', secondSource, 'AGENT', '2026-11-28T05:00:00.000Z'), proposed('q2', ['c3'])], companyId);
    position = await t.write(streams.discoveryRequest('q3'), [requested('q3', sourceId, 'USER', '2026-11-29T05:00:00.000Z'), proposed('q3', ['c4']), accepted('q3', 'c4')], companyId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it("answers each company's agent with its switch, runs and last run, and the newest runs with source names", async () => {
    const answer = await t.get(`/api/admin/agent-jobs?minPosition=${position}`, platformAdmin.userId);
    expect(answer.statusCode, answer.body).toBe(200);
    const view = agentJobsViewSchema.parse(answer.json());
    expect(view.companies.map((c) => [c.companyName, c.agentEnabled, c.runs, c.lastRun?.runId ?? null, c.lastRun?.status ?? null, c.nextRunAt])).toEqual([
      ['Anderer Shop', false, 0, null, null, null],
      ['Bergsport', true, 5, 'r4', 'RUNNING', '2026-11-30T04:00:00.000Z'],
    ]);
    expect(view.companies[1]?.refreshedAt).toBe('2026-11-29T07:30:00.000Z');
    expect(view.runs[2]).toMatchObject({ runId: 'r2', recheck: { urlsRequested: 3, urlsSkipped: 1 }, morningScrape: { urlsRequested: 2, urlsSkipped: 0 } });
    // Runs recorded before the agent had scrape tasks have none.
    expect(view.runs[3]).toMatchObject({ runId: 'r1', recheck: null, morningScrape: null });
    expect(view.runs.map((run) => [run.runId, run.status, run.trigger])).toEqual([['r4', 'RUNNING', 'SCHEDULE'], ['r3', 'INTERRUPTED', 'SCHEDULE'], ['r2', 'FINISHED', 'MANUAL'], ['r1', 'FINISHED', 'SCHEDULE'], ['r0', 'FINISHED', 'SCHEDULE']]);
    expect(view.runs[3]).toMatchObject({ companyName: 'Bergsport', durationMs: 2000, searchesStarted: 3, sources: [{ sourceName: 'Gipfel', searchesStarted: 3, skipped: 1, error: null }, { sourceName: 'Tal', error: 'SOURCE_UNKNOWN' }] });
    const ofOther = agentJobsViewSchema.parse((await t.get(`/api/admin/agent-jobs?companyId=${otherCompany}`, platformAdmin.userId)).json());
    expect(ofOther.runs).toEqual([]);
  });

  it('sums finished runs of the window per company and source and per day', async () => {
    const answer = await t.get(`/api/admin/agent-jobs/statistics?days=30&minPosition=${position}`, platformAdmin.userId);
    expect(answer.statusCode, answer.body).toBe(200);
    const statistics = agentJobStatisticsSchema.parse(answer.json());
    expect(statistics.rows.map((r) => [r.sourceName, r.runs, r.succeeded, r.searchesStarted, r.skipped, r.averageDurationMs, r.urlsFound, r.urlsAccepted, r.urlsRechecked])).toEqual([
      ['Gipfel', 2, 2, 5, 5, 1500, 2, 1, null],
      ['Tal', 1, 0, 0, 0, 2000, 1, 0, null],
    ]);
    expect(statistics.perDay).toEqual([
      { day: '2026-11-28', runs: 1, succeeded: 0, searchesStarted: 3, skipped: 1, averageDurationMs: 2000, urlsRechecked: 0, urlsMorningScraped: 0, urlsFound: 1, urlsAccepted: 0 },
      { day: '2026-11-29', runs: 1, succeeded: 1, searchesStarted: 2, skipped: 4, averageDurationMs: 1000, urlsRechecked: 3, urlsMorningScraped: 2, urlsFound: 2, urlsAccepted: 1 },
    ]);
    const ninety = agentJobStatisticsSchema.parse((await t.get('/api/admin/agent-jobs/statistics?days=90', platformAdmin.userId)).json());
    expect(ninety.rows[0]).toMatchObject({ sourceName: 'Gipfel', runs: 3, searchesStarted: 14 });
  });

  it('refuses company administrators and bad input', async () => {
    expect((await t.get('/api/admin/agent-jobs', admin.userId)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.get('/api/admin/agent-jobs/statistics', admin.userId)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.get('/api/admin/agent-jobs/statistics?days=12', platformAdmin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.get('/api/admin/agent-jobs?companyId=nope', platformAdmin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});
