import type { ProjectionRebuildEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const READ_MODEL_REBUILDS = 'readModelRebuilds';

/** One rebuild of one read model (id `<readModel>:<generation>`). */
export interface RebuildDoc {
  _id: string;
  readModel: string;
  generation: number;
  reason: 'REQUESTED' | 'VERSION_CHANGED';
  version: number;
  requestedBy: string;
  startedAt: string;
  outcome: 'RUNNING' | 'COMPLETED' | 'FAILED';
  endedAt: string | null;
  durationMs: number | null;
  position: string | null;
  error: string | null;
  [key: string]: unknown;
}

const idOf = (readModel: string, generation: number) => `${readModel}:${generation}`;

/** The history of read-model rebuilds (platform-wide; shown to platform admins only). */
export const readModelRebuildsProjector: Projector = {
  name: 'readModelRebuilds',
  version: 1,
  collections: { [READ_MODEL_REBUILDS]: [{ keys: { readModel: 1, startedAt: -1 } }] },
  handles: ['ProjectionRebuildStarted', 'ProjectionRebuildCompleted', 'ProjectionRebuildFailed'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<ProjectionRebuildEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'ProjectionRebuildStarted': {
        const { readModel, generation, reason, version } = event.data;
        const doc: RebuildDoc = { _id: idOf(readModel, generation), readModel, generation, reason, version, requestedBy: recorded.metadata.userId, startedAt: at, outcome: 'RUNNING', endedAt: null, durationMs: null, position: null, error: null };
        return [{ op: 'put', collection: READ_MODEL_REBUILDS, doc }];
      }
      case 'ProjectionRebuildCompleted': {
        const { readModel, generation, position, durationMs } = event.data;
        return [{ op: 'update', collection: READ_MODEL_REBUILDS, id: idOf(readModel, generation), update: { $set: { outcome: 'COMPLETED', endedAt: at, durationMs, position } } }];
      }
      case 'ProjectionRebuildFailed': {
        const { readModel, generation, error } = event.data;
        return [{ op: 'update', collection: READ_MODEL_REBUILDS, id: idOf(readModel, generation), update: { $set: { outcome: 'FAILED', endedAt: at, error } } }];
      }
    }
  },
};
