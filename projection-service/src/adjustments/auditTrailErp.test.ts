/**
 * The audit trail of a confirmed price carries its write-back to the ERP (issue 15): a failed
 * write with the ERP's answer, the user's retry and the write, in the log's order after the
 * confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrailSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { proposalFixture } from '@pm/contracts/testing';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerAdjustmentQueries } from './adjustmentQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced4401';
const channelId = '01a216b5-0000-7000-8000-00000000c401';
const runId = '01a216b5-0000-7000-8000-0000000004a1';
const adjustmentId = '01a216b5-0000-7000-8000-0000000004b1';
const batchId = '01a216b5-0000-7000-8000-0000000004c1';
const maintainer: Actor = { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false };

describe('audit trail with the ERP write-back', () => {
  let t: QueryTestApp;
  beforeAll(async () => {
    t = await startQueryTestApp([maintainer], (app, readModels, events) => registerAdjustmentQueries(app, readModels, events));
    await t.write(streams.pricingRun(runId), [{ type: 'PricingRunRequested', data: { runId, companyId, trigger: 'USER', requestedBy: maintainer.userId, requestedAt: '2026-11-20T05:00:00.000Z' } }], companyId, maintainer.userId);
    const stream = streams.adjustment(adjustmentId);
    await t.write(stream, [{ type: 'AdjustmentProposed', data: proposalFixture({ adjustmentId, runId, companyId, productId: adjustmentId, sku: 'ZELT-1', productName: 'Zelt', channelId, offers: [] }) }], companyId, 'service:pricing');
    await t.write(stream, [{ type: 'AdjustmentConfirmed', data: { adjustmentId, companyId, confirmedBy: maintainer.userId, confirmedAt: '2026-11-20T07:00:00.000Z' } }], companyId, maintainer.userId);
    await t.write(stream, [{ type: 'ErpPriceWriteFailed', data: { adjustmentId, companyId, batchId, failedAt: '2026-11-20T07:01:00.000Z', statusCode: 500, code: 'ERP_UNAVAILABLE', message: 'Internal Server Error' } }], companyId, maintainer.userId);
    await t.write(stream, [{ type: 'ErpPriceWriteRetried', data: { adjustmentId, companyId, retriedBy: maintainer.userId, retriedAt: '2026-11-20T07:05:00.000Z' } }], companyId, maintainer.userId);
    await t.write(
      stream,
      [{ type: 'ErpPriceWritten', data: { adjustmentId, companyId, batchId: '01a216b5-0000-7000-8000-0000000004c2', writtenAt: '2026-11-20T07:05:01.000Z', reconciled: false, entries: [{ kind: 'REGULAR', variationId: '1001', salesPriceId: '1', priceCents: 2249 }] } }],
      companyId,
      maintainer.userId,
    );
  });
  afterAll(async () => {
    await t.stop();
  });

  it('shows confirmed → failed (with the ERP status) → retried → written, in the order of the log', async () => {
    const answer = await t.get(`/api/company/${companyId}/adjustments/${adjustmentId}/audit-trail`, maintainer.userId);
    expect(answer.statusCode).toBe(200);
    const trail = auditTrailSchema.parse(answer.json());
    expect(trail.entries.map((e) => e.step)).toEqual(['RUN', 'PROPOSAL', 'CONFIRMATION', 'ERP_WRITE_FAILED', 'ERP_WRITE_RETRIED', 'ERP_WRITTEN']);
    expect(trail.entries[3]?.data).toMatchObject({ statusCode: 500, code: 'ERP_UNAVAILABLE' });
    expect(trail.entries[4]?.actor).toMatchObject({ kind: 'USER', id: maintainer.userId });
  });
});
