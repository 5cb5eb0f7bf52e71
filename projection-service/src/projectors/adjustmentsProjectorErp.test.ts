/**
 * Issue 15: the submitted list shows each confirmed adjustment's write to the ERP — awaiting,
 * failed with the ERP's status and our code, retried by a user, written — folded from the
 * adjustment's `ErpPrice*` events by the domain core's fold.
 */
import { describe, expect, it } from 'vitest';
import { proposalFixture } from '@pm/contracts/testing';
import type { RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { toSummary, type AdjustmentDoc } from '../adjustments/adjustmentDocs.ts';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { ADJUSTMENTS, adjustmentsProjector } from './adjustmentsProjector.ts';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => recordedEvent(type, data, { companyId, streamId: 'adjustment-a1', id: crypto.randomUUID() });
const proposed = () => recorded('AdjustmentProposed', { ...proposalFixture({ adjustmentId: 'a1', runId: 'r1', companyId, productId: 'p1', sku: 'ZT-100', productName: 'Zelt', channelId: 'ch1', channelName: 'Webshop', oldPrice: 24.99, newPrice: 22.49 }) });
const confirmed = () => recorded('AdjustmentConfirmed', { adjustmentId: 'a1', companyId, confirmedBy: 'u2', confirmedAt: '2026-11-22T07:00:00.000Z' });
const pickedUp = () => recorded('AdjustmentPickedUp', { adjustmentId: 'a1', companyId, pullId: 'f1', pickedUpAt: '2026-11-22T08:00:00.000Z' });
const failed = () =>
  recorded('ErpPriceWriteFailed', { adjustmentId: 'a1', companyId, batchId: 'b1', failedAt: '2026-11-22T07:01:00.000Z', statusCode: 500, code: 'ERP_UNAVAILABLE', message: 'The ERP answered 500.' });
const retried = () => recorded('ErpPriceWriteRetried', { adjustmentId: 'a1', companyId, retriedBy: 'u2', retriedAt: '2026-11-22T07:05:00.000Z' });
const written = () =>
  recorded('ErpPriceWritten', { adjustmentId: 'a1', companyId, batchId: 'b2', writtenAt: '2026-11-22T07:06:00.000Z', reconciled: false, entries: [{ kind: 'REGULAR', variationId: '1001', salesPriceId: '1', priceCents: 2249 }] });

const names = { channels: new Map<string, string>(), users: new Map<string, string>() };

describe('adjustmentsProjector: the ERP write state', () => {
  const spec = projectionSpec(adjustmentsProjector);
  const summaryOf = async (...events: RecordedEvent[]) => {
    const [doc] = await spec.given(...events).documents(ADJUSTMENTS);
    return toSummary(doc as unknown as AdjustmentDoc, names).erpWrite;
  };

  it('a proposal has no write state; once confirmed it awaits its write', async () => {
    expect(await summaryOf(proposed())).toBeNull();
    expect(await summaryOf(proposed(), confirmed())).toEqual({ status: 'NONE', writtenAt: null, failedAt: null, statusCode: null, code: null, message: null, retriedAt: null, attempts: 0 });
  });

  it('shows a failure with the ERP’s status, then the retry, then the write — also when picked up meanwhile', async () => {
    expect(await summaryOf(proposed(), confirmed(), failed())).toMatchObject({ status: 'FAILED', failedAt: '2026-11-22T07:01:00.000Z', statusCode: 500, code: 'ERP_UNAVAILABLE', message: 'The ERP answered 500.', attempts: 1 });
    expect(await summaryOf(proposed(), confirmed(), failed(), retried())).toMatchObject({ status: 'RETRY', retriedAt: '2026-11-22T07:05:00.000Z', statusCode: 500, attempts: 1 });
    expect(await summaryOf(proposed(), confirmed(), failed(), retried(), pickedUp(), written())).toMatchObject({ status: 'WRITTEN', writtenAt: '2026-11-22T07:06:00.000Z', attempts: 2 });
    await spec.given(proposed(), confirmed(), failed(), retried(), pickedUp(), written()).then(ADJUSTMENTS, [{ _id: 'a1', status: 'PICKED_UP' }]);
  });

  it('folds the same in one batch as one event at a time', async () => {
    await spec.batched(proposed(), confirmed(), failed(), retried(), written()).then(ADJUSTMENTS, [{ _id: 'a1', status: 'CONFIRMED', erpWrite: expect.objectContaining({ status: 'WRITTEN', attempts: 2 }) }]);
  });

  it('tells the lists to refresh on a write outcome', () => {
    expect(adjustmentsProjector.notices!(written())).toEqual([{ companyId, queryKeys: [['adjustments'], ['price-engine']] }]);
  });
});
