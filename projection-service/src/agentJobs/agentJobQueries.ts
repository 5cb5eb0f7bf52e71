import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AGENT_RUNS_LIMIT,
  AGENT_STATISTICS_DAYS,
  DEFAULT_DISCOVERY_SETTINGS,
  agentJobStatisticsSchema,
  agentJobsViewSchema,
  type AgentJobStatistics,
  type AgentJobsView,
  type AgentRun,
  type AgentRunFigures,
} from '@pm/contracts';
import { actorOf, appError, zodRoutes, type Doc } from '@pm/platform';
import { DISCOVERY_SETTINGS, type DiscoverySettingsDoc } from '../discovery/discoveryProjector.ts';
import { COMPANIES } from '../projectors/companiesProjector.ts';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';
import { AGENT_DISCOVERIES, AGENT_JOB_REFRESHES, AGENT_RUNS, type AgentDiscoveryDoc, type AgentJobRefreshDoc, type AgentRunDoc } from './agentRunsProjector.ts';

type NamedDoc = Doc & { name: string };

const jobsQuery = minPositionQuery.extend({ companyId: z.uuid().optional() });
const statisticsQuery = minPositionQuery.extend({
  days: z.coerce.number().int().refine((days) => (AGENT_STATISTICS_DAYS as readonly number[]).includes(days), { message: `One of ${AGENT_STATISTICS_DAYS.join(', ')}` }).default(30),
});

function requirePlatformAdmin(request: FastifyRequest): void {
  if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators see the agent jobs.');
}

const namesOf = (docs: NamedDoc[]) => new Map(docs.map((doc) => [doc._id, doc.name]));

function toRun(run: AgentRunDoc, companies: Map<string, string>, sources: Map<string, string>): AgentRun {
  return {
    runId: run._id,
    companyId: run.companyId,
    companyName: companies.get(run.companyId) ?? null,
    trigger: run.trigger,
    status: run.status,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    durationMs: run.durationMs,
    searchesStarted: run.searchesStarted,
    sources: run.sources.map((source) => ({ ...source, sourceName: sources.get(source.sourceId) ?? null })),
    recheck: run.recheck ?? null,
    morningScrape: run.morningScrape ?? null,
  };
}

/** Sums of finished runs (a source's figures count the runs that searched it) and of the agent's searches' candidates. */
class Figures {
  runs = 0;
  succeeded = 0;
  searchesStarted = 0;
  skipped = 0;
  urlsFound = 0;
  urlsAccepted = 0;
  private durationMs = 0;
  /** Null for a source's figures: the scrape tasks belong to the run. */
  private tasks: { urlsRechecked: number; urlsMorningScraped: number } | null;
  constructor(tasks: { urlsRechecked: number; urlsMorningScraped: number } | null) {
    this.tasks = tasks;
  }
  add(durationMs: number, succeeded: boolean, searchesStarted: number, skipped: number): void {
    this.runs += 1;
    if (succeeded) this.succeeded += 1;
    this.searchesStarted += searchesStarted;
    this.skipped += skipped;
    this.durationMs += durationMs;
  }
  addTasks(run: AgentRunDoc): void {
    if (!this.tasks) return;
    this.tasks.urlsRechecked += run.recheck?.urlsRequested ?? 0;
    this.tasks.urlsMorningScraped += run.morningScrape?.urlsRequested ?? 0;
  }
  addDiscovery(doc: AgentDiscoveryDoc): void {
    this.urlsFound += doc.found.length;
    this.urlsAccepted += doc.accepted.length;
  }
  toJSON(): AgentRunFigures {
    return {
      runs: this.runs,
      succeeded: this.succeeded,
      searchesStarted: this.searchesStarted,
      skipped: this.skipped,
      averageDurationMs: this.runs === 0 ? null : Math.round(this.durationMs / this.runs),
      urlsRechecked: this.tasks?.urlsRechecked ?? null,
      urlsMorningScraped: this.tasks?.urlsMorningScraped ?? null,
      urlsFound: this.urlsFound,
      urlsAccepted: this.urlsAccepted,
    };
  }
}

/** The first UTC day of a window of `days` days that ends today. */
export function firstDayOf(days: number, now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1))).toISOString().slice(0, 10);
}

/**
 * Per company × source and per day, from finished runs (a run without any source error succeeded)
 * and the agent's searches (candidates found and accepted, on the day the search was started).
 */
export function agentStatistics(runs: readonly AgentRunDoc[], days: number, companies: Map<string, string>, sources: Map<string, string>, discoveries: readonly AgentDiscoveryDoc[] = []): AgentJobStatistics {
  const rows = new Map<string, { companyId: string; sourceId: string; figures: Figures }>();
  const perDay = new Map<string, Figures>();
  const rowOf = (companyId: string, sourceId: string) => {
    const key = `${companyId}:${sourceId}`;
    const row = rows.get(key) ?? { companyId, sourceId, figures: new Figures(null) };
    rows.set(key, row);
    return row.figures;
  };
  const dayOf = (day: string) => {
    const figures = perDay.get(day) ?? new Figures({ urlsRechecked: 0, urlsMorningScraped: 0 });
    perDay.set(day, figures);
    return figures;
  };
  for (const run of runs) {
    if (run.status !== 'FINISHED' || run.durationMs === null) continue;
    const ok = run.sources.every((source) => source.error === null);
    const skipped = run.sources.reduce((sum, source) => sum + source.skipped, 0);
    const day = dayOf(run.day);
    day.add(run.durationMs, ok, run.searchesStarted, skipped);
    day.addTasks(run);
    for (const source of run.sources) rowOf(run.companyId, source.sourceId).add(run.durationMs, source.error === null, source.searchesStarted, source.skipped);
  }
  for (const discovery of discoveries) {
    rowOf(discovery.companyId, discovery.sourceId).addDiscovery(discovery);
    dayOf(discovery.day).addDiscovery(discovery);
  }
  return {
    days,
    rows: [...rows.values()]
      .map(({ companyId, sourceId, figures }) => ({ companyId, companyName: companies.get(companyId) ?? null, sourceId, sourceName: sources.get(sourceId) ?? null, ...figures.toJSON() }))
      .sort((a, b) => (a.companyName ?? '').localeCompare(b.companyName ?? '') || (a.sourceName ?? '').localeCompare(b.sourceName ?? '')),
    perDay: [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, figures]) => ({ day, ...figures.toJSON() })),
  };
}

