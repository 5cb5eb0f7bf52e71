/**
 * The morning sync of one company (stream `morningsync-<companyId>`, issue 15 item 9): per local
 * date, each step (inputs refresh → scheduled run → feed sync) is recorded once. The fold keeps
 * the last days only; a new date starts with no step recorded, so a failed day never holds up the
 * next one.
 */
import type { MorningSyncEvent, MorningSyncStep } from '../../events/morningSyncEvents.ts';
import type { Decider } from '../decider.ts';

export type MorningSyncStepRecord = MorningSyncEvent['data'];

export interface MorningSyncState {
  /** Local date → the steps recorded that day. */
  days: Map<string, Partial<Record<MorningSyncStep, MorningSyncStepRecord>>>;
}

export interface RecordMorningSyncStep {
  type: 'RecordMorningSyncStep';
  record: MorningSyncStepRecord;
}

/** Days kept in the fold (the stream has them all). */
const DAYS_KEPT = 7;

export const morningStepOf = (state: MorningSyncState, date: string, step: MorningSyncStep): MorningSyncStepRecord | null => state.days.get(date)?.[step] ?? null;

export const morningSyncDecider: Decider<MorningSyncState, RecordMorningSyncStep, MorningSyncEvent> = {
  initialState: () => ({ days: new Map() }),
  evolve: (state, event) => {
    const days = new Map(state.days);
    days.set(event.data.date, { ...days.get(event.data.date), [event.data.step]: event.data });
    while (days.size > DAYS_KEPT) days.delete([...days.keys()].sort()[0]!);
    return { days };
  },
  decide: (command, state) => (morningStepOf(state, command.record.date, command.record.step) ? [] : [{ type: 'MorningSyncStepRecorded', data: command.record }]),
};
