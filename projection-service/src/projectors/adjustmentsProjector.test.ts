import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { proposalFixture } from '@pm/contracts/testing';
import { createEmbeddedDocumentStore, type DocumentStore, type RecordedEvent } from '@pm/platform';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { ADJUSTMENT_CHANNELS, ADJUSTMENTS, adjustmentsProjector, ENGINE_RULES, ENGINE_RUNS } from './adjustmentsProjector.ts';
import { recordedEvent } from '@pm/platform/testing';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';

function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  return recordedEvent(type, data, { companyId, streamId: 'adjustment-a1', id: crypto.randomUUID() });
}

const proposed = (oldPrice: number | null) =>
  recorded('AdjustmentProposed', { ...proposalFixture({ adjustmentId: 'a1', runId: 'r1', companyId, productId: 'p1', sku: 'ZT-100', productName: 'Zelt', channelId: 'ch1', channelName: 'Webshop', oldPrice, newPrice: 22.49 }) });

describe('adjustmentsProjector', () => {
  let docs: DocumentStore;
  beforeEach(() => {
    docs = createEmbeddedDocumentStore({ path: ':memory:' });
  });
  afterEach(async () => {
    await docs.close();
  });
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await docs.applyBatch(adjustmentsProjector.project!(event));
    return docs.findOne(ADJUSTMENTS, { _id: 'a1' });
  };

  const spec = projectionSpec(adjustmentsProjector);
  const confirmed = () => recorded('AdjustmentConfirmed', { adjustmentId: 'a1', companyId, confirmedBy: 'u2', confirmedAt: '2026-11-22T07:00:00.000Z' });
  const pickedUp = () => recorded('AdjustmentPickedUp', { adjustmentId: 'a1', companyId, pullId: 'f1', pickedUpAt: '2026-11-22T08:00:00.000Z' });
  const discarded = (reason: 'USER' | 'SUPERSEDED') => recorded('AdjustmentDiscarded', { adjustmentId: 'a1', companyId, discardedBy: 'service:pricing', discardedAt: '2026-11-22T09:00:00.000Z', reason });

  it('records a proposal as pending with its deltas, metrics and trace', async () => {
    const [doc] = await spec.given(proposed(24.99)).documents(ADJUSTMENTS);
    expect(doc).toMatchObject({ _id: 'a1', companyId, status: 'PENDING', sku: 'ZT-100', skuKey: 'zt-100', channelName: 'Webshop', oldPrice: 24.99, newPrice: 22.49, delta: -2.5, absDelta: 2.5, deltaPercent: -10, absDeltaPercent: 10 });
    expect(JSON.parse(doc!['traceJson'] as string)).toMatchObject({ rule: { position: 1 } });
    expect(doc!['metricsAfter']).toEqual(expect.objectContaining({ profitMargin: expect.any(Number) }));
  });

  it('computes the change exactly and rounds half up (away from zero) both ways: 8.00 → 7.99 is −0.125 % → −0.13 %, as 8.00 → 8.01 is +0.13 %', async () => {
    const change = (oldPrice: number, newPrice: number) => recorded('AdjustmentProposed', { ...proposalFixture({ adjustmentId: 'a1', runId: 'r1', companyId, productId: 'p1', sku: 'ZT-100', productName: 'Zelt', channelId: 'ch1', channelName: 'Webshop', oldPrice, newPrice }) });
    await spec.given(change(8, 7.99)).then(ADJUSTMENTS, [{ _id: 'a1', delta: -0.01, absDelta: 0.01, deltaPercent: -0.13, absDeltaPercent: 0.13 }]);
    await spec.given(change(8, 8.01)).then(ADJUSTMENTS, [{ _id: 'a1', delta: 0.01, absDelta: 0.01, deltaPercent: 0.13, absDeltaPercent: 0.13 }]);
    await spec.given(change(0.1, 0.3)).then(ADJUSTMENTS, [{ _id: 'a1', delta: 0.2, deltaPercent: 200 }]);
  });

  it('has no delta without an old price', async () => {
    await spec.given(proposed(null)).then(ADJUSTMENTS, [{ _id: 'a1', delta: null, absDelta: null, deltaPercent: null, absDeltaPercent: null }]);
  });

  it('follows confirmation and pickup, with times and who', async () => {
    await spec.given(proposed(24.99), confirmed()).then(ADJUSTMENTS, [{ _id: 'a1', status: 'CONFIRMED', confirmedBy: 'u2', confirmedAt: '2026-11-22T07:00:00.000Z', decisionAt: '2026-11-22T07:00:00.000Z' }]);
    await spec.given(proposed(24.99), confirmed(), pickedUp()).then(ADJUSTMENTS, [{ _id: 'a1', status: 'PICKED_UP', pickedUpAt: '2026-11-22T08:00:00.000Z', pullId: 'f1', confirmedBy: 'u2' }]);
    await spec.batched(proposed(24.99), confirmed(), pickedUp()).then(ADJUSTMENTS, [{ _id: 'a1', status: 'PICKED_UP', confirmedBy: 'u2' }]);
  });

  it('shows a discard by a user or by a newer run', async () => {
    await spec.given(proposed(24.99), discarded('USER')).then(ADJUSTMENTS, [{ _id: 'a1', status: 'DISCARDED', discardReason: 'USER', discardedBy: 'service:pricing' }]);
    await spec.given(proposed(24.99), discarded('SUPERSEDED')).then(ADJUSTMENTS, [{ _id: 'a1', status: 'DISCARDED', discardReason: 'SUPERSEDED' }]);
  });

  it('follows the domain life cycle: a confirmed adjustment stays confirmed when a supersede arrives, a proposal is not recorded twice', async () => {
    await spec.given(proposed(24.99), confirmed(), discarded('SUPERSEDED'), proposed(30)).then(ADJUSTMENTS, [{ _id: 'a1', status: 'CONFIRMED', discardReason: null, oldPrice: 24.99 }]);
  });

  it('keeps channel names, runs and rules for the overview', async () => {
    const fields = { name: 'Amazon', country: 'de', currency: 'EUR', commissionRate: 15, vatRate: 19, noShippingCost: true };
    await apply(recorded('SalesChannelCreated', { companyId, channelId: 'ch1', fields }), recorded('SalesChannelUpdated', { companyId, channelId: 'ch1', fields: { ...fields, name: 'Amazon DE' } }));
    expect(await docs.findOne(ADJUSTMENT_CHANNELS, { _id: 'ch1' })).toMatchObject({ name: 'Amazon DE', companyId });
    await apply(recorded('PricingRunRequested', { runId: 'r1', companyId, trigger: 'USER', requestedBy: 'u1', requestedAt: '2026-11-22T06:00:00.000Z' }), recorded('PricingRunStarted', { runId: 'r1', companyId, startedAt: '2026-11-22T06:00:01.000Z', productCount: 10, channelCount: 1, ruleCount: 2 }));
    expect(await docs.findOne(ENGINE_RUNS, { _id: 'r1' })).toMatchObject({ status: 'RUNNING', requestedBy: 'u1' });
    await apply(recorded('PricingRunFailed', { runId: 'r1', companyId, failedAt: '2026-11-22T06:00:02.000Z', reason: 'NO_SALES_CHANNELS', detail: null }));
    expect(await docs.findOne(ENGINE_RUNS, { _id: 'r1' })).toMatchObject({ status: 'FAILED', failureReason: 'NO_SALES_CHANNELS' });
    await apply(recorded('PriceRuleDeleted', { companyId, ruleId: 'x' }));
    expect(await docs.count(ENGINE_RULES, { companyId })).toBe(0);
  });

  it('tells the company’s open pages about adjustments and the overview', () => {
    expect(adjustmentsProjector.notices!(proposed(1))).toEqual([{ companyId, queryKeys: [['adjustments'], ['price-engine']] }]);
  });
});
