/**
 * The company's agent (issue 17 item 1: "by a scheduled agent per company"; issue 18 item 3: the
 * agent job that keeps coverage up). Once a day, at the agent's morning time, for each company
 * whose platform admin switched the agent on, one run of three tasks:
 * 1. discovery at every source the company scrapes — the same command as the "all products
 *    without a URL" button, with trigger AGENT, so products with a URL there or an undecided
 *    request are skipped;
 * 2. re-checks: a "scrape now" of every URL whose last scrape ended in an error;
 * 3. the morning scrape: a "scrape now" of every URL not scraped yet (added since the last run),
 *    so it has its first price before the company's morning sync.
 * A platform admin may also trigger a company's run now, or refresh its job (the switch re-read
 * from the log, the next run recomputed). Each run is recorded on the company's agent job stream
 * (started, finished with each task's results) by the domain core's `agentJobDecider`. A restart
 * may run a day's round again; the skips (and open jobs answering scrape requests) make that harmless.
 */
import {
  AGENT_COVERAGE_EVENT_TYPES,
  AppError,
  agentJobDecider,
  agentMorningTime,
  agentRunDate,
  agentRunDue,
  agentScrapeTasks,
  applyAgentCoverage,
  emptyAgentCoverage,
  nextAgentRunAt,
  scrapesSource,
  type AgentCoverageEvent,
} from '@pm/contracts/domain';
import { DEFAULT_DISCOVERY_SETTINGS } from '@pm/contracts';
import { streams, type DiscoverySettingsEvent } from '@pm/contracts/events';
import { handleCommand, newId, toDomainEvent, type CommandContext, type EventStore, type ServiceView } from '@pm/platform';
import type { ScrapeNowCommands } from '../scraping/scrapeNowCommands.ts';
import type { SourceCommands } from '../sources/sourceCommands.ts';
import type { DiscoveryCommands } from './discoveryCommands.ts';
import type { ViewAt } from './discoveryIndex.ts';

export interface DiscoveryAgentLog {
  warn(obj: unknown, msg?: string): void;
}

/** What one run did: its id, the searches it started over all sources and the URLs it asked to scrape. */
export interface AgentRunOutcome {
  runId: string;
  searchesStarted: number;
  urlsRequested: number;
  position: bigint;
}

/** What a refresh re-read and recomputed. */
export interface AgentRefreshOutcome {
  agentEnabled: boolean;
  nextRunAt: string | null;
  position: bigint;
}

type ScrapeTask = { urlsRequested: number; urlsSkipped: number };

