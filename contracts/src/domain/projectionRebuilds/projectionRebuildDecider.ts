import type { ProjectionRebuildEvent } from '../../events/projectionRebuildEvents.ts';
import type { Decider } from '../decider.ts';

/** The rebuilds of one read model: the one running (if any) and the last generation started. */
export interface ProjectionRebuildState {
  running: { generation: number } | null;
  lastGeneration: number;
}

export type ProjectionRebuildCommand =
  | { type: 'StartRebuild'; readModel: string; generation: number; reason: 'REQUESTED' | 'VERSION_CHANGED'; version: number; headPosition: string }
  | { type: 'CompleteRebuild'; readModel: string; generation: number; position: string; durationMs: number }
  | { type: 'FailRebuild'; readModel: string; generation: number; error: string };

export const INTERRUPTED = 'INTERRUPTED';

const initialState = (): ProjectionRebuildState => ({ running: null, lastGeneration: 0 });

function evolve(state: ProjectionRebuildState, event: ProjectionRebuildEvent): ProjectionRebuildState {
  switch (event.type) {
    case 'ProjectionRebuildStarted':
      return { running: { generation: event.data.generation }, lastGeneration: Math.max(state.lastGeneration, event.data.generation) };
    case 'ProjectionRebuildCompleted':
    case 'ProjectionRebuildFailed':
      return state.running?.generation === event.data.generation ? { ...state, running: null } : state;
  }
}

/**
 * Records a read model's rebuilds. The projection manager runs at most one rebuild of a read
 * model per process and asks this decider before it starts one, so a start while the log still
 * says "running" means the process that ran it stopped before it switched: that rebuild is
 * recorded as failed (INTERRUPTED) before the new one starts. Completing or failing a generation
 * that is not the running one records nothing (a repeated report).
 */
export const projectionRebuildDecider: Decider<ProjectionRebuildState, ProjectionRebuildCommand, ProjectionRebuildEvent> = {
  initialState,
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'StartRebuild': {
        const { readModel, generation, reason, version, headPosition } = command;
        const interrupted: ProjectionRebuildEvent[] = state.running ? [{ type: 'ProjectionRebuildFailed', data: { readModel, generation: state.running.generation, error: INTERRUPTED } }] : [];
        return [...interrupted, { type: 'ProjectionRebuildStarted', data: { readModel, generation, reason, version, headPosition } }];
      }
      case 'CompleteRebuild':
        if (state.running?.generation !== command.generation) return [];
        return [{ type: 'ProjectionRebuildCompleted', data: { readModel: command.readModel, generation: command.generation, position: command.position, durationMs: command.durationMs } }];
      case 'FailRebuild':
        if (state.running?.generation !== command.generation) return [];
        return [{ type: 'ProjectionRebuildFailed', data: { readModel: command.readModel, generation: command.generation, error: command.error } }];
    }
  },
};
