import type { PricingRunReservationEvent } from '../../events/index.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

export interface RunReservationState {
  lastRunId: string | null;
  reservedAt: string | null;
}

/** Where the company's last reserved run is, read from its own stream by the caller. */
export type LastRunStatus = 'OPEN' | 'FINISHED' | 'MISSING';

export type RunReservationCommand = {
  type: 'ReservePricingRun';
  companyId: string;
  runId: string;
  trigger: 'USER' | 'SCHEDULE';
  at: string;
  lastRun: LastRunStatus;
};

/**
 * A reservation whose run stream is still missing after this long was abandoned (the process
 * died between the two writes); before that, its request is being written.
 */
export const ABANDONED_RESERVATION_MS = 60_000;

/**
 * One rule-engine run per company at a time (spec §4): a run may be reserved when the company's
 * last run has completed or failed. The same run reserved again (a second scheduler instance, a
 * retried write) is a no-op.
 */
export const runReservationDecider: Decider<RunReservationState, RunReservationCommand, PricingRunReservationEvent> = {
  initialState: () => ({ lastRunId: null, reservedAt: null }),
  evolve: (_state, event) => ({ lastRunId: event.data.runId, reservedAt: event.data.reservedAt }),
  decide: (command, state) => {
    if (state.lastRunId === command.runId) return [];
    if (state.lastRunId !== null) {
      const writing = command.lastRun === 'MISSING' && state.reservedAt !== null && Date.parse(command.at) - Date.parse(state.reservedAt) < ABANDONED_RESERVATION_MS;
      if (command.lastRun === 'OPEN' || writing) throw appError('PRICING_RUN_IN_PROGRESS', 'The rule engine is already running. Please wait until the run has finished.');
    }
    const { companyId, runId, trigger, at } = command;
    return [{ type: 'PricingRunReserved', data: { companyId, runId, trigger, reservedAt: at } }];
  },
};