export function createDiscoveryAgent(deps: {
  store: EventStore;
  commands: DiscoveryCommands;
  sources: SourceCommands;
  scrapeNow: Pick<ScrapeNowCommands, 'requestScrapeNow'>;
  log: DiscoveryAgentLog;
  headPosition: () => Promise<bigint>;
  intervalMs?: number;
  now?: () => Date;
}) {
  const enabled = new Map<string, boolean>();
  /** The local date of each company's last scheduled run in this process. */
  const lastRound = new Map<string, string>();
  const coverage = emptyAgentCoverage();
  /** The run of each company in progress in this process: a second trigger waits for it (one run per company at a time). */
  const running = new Map<string, Promise<AgentRunOutcome>>();
  const now = deps.now ?? (() => new Date());
  let viewAt: ViewAt | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const view: ServiceView = {
    name: 'discovery-agent',
    handles: new Set(['DiscoverySettingsChanged', ...AGENT_COVERAGE_EVENT_TYPES]),
    apply: (recorded) => {
      if (recorded.type === 'DiscoverySettingsChanged') {
        const event = toDomainEvent<Extract<DiscoverySettingsEvent, { type: 'DiscoverySettingsChanged' }>>(recorded);
        enabled.set(event.data.companyId, event.data.settings.agentEnabled);
        return;
      }
      applyAgentCoverage(coverage, toDomainEvent<AgentCoverageEvent>(recorded));
    },
  };

  /** One round: every company with the agent on whose run is due (its morning came, no scheduled run today). Answers the searches started. */
  async function runOnce(): Promise<number> {
    if (viewAt) await viewAt(await deps.headPosition());
    const at = now();
    let written = 0;
    for (const [companyId, on] of enabled) {
      if (!on || !agentRunDue(at, lastRound.get(companyId) ?? null, agentMorningTime(companyId))) continue;
      lastRound.set(companyId, agentRunDate(at));
      written += (await runFor(companyId, 'SCHEDULE')).searchesStarted;
    }
    return written;
  }

  /** One run for one company now (after the open one of this process, if any), recorded on its agent job. */
  function runFor(companyId: string, trigger: 'SCHEDULE' | 'MANUAL'): Promise<AgentRunOutcome> {
    const previous = running.get(companyId) ?? Promise.resolve(null);
    const run = previous.catch(() => null).then(() => recordRun(companyId, trigger));
    running.set(companyId, run);
    void run.finally(() => {
      if (running.get(companyId) === run) running.delete(companyId);
    }).catch(() => undefined);
    return run;
  }

  /** Asks for a scrape of each product's URLs; a product the request refuses (archived, URL gone meanwhile) counts as skipped. */
  async function scrapeTask(companyId: string, perProduct: Map<string, string[]>, context: CommandContext): Promise<ScrapeTask> {
    const task = { urlsRequested: 0, urlsSkipped: 0 };
    for (const [productId, urlIds] of perProduct) {
      try {
        const written = await deps.scrapeNow.requestScrapeNow(companyId, productId, { urlIds }, context);
        task.urlsRequested += written.urlIds.length;
        task.urlsSkipped += written.skippedUrlIds.length;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        task.urlsSkipped += urlIds.length;
      }
    }
    return task;
  }

  async function recordRun(companyId: string, trigger: 'SCHEDULE' | 'MANUAL'): Promise<AgentRunOutcome> {
    const runId = newId();
    const context = { companyId, userId: 'service:discovery-agent', correlationId: runId, causationId: null };
    const startedAt = now();
    const stream = streams.agentJob(companyId);
    await handleCommand(deps.store, stream, agentJobDecider, { type: 'StartAgentRun', companyId, runId, trigger, at: startedAt.toISOString() }, context);
    const results = [];
    const connected = await deps.sources.connectedSources(companyId);
    for (const [sourceId, connection] of Object.entries(connected)) {
      if (!scrapesSource(connection.settings)) continue;
      try {
        const bulk = await deps.commands.createBulk(companyId, { sourceId, searchType: 'FIND_SAME' }, context, 'AGENT');
        results.push({ sourceId, searchesStarted: bulk.requestIds.length, skipped: bulk.skipped, error: null });
      } catch (error) {
        deps.log.warn({ err: error, companyId, sourceId }, 'discovery agent could not start a search');
        results.push({ sourceId, searchesStarted: 0, skipped: 0, error: error instanceof AppError ? error.code : 'INTERNAL' });
      }
    }
    // The tasks are read after the searches: the view is as fresh as this process's log reading.
    const tasks = agentScrapeTasks(coverage, companyId);
    const recheck = await scrapeTask(companyId, tasks.recheck, context);
    const morningScrape = await scrapeTask(companyId, tasks.morningScrape, context);
    const finishedAt = now();
    const durationMs = Math.max(0, finishedAt.getTime() - startedAt.getTime());
    const outcome = await handleCommand(deps.store, stream, agentJobDecider, { type: 'FinishAgentRun', companyId, runId, at: finishedAt.toISOString(), durationMs, sources: results, recheck, morningScrape }, context);
    return { runId, searchesStarted: results.reduce((sum, r) => sum + r.searchesStarted, 0), urlsRequested: recheck.urlsRequested + morningScrape.urlsRequested, position: outcome.position };
  }

  /**
   * "Refresh" of a company's agent job: re-reads its switch from the company's discovery settings
   * stream (not this process's view, which may lag), and recomputes the next scheduled run from
   * it and today's run. Recorded, so the screen shows what the refresh found.
   */
  async function refresh(companyId: string, by: string): Promise<AgentRefreshOutcome> {
    const settings = await deps.store.readStream(streams.discoverySettings(companyId));
    const last = settings.map((recorded) => toDomainEvent<DiscoverySettingsEvent>(recorded)).filter((event) => event.type === 'DiscoverySettingsChanged').at(-1);
    const agentEnabled = last?.data.settings.agentEnabled ?? DEFAULT_DISCOVERY_SETTINGS.agentEnabled;
    enabled.set(companyId, agentEnabled);
    const at = now();
    const nextRunAt = nextAgentRunAt(at, lastRound.get(companyId) ?? null, agentEnabled, agentMorningTime(companyId))?.toISOString() ?? null;
    const context = { companyId, userId: by, correlationId: newId(), causationId: null };
    const outcome = await handleCommand(deps.store, streams.agentJob(companyId), agentJobDecider, { type: 'RefreshAgentJob', companyId, agentEnabled, nextRunAt, at: at.toISOString(), by }, context);
    return { agentEnabled, nextRunAt, position: outcome.position };
  }

  function start(at: ViewAt): void {
    viewAt = at;
    if (timer) return;
    timer = setInterval(() => void runOnce().catch((error: unknown) => deps.log.warn({ err: error }, 'discovery agent round failed')), deps.intervalMs ?? 15 * 60_000);
    // The agent never keeps a stopping process alive.
    timer.unref();
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return { view, runOnce, runFor, refresh, start, stop };
}
