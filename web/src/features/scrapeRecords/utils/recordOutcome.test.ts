import { describe, expect, it } from 'vitest';
import { SCRAPE_JOB_STATUSES, SCRAPE_RESULT_KINDS } from '@pm/contracts';
import { jobStatusTone, resultTone } from './recordOutcome.ts';

describe('resultTone', () => {
  it('marks errors and failed executions red, notes amber, info blue, success green', () => {
    expect(SCRAPE_RESULT_KINDS.map((kind) => [kind, resultTone(kind)])).toEqual([
      ['SUCCESS', 'success'],
      ['ERROR', 'danger'],
      ['INFO', 'informative'],
      ['NOTE', 'warning'],
      ['EXECUTION_FAILED', 'danger'],
    ]);
  });
});

describe('jobStatusTone', () => {
  it('gives every status of spec §4 a colour', () => {
    expect(SCRAPE_JOB_STATUSES.map(jobStatusTone)).toEqual(['subtle', 'informative', 'success', 'danger', 'danger']);
  });
});
