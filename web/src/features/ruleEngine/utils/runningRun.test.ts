import { describe, expect, it } from 'vitest';
import type { PricingRunView } from '@pm/contracts';
import { progressOf, runningRun } from './runningRun.ts';

const run = (runId: string, status: PricingRunView['status']): PricingRunView => ({
  runId,
  trigger: 'USER',
  requestedBy: 'u1',
  requestedByName: 'Anna Admin',
  requestedAt: '2026-02-01T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  durationMs: null,
  status,
  productCount: null,
  counts: { EXECUTED: 0, OVERWRITTEN: 0, ERROR: 0, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 },
  proposals: null,
  unmatched: null,
  failureReason: null,
});

describe('the run in progress', () => {
  it('is the newest run while it waits or runs', () => {
    expect(runningRun([run('r2', 'REQUESTED'), run('r1', 'COMPLETED')], 1)?.runId).toBe('r2');
    expect(runningRun([run('r2', 'RUNNING')], 1)?.runId).toBe('r2');
    expect(runningRun([run('r2', 'FAILED'), run('r1', 'RUNNING')], 1)).toBeNull();
    expect(runningRun([run('r2', 'RUNNING')], 2)).toBeNull();
    expect(runningRun(undefined, 1)).toBeNull();
  });

  it('shows only its own progress', () => {
    expect(progressOf(run('r2', 'RUNNING'), { runId: 'r2', done: 3, total: 10 })).toEqual({ runId: 'r2', done: 3, total: 10 });
    expect(progressOf(run('r2', 'RUNNING'), { runId: 'r1', done: 10, total: 10 })).toBeNull();
  });
});
