import { describe, expect, it } from 'vitest';
import type { DiscoverySearchEvent } from '../../events/discoveryEvents.ts';
import { deciderSpec } from '../../testing/index.ts';
import { fold } from '../decider.ts';
import { searchJobDecider } from './searchJobDecider.ts';

const spec = deciderSpec(searchJobDecider);
const at = '2026-11-29T10:00:00.000Z';
const ids = { jobId: 'j1', requestId: 'r1', companyId: 'c1' };
const started = (trial: number): DiscoverySearchEvent => ({ type: 'DiscoverySearchStarted', data: { ...ids, trial, worker: 'w', at } });
const finished: DiscoverySearchEvent = { type: 'DiscoverySearchFinished', data: { ...ids, status: 'SUCCESS', reason: null, candidateCount: 3, durationMs: 120, logs: [], at } };

describe('search job decider', () => {
  it('starts trials counting up', () => {
    spec.given([]).when({ type: 'StartSearch', ...ids, worker: 'w', maxTrials: 3, at }).then([started(1)]);
    spec.given([started(1)]).when({ type: 'StartSearch', ...ids, worker: 'w', maxTrials: 3, at }).then([started(2)]);
    expect(fold(searchJobDecider, [started(1), started(2)])).toEqual({ status: 'RUNNING', trials: 2, reason: null });
  });

  it('gives up after the last trial with an unknown problem', () => {
    spec.given([started(1), started(2)]).when({ type: 'StartSearch', ...ids, worker: 'w', maxTrials: 2, at }).then([
      { type: 'DiscoverySearchFinished', data: { ...ids, status: 'FAILED_WITH_UNKNOWN_PROBLEM', reason: 'UNKNOWN', candidateCount: 0, durationMs: 0, logs: [{ at, level: 'ERROR', code: 'GIVEN_UP', params: { trials: 2 } }], at } },
    ]);
  });

  it('finishes once; a redelivered job after that does nothing', () => {
    spec.given([started(1)]).when({ type: 'FinishSearch', ...ids, status: 'SUCCESS', reason: null, candidateCount: 3, durationMs: 120, logs: [], at }).then([finished]);
    spec.given([started(1), finished]).when({ type: 'FinishSearch', ...ids, status: 'SEARCH_FAILED', reason: 'SEARCH_PAGE_ERROR', candidateCount: 0, durationMs: 1, logs: [], at }).then([]);
    spec.given([started(1), finished]).when({ type: 'StartSearch', ...ids, worker: 'w', maxTrials: 3, at }).then([]);
  });

  it('refuses a non-final finishing status', () => {
    spec.given([started(1)]).when({ type: 'FinishSearch', ...ids, status: 'RUNNING', reason: null, candidateCount: 0, durationMs: 0, logs: [], at }).thenThrows('VALIDATION_FAILED');
  });
});
