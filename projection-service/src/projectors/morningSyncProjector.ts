/**
 * The morning sync's read model (issue 15 item 9): one document per company and local date with
 * the steps recorded that morning (inputs refresh, scheduled run, feed sync) — the price-engine
 * overview shows the latest, a failed step included.
 */
import type { MorningSyncEvent } from '@pm/contracts/events';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { MorningSyncView } from '@pm/contracts';
import type { Projector } from '../runtime/projector.ts';

export const MORNING_SYNCS = 'morningSyncs';

export interface MorningSyncDoc extends Doc {
  companyId: string;
  date: string;
  steps: Partial<Record<MorningSyncView['steps'][number]['step'], MorningSyncView['steps'][number]>>;
}

function project(recorded: RecordedEvent): WriteOp[] {
  const event = toDomainEvent<MorningSyncEvent>(recorded);
  const { companyId, date, step, ...rest } = event.data;
  return [{ op: 'update', collection: MORNING_SYNCS, id: `${companyId}:${date}`, update: { $set: { companyId, date, [`steps.${step}`]: { step, ...rest } } }, upsert: true }];
}

export const morningSyncProjector: Projector = {
  name: 'morningSync',
  version: 1,
  collections: { [MORNING_SYNCS]: [{ keys: { companyId: 1, date: -1 } }] },
  handles: ['MorningSyncStepRecorded'],
  project,
  notices: (recorded) => {
    const companyId = (recorded.data as { companyId?: unknown }).companyId;
    return typeof companyId === 'string' ? [{ companyId, queryKeys: [['price-engine']] }] : [];
  },
};
