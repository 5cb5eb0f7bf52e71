import type { ScrapeJobStatus, ScrapeResultKind } from '@pm/contracts';

/** Badge colours used for outcomes. */
export type OutcomeTone = 'success' | 'danger' | 'warning' | 'informative' | 'subtle';

/** The colour of a result kind: green success, red error or failure, amber note, blue info. */
export function resultTone(kind: ScrapeResultKind): OutcomeTone {
  switch (kind) {
    case 'SUCCESS':
      return 'success';
    case 'ERROR':
    case 'EXECUTION_FAILED':
      return 'danger';
    case 'NOTE':
      return 'warning';
    case 'INFO':
      return 'informative';
  }
}

/** The colour of a job status: finished ones by outcome, waiting and running ones neutral. */
export function jobStatusTone(status: ScrapeJobStatus): OutcomeTone {
  switch (status) {
    case 'COMPLETED':
      return 'success';
    case 'FAILED':
    case 'TIMED_OUT':
      return 'danger';
    case 'FETCHED_FOR_EXECUTION':
      return 'informative';
    case 'CREATED':
      return 'subtle';
  }
}
