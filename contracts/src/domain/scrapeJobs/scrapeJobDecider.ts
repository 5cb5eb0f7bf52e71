/**
 * The scrape job aggregate (`scrapejob-<jobId>`): in the domain core so that every writer — the
 * scheduler and worker of the scraper service, the admin commands of the command service — and
 * every reader of job state decide through the same rules (spec §4 scrape job states).
 */
import type { PageStatus, ScrapeJobStatus } from '../../scraping.ts';
import type { ScrapeJobEvent } from '../../events/index.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

type Created = Extract<ScrapeJobEvent, { type: 'ScrapeJobCreated' }>['data'];
type Completed = Extract<ScrapeJobEvent, { type: 'ScrapeJobCompleted' }>['data'];
type Failed = Extract<ScrapeJobEvent, { type: 'ScrapeJobFailed' }>['data'];

export interface ScrapeJobState {
  status: ScrapeJobStatus | 'NONE';
  jobId: string;
  trials: number;
  /** A failed job the worker will try again. */
  retrying: boolean;
  /** Deleted by a platform admin: gone from the lists, never run again, no further commands. */
  deleted: boolean;
  /** What the job was created with: a replay runs the same input again. */
  input: Created | null;
}

export type ScrapeJobCommand =
  | ({ type: 'CreateScrapeJob' } & Created)
  | { type: 'FetchScrapeJob'; worker: string }
  /** `maxTrials`: a page the site refused fails the trial (see blockedPage), retried while trials remain. */
  | ({ type: 'CompleteScrapeJob'; maxTrials: number } & Omit<Completed, 'jobId' | 'trial'>)
  | ({ type: 'FailScrapeJob'; maxTrials: number } & Omit<Failed, 'jobId' | 'trial' | 'willRetry'>)
  | { type: 'ResetScrapeJob'; resetTrials: boolean }
  | { type: 'DeleteScrapeJob' };

const NOT_FOUND = 'The scrape job was not found.';

/**
 * A page the site refused (HTTP 401/403/429/451, a captcha or bot wall — page status
 * ACCESS_DENIED_403): the scrape did not get the page, so the job FAILS (spec §4 job states; the
 * admin job list shows it among the failed ones) with the page status kept; other page statuses
 * (404, expired offer, …) are the shop's answer about the offer and complete the job.
 */
export const blockedPage = (pageStatus: PageStatus): boolean => pageStatus === 'ACCESS_DENIED_403';

/** The failure text of a refused page (logs and the API; the web shows the page status label). */
export const blockedPageError = (httpStatus: number | null): string => `The site refused the page (access denied or bot wall${httpStatus === null ? '' : `, HTTP ${httpStatus}`}).`;

/** A failed trial's status: TIMED_OUT when it ran out of time, else FAILED — the decider's fold and the job read models say it the same way. */
export const failedTrialStatus = (failed: { timedOut: boolean }): 'TIMED_OUT' | 'FAILED' => (failed.timedOut ? 'TIMED_OUT' : 'FAILED');

/**
 * Life of a scrape job (spec §4): CREATED → FETCHED_FOR_EXECUTION → COMPLETED, or FAILED /
 * TIMED_OUT, retried while trials remain; admins reset jobs (and their trial count), delete
 * them, and replay them (a new job created with the old one's input and `replayOf`).
 */
