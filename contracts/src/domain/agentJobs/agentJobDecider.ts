import type { AgentJobEvent } from '../../events/agentJobEvents.ts';
import type { Decider } from '../decider.ts';

type Finished = Extract<AgentJobEvent, { type: 'AgentRunFinished' }>['data'];
type SourceResult = Finished['sources'][number];
type ScrapeTask = NonNullable<Finished['recheck']>;

/** A company's agent job: the run that is open (if any), how many runs it has had, its last refresh. */
export interface AgentJobState {
  running: { runId: string } | null;
  runs: number;
  refreshed: { agentEnabled: boolean; nextRunAt: string | null } | null;
}

export type AgentJobCommand =
  | { type: 'StartAgentRun'; companyId: string; runId: string; trigger: 'SCHEDULE' | 'MANUAL'; at: string }
  | { type: 'FinishAgentRun'; companyId: string; runId: string; at: string; durationMs: number; sources: SourceResult[]; recheck: ScrapeTask; morningScrape: ScrapeTask }
  | { type: 'RefreshAgentJob'; companyId: string; agentEnabled: boolean; nextRunAt: string | null; at: string; by: string };

const initialState = (): AgentJobState => ({ running: null, runs: 0, refreshed: null });

function evolve(state: AgentJobState, event: AgentJobEvent): AgentJobState {
  switch (event.type) {
    case 'AgentRunStarted':
      return { ...state, running: { runId: event.data.runId }, runs: state.runs + 1 };
    case 'AgentRunFinished':
    case 'AgentRunInterrupted':
      return state.running?.runId === event.data.runId ? { ...state, running: null } : state;
    case 'AgentJobRefreshed':
      return { ...state, refreshed: { agentEnabled: event.data.agentEnabled, nextRunAt: event.data.nextRunAt } };
  }
}

/**
 * Records a company's agent runs. The agent runs one run per company at a time in its process
 * (it waits for the open one), so a start while the log still says "running" means the process
 * that ran it stopped before it finished: that run is recorded as interrupted before the new one
 * starts. Finishing a run that is not the open one records nothing (a repeated report).
 * A refresh is always recorded (it is the admin's act, the answer shows what was re-read).
 */
export const agentJobDecider: Decider<AgentJobState, AgentJobCommand, AgentJobEvent> = {
  initialState,
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'StartAgentRun': {
        const { companyId, runId, trigger, at } = command;
        const interrupted: AgentJobEvent[] = state.running ? [{ type: 'AgentRunInterrupted', data: { companyId, runId: state.running.runId } }] : [];
        return [...interrupted, { type: 'AgentRunStarted', data: { companyId, runId, trigger, startedAt: at } }];
      }
      case 'FinishAgentRun': {
        if (state.running?.runId !== command.runId) return [];
        const { companyId, runId, at, durationMs, sources, recheck, morningScrape } = command;
        return [{ type: 'AgentRunFinished', data: { companyId, runId, finishedAt: at, durationMs, sources, recheck, morningScrape } }];
      }
      case 'RefreshAgentJob': {
        const { companyId, agentEnabled, nextRunAt, at, by } = command;
        return [{ type: 'AgentJobRefreshed', data: { companyId, agentEnabled, nextRunAt, at, by } }];
      }
    }
  },
};
