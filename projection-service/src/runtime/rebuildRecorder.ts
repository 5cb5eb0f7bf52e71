import { projectionRebuildDecider, type ProjectionRebuildCommand } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { handleCommand, newId, WrongExpectedRevisionError, type EventStore } from '@pm/platform';
import type { RebuildRecorder } from './projectionManager.ts';

/**
 * Records read-model rebuilds in the event log, through the rebuild decider, on the read model's
 * own stream (`projectionrebuild-<name>`): who started which generation and why, and how it ended.
 * Platform events: no company.
 */
export function createRebuildRecorder(events: EventStore): RebuildRecorder {
  const record = async (command: ProjectionRebuildCommand, userId: string) => {
    const context = { companyId: null, userId, correlationId: newId(), causationId: null };
    // One writer per read model in a process; a concurrent append from another process is decided again.
    for (let attempt = 0; ; attempt++) {
      try {
        await handleCommand(events, streams.projectionRebuild(command.readModel), projectionRebuildDecider, command, context);
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= 2) throw error;
      }
    }
  };
  return {
    started: ({ readModel, generation, reason, version, headPosition, requestedBy }) =>
      record({ type: 'StartRebuild', readModel, generation, reason, version, headPosition: headPosition.toString() }, requestedBy),
    completed: ({ readModel, generation, position, durationMs }) => record({ type: 'CompleteRebuild', readModel, generation, position: position.toString(), durationMs }, 'service:projection'),
    failed: ({ readModel, generation, error }) => record({ type: 'FailRebuild', readModel, generation, error }, 'service:projection'),
  };
}
