import { describe, expect, it } from 'vitest';
import type { ProjectionRebuildEvent } from '../../events/projectionRebuildEvents.ts';
import { fold } from '../decider.ts';
import { INTERRUPTED, projectionRebuildDecider, type ProjectionRebuildCommand } from './projectionRebuildDecider.ts';

const given = (events: ProjectionRebuildEvent[]) => ({
  when: (command: ProjectionRebuildCommand) => projectionRebuildDecider.decide(command, fold(projectionRebuildDecider, events)),
});
const start = (generation: number): ProjectionRebuildCommand => ({ type: 'StartRebuild', readModel: 'insights', generation, reason: 'REQUESTED', version: 3, headPosition: '100' });
const started = (generation: number): ProjectionRebuildEvent => ({ type: 'ProjectionRebuildStarted', data: { readModel: 'insights', generation, reason: 'REQUESTED', version: 3, headPosition: '100' } });

describe('projectionRebuildDecider', () => {
  it('records a start, then its completion with the position it switched at', () => {
    expect(given([]).when(start(2))).toEqual([started(2)]);
    expect(given([started(2)]).when({ type: 'CompleteRebuild', readModel: 'insights', generation: 2, position: '120', durationMs: 1500 })).toEqual([
      { type: 'ProjectionRebuildCompleted', data: { readModel: 'insights', generation: 2, position: '120', durationMs: 1500 } },
    ]);
  });

  it('records a failure of the running generation', () => {
    expect(given([started(2)]).when({ type: 'FailRebuild', readModel: 'insights', generation: 2, error: 'boom' })).toEqual([
      { type: 'ProjectionRebuildFailed', data: { readModel: 'insights', generation: 2, error: 'boom' } },
    ]);
  });

  it('marks a rebuild the log still shows running as interrupted before a new one starts', () => {
    expect(given([started(2)]).when(start(2))).toEqual([{ type: 'ProjectionRebuildFailed', data: { readModel: 'insights', generation: 2, error: INTERRUPTED } }, started(2)]);
  });

  it('records nothing for a generation that is not running (a repeated or late report)', () => {
    const completed: ProjectionRebuildEvent = { type: 'ProjectionRebuildCompleted', data: { readModel: 'insights', generation: 2, position: '120', durationMs: 5 } };
    expect(given([started(2), completed]).when({ type: 'CompleteRebuild', readModel: 'insights', generation: 2, position: '130', durationMs: 9 })).toEqual([]);
    expect(given([started(3)]).when({ type: 'FailRebuild', readModel: 'insights', generation: 2, error: 'late' })).toEqual([]);
    expect(given([]).when({ type: 'CompleteRebuild', readModel: 'insights', generation: 1, position: '1', durationMs: 1 })).toEqual([]);
  });
});
