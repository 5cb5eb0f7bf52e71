import { describe, it } from 'vitest';
import type { ErpWriteBackEvent, ErpWriteEntry } from '../../events/erpWriteEvents.ts';
import { deciderSpec } from '../../testing/index.ts';
import { erpWriteBackDecider } from './erpWriteBack.ts';

const companyId = 'c1';
const at = '2026-11-21T08:00:00.000Z';
const entry = (adjustmentId: string): ErpWriteEntry => ({ adjustmentId, kind: 'REGULAR', variationId: '1001', salesPriceId: '1', priceCents: 100 });
const planned = (batchId: string, ids: string[]): ErpWriteBackEvent => ({ type: 'ErpWriteBatchPlanned', data: { companyId, batchId, plannedAt: at, entries: ids.map(entry) } });
const recorded = (batchId: string): ErpWriteBackEvent => ({ type: 'ErpWriteBatchRecorded', data: { companyId, batchId, recordedAt: at, reconciled: false, outcomes: [] } });

describe('ERP write-back ledger', () => {
  const spec = deciderSpec(erpWriteBackDecider);

  it('plans a batch; an adjustment already in an open batch is not planned twice', () => {
    spec.given([]).when({ type: 'PlanErpWriteBatch', companyId, batchId: 'b1', at, entries: [entry('a1'), entry('a2')] }).then([planned('b1', ['a1', 'a2'])]);
    spec.given([planned('b1', ['a1'])]).when({ type: 'PlanErpWriteBatch', companyId, batchId: 'b2', at, entries: [entry('a1'), entry('a2')] }).then([planned('b2', ['a2'])]);
    spec.given([planned('b1', ['a1'])]).when({ type: 'PlanErpWriteBatch', companyId, batchId: 'b2', at, entries: [entry('a1')] }).then([]);
    // Once recorded, the adjustment may be planned again (its own stream says whether it still awaits a write).
    spec.given([planned('b1', ['a1']), recorded('b1')]).when({ type: 'PlanErpWriteBatch', companyId, batchId: 'b2', at, entries: [entry('a1')] }).then([planned('b2', ['a1'])]);
  });

  it('records an open batch once', () => {
    const record = { type: 'RecordErpWriteBatch' as const, companyId, batchId: 'b1', at, reconciled: false, outcomes: [] };
    spec.given([planned('b1', ['a1'])]).when(record).then([recorded('b1')]);
    spec.given([planned('b1', ['a1']), recorded('b1')]).when(record).then([]);
    spec.given([]).when(record).then([]);
  });

  it('sets the mode when it changes (on demand by default)', () => {
    spec.given([]).when({ type: 'SetErpWriteMode', companyId, mode: 'ON_DEMAND', userId: 'u1', at }).then([]);
    spec.given([]).when({ type: 'SetErpWriteMode', companyId, mode: 'AUTOMATIC', userId: 'u1', at }).then([{ type: 'ErpWriteModeSet', data: { companyId, mode: 'AUTOMATIC', setBy: 'u1', setAt: at } }]);
  });
});