export const scrapeJobDecider: Decider<ScrapeJobState, ScrapeJobCommand, ScrapeJobEvent> = {
  initialState: () => ({ status: 'NONE', jobId: '', trials: 0, retrying: false, deleted: false, input: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ScrapeJobCreated':
        return { status: 'CREATED', jobId: event.data.jobId, trials: 0, retrying: false, deleted: false, input: event.data };
      case 'ScrapeJobFetched':
        return { ...state, status: 'FETCHED_FOR_EXECUTION', trials: event.data.trial, retrying: false };
      case 'ScrapeJobCompleted':
        return { ...state, status: 'COMPLETED', retrying: false };
      case 'ScrapeJobFailed':
        return { ...state, status: failedTrialStatus(event.data), retrying: event.data.willRetry };
      case 'ScrapeJobReset':
        return { ...state, status: 'CREATED', trials: event.data.resetTrials ? 0 : state.trials, retrying: false };
      case 'ScrapeJobDeleted':
        return { ...state, deleted: true, retrying: false };
    }
  },
  decide: (command, state) => {
    if (command.type === 'CreateScrapeJob') {
      if (state.status !== 'NONE') throw appError('SCRAPE_JOB_EXISTS', 'The scrape job exists already.');
      const { type: _type, ...data } = command;
      return [{ type: 'ScrapeJobCreated', data }];
    }
    if (state.status === 'NONE') throw appError('SCRAPE_JOB_NOT_FOUND', NOT_FOUND);
    const jobId = state.jobId;
    if (state.deleted) {
      // A queued message of a job deleted meanwhile is dropped, not run.
      if (command.type === 'FetchScrapeJob') return [];
      throw appError('SCRAPE_JOB_NOT_FOUND', NOT_FOUND);
    }
    switch (command.type) {
      case 'FetchScrapeJob':
        // A redelivered message of a job that is running, finished or given up is not run again.
        if (state.status !== 'CREATED' && !state.retrying) return [];
        return [{ type: 'ScrapeJobFetched', data: { jobId, trial: state.trials + 1, worker: command.worker } }];
      case 'CompleteScrapeJob': {
        if (state.status !== 'FETCHED_FOR_EXECUTION') throw appError('SCRAPE_JOB_NOT_RUNNING', 'The scrape job is not running.');
        const { type: _type, maxTrials, ...result } = command;
        if (blockedPage(result.pageStatus)) {
          const { durationMs, logs, pageStatus, httpStatus } = result;
          return [{ type: 'ScrapeJobFailed', data: { jobId, trial: state.trials, durationMs, error: blockedPageError(httpStatus), timedOut: false, willRetry: state.trials < maxTrials, logs, pageStatus, httpStatus } }];
        }
        return [{ type: 'ScrapeJobCompleted', data: { jobId, trial: state.trials, ...result } }];
      }
      case 'FailScrapeJob': {
        if (state.status !== 'FETCHED_FOR_EXECUTION') throw appError('SCRAPE_JOB_NOT_RUNNING', 'The scrape job is not running.');
        const { type: _type, maxTrials, ...failure } = command;
        return [{ type: 'ScrapeJobFailed', data: { jobId, trial: state.trials, ...failure, willRetry: state.trials < maxTrials } }];
      }
      case 'ResetScrapeJob':
        if (state.status === 'FETCHED_FOR_EXECUTION') throw appError('SCRAPE_JOB_RUNNING', 'The scrape job is running; it can be reset once it has finished.');
        return [{ type: 'ScrapeJobReset', data: { jobId, resetTrials: command.resetTrials } }];
      case 'DeleteScrapeJob':
        // A running job's worker would record its result on a deleted job: wait for it.
        if (state.status === 'FETCHED_FOR_EXECUTION') throw appError('SCRAPE_JOB_RUNNING', 'The scrape job is running; it can be deleted once it has finished.');
        return [{ type: 'ScrapeJobDeleted', data: { jobId, companyId: state.input?.companyId ?? '' } }];
    }
  },
};

/**
 * The input a replay of this job runs again (a new job's CreateScrapeJob without its id, trigger
 * kept): only of an existing, not deleted job that is not running.
 */
export function replayInputOf(state: ScrapeJobState): Omit<Created, 'jobId'> {
  if (state.status === 'NONE' || state.deleted || !state.input) throw appError('SCRAPE_JOB_NOT_FOUND', NOT_FOUND);
  if (state.status === 'FETCHED_FOR_EXECUTION') throw appError('SCRAPE_JOB_RUNNING', 'The scrape job is running; replay it once it has finished.');
  const { jobId: _jobId, requestId: _requestId, replayOf: _replayOf, createdBy: _createdBy, ...input } = state.input;
  return { ...input, replayOf: state.jobId };
}