/** Agent jobs (issue 18 item 3), platform admins only: each company's agent and its runs, and statistics over time. */
export function registerAgentJobQueries(app: FastifyInstance, readModels: ReadModels, now: () => Date = () => new Date()): void {
  const api = zodRoutes(app);

  api.get(
    '/api/admin/agent-jobs',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: "Each company's agent job and the newest runs",
        description: `Every company with its agent switch (discovery settings), its number of runs and its last run; the newest ${AGENT_RUNS_LIMIT} runs (of one company with \`companyId\`), each with every source's searches started, products skipped or error.`,
        querystring: jobsQuery,
        response: { 200: agentJobsViewSchema },
      },
    },
    async (request, reply): Promise<AgentJobsView> => {
      requirePlatformAdmin(request);
      await readModels.consistent(request, reply, AGENT_RUNS, AGENT_JOB_REFRESHES, COMPANIES, DISCOVERY_SETTINGS, SOURCES);
      const { companyId } = request.query;
      const [companies, settings, sources, runs, latest, refreshes] = await Promise.all([
        readModels.find<NamedDoc>(COMPANIES, {}, { sort: { name: 1 } }),
        readModels.find<DiscoverySettingsDoc>(DISCOVERY_SETTINGS, {}),
        readModels.find<NamedDoc>(SOURCES, {}),
        readModels.find<AgentRunDoc>(AGENT_RUNS, companyId ? { companyId } : {}, { sort: { startedAt: -1 }, limit: AGENT_RUNS_LIMIT }),
        readModels.find<AgentRunDoc>(AGENT_RUNS, {}, { projection: { companyId: 1, startedAt: 1 } }),
        readModels.find<AgentJobRefreshDoc>(AGENT_JOB_REFRESHES, {}),
      ]);
      const refreshed = new Map(refreshes.map((doc) => [doc._id, doc]));
      const companyNames = namesOf(companies);
      const sourceNames = namesOf(sources);
      const enabled = new Map(settings.map((doc) => [doc._id, doc.settings.agentEnabled]));
      // Runs per company and the id of each one's newest (a light scan of two fields).
      const counts = new Map<string, { runs: number; newest: { id: string; startedAt: string } }>();
      for (const run of latest) {
        const seen = counts.get(run.companyId);
        if (!seen) counts.set(run.companyId, { runs: 1, newest: { id: run._id, startedAt: run.startedAt } });
        else {
          seen.runs += 1;
          if (run.startedAt > seen.newest.startedAt) seen.newest = { id: run._id, startedAt: run.startedAt };
        }
      }
      const lastIds = [...counts.values()].map((c) => c.newest.id);
      const lastRuns = new Map((lastIds.length ? await readModels.find<AgentRunDoc>(AGENT_RUNS, { _id: { $in: lastIds } }) : []).map((run) => [run.companyId, run]));
      return {
        companies: companies.map((company) => {
          const last = lastRuns.get(company._id);
          return {
            companyId: company._id,
            companyName: company.name,
            agentEnabled: enabled.get(company._id) ?? DEFAULT_DISCOVERY_SETTINGS.agentEnabled,
            runs: counts.get(company._id)?.runs ?? 0,
            lastRun: last ? toRun(last, companyNames, sourceNames) : null,
            refreshedAt: refreshed.get(company._id)?.refreshedAt ?? null,
            nextRunAt: refreshed.get(company._id)?.nextRunAt ?? null,
          };
        }),
        runs: runs.map((run) => toRun(run, companyNames, sourceNames)),
      };
    },
  );

  api.get(
    '/api/admin/agent-jobs/statistics',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Agent runs over time, per company and source',
        description: `Finished runs of the last \`days\` UTC days (${AGENT_STATISTICS_DAYS.join(', ')}; default 30): per company and source the runs, those without an error, searches started, products skipped and mean duration; and the same per day over all companies.`,
        querystring: statisticsQuery,
        response: { 200: agentJobStatisticsSchema },
      },
    },
    async (request, reply): Promise<AgentJobStatistics> => {
      requirePlatformAdmin(request);
      await readModels.consistent(request, reply, AGENT_RUNS, AGENT_DISCOVERIES, COMPANIES, SOURCES);
      const { days } = request.query;
      const first = firstDayOf(days, now());
      const [companies, sources, runs, discoveries] = await Promise.all([
        readModels.find<NamedDoc>(COMPANIES, {}),
        readModels.find<NamedDoc>(SOURCES, {}),
        readModels.find<AgentRunDoc>(AGENT_RUNS, { day: { $gte: first } }),
        readModels.find<AgentDiscoveryDoc>(AGENT_DISCOVERIES, { day: { $gte: first } }, { projection: { companyId: 1, sourceId: 1, day: 1, found: 1, accepted: 1 } }),
      ]);
      return agentStatistics(runs, days, namesOf(companies), namesOf(sources), discoveries);
    },
  );
}
