/**
 * The agent jobs' read model (issue 18 item 3): one document per run of a company's discovery
 * agent — trigger, status, times, duration and each source's results — written from the company's
 * agent job stream (`agentjob-<companyId>`). The statistics sum finished runs at query time.
 */
import type { AgentJobEvent } from '@pm/contracts/events';
import { LIVE_ADMIN_CHANNEL, type AgentRunStatus } from '@pm/contracts';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const AGENT_RUNS = 'agentRuns';
/** The web's query key of the agent job screens (live notices name it). */
export const AGENT_JOBS_QUERY_KEY = ['admin', 'agent-jobs'];

export interface AgentRunDoc extends Doc {
  companyId: string;
  trigger: 'SCHEDULE' | 'MANUAL';
  status: AgentRunStatus;
  startedAt: string;
  /** The UTC day it started (statistics per day). */
  day: string;
  finishedAt: string | null;
  durationMs: number | null;
  searchesStarted: number;
  sources: { sourceId: string; searchesStarted: number; skipped: number; error: string | null }[];
}

function project(recorded: RecordedEvent): WriteOp[] {
  const event = toDomainEvent<AgentJobEvent>(recorded);
  switch (event.type) {
    case 'AgentRunStarted': {
      const { companyId, runId, trigger, startedAt } = event.data;
      const doc: AgentRunDoc = { _id: runId, companyId, trigger, status: 'RUNNING', startedAt, day: startedAt.slice(0, 10), finishedAt: null, durationMs: null, searchesStarted: 0, sources: [] };
      return [{ op: 'put', collection: AGENT_RUNS, doc }];
    }
    case 'AgentRunFinished': {
      const { runId, finishedAt, durationMs, sources } = event.data;
      const searchesStarted = sources.reduce((sum, source) => sum + source.searchesStarted, 0);
      return [{ op: 'update', collection: AGENT_RUNS, id: runId, update: { $set: { status: 'FINISHED', finishedAt, durationMs, searchesStarted, sources } } }];
    }
    case 'AgentRunInterrupted':
      return [{ op: 'update', collection: AGENT_RUNS, id: event.data.runId, update: { $set: { status: 'INTERRUPTED' } } }];
  }
}

export const agentRunsProjector: Projector = {
  name: 'agentRuns',
  version: 1,
  collections: { [AGENT_RUNS]: [{ keys: { startedAt: -1 } }, { keys: { companyId: 1, startedAt: -1 } }, { keys: { day: 1 } }] },
  handles: ['AgentRunStarted', 'AgentRunFinished', 'AgentRunInterrupted'],
  project,
  // The screens span companies: their notices go to the platform admins' channel.
  notices: () => [{ companyId: LIVE_ADMIN_CHANNEL, queryKeys: [AGENT_JOBS_QUERY_KEY] }],
};
