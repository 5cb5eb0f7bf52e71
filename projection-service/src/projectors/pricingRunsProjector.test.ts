import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore, type DocumentStore, type RecordedEvent } from '@pm/platform';
import { PRICING_RUN_OUTCOMES, PRICING_RUNS, pricingRunsProjector } from './pricingRunsProjector.ts';
import { recordedEvent } from '@pm/platform/testing';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const runId = '01a202fa-b785-7418-a085-d1dc0c15e785';

function recorded(type: string, data: Record<string, unknown>, occurredAt = '2026-02-01T10:00:00.000Z'): RecordedEvent {
  return recordedEvent(type, { runId, companyId, ...data }, { companyId, occurredAt, streamId: `pricingrun-${runId}`, userId: 'pricing-service' });
}
const outcome = (sku: string, result: string, ruleId: string | null, reason: string | null = null) => ({ productId: `p-${sku}`, sku, channelId: 'ch1', outcome: result, ruleId, reason, adjustmentId: result === 'EXECUTED' ? `a-${sku}` : null });

describe('pricingRunsProjector', () => {
  let docs: DocumentStore;
  beforeEach(() => {
    docs = createEmbeddedDocumentStore({ path: ':memory:' });
  });
  afterEach(async () => {
    await docs.close();
  });
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await docs.applyBatch(pricingRunsProjector.project!(event));
    return docs.findOne(PRICING_RUNS, { _id: runId });
  };

  it('follows a run from its request to its completion, counting outcomes as they are recorded', async () => {
    expect(await apply(recorded('PricingRunRequested', { trigger: 'USER', requestedBy: 'u1', requestedAt: '2026-02-01T10:00:00.000Z' }))).toMatchObject({ status: 'REQUESTED', startedAt: null, counts: { EXECUTED: 0 } });
    const started = await apply(recorded('PricingRunStarted', { startedAt: '2026-02-01T10:00:01.000Z', productCount: 2, channelCount: 1, ruleCount: 2, channels: [{ channelId: 'ch1', name: 'Shop DE' }], rules: [{ ruleId: 'r1', name: 'Cheapest', position: 1 }, { ruleId: 'r2', name: 'Margin', position: 2 }] }));
    expect(started).toMatchObject({ status: 'RUNNING', productCount: 2, channelNames: { ch1: 'Shop DE' } });
    const partway = await apply(recorded('PricingRunOutcomesRecorded', { outcomes: [outcome('A', 'EXECUTED', 'r1'), outcome('A', 'OVERWRITTEN', 'r2'), outcome('B', 'ERROR', 'r1', 'MISSING_PURCHASE_PRICE')], throughSku: 'B', unmatched: 0 }));
    expect(partway).toMatchObject({ status: 'RUNNING', counts: { EXECUTED: 1, OVERWRITTEN: 1, ERROR: 1, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 } });
    const done = await apply(recorded('PricingRunCompleted', { completedAt: '2026-02-01T10:00:02.500Z', durationMs: 1_500, counts: { EXECUTED: 1, OVERWRITTEN: 1, ERROR: 1, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 }, proposals: 1, unmatched: 0 }));
    expect(done).toMatchObject({ status: 'COMPLETED', finishedAt: '2026-02-01T10:00:02.500Z', durationMs: 1_500, proposals: 1 });
    const outcomes = await docs.find(PRICING_RUN_OUTCOMES, { runId, outcome: 'ERROR' });
    expect(outcomes).toEqual([expect.objectContaining({ sku: 'B', ruleId: 'r1', reason: 'MISSING_PURCHASE_PRICE' })]);
  });

  it('records a failure with its reason', async () => {
    await apply(recorded('PricingRunRequested', { trigger: 'SCHEDULE', requestedBy: 'scheduler', requestedAt: '2026-02-01T05:30:00.000Z' }));
    expect(await apply(recorded('PricingRunFailed', { failedAt: '2026-02-01T05:30:01.000Z', reason: 'NO_SALES_CHANNELS', detail: null }))).toMatchObject({ status: 'FAILED', failureReason: 'NO_SALES_CHANNELS', finishedAt: '2026-02-01T05:30:01.000Z' });
  });

  it('tells the run history screens', () => {
    expect(pricingRunsProjector.notices!(recorded('PricingRunStarted', { startedAt: 'x', productCount: 0, channelCount: 0, ruleCount: 0 }))).toEqual([{ companyId, queryKeys: [['pricing-runs']] }]);
  });
});
