import { describe, expect, it } from 'vitest';
import type { AdjustmentEvent } from '../../events/pricingEvents.ts';
import type { AdjustmentErpWriteEvent } from '../../events/erpWriteEvents.ts';
import { deciderSpec, proposalFixture } from '../../testing/index.ts';
import { fold } from '../decider.ts';
import { adjustmentDecider, type AdjustmentStreamEvent } from './adjustmentDecider.ts';
import { evolveAdjustmentRecord } from './adjustmentLifecycle.ts';

const companyId = 'c1';
const at = '2026-11-21T08:00:00.000Z';
const proposed: AdjustmentEvent = { type: 'AdjustmentProposed', data: proposalFixture({ adjustmentId: 'a1', runId: 'r1', companyId, productId: 'p1', sku: 'SKU-1', productName: 'Tent', channelId: 'ch1' }) };
const confirmed: AdjustmentEvent = { type: 'AdjustmentConfirmed', data: { adjustmentId: 'a1', companyId, confirmedBy: 'u2', confirmedAt: at } };
const pickedUp: AdjustmentEvent = { type: 'AdjustmentPickedUp', data: { adjustmentId: 'a1', companyId, pullId: 'f1', pickedUpAt: at } };
const entries = [{ kind: 'REGULAR' as const, variationId: '1001', salesPriceId: '1', priceCents: 2499 }];
const record = { type: 'RecordErpWrite', companyId, batchId: 'b1', at, reconciled: false, entries } as const;
const fail = { type: 'RecordErpWriteFailure', companyId, batchId: 'b1', at, statusCode: 500, code: 'ERP_UNAVAILABLE', message: 'Internal Server Error' } as const;
const retry = { type: 'RetryErpWrite', companyId, userId: 'u1', at } as const;
const written: AdjustmentErpWriteEvent = { type: 'ErpPriceWritten', data: { adjustmentId: 'a1', companyId, batchId: 'b1', writtenAt: at, reconciled: false, entries } };
const failed: AdjustmentErpWriteEvent = { type: 'ErpPriceWriteFailed', data: { adjustmentId: 'a1', companyId, batchId: 'b1', failedAt: at, statusCode: 500, code: 'ERP_UNAVAILABLE', message: 'Internal Server Error' } };
const retried: AdjustmentErpWriteEvent = { type: 'ErpPriceWriteRetried', data: { adjustmentId: 'a1', companyId, retriedBy: 'u1', retriedAt: at } };

describe('adjustment decider: the ERP write-back', () => {
  const spec = deciderSpec(adjustmentDecider);

  it('records a confirmed (or picked up) adjustment as written once, with what was sent', () => {
    spec.given([proposed, confirmed]).when(record).then([written]);
    spec.given([proposed, confirmed, pickedUp]).when(record).then([written]);
    // A batch recorded again after a restart, or a second batch racing it: nothing more.
    spec.given([proposed, confirmed, written]).when(record).then([]);
    spec.given([proposed, confirmed, written]).when({ ...record, batchId: 'b2' }).then([]);
  });

  it('writes only what a user confirmed', () => {
    spec.given([proposed]).when(record).thenThrows('ADJUSTMENT_NOT_CONFIRMED');
    spec.given([proposed]).when(fail).thenThrows('ADJUSTMENT_NOT_CONFIRMED');
    spec.given([]).when(record).thenThrows('ADJUSTMENT_NOT_FOUND');
    spec.given([proposed, confirmed]).when({ ...record, companyId: 'c2' }).thenThrows('ADJUSTMENT_NOT_FOUND');
  });

  it('records the ERP’s refusal with its status and message, once per batch', () => {
    spec.given([proposed, confirmed]).when(fail).then([failed]);
    spec.given([proposed, confirmed, failed]).when(fail).then([]);
    spec.given([proposed, confirmed, written]).when(fail).then([]);
  });

  it('retries a failed write only, and then writes it', () => {
    spec.given([proposed, confirmed, failed]).when(retry).then([retried]);
    spec.given([proposed, confirmed]).when(retry).thenThrows('ERP_WRITE_NOT_FAILED');
    spec.given([proposed, confirmed, written]).when(retry).thenThrows('ERP_WRITE_NOT_FAILED');
    spec.given([proposed, confirmed, failed, retried]).when(retry).thenThrows('ERP_WRITE_NOT_FAILED');
    spec.given([proposed, confirmed, failed, retried]).when({ ...fail, batchId: 'b2' }).then([{ ...failed, data: { ...failed.data, batchId: 'b2' } }]);
    spec.given([proposed, confirmed, failed, retried]).when({ ...record, batchId: 'b2' }).then([{ ...written, data: { ...written.data, batchId: 'b2' } }]);
  });

  it('keeps the life cycle as it is: a written adjustment is still picked up, and every fold ignores the write events', () => {
    spec.given([proposed, confirmed, written]).when({ type: 'PickUpAdjustment', companyId, pullId: 'f1', at }).then([pickedUp]);
    const events: AdjustmentStreamEvent[] = [proposed, confirmed, written, failed, retried];
    expect(fold(adjustmentDecider, events).status).toBe('CONFIRMED');
    const folded = events.reduce<ReturnType<typeof evolveAdjustmentRecord>>((r, e) => evolveAdjustmentRecord(r, e as AdjustmentEvent), null);
    expect(folded?.status).toBe('CONFIRMED');
  });
});
