/**
 * The discovery agent (issue 17 item 1: "by a scheduled agent per company"; issue 18 item 3: the
 * company's agent job): once a day, for each company whose platform admin switched the agent on,
 * a bulk discovery at every source the company scrapes — the same command as the "all products
 * without a URL" button, with trigger AGENT, so products with a URL there or an undecided request
 * are skipped. A platform admin may also trigger a company's run now. Each run is recorded on the
 * company's agent job stream (started, finished with each source's results) by the domain core's
 * `agentJobDecider`. A restart may run a day's round again; the skips make that harmless.
 */
import { AppError, agentJobDecider, scrapesSource } from '@pm/contracts/domain';
import { streams, type DiscoverySettingsEvent } from '@pm/contracts/events';
import { handleCommand, newId, toDomainEvent, type EventStore, type ServiceView } from '@pm/platform';
import type { SourceCommands } from '../sources/sourceCommands.ts';
import type { DiscoveryCommands } from './discoveryCommands.ts';
import type { ViewAt } from './discoveryIndex.ts';

export interface DiscoveryAgentLog {
  warn(obj: unknown, msg?: string): void;
}

/** What one run did: its id, and the searches it started over all sources. */
export interface AgentRunOutcome {
  runId: string;
  searchesStarted: number;
  position: bigint;
}

export function createDiscoveryAgent(deps: { store: EventStore; commands: DiscoveryCommands; sources: SourceCommands; log: DiscoveryAgentLog; headPosition: () => Promise<bigint>; intervalMs?: number; now?: () => Date }) {
  const enabled = new Map<string, boolean>();
  const lastRound = new Map<string, string>();
  /** The run of each company in progress in this process: a second trigger waits for it (one run per company at a time). */
  const running = new Map<string, Promise<AgentRunOutcome>>();
  const now = deps.now ?? (() => new Date());
  let viewAt: ViewAt | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const view: ServiceView = {
    name: 'discovery-agent',
    handles: new Set(['DiscoverySettingsChanged']),
    apply: (recorded) => {
      const event = toDomainEvent<Extract<DiscoverySettingsEvent, { type: 'DiscoverySettingsChanged' }>>(recorded);
      enabled.set(event.data.companyId, event.data.settings.agentEnabled);
    },
  };

  /** One round: every company with the agent on that has had no round today (UTC). Answers the searches started. */
  async function runOnce(): Promise<number> {
    if (viewAt) await viewAt(await deps.headPosition());
    const day = now().toISOString().slice(0, 10);
    let written = 0;
    for (const [companyId, on] of enabled) {
      if (!on || lastRound.get(companyId) === day) continue;
      lastRound.set(companyId, day);
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
    const finishedAt = now();
    const durationMs = Math.max(0, finishedAt.getTime() - startedAt.getTime());
    const outcome = await handleCommand(deps.store, stream, agentJobDecider, { type: 'FinishAgentRun', companyId, runId, at: finishedAt.toISOString(), durationMs, sources: results }, context);
    return { runId, searchesStarted: results.reduce((sum, r) => sum + r.searchesStarted, 0), position: outcome.position };
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

  return { view, runOnce, runFor, start, stop };
}
