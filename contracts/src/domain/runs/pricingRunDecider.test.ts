import { describe, expect, it } from 'vitest';
import type { PricingRunEvent } from '../../events/index.ts';
import { deciderSpec } from '../../testing/index.ts';
import { fold } from '../decider.ts';
import { emptyOutcomeCounts, pricingRunDecider } from './pricingRunDecider.ts';

const spec = deciderSpec(pricingRunDecider);
const runId = 'r1';
const companyId = 'c1';
type Data<T extends PricingRunEvent['type']> = Extract<PricingRunEvent, { type: T }>['data'];

const request: Data<'PricingRunRequested'> = { runId, companyId, trigger: 'USER', requestedBy: 'u1', requestedAt: '2026-02-01T10:00:00.000Z' };
const start: Data<'PricingRunStarted'> = { runId, companyId, startedAt: '2026-02-01T10:00:01.000Z', productCount: 2, channelCount: 1, ruleCount: 1, channels: [{ channelId: 'ch1', name: 'Shop DE' }], rules: [{ ruleId: 'x', name: 'Cheapest', position: 1 }] };
const outcome = (sku: string, result: 'EXECUTED' | 'ERROR') => ({ productId: `p-${sku}`, sku, channelId: 'ch1', outcome: result, ruleId: 'x', reason: null, adjustmentId: null });
const outcomes: Data<'PricingRunOutcomesRecorded'> = { runId, companyId, outcomes: [outcome('A', 'EXECUTED'), outcome('B', 'ERROR')], throughSku: 'B', unmatched: 1 };
const totals = { ...emptyOutcomeCounts(), EXECUTED: 1, ERROR: 1 };
const failure: Data<'PricingRunFailed'> = { runId, companyId, failedAt: '2026-02-01T10:00:02.000Z', reason: 'ENGINE_ERROR', detail: 'boom' };

const requested: PricingRunEvent = { type: 'PricingRunRequested', data: request };
const started: PricingRunEvent = { type: 'PricingRunStarted', data: start };
const recorded: PricingRunEvent = { type: 'PricingRunOutcomesRecorded', data: outcomes };
const completed: PricingRunEvent = { type: 'PricingRunCompleted', data: { runId, companyId, completedAt: '2026-02-01T10:00:02.000Z', durationMs: 1_000, counts: totals, proposals: 1, unmatched: 1 } };
const failed: PricingRunEvent = { type: 'PricingRunFailed', data: failure };

/** Given these events, then the run's state. */
const given = (...events: PricingRunEvent[]) => fold(pricingRunDecider, events);

describe('pricing run', () => {
  it('keeps who asked for the run, how and when', () => {
    expect(given(requested)).toMatchObject({ status: 'REQUESTED', runId, companyId, trigger: 'USER', requestedBy: 'u1', requestedAt: '2026-02-01T10:00:00.000Z', startedAt: null, productCount: null, finishedAt: null });
  });

  it('keeps the names of the channels and rules the run saw when it started', () => {
    expect(given(requested, started)).toMatchObject({ status: 'RUNNING', startedAt: '2026-02-01T10:00:01.000Z', productCount: 2, channelNames: { ch1: 'Shop DE' }, rules: { x: { name: 'Cheapest', position: 1 } } });
  });

  it('counts outcomes as they are recorded and takes the totals of the completion', () => {
    expect(given(requested, started, recorded)).toMatchObject({ counts: totals, unmatched: 1, throughSku: 'B', proposals: null });
    expect(given(requested, started, recorded, completed)).toMatchObject({ status: 'COMPLETED', finishedAt: '2026-02-01T10:00:02.000Z', durationMs: 1_000, counts: totals, proposals: 1, unmatched: 1 });
  });

  it('keeps why a run failed and when', () => {
    expect(given(requested, started, failed)).toMatchObject({ status: 'FAILED', finishedAt: '2026-02-01T10:00:02.000Z', failureReason: 'ENGINE_ERROR' });
    expect(given(requested, failed)).toMatchObject({ status: 'FAILED', failureReason: 'ENGINE_ERROR' });
  });

  it('ignores what does not follow the life cycle: a second request, events of a finished or unknown run', () => {
    expect(given(started, recorded, failed)).toEqual(pricingRunDecider.initialState());
    expect(given(requested, started, completed, failed)).toEqual(given(requested, started, completed));
    expect(given(requested, { type: 'PricingRunRequested', data: { ...request, requestedBy: 'someone else' } })).toEqual(given(requested));
  });

  it('decides each step only in its state', () => {
    spec.given([]).when({ type: 'RequestPricingRun', request }).then([requested]);
    spec.given([requested]).when({ type: 'RequestPricingRun', request }).then([]);
    spec.given([requested]).when({ type: 'RecordRunOutcomes', outcomes }).thenThrows('PRICING_RUN_NOT_RUNNING');
    spec.given([requested, started]).when({ type: 'RecordRunOutcomes', outcomes }).then([recorded]);
    spec.given([requested, started, completed]).when({ type: 'FailPricingRun', failure }).then([]);
    spec.given([]).when({ type: 'StartPricingRun', start }).thenThrows('PRICING_RUN_NOT_FOUND');
  });
});
