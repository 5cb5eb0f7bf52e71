import type { AgentJobEvent } from '../../events/agentJobEvents.ts';
import type { Decider } from '../decider.ts';

type SourceResult = Extract<AgentJobEvent, { type: 'AgentRunFinished' }>['data']['sources'][number];

/** A company's agent job: the run that is open (if any) and how many runs it has had. */
export interface AgentJobState {
  running: { runId: string } | null;
  runs: number;
}

export type AgentJobCommand =
  | { type: 'StartAgentRun'; companyId: string; runId: string; trigger: 'SCHEDULE' | 'MANUAL'; at: string }
  | { type: 'FinishAgentRun'; companyId: string; runId: string; at: string; durationMs: number; sources: SourceResult[] };

const initialState = (): AgentJobState => ({ running: null, runs: 0 });

function evolve(state: AgentJobState, event: AgentJobEvent): AgentJobState {
  switch (event.type) {
    case 'AgentRunStarted':
      return { running: { runId: event.data.runId }, runs: state.runs + 1 };
    case 'AgentRunFinished':
    case 'AgentRunInterrupted':
      return state.running?.runId === event.data.runId ? { ...state, running: null } : state;
  }
}

/**
 * Records a company's agent runs. The agent runs one run per company at a time in its process
 * (it waits for the open one), so a start while the log still says "running" means the process
 * that ran it stopped before it finished: that run is recorded as interrupted before the new one
 * starts. Finishing a run that is not the open one records nothing (a repeated report).
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
      case 'FinishAgentRun':
        if (state.running?.runId !== command.runId) return [];
        return [{ type: 'AgentRunFinished', data: { companyId: command.companyId, runId: command.runId, finishedAt: command.at, durationMs: command.durationMs, sources: command.sources } }];
    }
  },
};
