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
const finished = (runId: string, durationMs: number, sources: { sourceId: string; searchesStarted: number; skipped: number; error: string | null }[]) => ({
  type: 'AgentRunFinished',
  data: { companyId, runId, finishedAt: '2026-11-29T06:00:00.000Z', durationMs, sources },
});

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
      started('r2', '2026-11-29T05:00:00.000Z', 'MANUAL'), finished('r2', 1000, [{ sourceId, searchesStarted: 2, skipped: 4, error: null }]),
      started('r3', '2026-11-29T06:00:00.000Z'), { type: 'AgentRunInterrupted', data: { companyId, runId: 'r3' } },
      started('r4', '2026-11-29T07:00:00.000Z'),
    ], companyId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it("answers each company's agent with its switch, runs and last run, and the newest runs with source names", async () => {
    const answer = await t.get(`/api/admin/agent-jobs?minPosition=${position}`, platformAdmin.userId);
    expect(answer.statusCode, answer.body).toBe(200);
    const view = agentJobsViewSchema.parse(answer.json());
    expect(view.companies.map((c) => [c.companyName, c.agentEnabled, c.runs, c.lastRun?.runId ?? null, c.lastRun?.status ?? null])).toEqual([
      ['Anderer Shop', false, 0, null, null],
      ['Bergsport', true, 5, 'r4', 'RUNNING'],
    ]);
    expect(view.runs.map((run) => [run.runId, run.status, run.trigger])).toEqual([['r4', 'RUNNING', 'SCHEDULE'], ['r3', 'INTERRUPTED', 'SCHEDULE'], ['r2', 'FINISHED', 'MANUAL'], ['r1', 'FINISHED', 'SCHEDULE'], ['r0', 'FINISHED', 'SCHEDULE']]);
    expect(view.runs[3]).toMatchObject({ companyName: 'Bergsport', durationMs: 2000, searchesStarted: 3, sources: [{ sourceName: 'Gipfel', searchesStarted: 3, skipped: 1, error: null }, { sourceName: 'Tal', error: 'SOURCE_UNKNOWN' }] });
    const ofOther = agentJobsViewSchema.parse((await t.get(`/api/admin/agent-jobs?companyId=${otherCompany}`, platformAdmin.userId)).json());
    expect(ofOther.runs).toEqual([]);
  });

  it('sums finished runs of the window per company and source and per day', async () => {
    const answer = await t.get(`/api/admin/agent-jobs/statistics?days=30&minPosition=${position}`, platformAdmin.userId);
    expect(answer.statusCode, answer.body).toBe(200);
    const statistics = agentJobStatisticsSchema.parse(answer.json());
    expect(statistics.rows.map((r) => [r.sourceName, r.runs, r.succeeded, r.searchesStarted, r.skipped, r.averageDurationMs])).toEqual([
      ['Gipfel', 2, 2, 5, 5, 1500],
      ['Tal', 1, 0, 0, 0, 2000],
    ]);
    expect(statistics.perDay).toEqual([
      { day: '2026-11-28', runs: 1, succeeded: 0, searchesStarted: 3, skipped: 1, averageDurationMs: 2000 },
      { day: '2026-11-29', runs: 1, succeeded: 1, searchesStarted: 2, skipped: 4, averageDurationMs: 1000 },
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
