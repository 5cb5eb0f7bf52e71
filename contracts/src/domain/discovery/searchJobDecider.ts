/**
 * A discovery search job (`discoverysearch-<jobId>`, spec §4 search job statuses): CREATED with
 * its request (the request event names the job id), RUNNING per trial, then one final status.
 * A redelivered job after a final status does nothing (the bus delivers at least once).
 */
import type { SearchFailureReason, SearchJobStatus, SearchLogLine } from '../../http/discovery.ts';
import { FINAL_SEARCH_JOB_STATUSES } from '../../http/discovery.ts';
import type { DiscoverySearchEvent } from '../../events/discoveryEvents.ts';

import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

export interface SearchJobState {
  status: SearchJobStatus;
  trials: number;
  reason: SearchFailureReason | null;
}

export type SearchJobCommand =
  | { type: 'StartSearch'; jobId: string; requestId: string; companyId: string; worker: string; maxTrials: number; at: string }
  | { type: 'FinishSearch'; jobId: string; requestId: string; companyId: string; status: SearchJobStatus; reason: SearchFailureReason | null; candidateCount: number; durationMs: number; logs: SearchLogLine[]; at: string };

export const isFinalSearchStatus = (status: SearchJobStatus) => FINAL_SEARCH_JOB_STATUSES.includes(status);

export const searchJobDecider: Decider<SearchJobState, SearchJobCommand, DiscoverySearchEvent> = {
  initialState: () => ({ status: 'CREATED', trials: 0, reason: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'DiscoverySearchStarted':
        return { ...state, status: 'RUNNING', trials: event.data.trial };
      case 'DiscoverySearchFinished':
        return { ...state, status: event.data.status, reason: event.data.reason };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'StartSearch': {
        if (isFinalSearchStatus(state.status)) return [];
        const trial = state.trials + 1;
        if (trial > command.maxTrials) {
          return [{ type: 'DiscoverySearchFinished', data: { jobId: command.jobId, requestId: command.requestId, companyId: command.companyId, status: 'FAILED_WITH_UNKNOWN_PROBLEM', reason: 'UNKNOWN', candidateCount: 0, durationMs: 0, logs: [{ at: command.at, level: 'ERROR', code: 'GIVEN_UP', params: { trials: command.maxTrials } }], at: command.at } }];
        }
        return [{ type: 'DiscoverySearchStarted', data: { jobId: command.jobId, requestId: command.requestId, companyId: command.companyId, trial, worker: command.worker, at: command.at } }];
      }
      case 'FinishSearch': {
        if (isFinalSearchStatus(state.status)) return [];
        if (!isFinalSearchStatus(command.status)) throw appError('VALIDATION_FAILED', `A search job cannot finish as ${command.status}.`);
        const { type: _type, logs, ...data } = command;
        return [{ type: 'DiscoverySearchFinished', data: { ...data, logs: logs.slice(-200).map((l) => ({ ...l, params: Object.fromEntries(Object.entries(l.params).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 1000) : v])) })) } }];
      }
    }
  },
};
