import type { ScrapeJobStatus } from '@pm/contracts';
import type { ScrapeJobEvent } from '@pm/contracts/events';
import { appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

export interface ScrapeJobState {
  status: ScrapeJobStatus | 'NONE';
  jobId: string;
  trials: number;
  /** A failed job the worker will try again. */
  retrying: boolean;
}

type Created = Extract<ScrapeJobEvent, { type: 'ScrapeJobCreated' }>['data'];
type Completed = Extract<ScrapeJobEvent, { type: 'ScrapeJobCompleted' }>['data'];
type Failed = Extract<ScrapeJobEvent, { type: 'ScrapeJobFailed' }>['data'];

export type ScrapeJobCommand =
  | ({ type: 'CreateScrapeJob' } & Created)
  | { type: 'FetchScrapeJob'; worker: string }
  | ({ type: 'CompleteScrapeJob' } & Omit<Completed, 'jobId' | 'trial'>)
  | ({ type: 'FailScrapeJob'; maxTrials: number } & Omit<Failed, 'jobId' | 'trial' | 'willRetry'>)
  | { type: 'ResetScrapeJob'; resetTrials: boolean };

/**
 * Life of a scrape job (spec §4): CREATED → FETCHED_FOR_EXECUTION → COMPLETED, or FAILED /
 * TIMED_OUT, retried while trials remain; admins reset jobs (and their trial count).
 */
export const scrapeJobDecider: Decider<ScrapeJobState, ScrapeJobCommand, ScrapeJobEvent> = {
  initialState: () => ({ status: 'NONE', jobId: '', trials: 0, retrying: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ScrapeJobCreated':
        return { status: 'CREATED', jobId: event.data.jobId, trials: 0, retrying: false };
      case 'ScrapeJobFetched':
        return { ...state, status: 'FETCHED_FOR_EXECUTION', trials: event.data.trial, retrying: false };
      case 'ScrapeJobCompleted':
        return { ...state, status: 'COMPLETED', retrying: false };
      case 'ScrapeJobFailed':
        return { ...state, status: event.data.timedOut ? 'TIMED_OUT' : 'FAILED', retrying: event.data.willRetry };
      case 'ScrapeJobReset':
        return { ...state, status: 'CREATED', trials: event.data.resetTrials ? 0 : state.trials, retrying: false };
    }
  },
  decide: (command, state) => {
    if (command.type === 'CreateScrapeJob') {
      if (state.status !== 'NONE') throw appError('SCRAPE_JOB_EXISTS', 'The scrape job exists already.');
      const { type: _type, ...data } = command;
      return [{ type: 'ScrapeJobCreated', data }];
    }
    if (state.status === 'NONE') throw appError('SCRAPE_JOB_NOT_FOUND', 'The requested resource was not found.');
    const jobId = state.jobId;
    switch (command.type) {
      case 'FetchScrapeJob':
        // A redelivered message of a job that is running, finished or given up is not run again.
        if (state.status !== 'CREATED' && !state.retrying) return [];
        return [{ type: 'ScrapeJobFetched', data: { jobId, trial: state.trials + 1, worker: command.worker } }];
      case 'CompleteScrapeJob': {
        if (state.status !== 'FETCHED_FOR_EXECUTION') throw appError('SCRAPE_JOB_NOT_RUNNING', 'The scrape job is not running.');
        const { type: _type, ...result } = command;
        return [{ type: 'ScrapeJobCompleted', data: { jobId, trial: state.trials, ...result } }];
      }
      case 'FailScrapeJob': {
        if (state.status !== 'FETCHED_FOR_EXECUTION') throw appError('SCRAPE_JOB_NOT_RUNNING', 'The scrape job is not running.');
        const { type: _type, maxTrials, ...failure } = command;
        return [{ type: 'ScrapeJobFailed', data: { jobId, trial: state.trials, ...failure, willRetry: state.trials < maxTrials } }];
      }
      case 'ResetScrapeJob':
        if (state.status === 'FETCHED_FOR_EXECUTION') throw appError('SCRAPE_JOB_NOT_RUNNING', 'A running job cannot be reset.');
        return [{ type: 'ScrapeJobReset', data: { jobId, resetTrials: command.resetTrials } }];
    }
  },
};
