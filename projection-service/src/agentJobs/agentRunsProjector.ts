/**
 * The agent jobs' read model (issue 18 item 3): one document per run of a company's discovery
 * agent — trigger, status, times, duration and each source's results — written from the company's
 * agent job stream (`agentjob-<companyId>`). The statistics sum finished runs at query time.
 */
import { evolveAgentDiscoveryTally, type AgentDiscoveryTally } from '@pm/contracts/domain';
import type { AgentJobEvent, DiscoveryRequestEvent } from '@pm/contracts/events';
import { LIVE_ADMIN_CHANNEL, type AgentRunStatus } from '@pm/contracts';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const AGENT_RUNS = 'agentRuns';
/** One document per company: its agent job's last refresh. */
export const AGENT_JOB_REFRESHES = 'agentJobRefreshes';
/** One document per discovery request the agent started: the candidates found and accepted. */
export const AGENT_DISCOVERIES = 'agentDiscoveries';

type ScrapeTask = { urlsRequested: number; urlsSkipped: number };
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
  /** Absent on runs projected before the agent had these tasks. */
  recheck?: ScrapeTask | null;
  morningScrape?: ScrapeTask | null;
}

export interface AgentJobRefreshDoc extends Doc {
  agentEnabled: boolean;
  nextRunAt: string | null;
  refreshedAt: string;
}

export type AgentDiscoveryDoc = Doc & Omit<AgentDiscoveryTally, 'requestId'>;

function project(recorded: RecordedEvent): WriteOp[] {
  const event = toDomainEvent<AgentJobEvent>(recorded);
  switch (event.type) {
    case 'AgentRunStarted': {
      const { companyId, runId, trigger, startedAt } = event.data;
      const doc: AgentRunDoc = { _id: runId, companyId, trigger, status: 'RUNNING', startedAt, day: startedAt.slice(0, 10), finishedAt: null, durationMs: null, searchesStarted: 0, sources: [], recheck: null, morningScrape: null };
      return [{ op: 'put', collection: AGENT_RUNS, doc }];
    }
    case 'AgentRunFinished': {
      const { runId, finishedAt, durationMs, sources } = event.data;
      const searchesStarted = sources.reduce((sum, source) => sum + source.searchesStarted, 0);
      const tasks = { recheck: event.data.recheck ?? null, morningScrape: event.data.morningScrape ?? null };
      return [{ op: 'update', collection: AGENT_RUNS, id: runId, update: { $set: { status: 'FINISHED', finishedAt, durationMs, searchesStarted, sources, ...tasks } } }];
    }
    case 'AgentRunInterrupted':
      return [{ op: 'update', collection: AGENT_RUNS, id: event.data.runId, update: { $set: { status: 'INTERRUPTED' } } }];
    case 'AgentJobRefreshed': {
      const { companyId, agentEnabled, nextRunAt, at } = event.data;
      const doc: AgentJobRefreshDoc = { _id: companyId, agentEnabled, nextRunAt, refreshedAt: at };
      return [{ op: 'put', collection: AGENT_JOB_REFRESHES, doc }];
    }
  }
}

export const agentRunsProjector: Projector = {
  name: 'agentRuns',
  version: 2,
  collections: { [AGENT_RUNS]: [{ keys: { startedAt: -1 } }, { keys: { companyId: 1, startedAt: -1 } }, { keys: { day: 1 } }], [AGENT_JOB_REFRESHES]: [] },
  handles: ['AgentRunStarted', 'AgentRunFinished', 'AgentRunInterrupted', 'AgentJobRefreshed'],
  project,
  // The screens span companies: their notices go to the platform admins' channel.
  notices: () => [{ companyId: LIVE_ADMIN_CHANNEL, queryKeys: [AGENT_JOBS_QUERY_KEY] }],
};

/**
 * "URLs found / accepted" of the agent's searches: per request the agent started, the domain
 * core's tally (distinct candidates proposed and accepted); the statistics sum them per company,
 * source and day. Other requests have no document.
 */
export const agentDiscoveriesProjector: Projector = {
  name: 'agentDiscoveries',
  version: 1,
  collections: { [AGENT_DISCOVERIES]: [{ keys: { day: 1 } }] },
  handles: ['DiscoveryRequested', 'DiscoveryCandidatesProposed', 'DiscoveryCandidateAccepted'],
  state: {
    collection: AGENT_DISCOVERIES,
    idOf: (recorded) => (recorded.data as { requestId?: string }).requestId ?? null,
    evolve: (doc, recorded) => {
      const before = doc as AgentDiscoveryDoc | null;
      const tally = evolveAgentDiscoveryTally(before ? { ...before, requestId: before._id } : null, toDomainEvent<DiscoveryRequestEvent>(recorded));
      if (!tally) return null;
      if (before && tally.found === before.found && tally.accepted === before.accepted) return before;
      const { requestId, ...rest } = tally;
      return { _id: requestId, ...rest };
    },
    derive: () => [],
  },
  notices: (recorded) => (recorded.type === 'DiscoveryRequested' && (recorded.data as { trigger?: string }).trigger !== 'AGENT' ? [] : [{ companyId: LIVE_ADMIN_CHANNEL, queryKeys: [AGENT_JOBS_QUERY_KEY] }]),
};
