import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@pm/platform';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { PRICING_RUN_OUTCOMES, PRICING_RUNS, pricingRunsProjector } from './pricingRunsProjector.ts';
import { recordedEvent } from '@pm/platform/testing';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const runId = '01a202fa-b785-7418-a085-d1dc0c15e785';

function recorded(type: string, data: Record<string, unknown>, occurredAt = '2026-02-01T10:00:00.000Z'): RecordedEvent {
  return recordedEvent(type, { runId, companyId, ...data }, { companyId, occurredAt, streamId: `pricingrun-${runId}`, userId: 'pricing-service' });
}
const outcome = (sku: string, result: string, ruleId: string | null, reason: string | null = null) => ({ productId: `p-${sku}`, sku, channelId: 'ch1', outcome: result, ruleId, reason, adjustmentId: result === 'EXECUTED' ? `a-${sku}` : null });

const spec = projectionSpec(pricingRunsProjector);

describe('pricingRunsProjector', () => {
  // Every event so far, each its own batch (as the runner may see them).
  const log: RecordedEvent[] = [];
  beforeEach(() => {
    log.length = 0;
  });
  const apply = async (...events: RecordedEvent[]) => {
    log.push(...events);
    const [run = null] = await spec.given(...log).documents(PRICING_RUNS, { _id: runId });
    return run;
  };

  it('follows a run from its request to its completion, counting outcomes as they are recorded', async () => {
    expect(await apply(recorded('PricingRunRequested', { trigger: 'USER', requestedBy: 'u1', requestedAt: '2026-02-01T10:00:00.000Z' }))).toMatchObject({ status: 'REQUESTED', startedAt: null, counts: { EXECUTED: 0 } });
    const started = await apply(recorded('PricingRunStarted', { startedAt: '2026-02-01T10:00:01.000Z', productCount: 2, channelCount: 1, ruleCount: 2, channels: [{ channelId: 'ch1', name: 'Shop DE' }], rules: [{ ruleId: 'r1', name: 'Cheapest', position: 1 }, { ruleId: 'r2', name: 'Margin', position: 2 }] }));
    expect(started).toMatchObject({ status: 'RUNNING', productCount: 2, channelNames: { ch1: 'Shop DE' } });
    const partway = await apply(recorded('PricingRunOutcomesRecorded', { outcomes: [outcome('A', 'EXECUTED', 'r1'), outcome('A', 'OVERWRITTEN', 'r2'), outcome('B', 'ERROR', 'r1', 'MISSING_PURCHASE_PRICE')], throughSku: 'B', unmatched: 0 }));
    expect(partway).toMatchObject({ status: 'RUNNING', counts: { EXECUTED: 1, OVERWRITTEN: 1, ERROR: 1, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 } });
    const done = await apply(recorded('PricingRunCompleted', { completedAt: '2026-02-01T10:00:02.500Z', durationMs: 1_500, counts: { EXECUTED: 1, OVERWRITTEN: 1, ERROR: 1, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 }, proposals: 1, unmatched: 0 }));
    expect(done).toMatchObject({ status: 'COMPLETED', finishedAt: '2026-02-01T10:00:02.500Z', durationMs: 1_500, proposals: 1 });
    const outcomes = await spec.given(...log).documents(PRICING_RUN_OUTCOMES, { runId, outcome: 'ERROR' });
    expect(outcomes).toEqual([expect.objectContaining({ sku: 'B', ruleId: 'r1', reason: 'MISSING_PURCHASE_PRICE' })]);
  });

  it('records a failure with its reason', async () => {
    await apply(recorded('PricingRunRequested', { trigger: 'SCHEDULE', requestedBy: 'scheduler', requestedAt: '2026-02-01T05:30:00.000Z' }));
    expect(await apply(recorded('PricingRunFailed', { failedAt: '2026-02-01T05:30:01.000Z', reason: 'NO_SALES_CHANNELS', detail: null }))).toMatchObject({ status: 'FAILED', failureReason: 'NO_SALES_CHANNELS', finishedAt: '2026-02-01T05:30:01.000Z' });
  });

  it('writes the whole run document at each step, in one batch as in several', async () => {
    const zero = { EXECUTED: 0, OVERWRITTEN: 0, ERROR: 0, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 };
    const request = recorded('PricingRunRequested', { trigger: 'USER', requestedBy: 'u1', requestedAt: '2026-02-01T10:00:00.000Z' });
    const requestedDoc = {
      _id: runId,
      companyId,
      trigger: 'USER',
      requestedBy: 'u1',
      requestedAt: '2026-02-01T10:00:00.000Z',
      startedAt: null,
      finishedAt: null,
      durationMs: null,
      status: 'REQUESTED',
      productCount: null,
      counts: zero,
      proposals: null,
      unmatched: null,
      failureReason: null,
      channelNames: {},
      rules: {},
    };
    expect(await apply(request)).toEqual(requestedDoc);
    const start = recorded('PricingRunStarted', { startedAt: '2026-02-01T10:00:01.000Z', productCount: 1, channelCount: 1, ruleCount: 1, channels: [{ channelId: 'ch1', name: 'Shop DE' }], rules: [{ ruleId: 'r1', name: 'Cheapest', position: 1 }] });
    const running = { ...requestedDoc, status: 'RUNNING', startedAt: '2026-02-01T10:00:01.000Z', productCount: 1, channelNames: { ch1: 'Shop DE' }, rules: { r1: { name: 'Cheapest', position: 1 } } };
    expect(await apply(start)).toEqual(running);
    // Unmatched pairs show once the run completed; counts grow as outcomes are recorded.
    const chunk = recorded('PricingRunOutcomesRecorded', { outcomes: [outcome('A', 'EXECUTED', 'r1')], throughSku: 'A', unmatched: 2 });
    expect(await apply(chunk)).toEqual({ ...running, counts: { ...zero, EXECUTED: 1 } });
    const complete = recorded('PricingRunCompleted', { completedAt: '2026-02-01T10:00:02.000Z', durationMs: 1_000, counts: { ...zero, EXECUTED: 1 }, proposals: 1, unmatched: 2 });
    const done = { ...running, status: 'COMPLETED', finishedAt: '2026-02-01T10:00:02.000Z', durationMs: 1_000, counts: { ...zero, EXECUTED: 1 }, proposals: 1, unmatched: 2 };
    expect(await apply(complete)).toEqual(done);
    expect(await spec.batched(request, start, chunk, complete).documents(PRICING_RUNS)).toEqual([done]);
    expect(await spec.batched(request, start, chunk, complete).documents(PRICING_RUN_OUTCOMES)).toEqual([{ _id: `${runId}:p-A:ch1:r1`, companyId, runId, ...outcome('A', 'EXECUTED', 'r1') }]);
  });

  it('shows no run whose request it has not seen', async () => {
    expect(await apply(recorded('PricingRunStarted', { startedAt: 'x', productCount: 0, channelCount: 0, ruleCount: 0 }))).toBeNull();
  });

  it('tells the run history screens', () => {
    expect(pricingRunsProjector.notices!(recorded('PricingRunStarted', { startedAt: 'x', productCount: 0, channelCount: 0, ruleCount: 0 }))).toEqual([{ companyId, queryKeys: [['pricing-runs']] }]);
  });
});
